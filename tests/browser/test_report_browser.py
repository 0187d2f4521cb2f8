"""The HTML report in a real browser (headless Chromium through Selenium, pages opened as file://).

Reports are made by the citeval binary from the bundled examples (ALCE, ALiICE, LongBench-Cite,
a meta-evaluation on WiCE labels, a comparison) and checked as a reader sees them: the figures
shown equal the summary JSON, the highlighted statements equal the detail's, a filter and a
citation click do what they say, a hostile answer stays text, and no request leaves the page.
Screenshots go to $CITEVAL_ARTIFACTS. Run through run_browser_tests.py (CTest: browser_report); the
browser (the `driver` fixture) is in conftest.py.
"""
import json
import os
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By

BIN = os.environ["CITEVAL_BIN"]
SRC = os.environ["CITEVAL_SRC"]
SHARED = os.environ.get("CITEVAL_SHARED", "")
ART = os.environ["CITEVAL_ARTIFACTS"]
HOSTILE = ('<script>window.__pwned = 1</script><img src="http://127.0.0.1:9/x.png" onerror="window.__pwned = 2">'
           '</textarea></script>\u2028<b>bold?</b> & [1]')


def citeval(*args, ok=(0,)):
    r = subprocess.run([BIN, *args], capture_output=True, text=True)
    assert r.returncode in ok, (args, r.returncode, r.stderr)
    return r


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="session")
def work():
    with tempfile.TemporaryDirectory(prefix="citeval_browser_") as d:
        yield d


def open_page(driver, path, name):
    """Opens the page, waits until drawn, saves a screenshot, and checks that the only request was the file."""
    driver.get_log("performance")  # drop earlier entries
    url = "file://" + os.path.abspath(path)
    driver.get(url)
    assert driver.execute_script("return document.body.getAttribute('data-ready')") == "1"
    assert driver.find_elements(By.ID, "error") == [], driver.find_element(By.ID, "error").text
    driver.save_screenshot(os.path.join(ART, name + ".png"))
    requests = []
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg["method"] == "Network.requestWillBeSent":
            requests.append(msg["params"]["request"]["url"])
    assert requests and all(u == url for u in requests), requests
    # The page's own account: no resource was fetched after the document.
    assert driver.execute_script("return performance.getEntriesByType('resource').length") == 0
    severe = [l for l in driver.get_log("browser") if l["level"] == "SEVERE"]
    assert severe == [], severe
    return url


def cards(driver):
    return {c.get_attribute("data-key"): c for c in driver.find_elements(By.CSS_SELECTOR, "#cards .card")}


def alce_outcome(st):
    if st["status"] in ("no_citation", "out_of_range"):
        return "uns"
    if st["status"] != "judged" or not (st.get("joint") or {}).get("ok"):
        return "nj"
    return "sup" if st["recall"] == 1 else "uns"


def unit_texts(driver, item_key):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.item[data-key=\"' + arguments[0] + '\"] .unit'))"
        ".map(u => [u.getAttribute('data-out'), u.querySelector('.utext').textContent])", str(item_key))


@pytest.fixture(scope="session")
def alce(work):
    """ASQA and ELI5 with the lexical judge; ASQA's report with --input (passages)."""
    out = {}
    for ds in ("asqa", "eli5"):
        inp = os.path.join(SRC, "examples", "alce_%s.json" % ds)
        s, d, h = (os.path.join(work, "%s.%s" % (ds, e)) for e in ("summary.json", "detail.jsonl", "html"))
        citeval("eval", "alce", "--input", inp, "--judge", "lexical", "-q", "-o", s, "--detail", d)
        citeval("report", d, "--summary", s, "--input", inp, "-o", h)
        out[ds] = (inp, s, d, h)
    return out


