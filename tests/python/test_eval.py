"""citeval.evaluate_*: the CLI's figures and records, from paths, lists and DataFrames, with spec
judges and Python judges."""
import json
import zlib
from pathlib import Path

import pytest

import citeval
from conftest import DATA, EXAMPLES, TEST_DATA, cli_eval, load_alce_items, needs_api, without_input

pytestmark = needs_api

ALCE = [("alce_asqa.json", "asqa"), ("alce_qampari.json", "qampari"), ("alce_eli5.json", "eli5")]
ALIICE_FILE = TEST_DATA / "aliice" / "eval_small.json"
LONGCITE_FILE = DATA / "longcite_small.jsonl"


def no_line(records):
    """Records without "line" (items from a list have no line in a file)."""
    return [{k: v for k, v in r.items() if k != "line"} for r in records]


def read_jsonl(path):
    return [json.loads(l) for l in Path(path).read_text().splitlines() if l.strip()]


@pytest.mark.parametrize("name, dataset", ALCE)
def test_alce_path_equals_cli(cli, tmp_path, name, dataset):
    path = EXAMPLES / name
    summary, detail, code = cli_eval("alce", path, tmp_path, "--judge", "lexical")
    r = citeval.evaluate_alce(str(path), judge="lexical")
    assert r.summary == summary
    assert r.items == detail
    assert r.exit_code == code
    # A list of dicts and a DataFrame give the same figures and records.
    items = load_alce_items(path)
    r2 = citeval.evaluate_alce(items, dataset=dataset)
    assert without_input(r2.summary) == without_input(summary)
    assert no_line(r2.items) == no_line(detail)
    pd = pytest.importorskip("pandas")
    r3 = citeval.evaluate_alce(pd.DataFrame(items), dataset=dataset)
    assert without_input(r3.summary) == without_input(summary)
    # Smaller chunks: more judge calls, nothing else changes.
    r4 = citeval.evaluate_alce(items, dataset=dataset, chunk=2)
    assert r4.summary["citeval"]["judge_stats"]["judge_calls"] >= summary["citeval"]["judge_stats"]["judge_calls"]
    for s in (r4.summary, summary):
        s = s["citeval"]["judge_stats"].pop("judge_calls")
    assert without_input(r4.summary) == without_input(summary)
    df = r3.to_pandas()
    assert len(df) == len(items) and list(df["position"]) == list(range(len(items)))
    # The per-item figures are columns of their own, equal to the records' scores.
    assert list(df["citation_rec"]) == [it["scores"]["citation_rec"] for it in r3.items]
    assert "scores" not in df.columns
    # One scale: per-item rates ×100 as the summary's; no LLM judge, no LLM usage.
    assert r3.summary["citeval"]["score_scale"] == 100 and r3.llm_usage is None
    scored = [it["scores"]["citation_rec"] for it in r3.items if it["scores"]["citation_rec"] is not None]
    assert r3.summary["citation_rec"] == pytest.approx(sum(scored) / len(scored), rel=1e-12)


def test_alce_options_equal_cli(cli, tmp_path):
    path = EXAMPLES / "alce_asqa.json"
    summary, detail, _ = cli_eval("alce", path, tmp_path, "--at-most-citations", "1", "--citation-syntax", "alce",
                                  "--dedupe-citations", "--no-rouge")
    r = citeval.evaluate_alce(str(path), at_most_citations=1, citation_syntax="alce", dedupe_citations=True,
                              no_rouge=True)
    assert r.summary == summary and r.items == detail


def test_alce_no_truncate_equals_cli(cli, tmp_path):
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    items[0] = dict(items[0], output=items[0]["output"] + "\nA second line, scored only with no_truncate [1].")
    path = tmp_path / "asqa_lines.json"
    path.write_text(json.dumps({"data": items}))
    for args, kwargs, truncated in (((), {}, 1), (("--no-truncate",), {"no_truncate": True}, 0)):
        summary, detail, _ = cli_eval("alce", path, tmp_path, *args)
        r = citeval.evaluate_alce(str(path), **kwargs)
        assert r.summary == summary and r.items == detail
        assert summary["citeval"]["outputs"]["truncated"] == truncated
        assert summary["citeval"]["truncate_output"] == (truncated == 1)
    assert r.summary["citeval"]["statements"] > citeval.evaluate_alce(str(path)).summary["citeval"]["statements"]


