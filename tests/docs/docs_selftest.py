#!/usr/bin/env python3
"""The documentation checks fail when they should (CTest: docs_selftest).

* tools/docs_options.py: CLI11's help text is parsed into exact rows; a stale option table fails
  --check with a diff, --write regenerates it from `citeval eval alce --help`, and then --check
  passes; a region without its end marker is an error.
* tests/docs/build_site.py (when mkdocs is installed): a link to a missing anchor, a README link
  to a missing anchor and a page the README does not link to each fail the build check.

usage: docs_selftest.py --citeval BIN --source SRC
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HELP = """Score ALCE result files
Usage: citeval eval alce [OPTIONS] input

Positionals:
  input TEXT REQUIRED         The result file

Options:
  -h,--help                   Print this help message and exit
  -i,--input,input TEXT REQUIRED
                              The result file ('-' = standard input)
  --at-most-citations UINT=3  Citations used per statement (ALCE: 3; 0 = all)
  --citation-syntax TEXT:{all,alce}
                              Which marks are citations:
                              all or alce

LLM endpoint:
  --llm-base-url TEXT         Endpoint <URL> | list
"""


def run(*cmd):
    r = subprocess.run([sys.executable, *cmd], capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def check(cond, what, failures):
    print(("ok    " if cond else "FAIL  ") + what)
    if not cond:
        failures.append(what)


def options_tests(a, tool, work, failures):
    sys.path.insert(0, os.path.dirname(tool))
    import docs_options
    got = docs_options.parse_help(HELP)
    want = [("Positionals", [("input", "TEXT REQUIRED", "The result file")]),
            ("Options", [("-h,--help", "", "Print this help message and exit"),
                         ("-i,--input,input", "TEXT REQUIRED", "The result file ('-' = standard input)"),
                         ("--at-most-citations", "UINT=3", "Citations used per statement (ALCE: 3; 0 = all)"),
                         ("--citation-syntax", "TEXT:{all,alce}", "Which marks are citations: all or alce")]),
            ("LLM endpoint", [("--llm-base-url", "TEXT", "Endpoint <URL> | list")])]
    check(got == want, "parse_help reads names, values, wrapped and long-named descriptions, groups", failures)
    md = docs_options.table("eval alce", HELP)
    check("| `--llm-base-url` | TEXT |  | Endpoint &lt;URL&gt; \\| list |" in md and "Print this help" not in md
          and "| `--at-most-citations` | UINT | `3` |" in md and "| `-i`, `--input`, `input` | TEXT REQUIRED |  |" in md,
          "table splits type and default, escapes | and <, leaves out --help", failures)

    page = os.path.join(work, "page.md")
    with open(page, "w") as f:
        f.write("# Page\n\n<!-- citeval-options: begin eval alce -->\n| stale |\n<!-- citeval-options: end -->\n\nafter\n")
    status, out = run(tool, "--citeval", a.citeval, "--check", page)
    check(status == 1 and "differ from --help" in out and "-| stale |" in out, "--check fails on a stale table, with a diff", failures)
    status, out = run(tool, "--citeval", a.citeval, "--write", page)
    with open(page) as f:
        text = f.read()
    check(status == 0 and "| `--at-most-citations` |" in text and "| stale |" not in text and text.endswith("\nafter\n"),
          "--write regenerates the region from citeval eval alce --help and keeps the rest", failures)
    status, out = run(tool, "--citeval", a.citeval, "--check", page)
    check(status == 0 and "1 option tables checked" in out, "--check passes after --write", failures)
    with open(page, "w") as f:
        f.write("before\n<!-- citeval-figures: begin eval alce -->\n| stale |\n<!-- citeval-figures: end -->\nafter\n")
    status, out = run(tool, "--citeval", a.citeval, "--check", page)
    check(status == 1 and "-| stale |" in out, "--check fails on a stale figure table", failures)
    status, out = run(tool, "--citeval", a.citeval, "--write", page)
    with open(page) as f:
        text = f.read()
    check(status == 0 and "\n| `citation_rec` | Citation recall | x100 | mean over the items | always |" in text
          and "| stale |" not in text and text.startswith("before\n") and text.endswith("\nafter\n"),
          "--write puts citeval eval alce --figures in a figures region", failures)
    with open(page, "w") as f:
        f.write("<!-- citeval-options: begin eval alce -->\nno end\n")
    status, out = run(tool, "--citeval", a.citeval, "--write", page)
    check(status == 1 and "has no '<!-- citeval-options: end -->'" in out, "an unclosed region is an error", failures)
    with open(page, "w") as f:
        f.write("# No table\n")
    status, out = run(tool, "--citeval", a.citeval, "--check", page)
    check(status == 1 and "no '<!-- citeval-options: begin ... -->' region" in out, "--check of pages without a table fails", failures)


def site_tests(a, work, failures):
    builder = os.path.join(a.source, "tests", "docs", "build_site.py")
    src = os.path.join(work, "src")
    os.makedirs(os.path.join(src, "docs"))
    with open(os.path.join(src, "mkdocs.yml"), "w") as f:
        f.write("site_name: t\ntheme:\n  name: material\n  font: false\nplugins:\n  - search\nuse_directory_urls: false\n")
    pages = {"index.md": "# Home\n\n[b](b.md#part)\n", "b.md": "# B\n\n## Part\n\ntext\n"}
    readme = "# R\n\n[home](docs/index.md) [b](docs/b.md#part)\n"

    def attempt(pages, readme):
        shutil.rmtree(os.path.join(src, "docs"))
        os.makedirs(os.path.join(src, "docs"))
        for name, text in pages.items():
            with open(os.path.join(src, "docs", name), "w") as f:
                f.write(text)
        with open(os.path.join(src, "README.md"), "w") as f:
            f.write(readme)
        return run(builder, "--source", src, "--site", os.path.join(work, "site"))

    status, out = attempt(pages, readme)
    if status == 77:
        print("skip  site checks: " + out.strip())
        return
    check(status == 0, "a site with good links builds", failures)
    status, out = attempt(dict(pages, **{"index.md": "# Home\n\n[b](b.md#nowhere)\n"}), readme)
    check(status == 1 and "no id 'nowhere' in b.html" in out, "a link to a missing anchor fails", failures)
    status, out = attempt(pages, "# R\n\n[home](docs/index.md) [b](docs/b.md#nowhere)\n")
    check(status == 1 and "no id 'nowhere' in b.md" in out, "a README link to a missing anchor fails", failures)
    status, out = attempt(pages, "# R\n\n[home](docs/index.md)\n")
    check(status == 1 and "README.md does not link to docs/b.md" in out, "a page the README does not link to fails", failures)
    status, out = attempt(dict(pages, **{"index.md": "# Home\n\n[c](c.md)\n"}), readme)
    check(status == 1 and "mkdocs build --strict failed" in out, "a link to a missing page fails (--strict)", failures)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--source", required=True)
    a = ap.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="citeval_docs_selftest_") as work:
        options_tests(a, os.path.join(a.source, "tools", "docs_options.py"), work, failures)
        site_tests(a, work, failures)
    print(f"docs_selftest: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