def test_alce_figures_and_statements(driver, alce):
    for ds, (inp, s, d, h) in alce.items():
        open_page(driver, h, "alce_" + ds)
        summary, detail = read_json(s), read_jsonl(d)
        shown = cards(driver)
        expected = {k: v for k, v in summary.items() if k != "citeval" and isinstance(v, (int, float))}
        # A null figure (ELI5's rougeLsum: no reference) is a card saying why, never a number.
        undefined = {k: why for k, why in summary["citeval"].get("undefined", {}).items() if summary.get(k, 0) is None}
        assert set(shown) == set(expected) | set(undefined)
        for k, why in undefined.items():
            assert shown[k].find_element(By.CLASS_NAME, "value").text == "undefined", k
            assert shown[k].find_element(By.CLASS_NAME, "ci").text == why, k
        for k, v in expected.items():
            assert float(shown[k].get_attribute("data-value")) == v, k
            assert shown[k].find_element(By.CLASS_NAME, "value").text == "%.2f" % v, k
            assert "95% CI [" in shown[k].find_element(By.CLASS_NAME, "ci").text, k
        assert "APPROXIMATION" in driver.find_element(By.ID, "approx").text
        assert driver.find_element(By.CSS_SELECTOR, "[data-count='items read'] b").text == str(summary["citeval"]["items_read"])
        for rec in detail:
            got = unit_texts(driver, rec["position"])
            assert got == [[alce_outcome(st), st["text"]] for st in rec["statements"]], rec["position"]


def test_alce_filter_search_and_citation_click(driver, alce):
    inp, s, d, h = alce["eli5"]
    open_page(driver, h, "alce_eli5_filtered")
    detail = read_jsonl(d)
    shown = driver.find_element(By.ID, "shown")
    assert shown.get_attribute("data-count") == str(len(detail))
    with_unsupported = [r["position"] for r in detail if any(alce_outcome(st) == "uns" for st in r["statements"])]
    assert 0 < len(with_unsupported) < len(detail), "the example must make the filter meaningful"
    driver.find_element(By.ID, "f-unsup").click()
    assert shown.get_attribute("data-count") == str(len(with_unsupported))
    keys = [int(e.get_attribute("data-key")) for e in driver.find_elements(By.CSS_SELECTOR, "#items .item")]
    assert keys == with_unsupported
    driver.save_screenshot(os.path.join(ART, "alce_eli5_only_unsupported.png"))
    driver.find_element(By.ID, "f-unsup").click()
    # Search: one question's words find that item only.
    items = read_json(inp)["data"]
    q = items[2]["question"]
    box = driver.find_element(By.ID, "f-q")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('search'))", box,
                          q.upper())
    assert shown.get_attribute("data-count") == "1"
    assert driver.find_element(By.CSS_SELECTOR, "#items .item").get_attribute("data-key") == "2"
    # A citation click shows the cited passage of the input.
    first = driver.find_element(By.CSS_SELECTOR, "#items .item button.cite")
    doc_id = int(first.get_attribute("data-doc"))
    assert not driver.find_element(By.ID, "passage").is_displayed()
    first.click()
    panel = driver.find_element(By.ID, "passage")
    assert panel.is_displayed()
    doc = items[2]["docs"][doc_id - 1]
    expected = doc["sent"] if "sent" in doc else doc["text"]
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == expected
    assert doc["title"] in panel.find_element(By.CLASS_NAME, "ptitle").text
    driver.save_screenshot(os.path.join(ART, "alce_eli5_citation_click.png"))


def test_sort_by_score(driver, alce):
    inp, s, d, h = alce["eli5"]
    open_page(driver, h, "alce_eli5_sorted")
    detail = read_jsonl(d)
    driver.execute_script("var s = document.getElementById('sort'); s.value = 'citation_prec:1'; s.dispatchEvent(new Event('change'))")
    keys = [int(e.get_attribute("data-key")) for e in driver.find_elements(By.CSS_SELECTOR, "#items .item")]
    precs = [r["scores"]["citation_prec"] for r in sorted(detail, key=lambda r: keys.index(r["position"]))]
    assert precs == sorted(precs)


