"""The result row: what one benchmark run of one core on one target at one bus width
measured, and what follows from it.  It is the only shape a benchmark result has in
Python: the bench builds it (``benchmark.run_row``), the database stores it as JSON
(``Row.to_dict``) and hands it back (``Row.from_dict``), the resume check, the CLI and
the report read its attributes.

Each part is a dataclass of its own (``Area``, ``Cycles``, ``Pnr``, ``GateLevel``,
``Metrics``, ``BudgetVerdict``, ``SeedComparison``, ``Power``).  A key a part does not declare
(written by an older or newer flow) is kept in its ``extra`` and written back as it
was, so a row read and written again loses nothing.  The JSON field names are the
public ones of ``lwhash results --format json`` (docs/flow.md): ``area.*``,
``cycles.*``, ``pnr.fmax_mhz``, ``metrics.*``, ``budget.*``, ``seed.*``.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from ..errors import Error

S = TypeVar("S", bound="Part")

#: field metadata: leave the key out of the JSON when its value is None
OPTIONAL = {"omit_none": True}


def _opt(default: Any = None) -> Any:
    return field(default=default, metadata=OPTIONAL)


class RowError(Error, ValueError):
    """Stored data that is not a row: a required field missing, or a field of the wrong
    type.  ``field`` is its JSON path (e.g. ``area.lut4``)."""

    def __init__(self, field: str, why: str):
        super().__init__(f"field {field!r} {why}")
        self.field = field


#: the JSON types a declared field type admits (the base name of its annotation)
_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "int": (int,), "float": (int, float), "str": (str,), "bool": (bool,),
    "dict": (dict,), "list": (list,),
}


def _check_type(cls: type[Part], f: Any, v: Any, path: str) -> None:
    """``v`` must fit field ``f``'s annotation (a string: ``from __future__ import
    annotations``): ``int``, ``float | None``, ``dict[str, int]``, a nested part, ``Any``."""
    alts = [a.strip() for a in str(f.type).split("|")]
    if v is None:
        if "None" in alts or f.default is None:
            return
        raise RowError(path, "is null")
    ok: list[type] = []
    for a in alts:
        base = a.split("[", 1)[0]
        if base in ("Any", "object"):
            return
        if base in _JSON_TYPES:
            ok += _JSON_TYPES[base]
        elif base in {c.__name__ for c in cls.NESTED.values()}:
            ok.append(dict)
    if ok and (not isinstance(v, tuple(ok)) or (isinstance(v, bool) and bool not in ok)):
        raise RowError(path, f"should be {' or '.join(sorted({t.__name__ for t in ok}))}, "
                             f"not {type(v).__name__} ({v!r:.40})")


class Part:
    """Declared fields plus ``extra`` (keys this version does not know)."""

    extra: dict[str, Any]
    #: nested parts: field name -> class (for from_dict)
    NESTED: ClassVar[dict[str, type[Part]]] = {}

    @classmethod
    def from_dict(cls: type[S], data: dict[str, Any], path: str = "") -> S:
        """The part stored as ``data``; RowError names the first field (its JSON path)
        that is missing or of the wrong type."""
        if not isinstance(data, dict):
            raise RowError(path or "(row)", f"should be an object, not {type(data).__name__}")
        declared = {f.name: f for f in fields(cls) if f.name != "extra"}     # type: ignore[arg-type]
        kw: dict[str, Any] = {}
        for name, f in declared.items():
            where = f"{path}.{name}" if path else name
            if name not in data:
                if f.default is MISSING and f.default_factory is MISSING:
                    raise RowError(where, "is missing")
                continue
            v = data[name]
            _check_type(cls, f, v, where)
            sub = cls.NESTED.get(name)
            kw[name] = sub.from_dict(v, where) if sub is not None and isinstance(v, dict) else v
        kw["extra"] = {k: v for k, v in data.items() if k not in declared}
        return cls(**kw)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):       # type: ignore[arg-type]
            if f.name == "extra":
                continue
            v = getattr(self, f.name)
            if v is None and f.metadata.get("omit_none"):
                continue
            out[f.name] = v.to_dict() if isinstance(v, Part) else v
        out.update(self.extra)
        return out


@dataclass
class Area(Part):
    """Yosys' cells of the core alone, counted as the seeds count area (metrics.py)."""
    lut4: int                  #: LUT sites: LUT4 + 2 per carry cell + 6 per LUT RAM (ECP5)
    lut_logic: int             #: LUT4 cells of logic
    ff: int
    carry: int = 0
    dram: int = 0              #: distributed (LUT) RAM cells
    bram: int = 0              #: block RAMs
    dsp: int = 0
    other: dict[str, int] = field(default_factory=dict)   #: cells the flow does not classify
    dram_bits: int | None = _opt()     #: ECP5
    srl: int | None = _opt()           #: Xilinx shift-register LUTs
    spram: int | None = _opt()         #: iCE40 UP single-port RAMs
    slice_eq: int | None = _opt()      #: derived: ceil(max(LUT sites, FF) / 2)
    slices: int | None = _opt()        #: derived: nextpnr's placed slices / LCs
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Cycles(Part):
    """st, l+p and end measured in RTL simulation (sim.verify.CycleFit)."""
    st: int
    lp: int
    end: int
    block_bits: int | None = None
    width: int | None = None
    measured: list[int] = field(default_factory=list)
    short_msg_cycles: int | None = None
    short_msg_blocks: int = 1
    formula: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        from .text import formula

        return formula(self.st, self.lp, self.end, "·")


