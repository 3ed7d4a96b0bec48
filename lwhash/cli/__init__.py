"""The ``lwhash`` command: one module per group of subcommands, each with its
``register`` (its parsers) and its ``cmd_*`` functions; ``common`` holds what they share.

    info      list, models
    simulate  hash, cycles, kat, fuzz, prove
    bench     bench, power
    results   report, results
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from pathlib import Path

from . import bench, info, results, simulate

#: the groups in the order ``lwhash --help`` lists their commands
GROUPS = (info, simulate, bench, results)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lwhash",
                                description="Lightweight SHA-3 competition hash cores: simulate, verify, benchmark.")
    p.add_argument("--cores-dir", action="append", type=Path, default=[], metavar="DIR",
                   help="a folder of cores of your own, laid out like rtl/<family>/ (a family folder with "
                        "its cores.toml, or a folder of them); repeatable; adds to $LWHASH_CORES_PATH "
                        "(docs/own-core.md)")
    sub = p.add_subparsers(dest="cmd", required=True)
    for group in GROUPS:
        group.register(sub)
    return p


def _one_line(exc: BaseException) -> str:
    text = str(exc.args[0]) if exc.args else type(exc).__name__
    first, _, rest = text.partition("\n")
    return first + (" (details follow)\n" + rest if rest.strip() else "")


def main(argv: list[str] | None = None) -> int:
    """Run one lwhash command.  Expected failures (bad input, a missing file or tool,
    a failed simulation: every lwhash.Error) end in one clear line on stderr and a
    non-zero exit, never a traceback; anything else is a bug and shows its traceback.
    SIGTERM stops a command as Ctrl-C does: the running simulator or tool is ended and
    its temporary files removed (a bench keeps its finished rows)."""
    from .. import cores
    from ..errors import Error
    from ..flow import yowasp

    args = build_parser().parse_args(argv)
    if args.cores_dir:               # before the command: every process it starts inherits them
        cores.add_dirs(args.cores_dir)
    yowasp.stop_on_sigterm()
    # a warning (e.g. a damaged row skipped) is one line, like the errors
    warnings.formatwarning = lambda message, *_, **__: f"lwhash: warning: {message}\n"
    try:
        return args.func(args)
    except Error as exc:
        raise SystemExit(f"lwhash: {_one_line(exc)}") from None
    except BrokenPipeError:          # e.g. piped into head (a subclass of OSError: first)
        # stdout is gone: point it at devnull so the interpreter's final flush is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:           # a file or folder the command was given or writes
        raise SystemExit(f"lwhash: {exc.filename or ''}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        print("lwhash: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