def test_passages_need_input(driver, alce, work):
    inp, s, d, h = alce["asqa"]
    bare = os.path.join(work, "asqa_bare.html")
    citeval("report", d, "--summary", s, "-o", bare)
    open_page(driver, bare, "alce_asqa_without_input")
    assert "--input" in driver.find_element(By.ID, "passages-note").text
    driver.find_element(By.CSS_SELECTOR, "#items button.cite").click()
    # The panel's note takes the front end's wording from the page's header (input_hint).
    assert driver.find_element(By.CSS_SELECTOR, "#passage .ptext").text == (
        "The detail file holds no passages: make the report with --input FILE (the evaluated file) to see them.")


def test_hostile_answer_stays_text(driver, work):
    item = read_json(os.path.join(SRC, "examples", "alce_asqa.json"))["data"][0]
    item = dict(item, output=HOSTILE, question=HOSTILE)
    item["docs"] = [dict(item["docs"][0], title=HOSTILE, text=HOSTILE)] + item["docs"][1:]
    inp = os.path.join(work, "hostile_asqa.json")
    with open(inp, "w", encoding="utf-8") as f:
        json.dump({"data": [item]}, f)
    s, d, h = (os.path.join(work, "hostile." + e) for e in ("summary.json", "detail.jsonl", "html"))
    citeval("eval", "alce", "--dataset", "asqa", "--input", inp, "--judge", "lexical", "-q", "-o", s,
            "--detail", d, ok=(0, 1))
    citeval("report", d, "--summary", s, "--input", inp, "-o", h)
    open_page(driver, h, "hostile")  # also: the <img> was never requested
    assert driver.execute_script("return window.__pwned") is None
    assert driver.find_elements(By.CSS_SELECTOR, "#items img, #items b, #items textarea") == []
    assert driver.execute_script("return document.scripts.length") == 3  # the script and two data elements
    text = driver.execute_script("return document.querySelector('#items .item').textContent")
    assert "<script>window.__pwned = 1</script>" in text and "</textarea>" in text and "\u2028" in text
    assert driver.find_element(By.CSS_SELECTOR, "#items .q").text.startswith("<script>")
    driver.find_element(By.CSS_SELECTOR, "#items button.cite").click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == HOSTILE


def test_longbench_cite(driver, work):
    rows = [
        {"idx": 1, "dataset": "hotpotqa", "query": "What?", "context": "Alpha one. Beta two. Gamma three. Delta four.",
         "prediction": "<statement>Alpha one is true.<cite>[0-1]</cite></statement><statement>Beta two and Gamma."
                       "<cite>[2-2][3-3]</cite></statement><statement>Delta four<cite></cite></statement>"},
        {"idx": 2, "dataset": "multifieldqa_en", "query": "Why?",
         "context": "The sky is blue because of Rayleigh scattering. Grass is green.",
         "prediction": "<statement>The sky is blue because of scattering.<cite>[0-0]</cite></statement>"
                       "<statement>Grass is red.<cite>[1-1]</cite></statement>"},
    ]
    inp = os.path.join(work, "lc.jsonl")
    with open(inp, "w", encoding="utf-8") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    s, d, h = (os.path.join(work, "lc." + e) for e in ("summary.json", "detail.jsonl", "html"))
    citeval("eval", "longbench-cite", "--input", inp, "--judge", "lexical", "--need-citation-judge",
            "always", "-q", "-o", s, "--detail", d)
    citeval("report", d, "--summary", s, "-o", h)
    open_page(driver, h, "longbench_cite")
    summary, detail = read_json(s), [r for r in read_jsonl(d) if "citeval_detail" not in r]
    shown = cards(driver)
    for k in ("avg_citation_recall", "avg_citation_precision", "avg_citation_f1"):
        assert float(shown[k].get_attribute("data-value")) == summary[k]
        assert shown[k].find_element(By.CLASS_NAME, "value").text == "%.2f" % summary[k]  # ×100 already
    assert float(shown["citation_length"].get_attribute("data-value")) == summary["citation_length"]

    def outcome(st):
        if not st["citation"] and "need_citation" in st:
            return "uns" if st["need_citation"] > 0 else "nn"
        s = st["support_score"]
        return "sup" if s >= 1 else "part" if s > 0 else "uns"

    for r in detail:
        got = unit_texts(driver, r["position"])
        assert [g[0] for g in got] == [outcome(st) for st in r["statements"]]
        assert [g[1].split(" [")[0] for g in got] == [st["statement"] for st in r["statements"]]
    # The cited snippet is in the detail itself.
    driver.find_element(By.CSS_SELECTOR, ".item[data-key='1'] button.cite").click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == \
        detail[1]["statements"][0]["citation"][0]["cite"]
    # Dataset filter.
    driver.execute_script("var s = document.getElementById('f-ds'); s.value = 'hotpotqa'; s.dispatchEvent(new Event('change'))")
    assert driver.find_element(By.ID, "shown").get_attribute("data-count") == "1"


