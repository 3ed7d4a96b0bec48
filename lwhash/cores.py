"""The core registry: every core of the library, read from rtl/<family>/cores.toml.

A core joins lwhash (the CLI, the test benches, the benchmark flow) by being listed
in its folder's cores.toml; nothing else needs editing.

Cores of one's own live outside the repository: ``LWHASH_CORES_PATH`` (folders
separated by ``os.pathsep``; ``lwhash --cores-dir DIR`` adds to it, ``add_dirs``) names
folders laid out like ``rtl/<family>/``: a family folder with its ``cores.toml``, or a
folder of such family folders.  Their cores join the registry beside the built-in ones
(``Core.builtin`` tells them apart); a name both have is an error naming both folders.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from . import ref
from .errors import Error, did_you_mean
from .paths import RTL
from .ref.base import HashAlgorithm

#: the area profiles (lwhash.results.metrics.BUDGETS) and the throughput-oriented "fast"
VARIANTS = ("xs", "bram", "logic", "large", "fast")
#: the environment variable naming extra core folders (os.pathsep-separated)
CORES_PATH_ENV = "LWHASH_CORES_PATH"
#: what a core's `seed` entry may hold (the seed's design of the same algorithm and profile)
SEED_FIELDS = {"source", "slices", "bram", "t_ns", "tp_long", "tp_short", "cycles", "note"}


class CoreError(Error, ValueError):
    """An unknown core, a bus width it does not have, or a cores.toml that does not
    describe one properly."""


@dataclass(frozen=True)
class Core:
    name: str                    #: e.g. "sha256-logic"
    algo: str                    #: reference model name, e.g. "sha256"
    variant: str                 #: "bram", "logic" or "fast"
    top: str                     #: top module
    folder: Path                 #: rtl/<family>
    sources: tuple[Path, ...]    #: every Verilog file, rtl/common first
    widths: tuple[int, ...]      #: supported bus widths
    params: dict = field(default_factory=dict, hash=False)   #: fixed top-level parameters
    #: the published GMU figures this core is measured against (seed 002 Table 1): st, lp, end
    paper: dict = field(default_factory=dict, hash=False)
    #: the seed's Spartan-3 design of this core (seeds 000 to 002's tables): source, slices,
    #: bram, t_ns, tp_long, tp_short (Mbit/s), cycles (per block, where the seed gives them), note
    seed: dict = field(default_factory=dict, hash=False)
    #: the bus width the benchmark measures this core at (cores.toml ``bench_width``,
    #: default 16, the lightweight cores' W; the throughput-oriented ``fast`` cores name a
    #: wider bus that does not starve them)
    bench_width: int = 16
    #: KAT vectors the default test run checks under stalls (cores.toml ``ci_sample``;
    #: None: all of them). Set on the digest-size rows of one datapath, whose engine the
    #: family's full-KAT row already covers; ``make kat-full`` and the bench check all.
    ci_sample: int | None = None
    #: why the seeds have no design of this core (cores.toml ``no_seed``, family or core);
    #: such a core carries no ``seed`` or ``paper`` figures, and the report says why
    no_seed: str | None = None
    #: the ECP5 target the core is judged on, with every KAT vector at gate level
    #: (cores.toml ``primary``): "ecp5", the LFE5U-25F, unless the core does not fit it
    #: and names the larger device ("ecp5-85", the LFE5U-85F; lwhash.targets)
    primary: str = "ecp5"
    #: lw_axis's padding unit for this core's algorithm (cores.toml ``pad``: lwhash.axis)
    pad: dict = field(default_factory=dict, hash=False)
    #: ports of a top that is not a bare core (a core inside a front-end, lwhash.flow.frontend):
    #: (name, "in"/"out", width) each, clk first; the flow's pin wrapper is made from them
    ports: tuple[tuple[str, str, int], ...] | None = None

    @property
    def builtin(self) -> bool:
        """A core of the repository's rtl/ (not one of an extra folder, LWHASH_CORES_PATH)."""
        return self.folder.resolve().is_relative_to(RTL.resolve())

    @property
    def paper_lp(self) -> int | None:
        return self.paper.get("lp")

    @property
    def paper_source(self) -> str:
        """Where the seed's cycle formula (``paper``) comes from: its own ``source`` key,
        else seed 002 Table 1 for the cores seed 002 covers, else the seed's tables."""
        if self.paper.get("source"):
            return str(self.paper["source"])
        src = str(self.seed.get("source", ""))
        return "seed 002 Table 1" if src.startswith("seed 002") or not src else src

    @property
    def model(self) -> HashAlgorithm:
        return ref.get(self.algo)

    @property
    def block_bits(self) -> int:
        return self.model.block_bits

    @property
    def digest_bits(self) -> int:
        return self.model.digest_bits

    @property
    def verilog_params(self) -> dict[str, str]:
        """The fixed parameters as Verilog literals (strings quoted), for every tool."""
        return {k: verilog_literal(v) for k, v in self.params.items()}

    def check_width(self, width: int) -> None:
        if width not in self.widths:
            raise CoreError(
                f"core {self.name} supports bus widths {', '.join(map(str, self.widths))}, not {width}"
            )


