"""Chunks of a study on a dask.distributed cluster, when one machine is not enough.

The runner cuts every study into seeded chunks (:func:`~tarokk.studies.runner.chunk_seed`);
this module sends those same chunks to a cluster's workers and hands the results back in
chunk order, so a seed gives the same numbers on a cluster as with ``--jobs``. It needs
the ``cluster`` extra (``pip install 'tarokk[cluster]'``, which installs ``distributed``).

``scheduler`` is the address of a running scheduler (``tcp://host:8786``), or
:data:`LOCAL` for a cluster of worker processes on this machine started for the run.
"""

from __future__ import annotations

import itertools
import logging
import signal
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol, TypeVar

from tarokk.core.errors import TarokkInputError
from tarokk.core.words import WordBook

if TYPE_CHECKING:
    from distributed import Client

Result = TypeVar("Result")
Result_co = TypeVar("Result_co", covariant=True)

LOCAL = "local"
"""The ``--scheduler`` that starts a cluster on this machine (``--jobs`` workers) for the run."""

CHUNKS_AHEAD_PER_THREAD = 2
"""How many chunks each worker thread has queued: enough to keep it busy, few enough that
a run of a million chunks never waits on a million futures."""

WORDS = WordBook.of(__name__)
"""What a run on a cluster refuses, in both languages (the studies' ``words.toml``)."""
INSTALL_HINT = WORDS.needs_distributed
"""The refusal of ``--scheduler`` where dask.distributed is not installed."""


class Pending(Protocol[Result_co]):
    """A chunk's result on its way: a future of a process pool or of a dask cluster."""

    def result(self) -> Result_co: ...

    def cancel(self) -> bool: ...


def in_chunk_order(
    submit: Callable[[int, int], Pending[Result]], sizes: Iterable[int], ahead: int
) -> Generator[Result, None, None]:
    """Submit ``(index, size)`` for each chunk, at most ``ahead`` at a time, and yield the
    results in chunk order, whichever finishes first; closing the generator cancels the
    chunks still pending (the runner's worker processes and a cluster's workers alike)."""
    pending: deque[Pending[Result]] = deque()
    chunks = enumerate(sizes)
    try:
        while True:
            for index, size in itertools.islice(chunks, ahead - len(pending)):
                pending.append(submit(index, size))
            if not pending:
                return
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


def connect(scheduler: str, workers: int) -> Client:
    """A client of the cluster at ``scheduler``, or of a new local cluster of ``workers``
    single-threaded worker processes when ``scheduler`` is :data:`LOCAL`."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise TarokkInputError(**INSTALL_HINT.message()) from None
    if scheduler == LOCAL:
        with deaf_to_ctrl_c():
            cluster = LocalCluster(
                n_workers=workers, threads_per_worker=1, dashboard_address=":0", silence_logs=logging.ERROR
            )
        return Client(cluster)
    try:
        return Client(scheduler, timeout=30)
    except OSError as error:
        raise TarokkInputError(**WORDS.no_scheduler.message(scheduler=scheduler, error=error)) from None


@contextmanager
def deaf_to_ctrl_c() -> Iterator[None]:
    """Worker processes started inside ignore Ctrl-C. The terminal sends it to every process
    of the command, and each dask worker would print its own traceback; the command alone
    answers it, and shuts its local cluster down on the way out."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def cluster_chunks(
    work: Callable[[int, int], Result], sizes: Iterable[int], scheduler: str, workers: int = 1
) -> Generator[Result, None, None]:
    """``work(index, size)`` for each chunk on the cluster at ``scheduler``, yielded in chunk
    order, a few chunks per worker thread ahead (``work`` must pickle, e.g. a
    :func:`functools.partial` of a module-level function). Closing the generator cancels
    the chunks not yet done, and shuts down a local cluster it started."""
    client = connect(scheduler, workers)
    try:
        ahead = CHUNKS_AHEAD_PER_THREAD * max(1, sum(client.nthreads().values()))
        yield from in_chunk_order(lambda index, size: client.submit(work, index, size, pure=False), sizes, ahead)
    finally:
        cluster = client.cluster if scheduler == LOCAL else None
        client.close()
        if cluster is not None:
            cluster.close()