def test_aliice_claims(driver, work):
    inp = os.path.join(SRC, "tests", "data", "aliice", "eval_small.json")
    s, d, h = (os.path.join(work, "aliice." + e) for e in ("summary.json", "detail.jsonl", "html"))
    r = subprocess.run([BIN, "eval", "aliice", "--input", inp, "--judge", "lexical", "-q", "-o", s,
                        "--detail", d], capture_output=True, text=True)
    if r.returncode != 0 and "model" in r.stderr:
        pytest.skip("no parser model: " + r.stderr.strip())
    assert r.returncode == 0, r.stderr
    citeval("report", d, "--summary", s, "--input", inp, "-o", h)
    open_page(driver, h, "aliice")
    summary, detail = read_json(s), read_jsonl(d)
    shown = cards(driver)
    for k in ("citation_rec", "citation_prec", "citation_f1"):
        assert float(shown[k].get_attribute("data-value")) == summary[k]
    for rec in detail:
        got = unit_texts(driver, rec["position"])
        assert [g[0] for g in got] == [alce_outcome(u) for u in rec["units"]]
        assert [g[1].split(" [")[0] for g in got] == [u["hypothesis"] for u in rec["units"]]


def test_meta_report(driver, work):
    labels = os.path.join(SHARED, "data", "labels", "wice", "claim_dev.jsonl")
    if not os.path.exists(labels):
        pytest.skip("no WiCE labels at " + labels)
    cal, js, h = (os.path.join(work, n) for n in ("cal.json", "meta.json", "meta.html"))
    citeval("calibrate", "--labels", labels, "--judge", "lexical", "--no-cache", "-q", "-o", cal)
    citeval("meta", "--labels", labels, "--judge", "lexical", "--judge", "calibrated:" + cal, "--limit", "60",
            "--bootstrap", "200", "-q", "--json", js, "--report", h)
    open_page(driver, h, "meta")
    meta = read_json(js)
    for j in meta["judges"]:
        for key in ("pearson", "kendall", "auc_fs_ns", "ndcg@5"):
            cell = driver.find_element(By.CSS_SELECTOR, "#stats tr[data-stat='%s'] td[data-judge='%s']" % (key, j["judge"]))
            assert float(cell.get_attribute("data-value")) == j["report"][key]
            assert cell.text.startswith("%.3f [" % j["report"][key])
    rocs = driver.find_elements(By.CSS_SELECTOR, "svg.roc")
    assert len(rocs) == 2
    assert len(rocs[0].find_elements(By.CSS_SELECTOR, "path[data-pair]")) == 3
    assert len(driver.find_elements(By.CSS_SELECTOR, "svg.reliability")) == 1  # the calibrated judge only
    assert len(driver.find_elements(By.CSS_SELECTOR, "table.diff")) == 1


