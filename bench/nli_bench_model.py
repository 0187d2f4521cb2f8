#!/usr/bin/python3
"""The model and pairs of bench/nli_judge_bench.cc, and the Python side of the comparison.

  build: OUT/model/ = a small BERT-shaped cross-encoder (2 layers, hidden 64, 4 heads, random
         seeded weights; WordPiece fixture tokenizer; max_length 128) exported with
         tools/export_nli.py's write_export; OUT/pairs.json = 512 (premise, hypothesis) pairs from
         WiCE dev (1-6 evidence sentences, the claim), OUT/ids.json their token ids (JS reference).
  time:  the same TorchScript model in Python on the same ids, pairs/s (CPU), as ALCE's scripts
         run their NLI model (one pair a call) and batched (16 a call, padded).

usage: nli_bench_model.py build|time --out DIR --shared ../shared --modules tools/npm/node_modules
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import export_nli  # noqa: E402

MAX_LENGTH = 128


class Layer(torch.nn.Module):
    def __init__(self, d, heads, ff):
        super().__init__()
        self.heads = heads
        self.qkv = torch.nn.Linear(d, 3 * d)
        self.o = torch.nn.Linear(d, d)
        self.n1 = torch.nn.LayerNorm(d)
        self.f1 = torch.nn.Linear(d, ff)
        self.f2 = torch.nn.Linear(ff, d)
        self.n2 = torch.nn.LayerNorm(d)

    def forward(self, h, bias):
        b, n, d = h.shape
        q, k, v = self.qkv(h).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-1, -2) / (d // self.heads) ** 0.5 + bias, -1) @ v
        h = self.n1(h + self.o(a.transpose(1, 2).reshape(b, n, d)))
        return self.n2(h + self.f2(torch.nn.functional.gelu(self.f1(h))))


class Encoder(torch.nn.Module):
    def __init__(self, vocab=30522, d=64, heads=4, ff=128, layers=2):
        super().__init__()
        self.tok = torch.nn.Embedding(vocab, d)
        self.typ = torch.nn.Embedding(2, d)
        self.pos = torch.nn.Parameter(torch.randn(512, d) * 0.02)
        self.layers = torch.nn.ModuleList([Layer(d, heads, ff) for _ in range(layers)])
        self.cls = torch.nn.Linear(d, 3)

    def forward(self, input_ids, attention_mask, token_type_ids):
        n = input_ids.shape[1]
        h = self.tok(input_ids) + self.typ(token_type_ids) + self.pos[:n]
        bias = (1.0 - attention_mask[:, None, None, :].to(h.dtype)) * -10000.0
        for layer in self.layers:
            h = layer(h, bias)
        return self.cls(h[:, 0])


def build(out, shared, modules):
    d = os.path.join(out, "model")
    os.makedirs(d, exist_ok=True)
    tok = os.path.join(d, "tokenizer.json")
    if os.path.exists(tok):
        os.remove(tok)
    shutil.copyfile(os.path.join(shared, "data/tokenizers/bert-base-uncased-wordpiece/tokenizer.json"), tok)
    torch.manual_seed(3)
    model = Encoder().eval()
    example = [torch.tensor([[101, 2023, 102, 2008, 102]]), torch.ones(1, 5, dtype=torch.long),
               torch.tensor([[0, 0, 0, 1, 1]])]
    export_nli.write_export(model, example, d, {
        "kind": "sequence-classification",
        "inputs": ["input_ids", "attention_mask", "token_type_ids"],
        "max_length": MAX_LENGTH, "pad_id": 0, "entailment_index": 0, "num_labels": 3})
    rng = random.Random(5)
    with open(os.path.join(shared, "data/labels/wice/claim_dev.jsonl"), encoding="utf-8") as f:
        wice = [json.loads(l) for l in f]
    pairs = []
    while len(pairs) < 512:
        r = rng.choice(wice)
        k = rng.randint(1, 6)
        s = rng.randint(0, max(0, len(r["evidence"]) - k))
        pairs.append({"premise": " ".join(r["evidence"][s:s + k]), "hypothesis": r["claim"]})
    with open(os.path.join(out, "pairs.json"), "w", encoding="utf-8") as f:
        json.dump(pairs, f, ensure_ascii=False)
    oracle = os.path.join(HERE, "..", "tests", "text", "hf_tokenizer_oracle.mjs")
    reqs = "".join(json.dumps({"a": p["premise"], "b": p["hypothesis"], "special": True},
                              ensure_ascii=False) + "\n" for p in pairs)
    res = subprocess.run(["node", oracle, modules, tok], input=reqs.encode(), capture_output=True,
                         check=True)
    ids = [json.loads(l)["ids"] for l in res.stdout.decode().splitlines() if l.strip()]
    with open(os.path.join(out, "ids.json"), "w") as f:
        json.dump(ids, f)


def encode(ids):
    """Truncated like the judge (premise only), with type ids after the first [SEP]."""
    sep = ids.index(102)
    a, b = ids[1:sep], ids[sep + 1:-1]
    keep = min(len(a), MAX_LENGTH - 3 - len(b))
    seq = [101] + a[:keep] + [102] + b + [102]
    return seq, [0] * (keep + 2) + [1] * (len(b) + 1)


def run(model, items):
    n = max(len(s) for s, _ in items)
    ids = torch.zeros(len(items), n, dtype=torch.long)
    mask = torch.zeros_like(ids)
    types = torch.zeros_like(ids)
    for i, (s, t) in enumerate(items):
        ids[i, :len(s)] = torch.tensor(s)
        mask[i, :len(s)] = 1
        types[i, :len(t)] = torch.tensor(t)
    return torch.softmax(model(ids, mask, types), 1)[:, 0]


def time_python(out):
    model = torch.jit.load(os.path.join(out, "model", "model.pt")).eval()
    with open(os.path.join(out, "ids.json")) as f:
        items = [encode(x) for x in json.load(f)]
    for threads in (1, 2):
        torch.set_num_threads(threads)
        for batch in (1, 16):
            with torch.inference_mode():
                run(model, items[:batch])  # warm-up
                t0 = time.process_time()
                w0 = time.perf_counter()
                if batch == 1:
                    for it in items:
                        run(model, [it])
                else:  # sorted by length, as the C++ judge batches
                    srt = sorted(items, key=lambda x: -len(x[0]))
                    for i in range(0, len(srt), batch):
                        run(model, srt[i:i + batch])
                cpu, wall = time.process_time() - t0, time.perf_counter() - w0
            print(f"python torch {threads} thread(s), batch {batch:2d}: {len(items) / wall:7.1f} "
                  f"pairs/s wall ({len(items) / cpu:7.1f} per CPU second)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["build", "time"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--shared", default=None)
    ap.add_argument("--modules", default=None)
    args = ap.parse_args()
    if args.what == "build":
        build(args.out, args.shared, args.modules)
    else:
        time_python(args.out)


if __name__ == "__main__":
    main()
