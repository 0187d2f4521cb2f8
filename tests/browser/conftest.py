"""The headless Chromium both browser suites drive (test_report_browser.py, test_docs_browser.py).

Debian's chromium and chromedriver ($CITEVAL_CHROMIUM, $CITEVAL_CHROMEDRIVER), with the
performance log on, so a test can list every request a page made.
"""
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@pytest.fixture(scope="session")
def driver():
    o = webdriver.ChromeOptions()
    o.binary_location = os.environ.get("CITEVAL_CHROMIUM", "/usr/bin/chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1400",
              "--disable-background-networking", "--no-first-run"):
        o.add_argument(a)
    o.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    d = webdriver.Chrome(service=Service(os.environ.get("CITEVAL_CHROMEDRIVER", "/usr/bin/chromedriver")), options=o)
    yield d
    d.quit()