def test_compare(driver, alce, work):
    inp, s, d, h = alce["asqa"]
    # Run B: the same outputs, at most one citation a statement.
    sb, db = os.path.join(work, "asqa_b.summary.json"), os.path.join(work, "asqa_b.detail.jsonl")
    citeval("eval", "alce", "--input", inp, "--judge", "lexical", "--at-most-citations", "1", "-q", "-o", sb,
            "--detail", db, ok=(0, 1))
    out = os.path.join(work, "compare.html")
    citeval("report", "--compare", d, db, "--input", inp, "-o", out)
    open_page(driver, out, "compare")
    a, b = read_jsonl(d), read_jsonl(db)
    row = driver.find_element(By.CSS_SELECTOR, "#deltas tr[data-key='citation_rec']")
    mean = lambda rs: sum(r["scores"]["citation_rec"] for r in rs) / len(rs)  # per-item ×100
    assert abs(float(row.get_attribute("data-delta")) - (mean(a) - mean(b))) < 1e-9
    differing = sum(1 for x, y in zip(a, b) if x["scores"]["citation_rec"] != y["scores"]["citation_rec"]
                    or x["scores"]["citation_prec"] != y["scores"]["citation_prec"]
                    or [alce_outcome(s) for s in x["statements"]] != [alce_outcome(s) for s in y["statements"]])
    assert len(driver.find_elements(By.CSS_SELECTOR, "#pairs .pair")) == differing


def drawn_keys(driver):
    """The keys of the items the list holds once scrolled to its end (it draws 40 at a time; its
    own sentinel is the list's direct child `.more`: an item may hold a `.more` of its own).
    It waits until the list says nothing more is left to draw (60 s at most: a loaded machine
    can take seconds to run the scroll observer), never for a count that merely stopped growing."""
    import time
    for _ in range(300):
        # One script reads both: the observer may draw between two.
        keys, left = driver.execute_script("return [Array.from(document.querySelectorAll('#items .item'))"
                                           ".map(e => +e.getAttribute('data-key')),"
                                           " document.querySelector('#items > .more').textContent]")
        if not left:
            return keys
        driver.execute_script("window.scrollTo(0, 0); document.querySelector('#items > .more').scrollIntoView()")
        time.sleep(0.2)
    return keys


def test_large_run_shows_a_window_of_500(driver, work):
    """1,300 items: the list holds at most 500 of the items the filters keep, and the pager
    moves that window over all of them (filters run over every item, never only the window)."""
    base = read_json(os.path.join(SRC, "examples", "alce_asqa.json"))
    data = []
    for i in range(1300):
        item = json.loads(json.dumps(base["data"][i % len(base["data"])]))
        if i % 3 == 1:
            item["output"] = item["output"].replace("[3]", "[4]")
        item["question"] = "%s (copy %d)" % (item["question"], i)
        data.append(item)
    inp, s, d, h = (os.path.join(work, "large_asqa." + e) for e in ("json", "summary.json", "detail.jsonl", "html"))
    with open(inp, "w", encoding="utf-8") as f:
        json.dump({"args": base.get("args", {}), "data": data}, f)
    citeval("eval", "alce", "--input", inp, "--judge", "lexical", "-q", "-o", s, "--detail", d, "--report", h)
    open_page(driver, h, "large_run")
    detail = read_jsonl(d)
    assert driver.find_element(By.ID, "shown").get_attribute("data-count") == "1300"
    assert driver.find_element(By.ID, "pager").is_displayed()
    assert driver.find_element(By.ID, "pg-prev").get_attribute("disabled") is not None
    assert drawn_keys(driver) == list(range(500))
    driver.find_element(By.ID, "pg-next").click()
    assert driver.find_element(By.ID, "pg-where").get_attribute("data-start") == "500"
    assert drawn_keys(driver) == list(range(500, 1000))
    driver.find_element(By.ID, "pg-next").click()
    assert drawn_keys(driver) == list(range(1000, 1300))
    assert driver.find_element(By.ID, "pg-next").get_attribute("disabled") is not None
    # A citation of the last window opens its passage from the input.
    button = driver.find_element(By.CSS_SELECTOR, ".item[data-key='1297'] button.cite")
    doc = data[1297]["docs"][int(button.get_attribute("data-doc")) - 1]
    button.click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == doc["text"]
    # A filter runs over all 1,300 items and starts at the first window again.
    with_unsupported = [r["position"] for r in detail if any(alce_outcome(st) == "uns" for st in r["statements"])]
    assert 0 < len(with_unsupported) < 500 and with_unsupported[-1] >= 1000
    driver.find_element(By.ID, "f-unsup").click()
    assert driver.find_element(By.ID, "shown").get_attribute("data-count") == str(len(with_unsupported))
    assert drawn_keys(driver) == with_unsupported
    assert not driver.find_element(By.ID, "pager").is_displayed()
    # A search finds an item of the last window from the first.
    driver.find_element(By.ID, "f-unsup").click()
    box = driver.find_element(By.ID, "f-q")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('search'))", box,
                          "(COPY 1297)")
    assert drawn_keys(driver) == [1297]
    assert not driver.find_element(By.ID, "pager").is_displayed()


