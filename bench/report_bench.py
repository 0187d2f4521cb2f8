#!/usr/bin/python3
"""Benchmark of the HTML report: ALCE reports of 10,000 and 100,000 items.

Makes an N-item ASQA result file from the bundled example (its four items repeated with
varied citations, so outcomes differ; written item by item), evaluates it (`citeval eval
--judge lexical --detail`), then measures
  * the time, CPU and peak RSS of `citeval report DETAIL --summary S --input IN` (the page is
    written as the detail is read: its memory should not grow with N) and the page's size;
  * in headless Chromium (file://): the time from navigation start until the page is drawn and
    interactive (the script's last statement; goal < 1.5 s at 10,000 items), the script's own
    time, and when the whole file is read (the passages, in the last data element, are
    clickable from then);
  * filter latency: checking "with unsupported statements", typing a search, sorting by
    precision — each from the event to the list redrawn with layout done (goal < 100 ms at
    10,000 items); the list holds a window of at most 500 items whatever N is;
and writes a screenshot. Needs chromium, chromium-driver and python3-selenium.

usage: /usr/bin/python3 bench/report_bench.py --citeval build/release/src/cli/citeval
       [--items 10000 100000] [--out DIR] [--runs 3]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def make_input(src, n, path):
    with open(src, encoding="utf-8") as f:
        base = json.load(f)
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"args": %s, "data": [' % json.dumps(base.get("args", {})))
        for i in range(n):
            item = json.loads(json.dumps(base["data"][i % len(base["data"])]))
            out = item["output"]
            if i % 3 == 1:
                out = out.replace("[3]", "[4]")  # another passage: often unsupported
            if i % 5 == 2:
                out = out.replace("[1]", "", 1)  # a statement loses its citation
            if i % 7 == 3:
                out = out.replace("[2]", "[2][5]")  # over-citing
            item["output"] = out
            item["question"] = "%s (copy %d)" % (item["question"], i)
            for k, doc in enumerate(item["docs"]):  # every passage its own text, as in a real run
                doc["text"] = "%s (passage %d.%d)" % (doc["text"], i, k + 1)
            f.write((", " if i else "") + json.dumps(item))
        f.write("]}")


def run_measured(cmd):
    """Runs cmd; returns (wall s, CPU s, peak RSS MiB) of that process."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit("failed: %s" % " ".join(cmd))
    return time.perf_counter() - t, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024


def browser_timings(html, shot, runs):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    o = webdriver.ChromeOptions()
    o.binary_location = "/usr/bin/chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1000"):
        o.add_argument(a)
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=o)
    res = {"interactive_ms": [], "script_ms": [], "filter_unsupported_ms": [], "search_ms": [], "sort_ms": [],
           "filter_sync_ms": []}
    try:
        for r in range(runs):
            d.get("about:blank")
            d.get("file://" + os.path.abspath(html))
            assert d.execute_script("return document.body.getAttribute('data-ready')") == "1"
            res["interactive_ms"].append(d.execute_script("return window.citevalReadyAt"))
            nav = d.execute_script("var n = performance.getEntriesByType('navigation')[0];"
                                   "return [n.responseEnd, n.domContentLoadedEventEnd]")
            res.setdefault("file_read_ms", []).append(nav[0])
            res.setdefault("loaded_ms", []).append(nav[1])
            res["script_ms"].append(d.execute_script("return window.citevalReadyMs"))
            # Each: event -> list redrawn, with style and layout forced (offsetHeight).
            t = d.execute_script("""
              var t0 = performance.now();
              document.getElementById('f-unsup').click();
              document.body.offsetHeight;
              var t1 = performance.now(), sync = window.citevalLastFilterMs;
              return [t1 - t0, sync, +document.getElementById('shown').getAttribute('data-count')];""")
            res["filter_unsupported_ms"].append(t[0])
            res["filter_sync_ms"].append(t[1])
            res["shown_unsupported"] = t[2]
            t = d.execute_script("""
              document.getElementById('f-unsup').click();
              var q = document.getElementById('f-q');
              q.value = 'copy 99';
              var t0 = performance.now();
              q.dispatchEvent(new Event('search'));
              document.body.offsetHeight;
              return [performance.now() - t0, +document.getElementById('shown').getAttribute('data-count')];""")
            res["search_ms"].append(t[0])
            res["shown_search"] = t[1]
            t = d.execute_script("""
              var q = document.getElementById('f-q'); q.value = ''; q.dispatchEvent(new Event('search'));
              var s = document.getElementById('sort'); s.value = 'citation_prec:1';
              var t0 = performance.now();
              s.dispatchEvent(new Event('change'));
              document.body.offsetHeight;
              return performance.now() - t0;""")
            res["sort_ms"].append(t)
        d.execute_script("var s = document.getElementById('sort'); s.value = ''; s.dispatchEvent(new Event('change'));"
                         "window.scrollTo(0, 0)")
        # Scrolled to the end of the list: never more rows than the window.
        for _ in range(30):
            d.execute_script("var m = document.querySelector('#items .more'); if (m) m.scrollIntoView()")
            time.sleep(0.1)
        res["rows"] = d.execute_script("return document.querySelectorAll('#items .item').length")
        d.execute_script("window.scrollTo(0, 0)")
        if shot:
            d.save_screenshot(shot)
    finally:
        d.quit()
    return res


