"""Where benchmark rows run: this process (-j 1), local worker processes (-j N) or
the workers of a Dask cluster (--scheduler); and how the bench shows its progress."""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..results.text import duration
from . import yowasp
from .errors import FlowError
from .run import Progress


def default_progress() -> Progress:
    """Progress lines on standard error: through rich on a terminal (time, bold steps,
    red failures), plain lines with the time elsewhere (a log file, a pipe)."""
    import sys

    if not sys.stderr.isatty():
        def plain(line: str) -> None:
            print(f"[{time.strftime('%H:%M:%S')}] {line}", file=sys.stderr, flush=True)

        return plain
    from rich.console import Console

    console = Console(stderr=True, highlight=False, log_path=False)

    def say(line: str) -> None:
        style = "red" if "FAILED" in line else "bold" if not line.startswith(" ") else None
        console.log(line, style=style, markup=False)

    return say


class Inline(Executor):
    """-j 1: run each job in this process when it is submitted (live progress lines)."""

    def __init__(self, say: Progress):
        self._say = say

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        fut: Future[Any] = Future()
        fut.set_running_or_notify_cancel()
        try:
            fut.set_result(fn(*args, say=self._say, **kwargs))
        except KeyboardInterrupt:     # the bench stops; finished rows are recorded
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut


@dataclass
class Pool:
    """An executor for a bench, its number of workers, what to pass each job (a line
    queue for local workers) and how to close it."""
    executor: Executor
    workers: int
    close: Callable[[], None]
    job_kwargs: dict[str, Any] = field(default_factory=dict)


def _relay(queue: Any, say: Progress) -> Callable[[], None]:
    """Show the step lines local workers put on ``queue`` as they come; returns the
    function that stops relaying (after the last line)."""
    def pump() -> None:
        while True:
            try:
                line = queue.get()
            except (EOFError, OSError):    # the manager went away (interrupted)
                return
            if line is None:
                return
            say("  " + line)

    t = threading.Thread(target=pump, name="lwhash-bench-lines", daemon=True)
    t.start()

    def stop() -> None:
        try:
            queue.put(None)
        except (EOFError, OSError):
            return
        t.join(timeout=5)

    return stop


def make_executor(jobs: int, scheduler: str | None, say: Progress) -> Pool:
    """The executor for a bench: Dask when a scheduler address is given (the step lines
    stay in the rows' log files), else local processes (-j N; their step lines shown
    here), else this process."""
    if scheduler:
        try:
            from distributed import Client
        except ImportError:  # pragma: no cover - a dependency
            raise FlowError("--scheduler needs the 'distributed' package (pip install 'lwhash[cluster]')",
                            stage="bench") from None
        try:
            client = Client(scheduler, timeout=10)
        except OSError as exc:
            raise FlowError(f"cannot reach the Dask scheduler at {scheduler}: {exc}", stage="bench") from None
        workers = max(1, sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values()))
        say(f"Dask scheduler {scheduler}: {len(client.scheduler_info()['workers'])} workers, {workers} threads")
        return Pool(client.get_executor(pure=False), workers, client.close)
    if jobs > 1:
        ctx = multiprocessing.get_context("spawn")
        ex = ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=yowasp.stop_on_sigterm)
        manager = ctx.Manager()
        queue = manager.Queue()
        stop_relay = _relay(queue, say)

        def close() -> None:
            ex.shutdown(wait=True, cancel_futures=True)
            stop_relay()
            manager.shutdown()

        return Pool(ex, jobs, close, {"lines": queue})
    return Pool(Inline(say), 1, lambda: None)



class ProgressBar:
    """A rich progress bar: rows done, running and left; log lines print above it."""

    def __init__(self, total: int, estimates: list[float] | None = None, workers: int = 1):
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        self.total, self.done, self.running = total, 0, 0
        #: the rows' estimated seconds, in the order they are made (ETA = the rest / workers)
        self.estimates, self.workers = list(estimates or []), max(1, workers)
        self.t0 = time.monotonic()
        self.progress = Progress(TextColumn("bench"), BarColumn(), TextColumn("{task.fields[state]}"),
                                 TimeElapsedColumn(), transient=False)
        self.t_done = self.t0
        self.task = self.progress.add_task("bench", total=total, state="")
        self.progress.start()
        self.update(0)

    def update(self, running: int) -> None:
        self.running = running
        left = self.total - self.done - running
        self.progress.update(self.task, completed=self.done,
                             state=f"{self.done} done, {running} running, {left} left{self.eta()}")

    def eta(self) -> str:
        """', about N min left' from the estimates of the rows not finished, less the
        time the running ones have had (the first row started when the bar did)."""
        if len(self.estimates) != self.total:
            return ""
        rest = sum(self.estimates[self.done:]) / self.workers
        if self.running:
            rest -= min(time.monotonic() - self.t_done, self.estimates[self.done] * 0.9)
        return f", about {duration(max(rest, 0))} left"

    t_done: float = 0.0

    def finished(self) -> None:
        self.done += 1
        self.t_done = time.monotonic()
        self.update(min(self.running, self.total - self.done))

    def say(self, line: str) -> None:
        self.progress.console.log(line, markup=False, highlight=False)

    def stop(self) -> None:
        self.progress.stop()