def utf16_units(text, byte_offset):
    """Where byte `byte_offset` of text's UTF-8 falls in JavaScript's UTF-16 units."""
    return len(text.encode("utf-8")[:byte_offset].decode("utf-8").encode("utf-16-le")) // 2


def check_outcome(st):
    if st["status"] == "no_citation":
        return "unc"
    if st["status"] == "out_of_range":
        return "uns"
    if st["status"] == "judged" and st.get("joint") and not st["joint"].get("ok", True):
        return "err"
    return alce_outcome(st)


@pytest.fixture(scope="session")
def check(work):
    """`citeval check --report` on the answers fixtures: generic records and an Anthropic response."""
    out = {}
    for name in ("generic.jsonl", "anthropic.json"):
        inp = os.path.join(SRC, "tests", "data", "answers", name)
        s, d, h = (os.path.join(work, "check_%s.%s" % (name.split(".")[0], e)) for e in ("summary.json", "detail.jsonl", "html"))
        citeval("check", inp, "--judge", "lexical", "-q", "-o", s, "--detail", d, "--report", h)
        out[name.split(".")[0]] = (inp, s, d, h)
    return out


def answer_segments(driver, key):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.item[data-key=\"' + arguments[0] + '\"] .answer .seg'))"
        ".map(s => [+s.getAttribute('data-b'), +s.getAttribute('data-e'), s.getAttribute('data-unit'), s.className,"
        " s.textContent, s.querySelector('button.cite') ? +s.querySelector('button.cite').getAttribute('data-cit') : null])",
        str(key))