def verilog_literal(value: object) -> str:
    """A parameter value as Verilog source: 10, 1 for True, "bram" for a string."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and '"' not in value and "\\" not in value and "\n" not in value:
        return f'"{value}"'
    raise CoreError(f"parameter value {value!r} cannot be written as a Verilog literal")


def _load_family(toml_path: Path) -> list[Core]:
    folder = toml_path.parent
    try:
        spec = tomllib.loads(toml_path.read_text())
    except tomllib.TOMLDecodeError as exc:
        raise CoreError(f"{toml_path}: {exc}") from None
    fam = spec.get("family", {})
    cores = []
    for entry in spec.get("core", []):
        try:
            name, algo, variant = entry["name"], entry["algo"], entry["variant"]
            top = entry.get("top", fam.get("top")) or entry["top"]
        except KeyError as exc:
            raise CoreError(f"{toml_path}: a [[core]] entry lacks {exc}") from None
        if variant not in VARIANTS:
            raise CoreError(f"{toml_path}: core {name}: variant {variant!r} is not one of {VARIANTS}")
        common = [RTL / "common" / f for f in fam.get("common", []) + entry.get("common", [])]
        own = [folder / f for f in fam.get("sources", []) + entry.get("sources", [])]
        for p in common + own:
            if not p.is_file():
                raise CoreError(f"{toml_path}: core {name}: source {p} does not exist")
        widths = tuple(entry.get("widths", fam.get("widths", [16])))
        params = dict(fam.get("params", {}))
        params.update(entry.get("params", {}))
        paper = dict(entry.get("paper", {}))
        if "slower" in paper and not (isinstance(paper["slower"], str) and paper["slower"].strip()):
            raise CoreError(f"{toml_path}: core {name}: paper.slower must say why the core needs more cycles")
        seed = dict(entry.get("seed", {}))
        unknown = set(seed) - SEED_FIELDS
        if unknown:
            raise CoreError(f"{toml_path}: core {name}: unknown seed fields {sorted(unknown)}")
        bench_width = int(entry.get("bench_width", fam.get("bench_width", 16)))
        if bench_width not in widths:
            raise CoreError(f"{toml_path}: core {name}: bench_width {bench_width} "
                            f"is not one of its widths {list(widths)}")
        ci_sample = entry.get("ci_sample")
        if ci_sample is not None and (not isinstance(ci_sample, int) or ci_sample < 64):
            raise CoreError(f"{toml_path}: core {name}: ci_sample must be a number of vectors, at least 64")
        no_seed = entry.get("no_seed", fam.get("no_seed"))
        if no_seed is not None:
            if not (isinstance(no_seed, str) and no_seed.strip()):
                raise CoreError(f"{toml_path}: core {name}: no_seed must say why the seeds have no design of it")
            if seed or paper:
                raise CoreError(f"{toml_path}: core {name}: no_seed and seed/paper figures exclude each other")
        primary = entry.get("primary", fam.get("primary", "ecp5"))
        if not (isinstance(primary, str) and primary.startswith("ecp5")):
            raise CoreError(f"{toml_path}: core {name}: primary must name an ECP5 target, not {primary!r}")
        pad = {**fam.get("pad", {}), **entry.get("pad", {})}
        cores.append(Core(name, algo, variant, top, folder, tuple(common + own), widths, params, paper, seed,
                          bench_width, ci_sample, no_seed, primary, pad))
    return cores


def lead(core: Core) -> Core:
    """The core of `core`'s folder that the default test run tests in full: the last-named
    core of the family's own algorithm, its `-logic` variant where it has one; in a folder
    named otherwise, such as rtl/shabal_fast, the one row without a ``ci_sample`` (its
    256-bit digest row), else the last-named core of the folder."""
    folder = [c for c in all_cores().values() if c.folder == core.folder]
    family = [c for c in folder if c.algo == c.folder.name] or folder
    return max(family, key=lambda c: (not c.ci_sample, c.name))


def sampled_out(core: Core, proof: bool = False) -> bool:
    """A row of a fast datapath that the default test run leaves to `make kat-full`,
    `make fuzz` and `make prove` (LWHASH_ALL_CORES=1 tests it like any other core): for
    simulation, a truncated-digest row (224 or 384 bits: the same engine as its 256- or
    512-bit row with another IV and a shorter digest); for the interface proofs and the
    lint at every bus width (``proof``; `make prove`, `make lint`), every row but the
    folder's lead, whose shell and controller they share."""
    if core.variant != "fast" or lead(core).name == core.name:
        return False
    if os.environ.get("LWHASH_ALL_CORES", "") not in ("", "0"):
        return False
    return proof or core.model.digest_bits in (224, 384)


