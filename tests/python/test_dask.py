"""citeval.dask on a LocalCluster of two worker processes: the merged summary and records equal a
single-process run exactly, for the three benchmarks (few tests: a cluster costs seconds)."""
import json
import sys
import zlib

import pytest

import citeval
from conftest import DATA, EXAMPLES, TEST_DATA, TOY_MODULE, load_alce_items, needs_api, needs_toy

pytestmark = needs_api

dask = pytest.importorskip("dask")
db = pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")
import citeval.dask as cdask  # noqa: E402


def stats_free(summary):
    """Judge statistics are sums over partitions (a partition's memo does not see the others'
    pairs); everything else must be equal."""
    s = json.loads(json.dumps(summary))
    s.get("citeval", {}).pop("judge_stats", None)
    return s


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


def alce_items():
    return load_alce_items(EXAMPLES / "alce_asqa.json") * 3  # 12 items, 5 partitions below


def test_alce_bag_and_dataframe(client):
    items = alce_items()
    single = citeval.evaluate_alce(items, dataset="asqa")
    r = cdask.evaluate_alce(db.from_sequence(items, npartitions=5), dataset="asqa")
    assert stats_free(r.summary) == stats_free(single.summary)
    assert r.items == single.items
    pd = pytest.importorskip("pandas")
    ddf = pytest.importorskip("dask.dataframe").from_pandas(pd.DataFrame(items), npartitions=3)
    r2 = cdask.evaluate_alce(ddf, dataset="asqa", detail=False)
    assert stats_free(r2.summary) == stats_free(single.summary) and r2.items == []


def test_alce_no_truncate_counts_merge(client):
    """no_truncate reaches the workers, and the outputs' counts (citeval.outputs) merge exactly."""
    items = alce_items()
    for k, it in enumerate(items):
        if k % 2 == 0:
            it = items[k] = dict(it)
            it["output"] = it["output"] + "\nA second line [1]."
    for kwargs, truncated in (({}, 6), ({"no_truncate": True}, 0)):
        single = citeval.evaluate_alce(items, dataset="asqa", **kwargs)
        r = cdask.evaluate_alce(db.from_sequence(items, npartitions=5), dataset="asqa", **kwargs)
        assert stats_free(r.summary) == stats_free(single.summary) and r.items == single.items
        assert r.summary["citeval"]["outputs"]["truncated"] == truncated


def crc_judge(premises, hypotheses):
    return [(zlib.crc32((p + "\x00" + h).encode()) % 1001) / 1000 for p, h in zip(premises, hypotheses)]


def test_alce_python_judge_on_workers(client):
    import cloudpickle
    cloudpickle.register_pickle_by_value(sys.modules[__name__])  # workers cannot import this file
    items = load_alce_items(EXAMPLES / "alce_eli5.json") * 2
    judge = citeval.Judge(crc_judge, identity="crc-v1")
    single = citeval.evaluate_alce(items, dataset="eli5", judge=judge)
    r = cdask.evaluate_alce(db.from_sequence(items, npartitions=3), dataset="eli5", judge=judge)
    assert stats_free(r.summary) == stats_free(single.summary) and r.items == single.items


def test_aliice(client):
    items = load_alce_items(TEST_DATA / "aliice" / "eval_small.json") + load_alce_items(EXAMPLES / "alce_asqa.json")
    single = citeval.evaluate_aliice(items)
    r = cdask.evaluate_aliice(db.from_sequence(items, npartitions=2))
    assert stats_free(r.summary) == stats_free(single.summary) and r.items == single.items


def test_aliice_reference(client):
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    single = citeval.evaluate_aliice(items, reference=True)
    r = cdask.evaluate_aliice(db.from_sequence(items, npartitions=2), reference=True)
    assert stats_free(r.summary) == stats_free(single.summary) and r.items == single.items
    assert r.summary["citeval"]["reference"] == [
        "--no-truncate", "--aliice-reference-units", "--at-most-citations 0", "--aliice-reference-code"]


def test_longbench_cite(client):
    base = [json.loads(l) for l in (DATA / "longcite_small.jsonl").read_text().splitlines()]
    # Distinct idx: repeated idx are counted within a partition only (items_duplicate_idx).
    items = base + [{**it, "idx": f"copy-{it['idx']}"} for it in base]
    single = citeval.evaluate_longbench_cite(items, need_citation_judge="always")
    r = cdask.evaluate_longbench_cite(db.from_sequence(items, npartitions=4), need_citation_judge="always")
    assert stats_free(r.summary) == stats_free(single.summary) and r.items == single.items


def half_past_one_for_gamma(premises, hypotheses):
    return [1.5 if "Gamma" in h else 1.0 for h in hypotheses]


def test_judge_errors_make_partial_figures_and_the_exit_code(client):
    import cloudpickle
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    items = [{"question": "q", "output": f"{fact[:-1]} [1].", "docs": [{"title": "T", "text": fact}],
              "qa_pairs": [{"short_answers": ["first"]}]}
             for fact in ("Alpha is first.", "Beta is second.", "Gamma is third.", "Delta is fourth.")]
    judge = citeval.Judge(half_past_one_for_gamma, identity="gamma-1.5")
    for rate, code in ((None, 1), (0.25, 0)):
        single = citeval.evaluate_alce(items, dataset="asqa", judge=judge, retries=0, max_judge_error_rate=rate)
        r = cdask.evaluate_alce(db.from_sequence(items, npartitions=2), dataset="asqa", judge=judge, retries=0,
                                max_judge_error_rate=rate)
        assert single.exit_code == code and r.exit_code == code
        assert r.summary["citeval"]["partial"] == single.summary["citeval"]["partial"]
        assert r.summary["citeval"]["partial"]["citation_rec"]["judge_error_items"] == 1


@needs_toy
def test_a_benchmark_module_runs_on_the_workers(client):
    """The toy benchmark of tests/benchmarks, loaded from its module by the client: each worker
    process loads the same file before its first partition (nothing else names the toy)."""
    assert citeval.load_benchmark_module(TOY_MODULE) == ["toy"]
    items = [{"answer": "Paris is the capital", "gold": "Paris"}, {"answer": "Lyon", "gold": "Paris"},
             {"answer": 7}, {"answer": "blue sky", "gold": "sky"}] * 3  # 12 items, 3 malformed
    single = citeval.evaluate("toy", items)
    assert single.summary["hit_rate"] == 100.0 * 6 / 9 and single.summary["citeval"]["items_skipped"] == 3
    r = cdask.evaluate("toy", db.from_sequence(items, npartitions=4))
    assert r.summary == single.summary and r.items == single.items
    assert r.state.benchmark == "toy" and r.exit_code == 0
    # The workers are other processes: those that evaluated a partition loaded it themselves (the
    # scheduler may give every partition to one of them).
    names = client.run(citeval.benchmark_names)
    assert len(names) == 2 and any("toy" in n for n in names.values()), names
