"""Issue 20: the library names options neutrally (`no_rouge`, `dataset=asqa`) and Python shows them
as keywords (no_rouge=True, dataset='asqa'), never as the CLI's --flags: in undefined reasons,
notes, the table, warnings and errors. The CLI's spelling of the same texts is checked by its own
tests, whose expectations are unchanged."""
import json
import re

import pytest

import citeval
from conftest import DATA, EXAMPLES, needs_api

pytestmark = needs_api

ASQA = str(EXAMPLES / "alce_asqa.json")
OUR_FLAG = re.compile(r"--(no-|dataset|citation-syntax|reference|restart|detail|max-judge)")


def strings(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from strings(v)
    elif isinstance(x, str):
        yield x


def test_an_undefined_reason_names_the_keyword():
    r = citeval.evaluate_alce(ASQA, judge="lexical", no_rouge=True, cache=False)
    assert r.summary["citeval"]["undefined"]["rougeLsum"] == "not computed (no_rouge=True)"
    assert "rougeLsum                 -  (not computed (no_rouge=True))\n" in r.table
    assert "--no-rouge" not in r.table


def test_notes_name_the_keywords():
    r = citeval.evaluate_aliice(ASQA, judge="lexical", cache=False)
    info = r.summary["citeval"]
    assert info["correctness"]["note"] == ("no dataset given (dataset='asqa|eli5'): length only, as eval.py without "
                                           "--correctness")  # eval.py's own flag, quoted
    assert info["correctness"]["output"] == "first line, as ALCE (no_truncate=True: the whole output, as ALiICE's eval.py)"
    assert info["outputs"]["citation_marks_looked_for"] == "[1], [1, 2], [1-3] (citation_syntax='all')"
    assert not [s for s in strings(r.summary) if OUR_FLAG.search(s)]


def test_warnings_name_the_keywords(tmp_path):
    items = json.loads((EXAMPLES / "alce_asqa.json").read_text())
    for item in items if isinstance(items, list) else items["data"]:
        item["output"] = "First line.\nSecond line [1]."
    path = tmp_path / "asqa_lines.json"
    path.write_text(json.dumps(items))
    r = citeval.evaluate_alce(str(path), dataset="asqa", judge="lexical", cache=False)
    assert ("WARNING: 4 of 4 outputs lost the text after their first line, which is not scored (ALCE's eval.py "
            "scores the first line only; no_truncate=True scores the whole output)") in r.warnings
    reason = r.summary["citeval"]["undefined"]["citation_rec"]
    assert "(looked for [1], [1, 2], [1-3] (citation_syntax='all') in 4 outputs;" in reason
    assert not [w for w in r.warnings if OUR_FLAG.search(w)]


def test_an_error_names_the_keyword():
    with pytest.raises(ValueError, match=re.escape("this looks like an ASQA file (pass dataset='asqa')")):
        citeval.evaluate_alce(ASQA, dataset="eli5", judge="lexical", cache=False)


def test_a_refused_resume_names_restart_and_resume(tmp_path):
    detail = tmp_path / "d.jsonl"
    lbc = dict(judge="lexical", need_citation_judge="always", cache=False, resume=detail)
    citeval.evaluate_longbench_cite(str(DATA / "longcite_small.jsonl"), **lbc)
    with pytest.raises(ValueError) as e:
        citeval.evaluate_longbench_cite(str(DATA / "longcite_small.jsonl"), reference_aggregation=True, **lbc)
    assert str(e.value).endswith(
        "score_scale: 100 in the detail, 1 now (reference_aggregation=True writes eval_cite.py's fractions; a detail "
        "of percentages resumes only a run without it). It cannot be resumed: rerun with restart=True to start over "
        "(the file is rewritten), or give another resume= file"), str(e.value)
