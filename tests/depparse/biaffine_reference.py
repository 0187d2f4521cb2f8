#!/usr/bin/env python3
"""Reference for tests/depparse/biaffine_test.cc: builds a tiny biaffine parser with
tools/train_biaffine.py's own Model and export() (random weights, small dimensions, a vocabulary
and a fake GloVe table from EWT dev sentences), writes it to OUT/tiny.biaffine, and writes what
PyTorch computes for some sentences to OUT/expected.txt:

  per sentence: "S n", a line of the n words (tab-separated), a line of the n tag indices,
  (n+1)^2 arc scores (row = dependent, column = head; row 0 is unused), then for every word i
  the label scores of the arc from word max(i-1, 0) ... (all labels), one line each.
"""
import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools'))
import train_biaffine as tb  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--shared', required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(7)
    rng = np.random.default_rng(7)
    sents = tb.read_conllu(os.path.join(args.shared, 'data/ud/en_ewt-ud-dev.conllu'))
    train, probe = sents[:300], sents[300:330] + sents[:5]
    # A fake GloVe table: every other word form of the first 200 sentences (so some words hit and
    # some miss), random vectors.
    forms = sorted({tb.lower(w) for s in sents[:200] for (w, _, _, _) in s})[::2]
    gm = rng.normal(size=(len(forms), 6)).astype(np.float32)
    vocab = tb.Vocab(train, forms)
    q, scale = tb.quantize_rows(np.vstack([np.zeros((1, 6), np.float32), gm]))
    m = tb.Model(vocab, q, scale, hidden=9, layers=2, wdim=7, tdim=5, sdim=4, arc=8, rel=6, drop=0.0)
    with torch.no_grad():
        for name, p in m.named_parameters():
            if p.requires_grad:
                p.normal_(0.0, 0.6)
    tb.round_to_half(m)
    tb.export(m, vocab, os.path.join(args.out, 'tiny.biaffine'))
    m.eval()
    with open(os.path.join(args.out, 'expected.txt'), 'w', encoding='utf-8') as f:
        for s in probe:
            enc = vocab.encode(s)
            w, _, t, sf, sh, g, _, _ = enc
            T = lambda v: torch.tensor([v])
            with torch.no_grad():
                arc, rd, rh = m(T(w), T(t), T(sf), T(sh), T(g), [len(w)])
                n = len(s)
                f.write(f'S {n}\n')
                f.write('\t'.join(x for (x, _, _, _) in s) + '\n')
                f.write(' '.join(str(x) for x in t[1:]) + '\n')
                f.write(' '.join(f'{v:.9g}' for v in arc[0].reshape(-1).tolist()) + '\n')
                for i in range(1, n + 1):
                    h = max(i - 1, 0)
                    ls = m.rel_scores(rd[0, i], rh[0, h])
                    f.write(' '.join(f'{v:.9g}' for v in ls.tolist()) + '\n')


if __name__ == '__main__':
    main()
