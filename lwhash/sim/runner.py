"""The host side of the harness: build a core's simulator once, run jobs on it.

One path from message to digest: reference model -> protocol.encode -> lw_tb
(FIFO models with seeded random stalls) -> the core -> sink log -> digest.
"""

from __future__ import annotations

import fcntl
import hashlib
import itertools
import json
import os
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import protocol, tools
from ..cores import Core
from ..errors import Error
from ..paths import BUILD

TB = Path(__file__).with_name("lw_tb.v")
DEPTH = 1 << 18          # words per source chunk (lw_tb DEPTH)


class SimError(Error, RuntimeError):
    """The simulation could not be built or run, or the core misbehaved."""


#: the only module whose signals the harness reads and drives through VPI (its ports)
PUBLIC_VLT = '`verilator_config\npublic_flat_rw -module "lw_tb" -var "*"\n'


def _runner(top: str = "lw_tb") -> Any:
    """cocotb's Verilator runner, with lw_tb's signals the only public ones.

    cocotb builds with ``--public-flat-rw``, which keeps every net of the design as a
    VPI-visible variable and so stops Verilator from optimizing any of them.  lwhash.sim.bench
    touches lw_tb's ports only, so a configuration file makes those public instead.  On an
    ECP5 netlist of echo256-bram (64 KAT vectors) that cut the build from 117 s to 35 s
    and the run from 25 s to 3.6 s (46 s and 8.9 s with toggle coverage), with the same
    digests, cycles and toggle counts."""
    from cocotb_tools.runner import Verilator

    class _Verilator(Verilator):
        def _build_command(self):  # type: ignore[no-untyped-def]
            cmds = super()._build_command()
            cmd = cmds[0]
            if "--public-flat-rw" in cmd:
                vlt = Path(self.build_dir) / "lw_public.vlt"
                vlt.write_text(PUBLIC_VLT.replace('"lw_tb"', f'"{top}"'))
                cmd[cmd.index("--public-flat-rw")] = str(vlt)
            return cmds

    return _Verilator()


#: Verilator's arguments for every simulator lwhash builds
BUILD_ARGS = ["-Wno-fatal", "-Wno-lint", "-Wno-style", "-O3", "--x-assign", "fast", "--x-initial", "unique"]


def _tail(log: Path) -> str:
    return log.read_text()[-3000:] if log.exists() else ""


