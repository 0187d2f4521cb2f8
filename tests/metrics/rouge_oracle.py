"""Oracle for rouge_python_test: an independent Python statement of rouge_score 0.1.2's rougeLsum
(RougeScorer(["rougeLsum"], use_stemmer=True)), using NLTK's real PorterStemmer and Python's own
str.lower() and re, printed as JSON lines for the C++ test to compare exactly.

  {"kind": "tok", "text": ..., "tokens": [...]}                       tokenisation cases
  {"kind": "lsum", "target": ..., "prediction": ..., "p": .., "r": .., "f": ..}   rougeLsum cases

Cases: every other sentence of the given CoNLL-U files (tokenisation), texts built from those
sentences with deletions, swaps and case changes (rougeLsum), random sentences over a 4-word
vocabulary (where LCS ties and repeated tokens decide the score), and Unicode edge cases.
Deterministic (fixed seed). Run with Debian's /usr/bin/python3.
"""
import collections
import json
import random
import re
import sys

from nltk.stem.porter import PorterStemmer

STEMMER = PorterStemmer()


def tokens_of(text):
    # Lower-case with Python's full Unicode mapping, keep only [a-z0-9] runs, stem long tokens.
    pieces = re.split(r"\s+", re.sub(r"[^a-z0-9]+", " ", text.lower()))
    pieces = [STEMMER.stem(p) if len(p) > 3 else p for p in pieces]
    return [p for p in pieces if re.fullmatch(r"[a-z0-9]+", p)]


def one_lcs(ref, can):
    """Indices into ref of the LCS that rouge_score's backtracking reads out."""
    rows, cols = len(ref), len(can)
    t = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows):
        for j in range(cols):
            t[i + 1][j + 1] = t[i][j] + 1 if ref[i] == can[j] else max(t[i][j + 1], t[i + 1][j])
    out, i, j = [], rows, cols
    while i and j:
        if ref[i - 1] == can[j - 1]:
            out.append(i - 1)
            i, j = i - 1, j - 1
        elif t[i][j - 1] > t[i - 1][j]:
            j -= 1
        else:
            i -= 1
    return out


def rouge_lsum(target, prediction):
    refs = [tokens_of(s) for s in target.split("\n") if s]
    cans = [tokens_of(s) for s in prediction.split("\n") if s]
    m, n = sum(map(len, refs)), sum(map(len, cans))
    if not refs or not cans or not m or not n:
        return 0.0, 0.0, 0.0
    left_r = collections.Counter(t for s in refs for t in s)
    left_c = collections.Counter(t for s in cans for t in s)
    hits = 0
    for ref in refs:
        union = sorted(set(i for can in cans for i in one_lcs(ref, can)))
        for i in union:
            tok = ref[i]
            if left_r[tok] > 0 and left_c[tok] > 0:
                hits += 1
                left_r[tok] -= 1
                left_c[tok] -= 1
    r, p = hits / m, hits / n
    f = 2 * p * r / (p + r) if p + r > 0 else 0.0
    return p, r, f


UNICODE_CASES = [
    "İstanbul İSTANBUL", "\u212Aelvin 5\u212A", "Straße STRASSE", "café CAFÉ naïve",
    "ＦＵＬＬＷＩＤＴＨ ｆｕｌｌ", "Ελληνικά ΣΟΦΟΣ", "日本語のテキスト", "emoji 👍🏽 test",
    "zero\u200bwidth", "nbsp\u00a0here", "tab\there\r\nline", "under_score and-dash",
    "covid-19 in 2020s", "U.S.A. and e.g. i.e.", "\u0130\u0130x", "x\u0130", "\u212A\u212A",
]


def sentences(conllu_files):
    out = []
    for path in conllu_files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("# text = "):
                    out.append(line[len("# text = "):].rstrip("\n"))
    return out


def mutate(rng, sent):
    words = sent.split(" ")
    choice = rng.randrange(5)
    if choice == 0 and len(words) > 2:  # drop some words
        words = [w for w in words if rng.random() > 0.3]
    elif choice == 1 and len(words) > 2:  # swap two words
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    elif choice == 2:
        words = [w.upper() if rng.random() < 0.3 else w for w in words]
    elif choice == 3:
        words = words + words[: rng.randrange(len(words) + 1)]  # repeats
    return " ".join(words)


def main():
    rng = random.Random(20231122)
    sents = sentences(sys.argv[1:])
    out = sys.stdout

    for text in sents[::2] + UNICODE_CASES:  # every other sentence keeps the test quick
        out.write(json.dumps({"kind": "tok", "text": text, "tokens": tokens_of(text)}) + "\n")

    def emit(target, prediction):
        p, r, f = rouge_lsum(target, prediction)
        out.write(json.dumps({"kind": "lsum", "target": target, "prediction": prediction,
                              "p": p, "r": r, "f": f}) + "\n")

    short = [s for s in sents if len(s.split()) <= 25]
    for _ in range(500):
        target = [rng.choice(short) for _ in range(rng.randint(1, 4))]
        prediction = []
        for _ in range(rng.randint(0, 4)):
            if target and rng.random() < 0.7:
                prediction.append(mutate(rng, rng.choice(target)))
            else:
                prediction.append(rng.choice(short))
        sep = "\n" if rng.random() < 0.9 else "\n\n"
        emit(sep.join(target), sep.join(prediction))
    for _ in range(3000):
        def text():
            return "\n".join(" ".join(rng.choice("aabcd") for _ in range(rng.randint(0, 8)))
                             for _ in range(rng.randint(1, 4)))
        emit(text(), text())
    for a in UNICODE_CASES:
        for b in UNICODE_CASES[:6]:
            emit(a + "\n" + b, b.lower())
    emit("", "")
    emit("w1 w2 w3", "")
    emit("", "w1")
    emit("w1 w2", "/")
    emit("\n\n", "a\n")


if __name__ == "__main__":
    main()
