"""The report as one self-contained HTML page: docs/results/index.html.

The page is rendered from the same Markdown the report writes to README.md (one
source for every table and sentence), with the plots embedded as SVG and a few
lines of script that make every table sortable (click a column header; again to
reverse).  No external file, font or script: the page works offline, attached to a
mail or opened from a CI artifact.

The Markdown goes through markdown-it-py (the parser rich uses), so escaped pipes in
a cell, links and emphasis follow CommonMark; raw HTML is escaped and only safe link
schemes become links.
"""

from __future__ import annotations

import base64
import html
from collections import Counter
from pathlib import Path

from .findings import next_anchor

CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1400px; padding: 0 1em; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 12.5px; }
th, td { border: 1px solid #d6d6d6; padding: 3px 7px; }
th { background: #f1f3f6; cursor: pointer; user-select: none; white-space: nowrap; }
th[aria-sort=ascending]::after { content: " \\25B2"; } th[aria-sort=descending]::after { content: " \\25BC"; }
td { font-variant-numeric: tabular-nums; }
tr:nth-child(even) td { background: #fafbfc; }
figure { margin: 1em 0; } figure img { max-width: 100%; height: auto; border: 1px solid #eee; }
code { font-size: 0.95em; background: #f4f4f4; padding: 0 2px; white-space: nowrap; }
div.scroll { overflow-x: auto; }
"""

# sorting: numbers by value (thousands separators and marks ignored), text alphabetically,
# empty cells ("—") last; the page says it is ready once every table is sortable
SCRIPT = """
(function () {
  function key(cell) {
    var s = cell.textContent.replace(/[,\\u207a*\\u2713\\u00d7]/g, "").trim();
    if (s === "" || s === "\\u2014") return null;
    var m = s.match(/^[-+]?\\d+(\\.\\d+)?/);
    return m && m[0].length >= s.split(" ")[0].length ? parseFloat(m[0]) : s.toLowerCase();
  }
  function sortBy(table, col, th) {
    var asc = th.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th").forEach(function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a.cells[col]), y = key(b.cells[col]);
      if (x === null || y === null) return (x === null) - (y === null);
      if (typeof x !== typeof y) return typeof x === "number" ? -1 : 1;
      var d = x < y ? -1 : x > y ? 1 : 0;
      return asc ? d : -d;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }
  window.lwhashSort = sortBy;
  document.querySelectorAll("table").forEach(function (table) {
    table.querySelectorAll("th").forEach(function (th, col) {
      th.title = "sort";
      th.addEventListener("click", function () { sortBy(table, col, th); });
    });
  });
  document.documentElement.setAttribute("data-lwhash-ready", String(document.querySelectorAll("table").length));
})();
"""

def _markdown(base: Path):
    """markdown-it-py (CommonMark with tables), raw HTML off (everything from the database
    is escaped), links limited to markdown-it's safe schemes (no javascript:, vbscript:,
    file: or data: links); images become figures with the plot embedded."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False}).enable("table")

    def image(self, tokens, idx, options, env):  # noqa: ARG001 - markdown-it's rule signature
        tok = tokens[idx]
        return _figure(tok.content, tok.attrGet("src") or "", base)

    def table_open(self, tokens, idx, options, env):  # noqa: ARG001
        return '<div class="scroll"><table>\n'

    def heading_open(self, tokens, idx, options, env):  # noqa: ARG001
        # the id GitHub gives the heading, so that the report's links (its contents) work here too
        tokens[idx].attrSet("id", next_anchor(tokens[idx + 1].content, env.setdefault("anchors", Counter())))
        return self.renderToken(tokens, idx, options, env)

    def table_close(self, tokens, idx, options, env):  # noqa: ARG001
        return "</table></div>\n"

    md.add_render_rule("image", image)
    md.add_render_rule("table_open", table_open)
    md.add_render_rule("table_close", table_close)
    md.add_render_rule("heading_open", heading_open)
    return md


def _figure(alt: str, ref: str, base: Path) -> str:
    """An image embedded as a data URI: the SVG beside a PNG when there is one."""
    path = base / ref
    svg = path.with_suffix(".svg")
    if svg.exists():
        data, mime = svg.read_bytes(), "image/svg+xml"
    elif path.exists():
        data, mime = path.read_bytes(), "image/png" if path.suffix == ".png" else "image/svg+xml"
    else:
        return f"(missing plot: {html.escape(ref)})"
    uri = f"data:{mime};base64," + base64.b64encode(data).decode()
    return (f'<figure><img alt="{html.escape(alt)}" src="{uri}">'
            f"<figcaption>{html.escape(alt)}</figcaption></figure>")


def render(markdown: str, base: Path, title: str = "lwhash benchmark results") -> str:
    """The page for the report's Markdown; images are looked up relative to base."""
    body = _markdown(base).render(markdown, {})
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>{html.escape(title)}</title>\n'
            f"<style>{CSS}</style>\n</head>\n<body>\n" + body
            + f"\n<script>{SCRIPT}</script>\n</body>\n</html>\n")
