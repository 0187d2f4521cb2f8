#!/usr/bin/env python3
"""Builds the documentation site and checks its links (CTest: docs_build).

`mkdocs build --strict` (mkdocs.yml) fails on a link to a page that does not exist; MkDocs 1.4
does not check the `#anchor` part, so this script then reads every built page and checks that
each internal link's anchor names an id of the page it points to. The README is the front page:
every page of docs/ must be linked from it, and its links into docs/ must resolve too. Exit 77 (CTest: skipped), with
a message, when mkdocs or mkdocs-material is not installed (scripts/setup.sh --dev installs them).

usage: build_site.py --source SRC --site DIR
"""
import argparse
import html.parser
import os
import re
import subprocess
import sys
import urllib.parse


def have_mkdocs(python):
    r = subprocess.run([python, "-c", "import mkdocs, material"], capture_output=True, text=True)
    return r.returncode == 0


def build(python, source, site):
    """Runs mkdocs build --strict into `site`; returns (exit status, output)."""
    r = subprocess.run([python, "-m", "mkdocs", "build", "--strict", "--clean", "-f",
                        os.path.join(source, "mkdocs.yml"), "-d", os.path.abspath(site)],
                       cwd=source, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])


def broken_anchors(site):
    """'page: href' for every internal link whose #anchor is not an id of its target page."""
    pages = {}
    for d, _, files in os.walk(site):
        for f in files:
            if f.endswith(".html"):
                p = Page()
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    p.feed(fh.read())
                pages[os.path.relpath(os.path.join(d, f), site)] = p
    broken = []
    for name, page in sorted(pages.items()):
        for href in page.links:
            u = urllib.parse.urlsplit(href)
            if u.scheme or u.netloc or not u.fragment:
                continue
            target = name if not u.path else os.path.normpath(os.path.join(os.path.dirname(name), u.path))
            if target not in pages:
                broken.append(f"{name}: {href} (no page {target})")
            elif urllib.parse.unquote(u.fragment) not in pages[target].ids:
                broken.append(f"{name}: {href} (no id '{u.fragment}' in {target})")
    return broken, len(pages)


def readme_problems(source, site):
    """Pages of docs/ the README does not link to, and README links into docs/ that do not resolve."""
    with open(os.path.join(source, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    problems, linked = [], set()
    for target in re.findall(r"\]\((docs/[^)\s]*)\)", readme):
        u = urllib.parse.urlsplit(target)
        page = os.path.relpath(u.path, "docs")
        linked.add(page)
        built = os.path.join(site, os.path.splitext(page)[0] + ".html")
        if not os.path.exists(os.path.join(source, u.path)):
            problems.append(f"README.md links to {target}: no such file")
        elif u.fragment:
            p = Page()
            with open(built, encoding="utf-8") as fh:
                p.feed(fh.read())
            if urllib.parse.unquote(u.fragment) not in p.ids:
                problems.append(f"README.md links to {target}: no id '{u.fragment}' in {page}")
    for d, _, files in os.walk(os.path.join(source, "docs")):
        for f in files:
            page = os.path.relpath(os.path.join(d, f), os.path.join(source, "docs"))
            if f.endswith(".md") and page not in linked:
                problems.append(f"README.md does not link to docs/{page}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--site", required=True)
    ap.add_argument("--python", default=sys.executable)
    a = ap.parse_args()
    if not have_mkdocs(a.python):
        print("docs_build skipped: mkdocs or mkdocs-material is not installed for "
              f"{a.python} (Debian: apt-get install mkdocs mkdocs-material; scripts/setup.sh --dev)")
        return 77
    status, out = build(a.python, a.source, a.site)
    if status != 0:
        print(out)
        print(f"docs_build: mkdocs build --strict failed (exit {status})", file=sys.stderr)
        return 1
    broken, n = broken_anchors(a.site)
    for b in broken:
        print("broken anchor:", b, file=sys.stderr)
    readme = readme_problems(a.source, a.site)
    for r in readme:
        print(r, file=sys.stderr)
    print(f"docs_build: {n} pages built into {a.site}, {len(broken)} broken anchors, "
          f"{len(readme)} README problems")
    return 1 if broken or readme or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
