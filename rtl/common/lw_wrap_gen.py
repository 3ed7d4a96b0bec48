#!/usr/bin/env python3
"""FuseSoC generator `lwhash_wrap` (declared in common.core): a core inside lw_axis or
lw_axil as a Verilog module, the one `lwhash wrap` prints (docs/integration.md).

Parameters (in a family .core's generate section): core (an lwhash core name), front
(axis or axil, default axis), tdata (lw_axis's TDATA bits, default 32).  It needs the
lwhash package: installed, or this checkout (found from this file's place)."""

import sys
from pathlib import Path

import yaml


def main() -> int:
    cfg = yaml.safe_load(Path(sys.argv[1]).read_text())
    par = cfg.get("parameters") or {}
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from lwhash import axis, cores

    top, text = axis.wrapper_module(cores.get(par["core"]), par.get("front", "axis"), int(par.get("tdata", 32)))
    Path(f"{top}.v").write_text(text)
    Path(cfg["vlnv"].split(":")[2] + ".core").write_text(
        "CAPI=2:\n"
        f"name: {cfg['vlnv']}\n"
        "filesets:\n  rtl:\n    files:\n"
        f"      - {top}.v\n"
        "    file_type: verilogSource\n"
        "targets:\n  default:\n    filesets: [rtl]\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
