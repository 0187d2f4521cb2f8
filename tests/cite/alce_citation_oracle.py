"""Reference for citeval::cite's kAlceCompat syntax: ALCE eval.py's own regexes.

Reads a JSON list of strings, writes for each the matches of r"\[\d+" (byte offsets and the
int() of the digits, saturated at INT_MAX like the C++ side) and ALCE's remove_citations.
Usage: alce_citation_oracle.py IN.json OUT.json
"""
import json
import re
import sys

INT_MAX = 2**31 - 1


def remove_citations(sent):  # verbatim from ALCE's utils.py
    return re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sent)).replace(" |", "").replace("]", "")


def byte_offset(s, i):
    return len(s[:i].encode("utf-8"))


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        corpus = json.load(f)
    out = []
    for s in corpus:
        ids = [min(int(r[1:]), INT_MAX) for r in re.findall(r"\[\d+", s)]
        spans = [[byte_offset(s, m.start()), byte_offset(s, m.end())]
                 for m in re.finditer(r"\[\d+", s)]
        out.append({"ids": ids, "spans": spans, "removed": remove_citations(s)})
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
