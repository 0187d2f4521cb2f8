"""Independent Python oracle for LongBench-Cite context splitting and answer postprocessing.

Written for citeval from the behaviour of LongCite's reference scripts (NLTK's untrained Punkt,
re.split on Chinese punctuation, blank-line fallback, forward search; <statement>/<cite>
postprocessing with span merging), using the same Python primitives (nltk, re, str methods), so
the C++ port can be compared with it exactly. Reads JSON lines {"context": ..., "answer": ...}
(answer optional) on stdin; prints one JSON line per input with code-point offsets:
{"sentences": [[start, end], ...], "statements": [{"statement": ..., "citation": [{"st_sent",
"ed_sent", "start_char", "end_char", "cite"}]}]}.
"""
import json
import re
import sys

from nltk.tokenize import PunktSentenceTokenizer

MARKS = r"([。；！？])"


def split_context(text):
    pieces = []
    for sent in PunktSentenceTokenizer().tokenize(text):
        pieces.extend(re.split(MARKS, sent))
    for i in range(1, len(pieces)):
        if re.match(MARKS, pieces[i]):
            pieces[i - 1] += pieces[i]
            pieces[i] = ""
    pieces = [p for p in pieces if p != ""]
    if len(pieces) == 1:
        pieces = text.split("\n\n")
    pieces = [p.strip() for p in pieces if p.strip() != ""]
    out, pos = [], 0
    for p in pieces:
        start = text.find(p, pos)
        assert start != -1
        out.append((start, start + len(p)))
        pos = start + len(p)
    return out


def cite_statement(raw, context, chunks):
    blocks = re.findall(r"<cite>(.*?)</cite>", raw, re.DOTALL)
    pairs = []
    for b in blocks:
        pairs.extend(re.findall(r"\[([0-9]+)-([0-9]+)\]", b))
    text = re.sub(r"<cite>(.*?)</cite>", "", raw, flags=re.DOTALL)
    n = len(chunks)
    cites = []
    for a, b in pairs:
        a, b = int(a), int(b)
        if a > n - 1 or b < a:
            continue
        b = min(b, n - 1)
        if cites and a == cites[-1]["ed_sent"] + 1:
            cites[-1]["ed_sent"] = b
            cites[-1]["end_char"] = chunks[b][1]
        else:
            cites.append({"st_sent": a, "ed_sent": b, "start_char": chunks[a][0], "end_char": chunks[b][1]})
    cites = cites[:3]
    for c in cites:
        c["cite"] = context[c["start_char"]:c["end_char"]]
    return {"statement": text.strip(), "citation": cites}


def parse_answer(answer, context, sentences):
    chunks = []
    for k, (s, e) in enumerate(sentences):
        chunks.append((s, sentences[k + 1][0] if k + 1 < len(sentences) else e))
    if answer.startswith("statement>"):
        answer = "<" + answer
    out, pos = [], 0
    while True:
        st = answer.find("<statement>", pos)
        if st == -1:
            st = len(answer)
        ed = answer.find("</statement>", st)
        outside = answer[pos:st].strip()
        if len(outside) > 5:
            out.append({"statement": outside, "citation": []})
        if ed == -1:
            break
        inner = answer[st + len("<statement>"):ed]
        if inner.strip():
            out.append(cite_statement(inner, context, chunks))
        pos = ed + len("</statement>")
    return out


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        item = json.loads(line)
        sentences = split_context(item["context"])
        result = {"sentences": sentences}
        if "answer" in item:
            result["statements"] = parse_answer(item["answer"], item["context"], sentences)
        print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