def test_option_errors():
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    with pytest.raises(TypeError, match="max_statements.*longbench-cite"):
        citeval.evaluate_alce(items, dataset="asqa", max_statements=3)
    with pytest.raises(TypeError, match="no_such_option"):
        citeval.evaluate_alce(items, dataset="asqa", no_such_option=1)
    with pytest.raises(TypeError):
        citeval.evaluate_aliice(items, no_rouge=True)
    with pytest.raises(ValueError, match="dataset"):
        citeval.evaluate_alce(items)
    with pytest.raises(ValueError):
        citeval.evaluate_alce(items, dataset="hotpot")
    with pytest.raises(ValueError):
        citeval.evaluate_alce(items, dataset="asqa", citation_syntax="latex")
    with pytest.raises(OSError):
        citeval.evaluate_alce("/nonexistent/alce_asqa.json")


def test_malformed_items_are_counted_like_the_cli(cli, tmp_path):
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    bad = items[:2] + [{"question": "no output"}] + items[2:]
    f = tmp_path / "asqa_bad.json"
    f.write_text(json.dumps(bad))
    summary, detail, _ = cli_eval("alce", f, tmp_path)
    r = citeval.evaluate_alce(bad, dataset="asqa", input=str(f))
    assert r.summary["citeval"]["items_skipped"] == 1
    # The same item is skipped for the same reason; a list has no line numbers.
    (cli_skip,) = summary["citeval"].pop("skipped")
    (py_skip,) = r.summary["citeval"].pop("skipped")
    assert py_skip["position"] == cli_skip["position"] == 2
    assert cli_skip["error"] == f"{f}:1: field '[2].output': required field is missing"
    assert py_skip["error"] == f"{f}: field '[2].output': required field is missing"
    assert r.summary == summary and no_line(r.items) == no_line(detail)


def test_aliice_equals_cli(cli, tmp_path):
    for path in (ALIICE_FILE, EXAMPLES / "alce_asqa.json"):
        summary, detail, code = cli_eval("aliice", path, tmp_path)
        r = citeval.evaluate_aliice(str(path))
        assert r.summary == summary and r.items == detail and r.exit_code == code
        r2 = citeval.evaluate_aliice(load_alce_items(path), input=str(path))
        assert r2.summary == summary


def test_longbench_cite_equals_cli(cli, tmp_path):
    summary, detail, code = cli_eval("longbench-cite", LONGCITE_FILE, tmp_path, "--judge", "lexical",
                                     "--need-citation-judge", "always")
    r = citeval.evaluate_longbench_cite(str(LONGCITE_FILE), need_citation_judge="always")
    assert r.summary == summary and r.items == detail and r.exit_code == code
    r2 = citeval.evaluate_longbench_cite(read_jsonl(LONGCITE_FILE), need_citation_judge="always")
    assert without_input(r2.summary) == without_input(summary)
    with pytest.raises(ValueError, match="need"):
        citeval.evaluate_longbench_cite(read_jsonl(LONGCITE_FILE))  # an uncited statement, no need judge


@pytest.mark.parametrize("benchmark,path,args,kwargs", [
    ("alce", EXAMPLES / "alce_eli5.json", ["--reference"], {"dataset": "eli5"}),
    ("aliice", EXAMPLES / "alce_asqa.json", ["--reference"], {}),
    ("longbench-cite", LONGCITE_FILE, ["--reference", "--need-citation-judge", "always"],
     {"need_citation_judge": "always"}),
])
def test_reference_equals_cli(cli, tmp_path, benchmark, path, args, kwargs):
    summary, detail, code = cli_eval(benchmark, path, tmp_path, "--judge", "lexical", *args)
    r = citeval.evaluate(benchmark, str(path), judge="lexical", reference=True, **kwargs)
    assert r.summary == summary and r.items == detail and r.exit_code == code
    assert r.summary["citeval"]["reference"]