@dataclass
class Pnr(Part):
    """The Fmax search (pnr.PnrResult), or why there is none (``fits`` False)."""
    fits: bool = True
    fmax_mhz: float | None = _opt()
    period_ns: float | None = _opt()
    sites: int | None = _opt()
    best_seed: int | None = _opt()
    best_target_mhz: float | None = _opt()
    limited_by_target: bool | None = _opt()
    wrapped_util: dict[str, int] | None = _opt()
    runs: list[dict[str, Any]] | None = _opt()
    error: str | None = _opt()
    needed: dict[str, Any] | None = _opt()
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class GateLevel(Part):
    """The netlist's KAT run (gatelevel.verify_netlist); status "n/a" without one."""
    status: str = "n/a"
    vectors: int | None = _opt()
    all: bool | None = _opt()
    nonbyte: int | None = _opt()
    stall: float | None = _opt()
    seed: int | None = _opt()
    cycles: str | None = _opt()
    build_s: float | None = _opt()
    seconds: float | None = _opt()
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.status == "pass"


@dataclass
class Metrics(Part):
    """Throughput and throughput per area (metrics.metrics)."""
    period_ns: float
    tp_long_mbps: float
    tp_short_mbps: float
    tp_long_per_slice_eq: float | None = None
    tp_short_per_slice_eq: float | None = None
    tp_long_per_lut4: float | None = None
    tp_short_per_lut4: float | None = None
    tp_long_per_site: float | None = None
    tp_short_per_site: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class BudgetVerdict(Part):
    """In the profile's budget (metrics.budget); ``within`` None where none applies."""
    profile: str | None = None
    within: bool | None = None
    slice_eq: int | None = None
    profiles: dict[str, bool | None] | None = _opt()
    limit: dict[str, Any] | None = _opt()
    #: the targets the profile must also route on -> the core's row there routed
    #: (None: no standing row; metrics.join_routes)
    routes: dict[str, bool | None] | None = _opt()
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class SeedComparison(Part):
    """The seed's Spartan-3 design (cores.toml ``seed``) and ours as ratios to it."""
    source: str = ""
    slices: int | None = None
    bram: int | None = _opt()
    t_ns: float | None = _opt()
    tp_long: float | None = None
    tp_short: float | None = None
    cycles: int | None = _opt()        #: cycles per block (seed 001's tables give them)
    note: str | None = _opt()
    tp_long_per_slice: float | None = None
    tp_short_per_slice: float | None = None
    ratio_tp_long: float | None = None
    ratio_tp_short: float | None = None
    ratio_tp_long_per_slice: float | None = None
    ratio_tp_short_per_slice: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Power(Part):
    """The activity-based power and energy *estimate* (power.py): the netlist's toggles on
    a fixed workload weighted by per-resource energies, plus static power.  ``status``
    "ok", "failed" (``error`` says why; the row's other figures stand) or "n/a"."""
    status: str = "n/a"
    error: str | None = _opt()
    model: str | None = _opt()                 #: the coefficient set (results.energy.MODEL)
    clock_mhz: float | None = _opt()           #: the clock the mW figures are stated at
    vcc: float | None = _opt()
    workload: dict[str, Any] | None = _opt()   #: what was hashed (power.Workload.describe)
    static_mw: float | None = _opt()
    dynamic_mw: float | None = _opt()          #: long-message workload, clock term included
    clock_mw: float | None = _opt()            #: of dynamic_mw: the flip-flops' clock pins
    dynamic_short_mw: float | None = _opt()    #: the KAT (short-message) workload
    total_mw: float | None = _opt()            #: static + dynamic (long messages)
    nj_per_bit_long: float | None = _opt()     #: seed 002 eq. 6
    nj_per_bit_short: float | None = _opt()    #: eq. 5 for a one-byte message, per block bit
    toggles: dict[str, Any] | None = _opt()    #: toggles per cycle per resource, each workload
    seconds: float | None = _opt()
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status == "ok"


