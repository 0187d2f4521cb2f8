"""Writes ALCE result files with tricky strings, as Python's json writes them, plus what Python
reads back from them; tests/io/alce_reader_differential_test checks citeval's reader agrees.

Usage: alce_reader_oracle.py OUT_DIR   (writes case_<k>.<json|jsonl> and expected.json)
"""
import json
import os
import random
import sys

ALPHABET = ['a', 'b', ' ', '"', '\\', '[', ']', '{', '}', ',', ':', '\n', '\t', '/', '[1]',
            '\u00e9', '\u4e2d', '\U0001f600', '\u2028', '\x00', '\x1f', 'null', '0']


def text(rng):
    return ''.join(rng.choice(ALPHABET) for _ in range(rng.randrange(0, 12)))


def item(rng):
    it = {"question": text(rng), "output": text(rng),
          "docs": [{"title": text(rng), "text": text(rng)} for _ in range(rng.randrange(0, 3))]}
    if rng.random() < 0.3:
        it["extra"] = {"nested": [text(rng), {"k": text(rng)}]}
    return it


def main():
    out = sys.argv[1]
    rng = random.Random(20261122)
    expected = {}
    for k in range(24):
        data = [item(rng) for _ in range(rng.randrange(0, 6))]
        form = k % 3
        indent = 4 if k % 2 else None
        ascii_only = (k // 2) % 2 == 0
        name = f"case_{k}." + ("jsonl" if form == 2 else "json")
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            if form == 0:
                json.dump({"args": {"k": k}, "data": data}, f, indent=indent, ensure_ascii=ascii_only)
            elif form == 1:
                json.dump(data, f, indent=indent, ensure_ascii=ascii_only)
            else:
                for d in data:
                    f.write(json.dumps(d, ensure_ascii=ascii_only) + "\n")
        expected[name] = [[d["question"], d["output"], [x["title"] for x in d["docs"]],
                           [x["text"] for x in d["docs"]]] for d in data]
    with open(os.path.join(out, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f)


if __name__ == "__main__":
    main()
