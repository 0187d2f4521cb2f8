"""Issue 20: the library names options neutrally (`no_rouge`, `dataset=asqa`) and Python shows them
as keywords (no_rouge=True, dataset='asqa') in the table, warnings and errors. The summary dict
stays exactly what `citeval eval -o` writes (test_eval.py holds the two equal). The CLI's spelling
of the same texts is checked by its own tests, whose expectations are unchanged."""
import json
import re

import pytest

import citeval
from conftest import DATA, EXAMPLES, needs_api

pytestmark = needs_api

ASQA = str(EXAMPLES / "alce_asqa.json")
OUR_FLAG = re.compile(r"--(no-|dataset|citation-syntax|reference|restart|detail|max-judge)")


def test_the_table_names_the_keyword():
    r = citeval.evaluate_alce(ASQA, judge="lexical", no_rouge=True, cache=False)
    assert "rougeLsum                 -  (not computed (no_rouge=True))\n" in r.table
    assert "--no-rouge" not in r.table
    # The summary dict is exactly what `citeval eval -o` writes (the CLI's spelling).
    assert r.summary["citeval"]["undefined"]["rougeLsum"] == "not computed (--no-rouge)"


def test_warnings_name_the_keywords(tmp_path):
    items = json.loads((EXAMPLES / "alce_asqa.json").read_text())
    for item in items if isinstance(items, list) else items["data"]:
        item["output"] = "First line.\nSecond line [1]."
    path = tmp_path / "asqa_lines.json"
    path.write_text(json.dumps(items))
    r = citeval.evaluate_alce(str(path), dataset="asqa", judge="lexical", cache=False)
    assert ("WARNING: 4 of 4 outputs lost the text after their first line, which is not scored (ALCE's eval.py "
            "scores the first line only; no_truncate=True scores the whole output)") in r.warnings
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
