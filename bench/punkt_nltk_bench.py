#!/usr/bin/python3
"""NLTK 3.8's Punkt on the corpus of bench/punkt_bench.cc, in MB/s (UTF-8 bytes), best of 3 runs.
MB/s is per CPU second (process time), as Google Benchmark reports it, so that a busy machine
does not flatter either side; wall time is shown too.

usage: punkt_nltk_bench.py --shared ../shared
"""
import argparse
import os
import time
from collections import defaultdict

from nltk.tokenize.punkt import PunktParameters, PunktSentenceTokenizer


def rm_nl(s):
    return s[:-1] if s.endswith("\n") else s


def english_params(lang_dir):
    p = PunktParameters()
    with open(os.path.join(lang_dir, "abbrev_types.txt"), encoding="utf-8") as f:
        p.abbrev_types = {rm_nl(x) for x in f}
    with open(os.path.join(lang_dir, "collocations.tab"), encoding="utf-8") as f:
        p.collocations = {tuple(rm_nl(x).split("\t")) for x in f}
    with open(os.path.join(lang_dir, "sent_starters.txt"), encoding="utf-8") as f:
        p.sent_starters = {rm_nl(x) for x in f}
    with open(os.path.join(lang_dir, "ortho_context.tab"), encoding="utf-8") as f:
        p.ortho_context = defaultdict(int, {a: int(b) for a, b in (rm_nl(x).split("\t") for x in f)})
    return p


def ewt_documents(path):
    """Same grouping as punkt_bench.cc: a document a # newdoc, " " between sentences, "\\n\\n"
    between paragraphs."""
    docs, paras, para = [], [], []

    def flush_para():
        nonlocal para
        if para:
            paras.append(" ".join(para))
        para = []

    def flush_doc():
        nonlocal paras
        flush_para()
        if paras:
            docs.append("\n\n".join(paras))
        paras = []

    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("# newdoc"):
                flush_doc()
            elif line.startswith("# newpar"):
                flush_para()
            elif line.startswith("# text = "):
                para.append(line[len("# text = "):].rstrip("\n"))
    flush_doc()
    return docs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", required=True)
    args = ap.parse_args()
    docs = ewt_documents(os.path.join(args.shared, "data/ud/en_ewt-ud-train.conllu"))
    nbytes = sum(len(d.encode("utf-8")) for d in docs)
    tokenizers = {
        "english": PunktSentenceTokenizer(english_params(os.path.join(args.shared, "data/punkt_tab/english"))),
        "untrained": PunktSentenceTokenizer(),
    }
    for name, tok in tokenizers.items():
        best = wall = None
        for _ in range(3):
            t0, w0 = time.process_time(), time.perf_counter()
            n = sum(len(list(tok.span_tokenize(d))) for d in docs)
            dt, dw = time.process_time() - t0, time.perf_counter() - w0
            best = dt if best is None else min(best, dt)
            wall = dw if wall is None else min(wall, dw)
        print(f"NLTK {name}: {len(docs)} documents, {nbytes / 1e6:.2f} MB, {n} sentences, "
              f"{best:.3f} s CPU ({wall:.3f} s wall), {nbytes / best / 1e6:.2f} MB/s")


if __name__ == "__main__":
    main()
