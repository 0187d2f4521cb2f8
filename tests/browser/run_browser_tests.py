"""Runs the browser tests of the HTML report (test_report_browser.py) with pytest.

Exit 77 (CTest: skipped) with a message when headless Chromium, chromedriver or Selenium is not
installed (scripts/setup.sh installs chromium, chromium-driver, python3-selenium, python3-pytest).

usage: run_browser_tests.py --citeval BUILD/src/cli/citeval --source SRC --shared SHARED --artifacts DIR
"""
import argparse
import os
import shutil
import sys

CHROMIUM = os.environ.get("CITEVAL_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CITEVAL_CHROMEDRIVER", "/usr/bin/chromedriver")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--shared", default="")
    ap.add_argument("--artifacts", required=True)
    a, rest = ap.parse_known_args()
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not (os.path.exists(p) and os.access(p, os.X_OK))]
    try:
        import selenium  # noqa: F401
        import pytest
    except ImportError as e:
        missing.append("python module: %s" % e.name)
    if missing:
        print("browser tests skipped: missing %s (install chromium, chromium-driver, python3-selenium and "
              "python3-pytest: scripts/setup.sh)" % ", ".join(missing))
        return 77
    os.environ["CITEVAL_BIN"] = a.citeval
    os.environ["CITEVAL_SRC"] = a.source
    os.environ["CITEVAL_SHARED"] = a.shared
    os.environ["CITEVAL_ARTIFACTS"] = a.artifacts
    shutil.rmtree(a.artifacts, ignore_errors=True)
    os.makedirs(a.artifacts, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    return pytest.main(["-q", "-p", "no:cacheprovider", os.path.join(here, "test_report_browser.py")] + rest)


if __name__ == "__main__":
    sys.exit(main())