def build_locked(runner: Any, build_dir: Path, what: str, **kwargs: Any) -> None:
    """``runner.build`` into build_dir, one build at a time per folder (parallel test
    workers may want the same simulator); a failure is a SimError "building {what}
    failed" with the log's tail."""
    build_dir.mkdir(parents=True, exist_ok=True)
    log = build_dir / "build.log"
    lock = open(build_dir / ".lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    try:
        runner.build(build_dir=str(build_dir), log_file=str(log), **kwargs)
    except (SystemExit, Exception) as exc:  # cocotb raises SystemExit on a failed build
        raise SimError(f"building {what} failed ({exc}):\n{_tail(log)}") from None
    finally:
        fcntl.flock(lock, fcntl.LOCK_UN)
        lock.close()


def run_test(runner: Any, build_dir: Path, tmpd: Path, result: Path, what: str, **kwargs: Any) -> Any:
    """``runner.test`` in tmpd; the JSON the bench wrote to ``result``, or a SimError
    ("simulation of {what} failed" / "produced no result") with the log's tail."""
    log = tmpd / "sim.log"
    try:
        runner.test(build_dir=str(build_dir), test_dir=str(tmpd), log_file=str(log), **kwargs)
    except (SystemExit, Exception) as exc:
        raise SimError(f"simulation of {what} failed ({exc}):\n{_tail(log)}") from None
    if not result.exists():
        raise SimError(f"simulation of {what} produced no result:\n{_tail(log)}")
    return json.loads(result.read_text())


def check_stall(prob: float, what: str = "stall probability") -> float:
    """A stall probability must lie in [0, 1): 1 would stall forever, and lw_tb takes it
    in 1/65536 steps, so anything else would run silently with another probability."""
    try:
        p = float(prob)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a number in [0, 1), not {prob!r}") from None
    if not 0.0 <= p < 1.0:        # also false for nan
        raise ValueError(f"{what} must be in [0, 1), not {prob!r}")
    return p


#: the highest stall probability a user may ask for: above it the test bench's own
#: stalls, not the core, would trip lw_tb's hang detector (200,000 cycles without a
#: word moving: at p = 1 - 2^-16 that happens to about one run in twenty)
MAX_STALL = 0.99


def check_user_stall(prob: object, what: str = "stall") -> float:
    """check_stall for a probability a user gives (lwhash hash/kat --stall, lwhash.hash):
    also at most MAX_STALL, so that a "hung" verdict is always the core's."""
    p = check_stall(prob, what)   # type: ignore[arg-type]
    if p > MAX_STALL:
        raise ValueError(f"{what} must be in [0, 1) and at most {MAX_STALL}, not {prob!r}: beyond it the "
                         "test bench's own stalls, not the core, would trip its hang detector")
    return p


@dataclass
class Message:
    """A message to hash: bytes, or a file (a Path) that is read and encoded in pieces
    as the stream is written, so its size does not bound what can be hashed."""
    data: bytes | Path
    bitlen: int
    segments: int | Sequence[int] = 1
    #: a file's bits are all of it: reading more than ``bitlen`` bits is an error (StreamError)
    whole_file: bool = False

    @property
    def payload(self) -> bytes:
        """The message's bytes, for a message held in memory (not a file)."""
        if isinstance(self.data, Path):
            raise TypeError(f"a message in memory was expected, not the file {self.data}")
        return self.data

    def stream(self, algo: protocol.HashAlgorithm, width: int) -> Iterator[bytes]:
        """The message's bus stream, in pieces."""
        if isinstance(self.data, Path):
            with open(self.data, "rb") as f:
                yield from protocol.stream(algo, f, self.bitlen, width, self.segments, to_eof=self.whole_file)
        else:
            yield protocol.encode_segments_bytes(
                protocol.segment(algo, self.data, self.bitlen, self.segments), width)


@dataclass
class Phase:
    messages: list[Message]
    reset_before: bool = False
    #: assert reset once this many words of the phase have been read (a mid-message reset);
    #: the phase then expects no output
    reset_at: int | None = None
    #: words sent before the messages as they are, bypassing the encoder: only for
    #: tests of malformed streams (lwhash.protocol produces every valid stream)
    raw: list[int] = field(default_factory=list)
    #: the stream is malformed: the core must raise err and stop reading and writing
    #: (the bench waits for err, holds the core ERR_HOLD more cycles, then resets it;
    #: without err it waits until hang_limit cycles pass without progress); no output
    expect_stall: bool = False
    #: stall probabilities for this phase (default: those of the run)
    stall: tuple[float, float] | None = None
    #: seed of the stall generators from this phase's resets on (default: that of the run),
    #: so a phase replays with the same stall pattern wherever it stands in a run
    seed: int | None = None
    #: hold the core in reset this many cycles (clock running) before the phase's messages
    hold_reset: int = 0


@dataclass
class PhaseResult:
    outputs: list[tuple[int, int]]          # (word, cycle) the core wrote
    reads: list[tuple[int, int]]            # (index, cycle) of each word read, when traced
    hung: bool
    violation: bool
    digests: list[bytes] = field(default_factory=list)
    reads_count: int = 0                    # words the core read in this phase
    err: bool = False                       # the core's err output at the end of the phase
    err_seen: bool = False                  # err rose at some time since the last reset
    reads_at_err: int | None = None         # words read when err rose (malformed phases)
    start_cycle: int = 0                    # the bench's cycle count when the phase began

    def output_offsets(self) -> list[int]:
        """When each output word was written, counted from the start of the phase."""
        return [c - self.start_cycle for _, c in self.outputs]


def _write_chunks(pieces: Iterable[bytes], size: int, nb: int, stem: Path) -> list[list]:
    """Write a stream given in pieces as hex files of ``size`` bytes (the last may be
    shorter), one ``nb``-byte word a line; returns [path, words] per file."""
    chunks: list[list] = []
    buf = bytearray()

    def flush(part: bytes) -> None:
        path = stem.with_name(f"{stem.name}_{len(chunks)}.hex")
        path.write_text(part.hex("\n", nb) + "\n")
        chunks.append([str(path), len(part) // nb])

    for piece in pieces:
        buf += piece
        while len(buf) >= size:
            flush(bytes(buf[:size]))
            del buf[:size]
    if buf:
        flush(bytes(buf))
    return chunks


def digest_of(sim: Simulator, msg: Message, stall: float = 0.0, seed: int = 1,
              trace_reads: bool = False) -> tuple[bytes, PhaseResult]:
    """One message through the core with both FIFOs stalling at ``stall``: its digest
    (and the phase's result); SimError when the core hangs, breaks the FIFO protocol or
    writes no digest.  lwhash.hash and `lwhash hash` both go through here."""
    (res,) = sim.run([Phase([msg])], src_prob=stall, snk_prob=stall, seed=seed, trace_reads=trace_reads)
    if res.hung or res.violation or not res.digests:
        why = "hung" if res.hung else "broke the FIFO protocol" if res.violation else "wrote no digest"
        raise SimError(f"core {sim.core.name} {why}")
    return res.digests[0], res


class Simulator:
    """A core (or a synthesized netlist of it) in lw_tb at one bus width."""

    def __init__(self, core: Core, width: int = 16, netlist: Path | None = None, netlist_lib: Sequence[Path] = (),
                 toggle_coverage: bool = False, build_dir: Path | None = None):
        core.check_width(width)
        self.core = core
        self.width = width
        self.netlist = netlist
        self.netlist_lib = tuple(netlist_lib)
        #: count the toggles of every net of the netlist (Verilator --coverage-toggle; the
        #: cell models and lw_tb are left out); run(coverage=...) writes the counts
        self.toggle_coverage = toggle_coverage
        if toggle_coverage and netlist is None:
            raise ValueError("toggle coverage is for netlists only")
        tag = f"{core.name}-w{width}"
        if netlist is not None:
            tag += "-gl-" + hashlib.sha1(Path(netlist).read_bytes()).hexdigest()[:10]
        if toggle_coverage:
            tag += "-tog"
        #: where it is built: build/sim/<core>-w<W>[-gl-<netlist hash>][-tog] unless given
        self.build_dir = build_dir or BUILD / "sim" / tag
        self._built = False

    # ------------------------------------------------------------------ build
    def build(self) -> None:
        if self._built:
            return
        tools.setup_env()
        runner = self._runner = _runner()
        if self.netlist is None:
            sources = [*self.core.sources, TB]
            # the core's fixed parameters go to its instance inside lw_tb
            defines: dict[str, str | int] = {"LW_DUT": self.core.top,
                       "LW_PARAMS": "".join(f".{k}({v}), " for k, v in self.core.verilog_params.items())}
            params = {"W": self.width}
        else:
            sources = [*self.netlist_lib, self.netlist, TB]
            defines = {"LW_DUT": self.core.top, "LW_NETLIST": 1}
            params = {"W": self.width}
        extra: list[str] = []
        if self.toggle_coverage:
            # toggles of the netlist's nets only: no counters in the cell models or lw_tb
            self.build_dir.mkdir(parents=True, exist_ok=True)
            vlt = self.build_dir / "toggles.vlt"
            vlt.write_text("`verilator_config\n" + "".join(
                f'coverage_off -file "{s}"\n' for s in [*self.netlist_lib, TB]))
            extra = ["--coverage-toggle", "--coverage-max-width", "65536", str(vlt)]
        build_locked(runner, self.build_dir, f"the simulator for {self.core.name}",
                     sources=[str(s) for s in sources], hdl_toplevel="lw_tb", defines=defines,
                     parameters=params, build_args=[*BUILD_ARGS, *extra])
        self._built = True

    # ------------------------------------------------------------------ run
    def run(
        self,
        phases: Sequence[Phase],
        src_prob: float = 0.0,
        snk_prob: float = 0.0,
        seed: int = 1,
        trace_reads: bool = False,
        hang_limit: int = 200_000,
        coverage: Path | None = None,
    ) -> list[PhaseResult]:
        """Run the phases; with ``coverage`` (a simulator built with toggle_coverage) the
        toggle counts of the whole run are written to that file (Verilator's
        coverage.dat format)."""
        check_stall(src_prob, "source stall probability")
        check_stall(snk_prob, "destination stall probability")
        for ph in phases:
            if ph.stall is not None:
                check_stall(ph.stall[0], "source stall probability")
                check_stall(ph.stall[1], "destination stall probability")
        self.build()

        algo = self.core.model
        nout = protocol.digest_words(algo, self.width)
        jobs = self.build_dir / "jobs"
        jobs.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory(dir=jobs) as tmp:
            tmpd = Path(tmp)
            job_phases: list[dict[str, Any]] = []
            nb = self.width // 8
            protocol.check_width(self.width, algo)
            for i, ph in enumerate(phases):
                # the stream as bytes (W-bit words big-endian), written as lw_tb's chunks
                # of DEPTH words while it is encoded: memory holds one chunk at a time
                pieces = itertools.chain([b"".join(w.to_bytes(nb, "big") for w in ph.raw)],
                                         *(m.stream(algo, self.width) for m in ph.messages))
                chunks = _write_chunks(pieces, DEPTH * nb, nb, tmpd / f"p{i}")
                job_phases.append(
                    {
                        "chunks": chunks,
                        "expect": 0 if (ph.reset_at is not None or ph.expect_stall) else nout * len(ph.messages),
                        "expect_stall": ph.expect_stall,
                        **({"src_prob": ph.stall[0], "snk_prob": ph.stall[1]} if ph.stall else {}),
                        "reset_before": ph.reset_before,
                        "reset_at": ph.reset_at,
                        **({"hold_reset": ph.hold_reset} if ph.hold_reset else {}),
                        **({"seed": ph.seed} if ph.seed is not None else {}),
                    }
                )
            result = tmpd / "result.json"
            snk = tmpd / "snk.log"
            rdlog = tmpd / "rd.log"
            job = {
                "phases": job_phases,
                "src_prob": src_prob,
                "snk_prob": snk_prob,
                "seed": seed,
                "hang_limit": hang_limit,
                "result": str(result),
            }
            jobfile = tmpd / "job.json"
            # lw_tb reads every chunk from the one file named by +src; the bench copies
            # each chunk there before it pulses load
            plus = [f"+snk={snk}"]
            if trace_reads:
                plus.append(f"+rdlog={rdlog}")
            if coverage is not None:
                if not self.toggle_coverage:
                    raise ValueError("coverage= needs a simulator built with toggle_coverage=True")
                Path(coverage).unlink(missing_ok=True)
                plus.append(f"+verilator+coverage+file+{Path(coverage).resolve()}")
            srcfile = tmpd / "src.hex"
            plus.append(f"+src={srcfile}")
            for jp in job_phases:
                for ch in jp["chunks"]:
                    ch.append(str(srcfile))
            jobfile.write_text(json.dumps(job))
            runner = self._runner
            env = {"LWHASH_JOB": str(jobfile), "COCOTB_LOG_LEVEL": os.environ.get("COCOTB_LOG_LEVEL", "WARNING")}
            res = run_test(runner, self.build_dir, tmpd, result, self.core.name, test_module="lwhash.sim.bench",
                           hdl_toplevel="lw_tb", plusargs=plus, extra_env=env)
            lines = [ln.split() for ln in snk.read_text().splitlines()] if snk.exists() else []
            outs = [(int(a, 16), int(b)) for a, b in lines]
            reads: list[tuple[int, int]] = []
            if trace_reads and rdlog.exists():
                reads = [(int(a), int(b)) for a, b in (ln.split() for ln in rdlog.read_text().splitlines())]
        out: list[PhaseResult] = []
        for ph, r in zip(phases, res["phases"]):
            lo, hi = r["lines"]
            pr = PhaseResult(outs[lo:hi], reads[r["first_read"]:] if trace_reads else [], r["hung"],
                             r["violation"], reads_count=r["reads"], err=r.get("err", False),
                             err_seen=r.get("err_seen", False), reads_at_err=r.get("reads_at_err"),
                             start_cycle=r.get("start_cycle", 0))
            words = [w for w, _ in pr.outputs]
            if ph.reset_at is None and not ph.expect_stall and not pr.hung:
                for k in range(len(ph.messages)):
                    chunk = words[k * nout : (k + 1) * nout]
                    if len(chunk) == nout:
                        pr.digests.append(protocol.decode_digest(chunk, self.width, algo.digest_bits))
            out.append(pr)
        if len(out) < len(phases):
            out += [PhaseResult([], [], True, False) for _ in phases[len(out):]]
        return out
