"""Evaluating Dask collections: each partition is evaluated on a worker, the exact states are
merged in partition order, and the result equals a single-process run over the same items.

    import dask.bag as db
    from dask.distributed import Client
    import citeval.dask

    client = Client("tcp://scheduler:8786")          # or LocalCluster(...)
    bag = db.from_sequence(items, npartitions=8)      # dicts (or JSON texts), or a DataFrame
    r = citeval.dask.evaluate_alce(bag, dataset="asqa", judge="llm:gpt-4o-mini",
                                   llm_base_url=["http://vllm-a:8000/v1", "http://vllm-b:8000/v1"])
    r.summary, r.items

How it runs: a first pass counts the items of each partition (so that every item keeps its index
in the whole collection, as in one run); then one task per partition builds an Evaluator,
evaluates the partition in chunks and returns its EvalState as JSON (and its detail records
unless ``detail=False``). The client merges the states in partition order (EvalState.merge:
sums, counts and per-item values, so the figures are exactly one run's). A partition is computed
twice (counted, then evaluated): persist a collection that is costly to compute.

Benchmarks of benchmark modules (citeval.load_benchmark_module) run too: each worker loads the
client's module files (by path: the workers must see them) before its first partition.

Judges travel to the workers: a spec string as is; a :class:`citeval.Judge` or a Python
callable/object by pickle (cloudpickle: lambdas and closures work; load a model lazily inside
the object so that it is loaded once per worker process, not pickled). Each partition opens its
own judge session: the in-run memo is per partition, the persistent cache (``cache=PATH``) is
per worker process; see the README for shared storage. Judge statistics in the merged summary
are the sums over partitions.
"""
from __future__ import annotations

import json
from typing import Any, Optional

import citeval
from citeval import EvalResult, _citeval


class _JsonlRecords:
    """A partition's detail records as JSONL bytes (parsed when asked for)."""

    def __init__(self, data: bytes):
        self.data = data

    def __len__(self) -> int:
        return self.data.count(b"\n")

    def to_list(self) -> list:
        return [json.loads(line) for line in self.data.splitlines() if line]


def _rows(part: Any) -> list:
    return citeval._records_of(part)


def _evaluate_partition(part: Any, first_index: int, benchmark: str, fields: dict, llm: dict, judge: Any,
                        need_citation_judge: Any, chunk: int, detail: bool, modules: tuple = ()) -> tuple:
    for path in modules:  # the client's benchmark modules (citeval.load_benchmark_module)
        if path not in citeval._benchmark_modules:
            citeval.load_benchmark_module(path)
    if llm:
        citeval.configure_llm(**llm)
    items = _rows(part)
    ev = _citeval.Evaluator(benchmark, fields, judge, need_citation_judge)
    out = []
    for begin in range(0, len(items), chunk):
        recs = ev.evaluate(items[begin:begin + chunk], first_index + begin)
        if detail:
            out.append(recs.to_jsonl())
    return ev.state().to_json(), b"".join(out)


def evaluate(benchmark: str, collection: Any, *, judge: Any = None, cache: Any = None,
             need_citation_judge: Any = None, dataset: Optional[str] = None, chunk: int = 1024,
             detail: bool = True, input: Optional[str] = None, client: Any = None,
             **options: Any) -> EvalResult:
    """Evaluates a Dask bag (of dicts or JSON texts) or Dask DataFrame for ``benchmark``.

    Arguments and options are those of :func:`citeval.evaluate`; ``client``: a
    ``distributed.Client`` (default: the current one, else Dask's default scheduler);
    ``detail=False`` returns no per-item records (less data back to the client).
    """
    import dask

    citeval._need_api("citeval.dask")
    benchmark, fields, llm = citeval._prepare(benchmark, cache, dataset, need_citation_judge, chunk, options)
    if isinstance(collection, (str, bytes)) or not hasattr(collection, "to_delayed"):
        raise TypeError("collection must be a dask.bag.Bag or a dask.dataframe.DataFrame "
                        "(for files and lists use citeval.evaluate_*)")
    if benchmark == "alce" and not dataset:
        raise ValueError("citeval.dask.evaluate_alce needs dataset='asqa', 'qampari' or 'eli5'")
    fields["input"] = "<python>" if input is None else input
    parts = collection.to_delayed()
    if not parts:
        raise ValueError("the collection has no partitions")
    if client is None:
        try:
            from distributed import get_client
            client = get_client()
        except (ImportError, ValueError):
            client = None

    def run(tasks):
        if client is not None:
            return client.gather(client.compute(tasks))
        return dask.compute(*tasks)

    # Two passes: the partitions' sizes (so each item keeps its index in the whole collection),
    # then the evaluations, each depending on its partition only. A chain of offsets inside one
    # graph would make every evaluation depend on all partitions before it, and the scheduler
    # would then run them where that data is: on one worker.
    lengths = run([dask.delayed(len, pure=True)(p) for p in parts])
    offsets, total = [], 0
    for n in lengths:
        offsets.append(total)
        total += n
    modules = tuple(citeval._benchmark_modules)
    tasks = [dask.delayed(_evaluate_partition, pure=False)(p, off, benchmark, fields, llm, judge,
                                                          need_citation_judge, chunk, detail, modules)
             for p, off in zip(parts, offsets)]
    results = run(tasks)

    states = [_citeval.EvalState.from_json(s) for s, _ in results]
    total = citeval.merge_states(states)
    records = [_JsonlRecords(r) for _, r in results] if detail else []
    return EvalResult(total, records)


def evaluate_alce(collection: Any, dataset: Optional[str] = None, judge: Any = "lexical", cache: Any = None,
                  **options: Any) -> EvalResult:
    """:func:`citeval.evaluate_alce` over a Dask collection (see :func:`evaluate`)."""
    return evaluate("alce", collection, judge=judge, cache=cache, dataset=dataset, **options)


def evaluate_aliice(collection: Any, judge: Any = "lexical", cache: Any = None, **options: Any) -> EvalResult:
    """:func:`citeval.evaluate_aliice` over a Dask collection (see :func:`evaluate`)."""
    return evaluate("aliice", collection, judge=judge, cache=cache, **options)


def evaluate_longbench_cite(collection: Any, judge: Any = "lexical", cache: Any = None,
                            need_citation_judge: Any = None, **options: Any) -> EvalResult:
    """:func:`citeval.evaluate_longbench_cite` over a Dask collection (see :func:`evaluate`)."""
    return evaluate("longbench-cite", collection, judge=judge, cache=cache,
                    need_citation_judge=need_citation_judge, **options)


def check(collection: Any, judge: Any = "lexical", cache: Any = None, need_citation_judge: Any = None,
          **options: Any) -> EvalResult:
    """:func:`citeval.check` over a Dask collection of answer records (see :func:`evaluate`)."""
    return evaluate("check", collection, judge=judge, cache=cache, need_citation_judge=need_citation_judge,
                    **options)
