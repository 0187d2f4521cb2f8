"""EvalResult.report(): the HTML page of a result, the one `citeval report` writes of the same
run's detail and summary (from a path, with its passages; from a list of dicts; LongBench-Cite)."""
import json

from conftest import DATA, EXAMPLES, cli_eval, load_alce_items, needs_api

import citeval

pytestmark = needs_api


def page_model(path):
    s = path.read_text(encoding="utf-8")
    open_ = '<script type="application/json" id="citeval-data">'
    b = s.index(open_) + len(open_)
    m = json.loads(s[b:s.index("</script>", b)])
    m["header"].pop("detail")  # the file names differ
    m["header"].pop("summary", None)
    return m


def test_report_of_a_path_equals_the_cli_page(cli, tmp_path):
    path = EXAMPLES / "alce_asqa.json"
    cli_eval("alce", path, tmp_path, "--judge", "lexical")
    cli("report", tmp_path / "cli_detail.jsonl", "--summary", tmp_path / "cli_summary.json", "--input", path,
        "--seed", "3", "-o", tmp_path / "cli.html")
    r = citeval.evaluate_alce(str(path), judge="lexical")
    r.report(tmp_path / "py.html", input=path, seed=3)
    want, got = page_model(tmp_path / "cli.html"), page_model(tmp_path / "py.html")
    assert got == want
    assert got["header"]["passages"] is True
    assert len(got["items"]) == 4 and all("pi" in it for it in got["items"])
    assert [c["value"] for c in got["cards"]] == [r.summary[c["key"]] for c in got["cards"]]
    assert got["cards"][1]["ci"] is not None  # citation_prec's interval


def test_report_of_items_and_of_longbench_cite(tmp_path):
    r = citeval.evaluate_alce(load_alce_items(EXAMPLES / "alce_eli5.json"), dataset="eli5")
    r.report(tmp_path / "eli5.html", bootstrap=0)
    m = page_model(tmp_path / "eli5.html")
    assert m["header"]["benchmark"] == "alce"
    # No input given: the page's notes say how to give it, in Python's spelling.
    assert m["header"]["passages_note"] == ("The detail file holds no passages: call report() with input= "
                                            "(the evaluated file) to see the cited passages.")
    assert m["header"]["input_hint"] == "call report() with input=FILE"
    assert len(m["items"]) == len(r.items)
    assert all(c["ci"] is None for c in m["cards"])
    assert {c["key"]: c["value"] for c in m["cards"] if c["value"] is not None} == {
        k: v for k, v in r.summary.items() if k in {c["key"] for c in m["cards"]} and v is not None}
    # LongBench-Cite from a path: the detail's header says its scale, the cards are the summary's.
    lc = citeval.evaluate_longbench_cite(str(DATA / "longcite_small.jsonl"), judge="lexical",
                                         need_citation_judge="always")
    lc.report(tmp_path / "lc.html")
    m = page_model(tmp_path / "lc.html")
    assert m["header"]["benchmark"] == "longbench-cite"
    for c in m["cards"]:
        assert c["value"] == lc.summary[c["key"]], c["key"]
        assert "ci_note" not in c, c  # the records reproduce every figure: on the same scale
    # From a list of dicts (no header line in the records): the same cards.
    items = [json.loads(l) for l in (DATA / "longcite_small.jsonl").read_text().splitlines() if l.strip()]
    lc2 = citeval.evaluate_longbench_cite(items, judge="lexical", need_citation_judge="always")
    lc2.report(tmp_path / "lc2.html")
    assert page_model(tmp_path / "lc2.html")["cards"] == m["cards"]


def test_report_needs_records(tmp_path):
    r = citeval.evaluate_alce(str(EXAMPLES / "alce_asqa.json"), judge="lexical", detail=False)
    try:
        r.report(tmp_path / "x.html")
    except ValueError as e:
        assert "detail=True" in str(e)
    else:
        raise AssertionError("no ValueError")
    assert not (tmp_path / "x.html").exists()


def _report_through_files(r, d, out, input=None, seed=0):
    """The page as report() made it before: the same records and summary written to files named
    detail.jsonl and summary.json, then citeval report."""
    import os
    from citeval import _citeval
    (d / "detail.jsonl").write_bytes(b"".join(r._detail_pieces()))
    with open(d / "summary.json", "w", encoding="utf-8") as f:
        json.dump(r.summary, f)
    _citeval.write_run_report(str(d / "detail.jsonl"), str(d / "summary.json"),
                              "" if input is None else os.fspath(input), str(out), 1000, seed, 0.95)


def test_report_from_memory_equals_the_page_of_the_records_written_out(tmp_path, monkeypatch):
    import tempfile
    path = EXAMPLES / "alce_asqa.json"
    a = citeval.evaluate_alce(str(path), judge="lexical")
    items = [json.loads(l) for l in (DATA / "longcite_small.jsonl").read_text().splitlines() if l.strip()]
    lc = citeval.evaluate_longbench_cite(items, judge="lexical", need_citation_judge="always")
    lcp = citeval.evaluate_longbench_cite(str(DATA / "longcite_small.jsonl"), judge="lexical",
                                          need_citation_judge="always")
    for name, r, inp in (("alce", a, path), ("lc", lc, None), ("lcp", lcp, None)):
        d = tmp_path / name
        d.mkdir()
        _report_through_files(r, d, d / "files.html", input=inp, seed=3)
        # report() writes nothing but the page: no temporary folder or file.
        with monkeypatch.context() as m:
            m.setattr(tempfile, "TemporaryDirectory", None)
            m.setattr(tempfile, "mkdtemp", None)
            r.report(d / "memory.html", input=inp, seed=3)
        assert (d / "memory.html").read_bytes() == (d / "files.html").read_bytes(), name
        assert sorted(p.name for p in d.iterdir()) == ["detail.jsonl", "files.html", "memory.html", "summary.json"]
