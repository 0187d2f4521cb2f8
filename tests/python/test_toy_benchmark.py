"""The toy benchmark of tests/benchmarks (a fourth benchmark in ~100 lines, nowhere else) reaches the
Python package as a benchmark module (citeval.load_benchmark_module) and runs through
citeval.evaluate as the built-in ones do: lists, files, shards, states, resume (citeval.dask:
test_dask.py)."""
import json

import pytest

import citeval
from conftest import TOY_MODULE, needs_api, needs_toy

pytestmark = [needs_api, needs_toy]

# Hits at positions 0, 2 and 4; position 3 is malformed (its answer is no string).
ITEMS = [{"answer": "Paris is the capital", "gold": "Paris"}, {"answer": "Lyon", "gold": "Paris"},
         {"answer": "it is 42", "gold": "42"}, {"answer": 7}, {"answer": "blue sky", "gold": "sky"}]


@pytest.fixture(scope="module", autouse=True)
def toy():
    return citeval.load_benchmark_module(TOY_MODULE)


def test_the_module_adds_the_toy(toy):
    assert toy == ["toy"]
    assert citeval.benchmark_names() == ["alce", "aliice", "check", "longbench-cite", "toy"]
    assert citeval.load_benchmark_module(TOY_MODULE) == ["toy"]  # again: harmless, listed once
    assert citeval._benchmark_modules.count(str(TOY_MODULE.resolve())) == 1
    with pytest.raises(OSError, match="^/nonexistent/libx.so: cannot load the benchmark module: cannot open shared"):
        citeval.load_benchmark_module("/nonexistent/libx.so")
    with pytest.raises(ValueError, match="not a benchmark module: no function citeval_benchmark_module_v1"):
        citeval.load_benchmark_module(citeval._citeval.__file__)


def test_figures_come_from_each_benchmarks_registry(toy):
    alce = citeval.figures("alce")
    assert alce[0] == {"key": "length", "label": "Length (words)", "scale": "raw", "raw_with_options": False,
                       "aggregation": "mean_over_items", "inputs": [], "depends_on": [],
                       "undefined": ["no item to average"], "undefined_on_judge_error": None,
                       "conditional": False, "optional": False}
    rouge = next(f for f in alce if f["key"] == "rougeLsum")
    assert rouge["depends_on"] == ["no_rouge", "dataset"]
    assert [k["key"] for k in citeval.figures("check")][:3] == ["citation_rec", "citation_prec", "statement_rec"]
    assert citeval.figures("toy") == []  # the toy's summary_figures() alone serves --fail-under
    with pytest.raises(ValueError, match="nope"):
        citeval.figures("nope")


def test_a_list_shards_and_states():
    r = citeval.evaluate("toy", ITEMS)
    assert r.summary == {
        "hit_rate": 75.0, "items": 4,
        "citeval": {"benchmark": "toy", "input": "<python>", "items_read": 5, "items_skipped": 1,
                    "skipped": [{"position": 3, "error": "<python>: field '[3].answer': missing or not a string"}]}}
    assert r.items == [{"position": 0, "line": 0, "hit": True}, {"position": 1, "line": 0, "hit": False},
                       {"position": 2, "line": 0, "hit": True}, {"position": 4, "line": 0, "hit": True}]
    assert (r.table, r.exit_code, r.warnings, r.state.benchmark) == ("hit_rate 75.0 of 4 items\n", 0, [], "toy")
    assert repr(r) == "<citeval.EvalResult toy: 4 items>"
    # Two shards (an Evaluator each, items numbered in the whole) merge into the one run.
    first = citeval.Evaluator("toy", {"input": "<python>"})
    first.evaluate(ITEMS[:2])
    second = citeval.Evaluator("toy", {"input": "<python>"})
    second.evaluate(ITEMS[2:], 2)
    merged = citeval.merge_states([first.state(), second.state()])
    assert merged.to_json() == r.state.to_json()
    back = citeval.EvalState.from_json(second.state().to_json())
    assert back.benchmark == "toy" and back.summary()["hit_rate"] == 100.0  # positions 2 and 4; 3 skipped
    assert back.summary()["citeval"]["items_skipped"] == 1
    # No item: the figure is undefined, said, and the exit code says so.
    empty = citeval.evaluate("toy", [])
    assert empty.summary["hit_rate"] is None and empty.exit_code == 1
    assert empty.warnings == ["no item: hit_rate is undefined"]


