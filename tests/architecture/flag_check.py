#!/usr/bin/env python3
"""No library message names a CLI flag (issue 20): a string literal of a library source (src/
outside src/cli/) that holds `--name` fails, unless flag_allowlist.txt lists that file and flag
with its reason (the reference scorers' own flags, quoted). Library messages mark options as
`name` / `name=VALUE` and each front end spells them (citeval/options.h, spell_options): the CLI
as --name, Python as name=. An allow-list entry that matches nothing fails too, so the list
stays the list of what is there.

  flag_check.py --root REPO [--allowlist FILE]   exit 0 clean, 1 with each finding on stderr
"""
import argparse
import pathlib
import re
import sys

FLAG = re.compile(r"(?<![A-Za-z0-9_-])--[A-Za-z][A-Za-z0-9_-]*")


def literals(text):
    """(line, content) of each string literal of C++ source `text`, comments skipped."""
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
        elif c == "R" and i + 1 < n and text[i + 1] == '"' and not (i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delim = text[i + 2:open_paren]
            end = text.find(")" + delim + '"', open_paren)
            end = n if end < 0 else end
            yield line, text[open_paren + 1:end]
            line += text.count("\n", i, end)
            i = end + len(delim) + 2
        elif c == "'" and not (i > 0 and text[i - 1].isalnum()):  # a char literal (not 1'000)
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif c == '"':
            j, out = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\":
                    out.append(text[j:j + 2])
                    j += 2
                else:
                    out.append(text[j])
                    j += 1
            yield line, "".join(out)
            i = j + 1
        else:
            i += 1


def read_allowlist(path):
    entries = {}
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("\t")
        if len(parts) != 3 or not parts[2].strip():
            sys.exit(f"{path}:{number}: expected FILE<TAB>--FLAG<TAB>REASON")
        entries[(parts[0], parts[1])] = parts[2]
    return entries


def check(root, allowlist):
    allowed = read_allowlist(allowlist)
    used, findings = set(), []
    src = root / "src"
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".cc", ".h", ".inc") or (src / "cli") in path.parents:
            continue
        rel = path.relative_to(root).as_posix()
        for line, content in literals(path.read_text(errors="replace")):
            for flag in FLAG.findall(content):
                if (rel, flag) in allowed:
                    used.add((rel, flag))
                else:
                    findings.append(f"{rel}:{line}: a library message names the CLI flag {flag}: mark the option "
                                    f"as `name` or `name=VALUE` for the front ends to spell (citeval/options.h), or "
                                    f"allow-list a reference scorer's flag in {allowlist.name}")
    for key in sorted(set(allowed) - used):
        findings.append(f"{allowlist.name}: {key[0]} {key[1]}: allowed, but no literal there names it")
    return findings


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", required=True, type=pathlib.Path)
    ap.add_argument("--allowlist", type=pathlib.Path,
                    default=pathlib.Path(__file__).resolve().parent / "flag_allowlist.txt")
    args = ap.parse_args()
    findings = check(args.root, args.allowlist)
    for f in findings:
        print(f, file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
