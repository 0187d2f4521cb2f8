#!/usr/bin/env python3
"""Writes the option and figure tables of the docs pages from the executable's own output.

A page holds generated regions

    <!-- citeval-options: begin eval alce -->
    ...
    <!-- citeval-options: end -->
    <!-- citeval-figures: begin eval alce -->
    ...
    <!-- citeval-figures: end -->

and this tool replaces their content: an options region with the options that `citeval eval alce
--help` declares (the words after `begin` are the subcommand), one table a group of options; a
figures region with `citeval eval alce --figures` (the benchmark's figure registry: every figure
its summary can have, its scale, aggregation and why it can be undefined). So `--help`, the
registry and the docs cannot drift. `--check` (the test docs_options_test) rewrites nothing and fails, showing the
difference, when a page's region is not what `--help` gives now; `--write` rewrites the pages.

usage: docs_options.py --citeval BIN (--check | --write) PAGE.md ...
"""
import argparse
import difflib
import re
import subprocess
import sys

BEGIN_RE = re.compile(r"^<!-- citeval-(options|figures): begin ([a-z0-9 -]+?) -->$")
END = "<!-- citeval-{}: end -->"
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
        kind, command = m.group(1), m.group(2)
        end = END.format(kind)
        j = i
        while j < len(lines) and lines[j] != end:
            j += 1
        if j == len(lines):
            raise ValueError(f"line {i}: '{lines[i - 1]}' has no '{end}'")
        flag = "--help" if kind == "options" else "--figures"
        r = subprocess.run([citeval, *command.split(), flag], capture_output=True, text=True)
        if r.returncode != 0:
            raise ValueError(f"line {i}: citeval {command} {flag} exited {r.returncode}: {r.stderr.strip()}")
        if kind == "options":
            out += ["", table(command, r.stdout), "", end]
        else:
            out += ["", f"Generated from `citeval {command} --figures` (the benchmark's figure registry) by "
                    "`tools/docs_options.py`; the test `docs_options_test` fails when they differ, so do not "
                    "edit this table by hand.", "", r.stdout.rstrip("\n"), "", end]
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
    stale, regions, options = [], 0, 0
    for page in a.pages:
        with open(page, encoding="utf-8") as f:
            old = f.read()
        kinds = [m.group(1) for m in map(BEGIN_RE.match, old.split("\n")) if m]
        regions += len(kinds)
        options += kinds.count("options")
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
        print(f"docs_options: the option tables of {', '.join(stale)} differ from --help (or the figure tables from "
              f"--figures); rewrite them with\n"
              f"  /usr/bin/python3 tools/docs_options.py --citeval {a.citeval} --write {' '.join(a.pages)}",
              file=sys.stderr)
        return 1
    figures = regions - options
    print(f"docs_options: {options} option tables checked, all equal to --help"
          + (f"; {figures} figure tables, equal to --figures" if figures else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
