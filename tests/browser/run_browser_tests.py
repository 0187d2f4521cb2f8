"""Runs a browser suite with pytest: the HTML report (--suite report, test_report_browser.py),
the documentation site (--suite docs, test_docs_browser.py: built here with mkdocs into --site)
or the page of `citeval serve` (--suite serve, test_serve_browser.py).

Exit 77 (CTest: skipped) with a message when headless Chromium, chromedriver or Selenium is not
installed (scripts/setup.sh --dev installs chromium, chromium-driver, python3-selenium,
python3-pytest), or for the docs suite when mkdocs or mkdocs-material is not.

usage: run_browser_tests.py [--suite report|docs|serve] --citeval BUILD/src/cli/citeval --source SRC
                            --shared SHARED --artifacts DIR [--site DIR]
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
    ap.add_argument("--suite", choices=("report", "docs", "serve"), default="report")
    ap.add_argument("--site", help="where the docs suite builds the site")
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
    here = os.path.dirname(os.path.abspath(__file__))
    if a.suite == "docs":
        sys.path.insert(0, os.path.join(a.source, "tests", "docs"))
        import build_site
        if not build_site.have_mkdocs(sys.executable):
            print("docs browser test skipped: mkdocs or mkdocs-material is not installed "
                  "(Debian: mkdocs mkdocs-material; scripts/setup.sh --dev)")
            return 77
        site = os.path.abspath(a.site or a.artifacts.rstrip("/") + "-site")
        status, out = build_site.build(sys.executable, a.source, site)
        if status != 0:
            print(out)
            print("docs browser test: mkdocs build --strict failed", file=sys.stderr)
            return 1
        os.environ["CITEVAL_DOCS_SITE"] = site
    os.environ["CITEVAL_BIN"] = a.citeval
    os.environ["CITEVAL_SRC"] = a.source
    os.environ["CITEVAL_SHARED"] = a.shared
    os.environ["CITEVAL_ARTIFACTS"] = a.artifacts
    shutil.rmtree(a.artifacts, ignore_errors=True)
    os.makedirs(a.artifacts, exist_ok=True)
    suite = {"report": "test_report_browser.py", "docs": "test_docs_browser.py", "serve": "test_serve_browser.py"}[a.suite]
    return pytest.main(["-q", "-p", "no:cacheprovider", os.path.join(here, suite)] + rest)


if __name__ == "__main__":
    sys.exit(main())