def bench(a, n, out):
    src = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples", "alce_asqa.json")
    inp, summ, det, html = (os.path.join(out, "%s_%d.%s" % (k, n, e)) for k, e in
                            (("asqa", "json"), ("summary", "json"), ("detail", "jsonl"), ("report", "html")))
    make_input(src, n, inp)
    t = time.perf_counter()
    subprocess.run([a.citeval, "eval", "alce", "--dataset", "asqa", "--input", inp, "--judge", "lexical",
                    "-q", "-o", summ, "--detail", det], check=False, stdout=subprocess.DEVNULL)
    eval_s = time.perf_counter() - t
    gen, cpu, rss = [], [], []
    for _ in range(a.runs):
        w, c, r = run_measured([a.citeval, "report", det, "--summary", summ, "--input", inp, "-o", html])
        gen.append(w)
        cpu.append(c)
        rss.append(r)
    res = browser_timings(html, os.path.join(out, "report_%d.png" % n), a.runs)
    med = lambda v: statistics.median(v)
    print("items                      %d" % n)
    print("eval (lexical judge)       %.2f s" % eval_s)
    print("detail size                %.1f MB" % (os.path.getsize(det) / 1e6))
    print("report generation          %.2f s (median of %d; CPU %.2f s; peak RSS %.0f MiB)" % (
        med(gen), a.runs, med(cpu), max(rss)))
    print("report size                %.1f MB" % (os.path.getsize(html) / 1e6))
    print("time to interactive        %.0f ms (median, min %.0f; the script %.0f ms of it)" % (
        med(res["interactive_ms"]), min(res["interactive_ms"]), med(res["script_ms"])))
    print("whole file read            %.0f ms (median; passages clickable from %.0f ms, DOMContentLoaded)" % (
        med(res["file_read_ms"]), med(res["loaded_ms"])))
    print("load average               %.1f (other processes share the cores)" % os.getloadavg()[0])
    print("filter 'unsupported'       %.1f ms (median; %d items shown; filtering alone %.1f ms)" % (
        med(res["filter_unsupported_ms"]), res["shown_unsupported"], med(res["filter_sync_ms"])))
    print("search 'copy 99'           %.1f ms (median; %d items shown)" % (med(res["search_ms"]), res["shown_search"]))
    print("sort by precision          %.1f ms (median)" % med(res["sort_ms"]))
    print("rows in the list           %d at most (a window; the pager moves it)" % res["rows"])
    print("screenshot                 %s" % os.path.join(out, "report_%d.png" % n))
    if not a.keep:
        for f in (inp, det, html):
            os.remove(f)
    return n > 10000 or (med(res["interactive_ms"]) < 1500 and med(res["filter_unsupported_ms"]) < 100)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--items", type=int, nargs="+", default=[10000, 100000])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", default="")
    ap.add_argument("--keep", action="store_true", help="keep the input, detail and page")
    a = ap.parse_args()
    out = a.out or tempfile.mkdtemp(prefix="citeval_report_bench_")
    os.makedirs(out, exist_ok=True)
    ok = True
    for n in a.items:
        ok = bench(a, n, out) and ok
        print()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