def extra_dirs() -> tuple[Path, ...]:
    """The extra core folders: $LWHASH_CORES_PATH (``os.pathsep``-separated), in order."""
    return tuple(Path(p).expanduser() for p in os.environ.get(CORES_PATH_ENV, "").split(os.pathsep) if p.strip())


def add_dirs(dirs: list[Path] | list[str]) -> None:
    """Add core folders (``lwhash --cores-dir``) to $LWHASH_CORES_PATH, so that every
    process the command starts (simulators, bench workers) sees the same registry."""
    have = [str(p) for p in extra_dirs()]
    new = [str(Path(d).expanduser().resolve()) for d in dirs]
    os.environ[CORES_PATH_ENV] = os.pathsep.join(have + [d for d in new if d not in have])


def _family_files(folder: Path) -> list[Path]:
    """The cores.toml files of an extra folder: its own (a family folder), else those of
    its subfolders (a folder of families, like rtl/)."""
    if not folder.is_dir():
        raise CoreError(f"core folder {folder} ({CORES_PATH_ENV} or --cores-dir) does not exist")
    if (folder / "cores.toml").is_file():
        return [folder / "cores.toml"]
    found = sorted(folder.glob("*/cores.toml"))
    if not found:
        raise CoreError(f"core folder {folder} has no cores.toml, nor any subfolder with one "
                        "(lay it out like rtl/<family>/: docs/own-core.md)")
    return found


def all_cores() -> dict[str, Core]:
    """Every core: the repository's (rtl/*/cores.toml), then those of the extra folders."""
    return _registry(extra_dirs())


def builtin_cores() -> dict[str, Core]:
    """The repository's own cores (rtl/), whatever extra folders are given: what the
    project's results (docs/results) and its bench plan are made of."""
    return {n: c for n, c in all_cores().items() if c.builtin}


@lru_cache(maxsize=8)
def _registry(extra: tuple[Path, ...]) -> dict[str, Core]:
    found: dict[str, Core] = {}
    files = sorted(RTL.glob("*/cores.toml")) + [f for d in extra for f in _family_files(d)]
    for toml_path in dict.fromkeys(p.resolve() for p in files):
        for core in _load_family(toml_path):
            if core.name in found:
                first = found[core.name].folder
                raise CoreError(f"core {core.name} is listed twice: in {first} and in {core.folder}"
                                if first != core.folder else f"core {core.name} is listed twice in {first}")
            found[core.name] = core
    return found


def get(name: str) -> Core:
    table = all_cores()
    if name not in table:
        # the closest names, not the whole registry on one line
        raise CoreError(did_you_mean(name, table, "core"))
    return table[name]