def test_reference_contradicted_is_a_value_error():
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    with pytest.raises(ValueError, match="reference=True reproduces.*citation_syntax= other than alce"):
        citeval.evaluate_alce(items, dataset="asqa", reference=True, citation_syntax="all")
    with pytest.raises(ValueError, match="truncate_output on"):
        citeval.evaluate_aliice(items, reference=True, no_truncate=False)


# ----------------------------------------------------------------------------------------------
# A Python judge fed the same decisions as a table: judge gives the same figures.

def decide(premise, hypothesis):
    """A deterministic score for a pair (any function of the texts will do)."""
    return (zlib.crc32((premise + "\x00" + hypothesis).encode()) % 1001) / 1000


class Recorder:
    identity = "crc-judge-v1"

    def __init__(self):
        self.pairs = {}

    def __call__(self, premises, hypotheses):
        out = []
        for p, h in zip(premises, hypotheses):
            self.pairs[(p, h)] = decide(p, h)
            out.append(decide(p, h))
        return out


def write_table(pairs, path):
    with open(path, "w") as f:
        for (p, h), prob in pairs.items():
            f.write(json.dumps({"premise": p, "hypothesis": h, "prob": prob}) + "\n")


def scores_only(summary):
    """The summary without what names the judge (identity, note, statistics) or the input."""
    s = without_input(summary)
    info = s.get("citeval", {})
    for k in ("judge", "judges", "judge_stats", "judge_note", "judge_approximation"):
        info.pop(k, None)
    return s


@pytest.mark.parametrize("benchmark, path, kwargs", [
    ("alce", EXAMPLES / "alce_asqa.json", {"dataset": "asqa"}),
    ("alce", EXAMPLES / "alce_eli5.json", {"dataset": "eli5"}),
    ("aliice", ALIICE_FILE, {}),
    ("longbench-cite", LONGCITE_FILE, {"need_citation_judge": "always"}),
])
def test_python_judge_equals_table_judge(cli, tmp_path, benchmark, path, kwargs):
    rec = Recorder()
    r_py = citeval.evaluate(benchmark, str(path), judge=rec, **kwargs)
    assert rec.pairs, "the judge was asked nothing"
    table = tmp_path / "decisions.jsonl"
    write_table(rec.pairs, table)
    r_table = citeval.evaluate(benchmark, str(path), judge=f"table:{table}", **kwargs)
    assert scores_only(r_py.summary) == scores_only(r_table.summary)
    assert r_py.summary["citeval"].get("judge", "python:crc-judge-v1").startswith("python:")
    # and the CLI with that table agrees
    args = ["--judge", f"table:{table}"] + (["--need-citation-judge", "always"] if benchmark == "longbench-cite" else [])
    cli_summary, _, _ = cli_eval(benchmark, path, tmp_path, *args)
    assert scores_only(cli_summary) == scores_only(r_py.summary)


@pytest.mark.parametrize("benchmark, path, kwargs", [
    ("alce", EXAMPLES / "alce_asqa.json", {"dataset": "asqa"}),
    ("aliice", ALIICE_FILE, {}),
    ("longbench-cite", LONGCITE_FILE, {"need_citation_judge": "always"}),
])
def test_raising_judge_gives_judge_errors_and_a_finished_run(benchmark, path, kwargs):
    def broken(premises, hypotheses):
        raise RuntimeError("CUDA out of memory")

    r = citeval.evaluate(benchmark, str(path), judge=citeval.Judge(broken, identity="broken"), retries=1, **kwargs)
    assert r.exit_code == 1
    text = json.dumps(r.summary)
    assert "CUDA out of memory" in text
    stats = r.summary["citeval"]["judge_stats"]
    assert stats["errors"] > 0