def test_check_answers_statements_and_citations(driver, check):
    inp, s, d, h = check["generic"]
    open_page(driver, h, "check_generic")
    summary, detail, records = read_json(s), [r for r in read_jsonl(d) if "citeval_detail" not in r], read_jsonl(inp)
    shown = cards(driver)
    assert set(shown) == {"citation_rec", "citation_prec", "statement_rec", "quote_fidelity"}
    for k in ("citation_rec", "citation_prec", "statement_rec"):
        assert float(shown[k].get_attribute("data-value")) == summary[k], k
        assert "95% CI [" in shown[k].find_element(By.CLASS_NAME, "ci").text, k
    assert shown["quote_fidelity"].find_element(By.CLASS_NAME, "value").text == "undefined"
    assert shown["quote_fidelity"].find_element(By.CLASS_NAME, "ci").text == summary["citeval"]["undefined"]["quote_fidelity"]
    assert len(detail) == len(records) == 7
    for rec, r in zip(detail, records):
        answer = r["answer"]
        segs = answer_segments(driver, rec["position"])
        # The whole answer, as text, in order (a span citation's button adds none of its bytes);
        # every statement's bytes carry its outcome.
        assert "".join(x[4] for x in segs if x[0] < x[1]) == answer, rec["id"]
        for i, st in enumerate(rec["statements"]):
            b, e = (utf16_units(answer, x) for x in st["span"])
            mine = [x for x in segs if x[2] == str(i) and x[5] is None]
            assert mine, (rec["id"], i)
            for x in mine:
                assert b <= x[0] <= x[1] <= e, (rec["id"], i, x)
                assert ("out-" + check_outcome(st)) in x[3].split(), (rec["id"], i, x)
        # Every citation is a button: its mark's text, or after the bytes its span covers.
        cited = sorted(x[5] for x in segs if x[5] is not None)
        assert cited == list(range(len(rec["citations"]))), rec["id"]
    # A span citation opens its source and highlights the bytes it covers.
    driver.find_element(By.CSS_SELECTOR, ".item[data-key='0'] button.cite[data-cit='0']").click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == records[0]["sources"][0]["text"]
    assert driver.execute_script("return Array.from(document.querySelectorAll('.answer .seg.hl')).map(s => s.textContent).join('')") == \
        "The Eiffel Tower was completed in 1889."
    driver.save_screenshot(os.path.join(ART, "check_span_citation.png"))
    # A mark naming a source the answer has not: the source it names that exists, and the note.
    btn = driver.find_element(By.CSS_SELECTOR, ".item[data-key='1'] button.cite[data-cit='1']")
    assert btn.text == "[2, 3]"
    btn.click()
    assert driver.execute_script("return Array.from(document.querySelectorAll('#passage .ptext')).map(p => p.textContent)") == \
        [records[1]["sources"][1]["text"]]
    assert "points at no source: 3" in driver.find_element(By.ID, "passage").text
    # "with unsupported statements": the two answers with a citation of no source.
    driver.find_element(By.ID, "f-unsup").click()
    assert driver.find_element(By.ID, "shown").get_attribute("data-count") == "2"


def test_check_quote_and_its_place(driver, check):
    inp, s, d, h = check["anthropic"]
    open_page(driver, h, "check_anthropic")
    req = read_json(inp)["request"]["messages"][0]["content"]
    driver.find_element(By.CSS_SELECTOR, ".item button.cite[data-cit='0']").click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == req[0]["source"]["data"]
    assert driver.execute_script("return document.querySelector('#passage mark').textContent") == "It was completed in 1889."
    assert "quote exact" in driver.find_element(By.ID, "passage").text
    driver.save_screenshot(os.path.join(ART, "check_quote.png"))
    # The content-block citation: its place is the whole Region document ("Î": UTF-16 offsets).
    driver.find_element(By.CSS_SELECTOR, ".item button.cite[data-cit='2']").click()
    region = "\n".join(b["text"] for b in req[2]["source"]["content"])
    assert driver.execute_script("return document.querySelector('#passage mark').textContent") == region


def test_check_hostile_answer_stays_text(driver, work):
    rec = {"id": "x", "question": HOSTILE, "answer": HOSTILE,
           "sources": [{"id": "s", "title": HOSTILE, "text": HOSTILE}]}
    inp = os.path.join(work, "hostile_check.jsonl")
    with open(inp, "w", encoding="utf-8") as f:
        f.write(json.dumps(rec) + "\n")
    h = os.path.join(work, "hostile_check.html")
    citeval("check", inp, "--judge", "lexical", "-q", "-o", os.path.join(work, "hostile_check.json"), "--report", h,
            ok=(0, 1))
    open_page(driver, h, "check_hostile")
    assert driver.execute_script("return window.__pwned") is None
    assert driver.find_elements(By.CSS_SELECTOR, "#items img, #items b, #items textarea") == []
    assert driver.execute_script("return document.querySelector('#items .answer').textContent") == HOSTILE
    driver.find_element(By.CSS_SELECTOR, "#items .answer button.cite").click()
    assert driver.execute_script("return document.querySelector('#passage .ptext').textContent") == HOSTILE