def test_options_of_other_benchmarks_are_refused():
    with pytest.raises(TypeError, match="option dataset does not apply to benchmark toy"):
        citeval.evaluate("toy", ITEMS, dataset="asqa")
    with pytest.raises(TypeError, match="no_rouge.*does not apply to benchmark toy"):
        citeval.evaluate("toy", ITEMS, no_rouge=True)
    # Options of every benchmark are the toy's too.
    assert citeval.evaluate("toy", ITEMS, judge="lexical", retries=0).summary["hit_rate"] == 75.0
    with pytest.raises(ValueError, match="unknown benchmark 'toys' \\(alce, aliice, check, longbench-cite or toy\\)"):
        citeval.evaluate("toys", ITEMS)


def test_its_own_option_is_accepted():
    # max_words is the toy's own (own_options; the schema lists it for ALiICE only): an answer of
    # more words is no hit, so "Paris is the capital" (4 words) is none with 3.
    r = citeval.evaluate("toy", ITEMS, max_words=3)
    assert r.summary["hit_rate"] == 50.0
    assert [it["hit"] for it in r.items] == [False, False, True, True]
    ev = citeval.Evaluator("toy", {"input": "<python>", "max_words": 3})
    ev.evaluate(ITEMS)
    assert ev.state().summary()["hit_rate"] == 50.0
    with pytest.raises(TypeError, match="option max_statements does not apply to benchmark toy"):
        citeval.evaluate("toy", ITEMS, max_statements=3)


def test_a_file_resumes_from_its_detail(tmp_path):
    path, detail = tmp_path / "toy.jsonl", tmp_path / "detail.jsonl"
    path.write_text("".join(json.dumps(it) + "\n" for it in ITEMS))
    full = citeval.evaluate("toy", path, resume=detail)
    assert full.summary["hit_rate"] == 75.0 and full.summary["citeval"]["input"] == str(path)
    assert full.items == [{"position": 0, "line": 1, "hit": True}, {"position": 1, "line": 2, "hit": False},
                          {"position": 2, "line": 3, "hit": True}, {"position": 4, "line": 5, "hit": True}]
    written = detail.read_text().splitlines()
    assert json.loads(written[0]) == {"citeval_detail": {
        "benchmark": "toy", "judges": [], "options": {"benchmark": "toy", "input": str(path), "judge": ""},
        "version": 1}}
    # Cut after two records: the two are not evaluated again, the figures are the same.
    detail.write_text("\n".join(written[:3]) + "\n")
    again = citeval.evaluate("toy", path, resume=detail)
    assert again.messages == [f"resumed 2 item(s) from {detail}; 2 to judge"]
    assert again.summary == full.summary and again.items == full.items
    assert detail.read_text().splitlines() == written
    # A detail file of other options is refused, naming what differs; restart=True starts over.
    with pytest.raises(ValueError, match="the detail file is of another run: options: .*It cannot be resumed"):
        citeval.evaluate("toy", path, resume=detail, judge="lexical")
    fresh = citeval.evaluate("toy", path, resume=detail, judge="lexical", restart=True)
    assert fresh.messages == [] and fresh.summary["hit_rate"] == 75.0


def test_a_list_resumes_too(tmp_path):
    detail = tmp_path / "detail.jsonl"
    first = citeval.evaluate("toy", ITEMS, resume=detail)
    again = citeval.evaluate("toy", ITEMS, resume=detail)
    assert again.messages == [f"resumed 4 item(s) from {detail}; 0 to judge"]
    assert again.summary == first.summary and first.summary["hit_rate"] == 75.0
    assert [r["position"] for r in again.items] == [0, 1, 2, 4]