def test_python_judge_cache(tmp_path):
    calls = []

    def fn(ps, hs):
        calls.append(len(ps))
        return [decide(p, h) for p, h in zip(ps, hs)]

    path = str(EXAMPLES / "alce_asqa.json")
    cache = tmp_path / "j.sqlite"
    a = citeval.evaluate_alce(path, judge=citeval.Judge(fn, identity="crc"), cache=cache)
    n = sum(calls)
    b = citeval.evaluate_alce(path, judge=citeval.Judge(fn, identity="crc"), cache=cache)
    assert sum(calls) == n and n > 0  # the second run judged nothing
    assert b.summary["citeval"]["judge_stats"]["cache_hits"] > 0
    assert scores_only(a.summary) == scores_only(b.summary)


def test_state_merge_and_pickle():
    import pickle
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    whole = citeval.evaluate_alce(items, dataset="asqa")
    ev1 = citeval.Evaluator("alce", {"dataset": "asqa", "input": "<python>"})
    ev1.evaluate(items[:1], 0)
    ev2 = citeval.Evaluator("alce", {"dataset": "asqa", "input": "<python>"})
    ev2.evaluate(items[1:], 1)
    s = pickle.loads(pickle.dumps(ev1.state()))
    s.merge(pickle.loads(pickle.dumps(ev2.state())))
    merged = citeval.EvalResult(s)
    assert scores_only(merged.summary) == scores_only(whole.summary)
    other = citeval.Evaluator("alce", {"dataset": "asqa", "input": "<python>", "at_most_citations": 1})
    with pytest.raises(ValueError):
        s.merge(other.state())


def test_longbench_cite_python_need_citation_judge_equals_table(tmp_path):
    support, need = Recorder(), Recorder()
    need.identity = "crc-need-v1"
    items = read_jsonl(LONGCITE_FILE)
    r_py = citeval.evaluate_longbench_cite(items, judge=support, need_citation_judge=need)
    assert need.pairs, "no uncited statement was asked about"
    write_table(support.pairs, tmp_path / "support.jsonl")
    write_table(need.pairs, tmp_path / "need.jsonl")
    r_table = citeval.evaluate_longbench_cite(items, judge=f"table:{tmp_path / 'support.jsonl'}",
                                              need_citation_judge=f"table:{tmp_path / 'need.jsonl'}")
    assert scores_only(r_py.summary) == scores_only(r_table.summary)
    assert r_py.summary["avg_citation_recall"] is not None


def test_keyboard_interrupt_stops_an_evaluation():
    calls = []

    def stop(premises, hypotheses):
        calls.append(len(premises))
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        citeval.evaluate_alce(str(EXAMPLES / "alce_asqa.json"), judge=citeval.Judge(stop, identity="stop"), retries=5)
    assert len(calls) == 1  # not retried: the remaining pairs fail without calling Python again


def test_the_gil_is_released_while_the_engine_works(tmp_path):
    import threading
    import time
    items = load_alce_items(EXAMPLES / "alce_asqa.json")
    many = [dict(it, output=it["output"] + f" Copy {k}.") for k in range(500) for it in items]
    f = tmp_path / "many_asqa.json"
    f.write_text(json.dumps(many))
    window = []

    def work():
        t0 = time.perf_counter()
        citeval.evaluate_alce(str(f), detail=False)  # all in C++: the streaming pipeline
        window.extend([t0, time.perf_counter()])

    samples = []
    t = threading.Thread(target=work)
    t.start()
    while t.is_alive():
        samples.append(time.perf_counter())
    t.join()
    t0, t1 = window
    inside = [s for s in samples if t0 + 0.02 < s < t1 - 0.02]
    # With the GIL held for the whole call this thread could not run at all inside the window.
    assert t1 - t0 > 0.1 and len(inside) > 100


