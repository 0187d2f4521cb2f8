"""resume= (issue "One benchmark layer", item 1: Python gets the driver's resume): a detail file
written as records are judged, and a later call that goes on from it, as `citeval eval --detail`."""
import json

import pytest

import citeval
from conftest import DATA, EXAMPLES, needs_api

pytestmark = needs_api

LONGCITE_FILE = DATA / "longcite_small.jsonl"
LBC = dict(judge="lexical", need_citation_judge="always", cache=False)


def lines(path):
    return [json.loads(l) for l in path.read_text().splitlines() if l.strip()]


def without_stats(summary):
    s = json.loads(json.dumps(summary))
    s["citeval"].pop("judge_stats", None)
    s["citeval"].pop("judges_stats", None)
    return s


def requests(summary):
    info = summary["citeval"]
    stats = info.get("judge_stats") or info["judges_stats"]["support"]
    return stats["requests"]


def test_longbench_cite_resumes_from_a_cut_detail_file(tmp_path):
    detail = tmp_path / "d.jsonl"
    full = citeval.evaluate_longbench_cite(str(LONGCITE_FILE), resume=detail, **LBC)
    assert requests(full.summary) > 0
    written = lines(detail)
    assert "citeval_detail" in written[0] and len(full.items) == len(written) - 1
    # Everything is there: nothing is judged again, the same figures.
    again = citeval.evaluate_longbench_cite(str(LONGCITE_FILE), resume=detail, **LBC)
    assert requests(again.summary) == 0
    assert without_stats(again.summary) == without_stats(full.summary)
    # A run killed after its first record: only the rest is judged.
    detail.write_text("\n".join(json.dumps(r) for r in written[:2]) + "\n")
    cut = citeval.evaluate_longbench_cite(str(LONGCITE_FILE), resume=detail, **LBC)
    assert 0 < requests(cut.summary) < requests(full.summary)
    assert without_stats(cut.summary) == without_stats(full.summary)
    assert len(cut.items) == len(full.items)
    # Other options: refused, naming what differs; restart=True starts over.
    with pytest.raises(Exception, match="another run"):
        citeval.evaluate_longbench_cite(str(LONGCITE_FILE), resume=detail, max_statements=3, **LBC)
    fresh = citeval.evaluate_longbench_cite(str(LONGCITE_FILE), resume=detail, restart=True, max_statements=3, **LBC)
    assert requests(fresh.summary) > 0


def test_check_items_from_python_resume_too(tmp_path):
    records = [json.loads(l) for l in (EXAMPLES / "check_answers.jsonl").read_text().splitlines() if l.strip()]
    detail = tmp_path / "c.jsonl"
    first = citeval.check(records, resume=detail, cache=False)
    second = citeval.check(records, resume=detail, cache=False)
    assert requests(first.summary) == 6 and requests(second.summary) == 0
    assert without_stats(second.summary) == without_stats(first.summary)
    assert second.items == first.items
    assert without_stats(first.summary) == without_stats(citeval.check(records, cache=False).summary)


def test_a_python_judge_cannot_resume(tmp_path):
    judge = citeval.Judge(lambda p, h: [1.0] * len(h), identity="one")
    with pytest.raises(ValueError, match="resume= needs the judges as specs"):
        citeval.check(str(EXAMPLES / "check_answers.jsonl"), judge=judge, resume=tmp_path / "d.jsonl")
