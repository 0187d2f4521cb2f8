"""The documentation site in a real browser (headless Chromium through Selenium).

The site is built from docs/ by run_browser_tests.py --suite docs (CTest: browser_docs) into
$CITEVAL_DOCS_SITE and served here on loopback (the search index is fetched by a web worker,
which browsers refuse over file://). The tests open the front page and every page of the
navigation, type into the search box, check that the results name the page that holds the word
and that following one opens it, and that no request leaves the loopback server. Screenshots go
to $CITEVAL_ARTIFACTS.
"""
import functools
import http.server
import json
import os
import threading

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.environ["CITEVAL_DOCS_SITE"]
ART = os.environ["CITEVAL_ARTIFACTS"]


@pytest.fixture(scope="session")
def server():
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=SITE)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def requests_made(driver):
    urls = []
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg["method"] == "Network.requestWillBeSent":
            urls.append(msg["params"]["request"]["url"])
    return urls


def search(driver, words):
    """Types `words` into the search box; returns [(href, title)] of the results once shown."""
    box = driver.find_element(By.CSS_SELECTOR, "input.md-search__input")
    driver.execute_script("arguments[0].focus()", box)
    box.clear()
    box.send_keys(words)

    def results(d):
        items = d.find_elements(By.CSS_SELECTOR, ".md-search-result__item a")
        return [(a.get_attribute("href"), a.text) for a in items] or False
    # The results list is redrawn as the search index answers, so an item read a moment after it
    # was found may be gone: look again then (a stale element is no failure).
    return WebDriverWait(driver, 15, ignored_exceptions=(StaleElementReferenceException,)).until(results)


def test_front_page_and_navigation(driver, server):
    driver.get_log("performance")
    driver.get(server + "/index.html")
    assert driver.title.startswith("citeval")
    nav = driver.execute_script(
        "return Array.from(document.querySelectorAll('.md-nav--primary a.md-nav__link'))"
        ".map(a => a.getAttribute('href')).filter(h => h && h.endsWith('.html'))")
    pages = sorted(set(os.path.normpath(h) for h in nav))
    assert {"index.html", "install.html", "alce.html", "aliice.html", "longbench-cite.html",
            "command-line.html", "development.html"} <= set(pages), pages
    for page in pages:
        driver.get(server + "/" + page)
        assert driver.find_element(By.CSS_SELECTOR, "article h1").text.strip(), page
    driver.save_screenshot(os.path.join(ART, "docs_front.png"))
    outside = [u for u in requests_made(driver) if not u.startswith(server + "/") and not u.startswith("data:")]
    assert outside == [], outside


def test_search_finds_and_opens_a_page(driver, server):
    driver.get_log("performance")
    driver.get(server + "/index.html")
    found = search(driver, "calibrate")
    driver.save_screenshot(os.path.join(ART, "docs_search.png"))
    hrefs = [h for h, _ in found]
    assert any("/meta.html" in h for h in hrefs), found
    target = next(h for h in hrefs if "/meta.html" in h)
    driver.get(target)
    assert "citeval calibrate" in driver.find_element(By.CSS_SELECTOR, "article").text
    # The search index came from the server (a worker's fetch), and nothing came from elsewhere.
    urls = requests_made(driver)
    assert any(u.endswith("/search/search_index.json") for u in urls), urls
    outside = [u for u in urls if not u.startswith(server + "/") and not u.startswith("data:")]
    assert outside == [], outside


def test_search_for_nothing_says_so(driver, server):
    driver.get(server + "/index.html")
    box = driver.find_element(By.CSS_SELECTOR, "input.md-search__input")
    driver.execute_script("arguments[0].focus()", box)
    box.send_keys("zzqqxxnotaword")
    # The meta line says "Initializing search" until the worker has loaded the index.
    meta = WebDriverWait(driver, 15).until(
        lambda d: (t := d.find_element(By.CSS_SELECTOR, ".md-search-result__meta").text) != "Initializing search" and t)
    assert "No matching documents" in meta, meta
    assert driver.find_elements(By.CSS_SELECTOR, ".md-search-result__item") == []