def test_mauve_on_given_features_and_aliice_correctness_equal_cli(cli, tmp_path):
    """MAUVE on given features and ALiICE's eval.py fields give the CLI's figures (the model
    featurizers: test_models.py)."""
    np = pytest.importorskip("numpy")
    path = EXAMPLES / "alce_asqa.json"
    rng = np.random.default_rng(7)
    q, p = tmp_path / "q.npy", tmp_path / "p.npy"
    np.save(q, rng.normal(size=(4, 6)).astype(np.float32))
    np.save(p, rng.normal(size=(4, 6)).astype(np.float32) + 0.5)
    files = ["--mauve-features", str(q), "--reference-features", str(p), "--mauve-threads", "1"]
    summary, _, _ = cli_eval("alce", path, tmp_path, *files)
    r = citeval.evaluate_alce(str(path), mauve_features=str(q), reference_features=str(p), mauve_threads=1)
    assert r.summary == summary and summary["mauve"] is not None
    r2 = citeval.evaluate_alce(load_alce_items(path), dataset="asqa", mauve_features=str(q),
                               reference_features=str(p), mauve_threads=1)
    assert r2.summary["mauve"] == summary["mauve"]
    summary, _, _ = cli_eval("aliice", path, tmp_path, "--dataset", "asqa", "--aliice-reference-keys", *files)
    r = citeval.evaluate_aliice(load_alce_items(path), dataset="asqa", aliice_reference_keys=True,
                                mauve_features=str(q), reference_features=str(p), mauve_threads=1, input=str(path))
    assert r.summary == summary
    assert {"avg_length", "length_std", "str_em", "str_hit", "std_em", "mauve", "cv"} <= set(summary)


def _outage_items():
    """Three cited ASQA items and one uncited (issue 21's reproduction)."""
    items = [{"question": "q", "output": f"{fact[:-1]} [1].", "docs": [{"title": "T", "text": fact}],
              "qa_pairs": [{"short_answers": ["first"]}]}
             for fact in ("Alpha is first.", "Beta is second.", "Gamma is third.")]
    items.append({"question": "q", "output": "I do not know.", "docs": [{"title": "T", "text": "Delta."}],
                  "qa_pairs": [{"short_answers": ["first"]}]})
    return items


def test_out_of_range_probability_is_a_judge_error_and_the_figure_partial():
    # 1.5 is neither 0 nor clamped to 1: the pair is a judge error, its item left out, the
    # figures marked partial, and exit_code 1 unless max_judge_error_rate accepts the share lost.
    def judge(premises, hypotheses):
        return [1.5 if "Gamma" in h else 1.0 for h in hypotheses]

    j = citeval.Judge(judge, identity="gamma-1.5")
    r = citeval.evaluate_alce(_outage_items(), dataset="asqa", judge=j, retries=0)
    assert r.exit_code == 1
    assert r.summary["citation_rec"] == pytest.approx(200 / 3, rel=1e-12)  # 2 supported of 3 scored
    assert r.summary["citeval"]["partial"]["citation_rec"] == {
        "items_used": 3, "items_evaluated": 4, "judge_error_items": 1, "judge_error_rate": 0.25}
    assert "not a score in [0, 1]" in json.dumps(r.summary)
    assert any("citation_rec, citation_prec are partial" in w for w in r.warnings)
    accepted = citeval.evaluate_alce(_outage_items(), dataset="asqa", judge=j, retries=0, max_judge_error_rate=0.25)
    assert accepted.exit_code == 0
    assert accepted.summary["citation_rec"] == r.summary["citation_rec"]
    assert accepted.summary["citeval"]["max_judge_error_rate"] == 0.25
    # The accepted rate travels with the state (to_json, merge: Dask's path).
    assert citeval.EvalState.from_json(accepted.state.to_json()).exit_code == 0
    with pytest.raises(ValueError):
        citeval.evaluate_alce(_outage_items(), dataset="asqa", judge=j, max_judge_error_rate=2)


def test_judge_outage_gives_no_figure():
    # Every judged pair fails: the uncited answer alone (recall 0 without a judge) is no figure.
    def down(premises, hypotheses):
        raise ConnectionError("connection refused")

    r = citeval.evaluate_alce(_outage_items(), dataset="asqa", judge=citeval.Judge(down, identity="down"), retries=0,
                              max_judge_error_rate=1)
    assert r.exit_code == 1
    assert r.summary["citation_rec"] is None and r.summary["citation_prec"] is None
    reason = r.summary["citeval"]["undefined"]["citation_rec"]
    assert reason.startswith("computed from no judged item") and "connection refused" in reason
    assert "partial" not in r.summary["citeval"]
    assert citeval.EvalState.from_json(r.state.to_json()).exit_code == 1
