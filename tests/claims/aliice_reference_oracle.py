"""ALiICE's released scorer restated in Python, for the differential test of `--reference`
(aliice_reference_test.cc): eval.py's sentence_spliter and calculate_citation, and myparser.py's
alice_parse_citation (text_cleaning, get_words_and_citations, the attachment of citations to
tokens, the tree cuts as the released code makes them, cite_texts as a dict) and
alce_parse_citation. Written from reading the released code, over parent/child dicts.

What needs a model is replaced by what the C++ side is given too: a text's parse comes from the
case file's table, keyed by its tokens (tests/claims/fake_parser.h's tokenizer); an entailment is
a lexical rule (every word of the hypothesis is a word of the premise). Every pair asked is
written with its label to a table: file, which the C++ side judges with, so a pair the two sides
do not share is a judge error there, never a silent agreement.

usage: aliice_reference_oracle.py --cases FILE --punkt DIR --table OUT
prints one JSON object: citation_recall, citation_precision (x100), recall_std, precision_std,
times_not_used_aliice, and "units": per item, the [text, ids] pairs eval.py judges.
"""
import argparse
import json
import os
import re
import string
import sys

import numpy as np
from nltk.tokenize.punkt import PunktSentenceTokenizer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "text"))
from punkt_differential import english_params  # noqa: E402

MARK = re.compile(r"\[\d+\]")


# ----------------------------------------------------------------------------- the given parser

def fake_tokens(text):
    """FakeParser::tokenize: whitespace-separated pieces, a comma before a space (or the end) alone."""
    out, i = [], 0
    while i < len(text):
        if text[i] in " \t\n":
            i += 1
        elif text[i] == ",":
            out.append(",")
            i += 1
        else:
            b = i
            while i < len(text) and text[i] not in " \t\n" and not (
                    text[i] == "," and (i + 1 == len(text) or text[i + 1] == " ")):
                i += 1
            out.append(text[b:i])
    return out


class Parses:
    def __init__(self, table):
        self.table = {" ".join(p["tokens"]): p for p in table}

    def parse(self, text):
        """[(text, head or None, dep)] of each token; KeyError for a text the table lacks."""
        tokens = fake_tokens(text)
        p = self.table[" ".join(tokens)]
        return [(t, None if h < 0 else h, d) for t, h, d in zip(tokens, p["heads"], p["deps"])]


# ----------------------------------------------------------------------------- myparser.py

def alce_parse(sentence):
    if MARK.search(sentence) is None:
        return (sentence, [])
    text = re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sentence)).replace(" |", "").replace("]", "")
    return (text, [int(m[1:-1]) for m in MARK.findall(sentence)])


def words_and_citations(sentence):
    pieces = []  # words (str) and groups (list of ids), in order
    for seg in sentence.split():
        pos = 0
        for m in MARK.finditer(seg):
            if m.start() > pos:
                pieces.append(seg[pos:m.start()])
            pieces.append([int(m.group()[1:-1])])
            pos = m.end()
        if pos < len(seg):
            pieces.append(seg[pos:])
    merged = []
    for p in pieces:
        if isinstance(p, list) and merged and isinstance(merged[-1], list):
            merged[-1] = merged[-1] + p
        else:
            merged.append(p)
    words, cites = [], {}
    for k, p in enumerate(merged):
        if isinstance(p, list):
            cites[0 if k == 0 else len(words) - 1] = p
        else:
            words.append(p.strip(string.punctuation))
    return words, cites


class Tree:
    """A copy of a parse as the released code's nodes: ordered children, an edge label a child."""

    def __init__(self, parse, root):
        self.text = {i: t for i, (t, _, _) in enumerate(parse)}
        self.kids = {i: [] for i in range(len(parse))}
        self.edge = {}
        for i, (_, h, d) in enumerate(parse):
            if h is not None:
                self.kids[h].append(i)
                self.edge[(h, i)] = d
        self.root = root

    def nodes(self, x):
        out = [x]
        for c in self.kids[x]:
            out += self.nodes(c)
        return out

    def has(self, x, y):
        return y in self.nodes(x)

    def child_towards(self, x, y):  # find_target_child: x itself, or x's child above y
        if x == y:
            return x
        return next((c for c in self.kids[x] if self.has(c, y)), None)

    def father(self, x):  # find_node_father: the root is its own father
        if x == self.root:
            return x
        for p in self.nodes(self.root):
            if x in self.kids[p]:
                return p
        return None

    def lca(self, x, a, b):
        if x in (a, b):
            return x
        found = [r for r in (self.lca(c, a, b) for c in self.kids[x]) if r is not None]
        return x if len(found) > 1 else (found[0] if found else None)

    def add(self, p, c, label):
        self.kids[p].append(c)
        self.edge[(p, c)] = label

    def remove(self, p, c):
        if c in self.kids[p]:
            self.kids[p].remove(c)
            self.edge.pop((p, c), None)


