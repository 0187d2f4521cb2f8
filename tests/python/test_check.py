"""citeval.check (and citeval.dask.check): the figures and records of `citeval check`, from a path,
a list of dicts, a DataFrame and a Dask bag, with the CLI's options as keywords."""
import json

import pytest

import citeval
from conftest import EXAMPLES, TEST_DATA, needs_api, run_cli, without_input

pytestmark = needs_api

ANSWERS = EXAMPLES / "check_answers.jsonl"


def cli_check(tmp_path, path, *args):
    n = len(list(tmp_path.glob("s*.json")))
    out, detail = tmp_path / f"s{n}.json", tmp_path / f"d{n}.jsonl"  # a fresh detail each run
    r = run_cli("check", path, "-o", out, "--detail", detail, "-q", *args)
    records = [json.loads(l) for l in detail.read_text().splitlines() if l.strip()][1:]  # after the header
    return json.loads(out.read_text()), records, r.returncode


def records():
    return [json.loads(l) for l in ANSWERS.read_text().splitlines() if l.strip()]


def test_path_list_and_dataframe_equal_the_cli(cli, tmp_path):
    summary, detail, code = cli_check(tmp_path, ANSWERS)
    assert summary["citation_rec"] == 75.0 and code == 0
    r = citeval.check(str(ANSWERS))
    assert r.summary == summary
    assert r.items == detail
    assert r.exit_code == 0
    r2 = citeval.check(records())
    assert without_input(r2.summary) == without_input(summary)
    assert r2.summary["citeval"]["input"] == "<python>"
    assert r2.items == detail
    pd = pytest.importorskip("pandas")
    r3 = citeval.check(pd.DataFrame(records()))
    assert without_input(r3.summary) == without_input(summary)


def test_options_are_keywords_as_the_cli_flags(cli, tmp_path):
    summary, _, _ = cli_check(tmp_path, ANSWERS, "--citation-style", "brackets")
    r = citeval.check(records(), citation_style="brackets")
    assert without_input(r.summary) == without_input(summary)
    assert r.summary["citeval"]["marks_not_read"] == {"marks": 1, "answers": 1}
    assert any("of another style than the one asked for (brackets)" in w for w in r.warnings)
    # A provider response from a path, with the snapshots folder.
    path = TEST_DATA / "answers" / "anthropic.json"
    s2, d2, _ = cli_check(tmp_path, path)
    r2 = citeval.check(str(path))
    assert r2.summary == s2 and r2.items == d2
    assert d2[0]["format"] == "anthropic"
    with pytest.raises(TypeError, match="dataset"):
        citeval.check(records(), dataset="asqa")
    with pytest.raises(ValueError, match="citation_style"):
        citeval.check(records(), citation_style="latex")
    # An answer mixing two styles is left out, and the warning names the keyword as Python spells it.
    mixed = {"id": "m", "answer": "A [1]. B [^2].", "sources": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]}
    r4 = citeval.check(records() + [mixed])
    assert r4.summary["citeval"]["items_skipped"] == 1
    assert any("say which to read with citation_style= (auto reads" in w for w in r4.warnings), r4.warnings


def test_a_python_judge_reads_a_path_with_the_options():
    calls = []

    def judge(premises, hypotheses):
        calls.extend(hypotheses)
        return [1.0] * len(hypotheses)

    r = citeval.check(str(ANSWERS), judge=citeval.Judge(judge, identity="always"), citation_style="brackets")
    assert r.summary["citeval"]["marks_not_read"]["marks"] == 1
    assert r.summary["citation_rec"] is not None
    assert calls


def test_dask_check_equals_one_run():
    pytest.importorskip("dask")
    import dask.bag as db
    import citeval.dask

    one = citeval.check(records())
    r = citeval.dask.check(db.from_sequence(records(), npartitions=2))
    for s in (one.summary, r.summary):
        s["citeval"].pop("judge_stats")  # two partitions, two sessions
    assert without_input(r.summary) == without_input(one.summary)
