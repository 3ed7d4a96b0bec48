"""Where benchmark rows run: this process (-j 1), local worker processes (-j N) or
the workers of a Dask cluster (--scheduler); and how the bench shows its progress."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Callable

from . import yowasp
from .errors import FlowError
from .run import Progress


def default_progress() -> Progress:
    try:
        from rich.console import Console
    except ImportError:  # pragma: no cover - rich is a dependency
        return lambda s: print(s, flush=True)
    console = Console(stderr=True, highlight=False)

    def say(line: str) -> None:
        style = "red" if "FAILED" in line else "bold" if not line.startswith(" ") else None
        console.log(line, style=style, markup=False)

    return say


class Inline(Executor):
    """-j 1: run each job in this process when it is submitted (live progress lines)."""

    def __init__(self, say: Progress):
        self._say = say

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        fut: Future = Future()
        fut.set_running_or_notify_cancel()
        try:
            fut.set_result(fn(*args, say=self._say, **kwargs))
        except KeyboardInterrupt:     # the bench stops; finished rows are recorded
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut


def make_executor(jobs: int, scheduler: str | None, say: Progress) -> tuple[Executor, int, Callable[[], None]]:
    """The executor for a bench: Dask when a scheduler address is given, else local
    processes (-j N), else this process.  Returns it, its number of workers and a
    function that closes it."""
    if scheduler:
        try:
            from distributed import Client
        except ImportError:  # pragma: no cover - a dependency
            raise FlowError("--scheduler needs the 'distributed' package (pip install distributed)",
                            stage="bench") from None
        try:
            client = Client(scheduler, timeout=10)
        except OSError as exc:
            raise FlowError(f"cannot reach the Dask scheduler at {scheduler}: {exc}", stage="bench") from None
        workers = max(1, sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values()))
        say(f"Dask scheduler {scheduler}: {len(client.scheduler_info()['workers'])} workers, {workers} threads")
        ex = client.get_executor(pure=False)
        return ex, workers, client.close
    if jobs > 1:
        ex = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=yowasp.stop_on_sigterm)
        return ex, jobs, lambda: ex.shutdown(wait=True, cancel_futures=True)
    return Inline(say), 1, lambda: None



class ProgressBar:
    """A rich progress bar: rows done, running and left; log lines print above it."""

    def __init__(self, total: int):
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        self.total, self.done, self.running = total, 0, 0
        self.progress = Progress(TextColumn("bench"), BarColumn(), TextColumn("{task.fields[state]}"),
                                 TimeElapsedColumn(), transient=False)
        self.task = self.progress.add_task("bench", total=total, state="")
        self.progress.start()
        self.update(0)

    def update(self, running: int) -> None:
        self.running = running
        left = self.total - self.done - running
        self.progress.update(self.task, completed=self.done,
                             state=f"{self.done} done, {running} running, {left} left")

    def finished(self) -> None:
        self.done += 1
        self.update(min(self.running, self.total - self.done))

    def say(self, line: str) -> None:
        self.progress.console.log(line, markup=False, highlight=False)

    def stop(self) -> None:
        self.progress.stop()