def claim_texts(parse, cites):
    root = next(i for i, (_, h, _) in enumerate(parse) if h is None)
    if root in cites:
        return None
    texts = {}
    for i, group in cites.items():
        t = Tree(parse, root)
        for j in cites:
            if j == i or not t.has(t.root, j):
                continue
            lca = t.lca(t.root, i, j)
            if lca == i:
                t.remove(lca, t.child_towards(lca, j))
            elif lca == j:
                ti = t.child_towards(lca, i)
                f = t.father(lca)
                t.add(f, ti, None)
                t.remove(f, lca)
            else:
                ti, tj = t.child_towards(lca, i), t.child_towards(lca, j)
                seps = [c for c in t.kids[lca] if min(ti, tj) < c < max(ti, tj)
                        and (t.text[c] == "," or t.edge.get((lca, c)) in ("cc", "CC"))]

                def fronted(x):
                    return t.edge.get((lca, x)) in ("prep", "advcl") and t.has(x, 0)

                if seps and ti < tj:
                    if lca == t.root and fronted(ti):
                        t.root = ti
                    else:
                        for x in [tj] + seps:
                            t.remove(lca, x)
                elif seps:
                    if lca == t.root and fronted(tj):
                        for x in [tj] + seps:
                            t.remove(lca, x)
                    elif lca == t.root:
                        t.root = ti
                    else:
                        label = t.edge.get((lca, ti))
                        for c in list(t.kids[lca]):
                            t.remove(lca, c)
                        t.add(lca, ti, label)
                elif lca == t.root:
                    t.root = ti
                else:
                    t.remove(lca, tj)
        kept = sorted(set(t.nodes(t.root)))
        texts[" ".join(t.text[k] for k in kept)] = group
    return texts


def aliice_parse(sentence, parses, max_words=50):
    if MARK.search(sentence) is None:
        return (sentence, [])
    if len(sentence.split()) > max_words:
        return alce_parse(sentence)
    sentence = re.sub(r"[^\w\s\[\]\,]", "", sentence)
    words, raw_cites = words_and_citations(sentence)
    parse = parses.parse(" ".join(words))
    cites = {}
    for w, group in raw_cites.items():
        near = [k for k, (t, _, _) in enumerate(parse) if words[w] in t or t in words[w]]
        if not near:
            return (sentence, [])
        cites[min(near, key=lambda k: abs(k - w))] = group
    texts = claim_texts(parse, cites)
    return alce_parse(sentence) if texts is None else texts


# ----------------------------------------------------------------------------- eval.py

def split_sentences(text, punkt):
    sentences = punkt.tokenize(text)
    for k in range(1, len(sentences)):
        if MARK.search(sentences[k]) and sentences[k][0] == "[":
            m = MARK.search(sentences[k])
            sentences[k - 1] += m.group()
            sentences[k] = sentences[k][:m.start()] + sentences[k][m.end():]
    return sentences


def entails(premise, hypothesis, asked):
    words = lambda s: re.findall(r"\w+", s.lower())  # noqa: E731
    p = set(words(premise))
    h = words(hypothesis)
    label = int(bool(h) and all(w in p for w in h))
    asked[(premise, hypothesis)] = label
    return label


def calculate_citation(items, parses, punkt, asked, psg_num=5):
    def doc(d):
        return "Title: %s\n%s" % (d["title"], d["text"])

    recall, precision, not_used, units = [], [], 0, []
    for item in items:
        mine = []
        units.append(mine)
        sentences = split_sentences(item["output"], punkt)
        if not sentences:
            continue
        entail = areas = entail_prec = citations = 0
        for sentence in sentences:
            parsed = aliice_parse(sentence, parses)
            if isinstance(parsed, tuple):
                pairs = [parsed]
                not_used += 1
            else:
                pairs = list(parsed.items())
            for text, cite in pairs:
                mine.append([text, cite])
                if not cite or any(c > psg_num for c in cite):
                    joint = 0
                else:
                    areas += 1
                    citations += len(cite)
                    joint = entails("\n".join(doc(item["docs"][c - 1]) for c in cite), text, asked)
                entail += joint
                if joint and len(cite) > 1:
                    for c in cite:
                        if entails(doc(item["docs"][c - 1]), text, asked):
                            entail_prec += 1
                            continue
                        rest = list(cite)
                        rest.remove(c)
                        if not entails("\n".join(doc(item["docs"][r - 1]) for r in rest), text, asked):
                            entail_prec += 1
                else:
                    entail_prec += joint
        if areas == 0:
            continue
        recall.append(entail / areas)
        precision.append(entail_prec / citations if citations > 0 else 0)
    return {
        "citation_recall": 100 * np.mean(recall),
        "citation_precision": 100 * np.mean(precision),
        "recall_std": np.std(recall, ddof=0),
        "precision_std": np.std(precision, ddof=0),
        "times_not_used_aliice": not_used,
        "units": units,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", required=True)
    ap.add_argument("--punkt", required=True, help="the punkt_tab/english directory")
    ap.add_argument("--table", required=True, help="write the judged pairs here (table: JSONL)")
    a = ap.parse_args()
    with open(a.cases, encoding="utf-8") as f:
        cases = json.load(f)
    punkt = PunktSentenceTokenizer(english_params(a.punkt))
    asked = {}
    out = calculate_citation(cases["items"], Parses(cases["parses"]), punkt, asked)
    with open(a.table, "w", encoding="utf-8") as f:
        for (p, h), label in asked.items():
            f.write(json.dumps({"premise": p, "hypothesis": h, "label": label}) + "\n")
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