@dataclass
class Row(Part):
    """One benchmark run.  ``status`` "ok": every stage passed (gate level included)
    and the figures count; "failed": ``failed_stage`` and ``error`` say why."""
    core: str
    target: str
    width: int
    status: str = "ok"
    tools: dict[str, str] = field(default_factory=dict)
    mode: str | None = _opt()                  #: full | quick
    fingerprint: str | None = _opt()
    date: str | None = _opt()
    git_rev: str | None = _opt()
    algo: str | None = _opt()
    variant: str | None = _opt()
    block_bits: int | None = _opt()
    digest_bits: int | None = _opt()
    host: dict[str, Any] | None = _opt()
    paper: dict[str, int] | None = _opt()     #: the seed's cycle formula
    seconds: dict[str, float] = field(default_factory=dict)
    cycles: Cycles | None = _opt()
    area: Area | None = _opt()
    cells: dict[str, int] | None = _opt()
    pnr: Pnr | None = _opt()
    gate_level: GateLevel | None = _opt()
    metrics: Metrics | None = _opt()
    budget: BudgetVerdict | None = _opt()
    seed: SeedComparison | None = _opt()
    power: Power | None = _opt()
    failed_stage: str | None = _opt()
    error: str | None = _opt()
    retry: bool | None = _opt()               #: a failure of the environment: try again
    log: str | None = _opt()
    extra: dict[str, Any] = field(default_factory=dict)

    NESTED: ClassVar[dict[str, type[Part]]] = {
        "cycles": Cycles, "area": Area, "pnr": Pnr, "gate_level": GateLevel, "metrics": Metrics,
        "budget": BudgetVerdict, "seed": SeedComparison, "power": Power,
    }

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def fmax_mhz(self) -> float | None:
        return self.pnr.fmax_mhz if self.pnr else None

    @property
    def slice_eq(self) -> int | None:
        return self.area.slice_eq if self.area else None

    @property
    def label(self) -> str:
        return f"{self.core} on {self.target}"

    def fail(self, stage: str, error: str, retry: bool, log: str | None = None) -> None:
        self.status, self.failed_stage, self.error, self.retry = "failed", stage, error, retry
        if log:
            self.log = log

    def get(self, dotted: str) -> Any:
        """A field by its JSON path, e.g. ``row.get("metrics.tp_long_mbps")``; None where
        a part is missing."""
        v: Any = self
        for part in dotted.split("."):
            if isinstance(v, dict):
                v = v.get(part)
            elif isinstance(v, Part):
                v = getattr(v, part) if part in {f.name for f in fields(v)} else v.extra.get(part)  # type: ignore[arg-type]
            else:
                return None
        return v
