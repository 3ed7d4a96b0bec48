"""Where lwhash finds its RTL, the shared KAT files and its working folders."""

from __future__ import annotations

import os
from pathlib import Path

#: the repository root (the package is used from a source checkout, installed editable)
ROOT = Path(__file__).resolve().parent.parent
RTL = ROOT / "rtl"
#: scratch space for simulator builds and tool runs (ignored by git)
BUILD = Path(os.environ.get("LWHASH_BUILD_DIR", ROOT / "build"))

KAT_ENV = "LWHASH_KAT_DIR"


def kat_dir() -> Path:
    """The folder of official KAT files: $LWHASH_KAT_DIR, else ../shared/kat beside the checkout."""
    env = os.environ.get(KAT_ENV)
    if env:
        return Path(env)
    return ROOT.parent / "shared" / "kat"
