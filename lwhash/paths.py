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
#: the KAT vectors stored in the package (lwhash.kat_data): what lwhash reads by default
KAT_DATA = Path(__file__).resolve().parent / "kat_data"
#: where the shared folder of original KAT files sits beside a checkout (the source of KAT_DATA)
SHARED_KAT = ROOT.parent / "shared" / "kat"


def kat_dir() -> Path | None:
    """A folder of original-format KAT files to read instead of the stored vectors:
    $LWHASH_KAT_DIR, or None (lwhash reads lwhash/kat_data)."""
    env = os.environ.get(KAT_ENV)
    return Path(env) if env else None


def originals_dir() -> Path | None:
    """Where original KAT files are, to compare the stored vectors with:
    $LWHASH_KAT_DIR, else ../shared/kat beside the checkout when it exists, else None."""
    env = kat_dir()
    if env is not None:
        return env
    return SHARED_KAT if SHARED_KAT.is_dir() else None
