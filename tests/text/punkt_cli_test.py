#!/usr/bin/python3
"""`citeval split` end to end against NLTK 3.8: sentence lines, --spans, --punkt untrained,
--punkt-dir, and the exit codes of bad usage.

usage: punkt_cli_test.py --citeval BUILD/src/cli/citeval --shared ../shared
"""
import argparse
import os
import subprocess
import sys

from nltk.tokenize.punkt import PunktSentenceTokenizer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from punkt_differential import byte_offsets, english_params  # noqa: E402

TEXT = ("Mr. Smith went to Washington.  He arrived at 5 p.m. on\nFriday [1][2]. \"Stop.\" "
        "Then the café (St. Paul's) closed.\r\nThe U.S. economy grew... Did it? Yes!\n\n"
        "ΟΔΟΣ. Σ. Next \u2028line.\n")


def run(cmd, stdin):
    return subprocess.run(cmd, input=stdin, capture_output=True, check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--shared", required=True)
    args = ap.parse_args()
    lang_dir = os.path.join(args.shared, "data/punkt_tab/english")
    tokenizers = {"english": PunktSentenceTokenizer(english_params(lang_dir)),
                  "untrained": PunktSentenceTokenizer()}
    data = TEXT.encode()
    offs = byte_offsets(TEXT)
    failures = passes = 0

    def check(name, got, want):
        nonlocal failures, passes
        if got == want:
            passes += 1
        if got != want:
            failures += 1
            print(f"FAIL {name}:\n  got  {got!r}\n  want {want!r}")
        else:
            print(f"ok   {name}")

    for model, tok in tokenizers.items():
        sents = tok.tokenize(TEXT)
        want_lines = "".join(s.replace("\r\n", " ").replace("\n", " ").replace("\r", " ") + "\n"
                             for s in sents)
        r = run([args.citeval, "split", "--punkt", model], data)
        check(f"split --punkt {model} (exit {r.returncode})", r.stdout.decode(), want_lines)
        want_spans = "".join(f"{offs[s]}\t{offs[e]}\n" for s, e in tok.span_tokenize(TEXT))
        r = run([args.citeval, "split", "--punkt", model, "--spans"], data)
        check(f"split --punkt {model} --spans", r.stdout.decode(), want_spans)
        if model == "english":
            r = run([args.citeval, "split", "--punkt-dir", lang_dir, "--spans"], data)
            check("split --punkt-dir --spans", r.stdout.decode(), want_spans)
    r = run([args.citeval, "split"], b"")
    check("empty input", (r.returncode, r.stdout), (0, b""))
    r = run([args.citeval, "split", "--punkt", "german"], data)
    check("unknown --punkt exits 2", r.returncode, 2)
    r = run([args.citeval, "split", "--punkt-dir", "/nonexistent"], data)
    check("missing --punkt-dir exits 1 naming the file",
          (r.returncode, b"/nonexistent/abbrev_types.txt" in r.stderr), (1, True))
    print(f"{passes} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
