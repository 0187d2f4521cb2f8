#!/usr/bin/env python3
"""Writes the option tables of the docs pages from the executable's own `--help`.

A page holds a generated region

    <!-- citeval-options: begin eval alce -->
    ...
    <!-- citeval-options: end -->

and this tool replaces its content with the options that `citeval eval alce --help` declares (the
words after `begin` are the subcommand), one table a group of options, so `--help` and the docs
cannot drift. `--check` (the test docs_options_test) rewrites nothing and fails, showing the
difference, when a page's region is not what `--help` gives now; `--write` rewrites the pages.

usage: docs_options.py --citeval BIN (--check | --write) PAGE.md ...
"""
import argparse
import difflib
import re
import subprocess
import sys

BEGIN_RE = re.compile(r"^<!-- citeval-options: begin ([a-z0-9 -]+?) -->$")
END = "<!-- citeval-options: end -->"
SECTION_RE = re.compile(r"^(\S.*):$")  # CLI11: "Options:", "Positionals:", a group's name
COLUMN = 30  # CLI11's default column width: the description starts here


def parse_help(text):
    """[(section, [(names, value, description)])] from CLI11's help text, in order."""
    sections, current, entry = [], None, None
    for line in text.splitlines():
        m = SECTION_RE.match(line)
        if m and not line.startswith(" "):
            current = (m.group(1), [])
            sections.append(current)
            entry = None
            continue
        if current is None or not line.strip():
            continue
        if line.startswith("  ") and not line.startswith(" " * COLUMN) and line[2] != " ":
            # "  -i,--input TEXT REQUIRED    description", or a long name alone on its line
            head, desc = (line[:COLUMN], line[COLUMN:]) if len(line) > COLUMN and line[COLUMN - 1] == " " else (line, "")
            head = head.strip()
            names, _, value = head.partition(" ")
            entry = [names, value.strip(), desc.strip()]
            current[1].append(entry)
        elif entry is not None and line.startswith(" " * COLUMN):
            entry[2] = (entry[2] + " " + line.strip()).strip()
    return [(name, [tuple(e) for e in entries]) for name, entries in sections]


def split_default(value):
    """CLI11 writes "TYPE=DEFAULT REST" ("UINT:POSITIVE=16", "TEXT=[] ..."): (TYPE REST, DEFAULT)."""
    first, _, rest = value.partition(" ")
    kind, eq, default = first.partition("=")
    return (" ".join(x for x in (kind, rest) if x), default if eq else "")


def cell(text):
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;").replace("*", "\\*")


def code(text):
    return f"`{text}`" if text else ""


def table(command, help_text):
    """The Markdown of one region: a table a section, the help option left out."""
    out = [f"Generated from `citeval {command} --help` by `tools/docs_options.py`; the test "
           "`docs_options_test` fails when they differ, so do not edit this table by hand."]
    for section, entries in parse_help(help_text):
        rows = [e for e in entries if e[0] not in ("-h,--help", "--help")]
        if not rows:
            continue
        out += ["", f"**{section}**", "", "| option | value | default | description |", "| --- | --- | --- | --- |"]
        for names, value, desc in rows:
            shown = ", ".join(code(n) for n in names.split(","))
            kind, default = split_default(value)
            out.append(f"| {shown} | {cell(kind)} | {code(default)} | {cell(desc)} |")
    return "\n".join(out)


def render(page_text, citeval):
    """The page with every region regenerated; raises ValueError on an unclosed region."""
    lines, out, i = page_text.split("\n"), [], 0
    while i < len(lines):
        m = BEGIN_RE.match(lines[i])
        out.append(lines[i])
        i += 1
        if not m:
            continue
        j = i
        while j < len(lines) and lines[j] != END:
            j += 1
        if j == len(lines):
            raise ValueError(f"line {i}: '{lines[i - 1]}' has no '{END}'")
        command = m.group(1)
        r = subprocess.run([citeval, *command.split(), "--help"], capture_output=True, text=True)
        if r.returncode != 0:
            raise ValueError(f"line {i}: citeval {command} --help exited {r.returncode}: {r.stderr.strip()}")
        out += ["", table(command, r.stdout), "", END]
        i = j + 1
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--write", action="store_true")
    ap.add_argument("pages", nargs="+")
    a = ap.parse_args()
    stale, regions = [], 0
    for page in a.pages:
        with open(page, encoding="utf-8") as f:
            old = f.read()
        regions += sum(1 for line in old.split("\n") if BEGIN_RE.match(line))
        try:
            new = render(old, a.citeval)
        except ValueError as e:
            print(f"{page}: {e}", file=sys.stderr)
            return 1
        if new == old:
            continue
        if a.write:
            with open(page, "w", encoding="utf-8") as f:
                f.write(new)
            print(f"docs_options: rewrote {page}")
        else:
            stale.append(page)
            sys.stderr.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                       page, page + " (from --help)"))
    if a.check and regions == 0:
        print("docs_options: no '<!-- citeval-options: begin ... -->' region in the pages given", file=sys.stderr)
        return 1
    if stale:
        print(f"docs_options: the option tables of {', '.join(stale)} differ from --help; rewrite them with\n"
              f"  /usr/bin/python3 tools/docs_options.py --citeval {a.citeval} --write {' '.join(a.pages)}",
              file=sys.stderr)
        return 1
    print(f"docs_options: {regions} option tables checked, all equal to --help")
    return 0


if __name__ == "__main__":
    sys.exit(main())
