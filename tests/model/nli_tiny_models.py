#!/usr/bin/python3
"""Builds the tiny TorchScript NLI models of tests/model/nli_judge_test.cc and their expected
outputs, at test time, into OUT (nothing is committed):

  OUT/seqcls/  a sequence classifier over the BERT fixture's vocabulary (embedding + type and
               position embeddings, masked mean, linear to 3 labels; seeded random weights),
               written by tools/export_nli.py's write_export, max_length 64 so that truncation
               fires; entailment index 2 from config.json's id2label.
  OUT/t5/      a "t5" model over a SentencePiece Unigram tokenizer trained here: forward(ids, mask)
               -> [batch, vocab] logits; the "1"/"0" ids from the tokenizer; max_length 96.
  OUT/<kind>/expected.json  [{"premise", "hypothesis", "prob" (null: the judge must fail the item),
               "dropped"}] computed here one pair at a time (no padding, batch 1), with token ids
               from the JS reference (npm @huggingface/tokenizers) and truncation restated.

usage: nli_tiny_models.py --out DIR --shared ../shared --modules tools/npm/node_modules --node NODE
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "text"))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
import export_nli  # noqa: E402
import hf_test_tokenizers as T  # noqa: E402


class TinyClassifier(torch.nn.Module):
    def __init__(self, vocab, labels=3, dim=16, positions=512):
        super().__init__()
        self.emb = torch.nn.Embedding(vocab, dim)
        self.typ = torch.nn.Embedding(2, dim)
        self.pos = torch.nn.Parameter(torch.randn(positions, dim) * 0.3)
        self.out = torch.nn.Linear(dim, labels)

    def forward(self, input_ids, attention_mask, token_type_ids):
        n = input_ids.shape[1]
        h = torch.tanh(self.emb(input_ids) + self.typ(token_type_ids) + self.pos[:n])
        m = attention_mask.unsqueeze(-1).to(h.dtype)
        return 4.0 * self.out((h * m).sum(1) / m.sum(1).clamp(min=1.0))


class TinyT5(torch.nn.Module):
    def __init__(self, vocab, dim=16, positions=512):
        super().__init__()
        self.emb = torch.nn.Embedding(vocab, dim)
        self.pos = torch.nn.Parameter(torch.randn(positions, dim) * 0.3)
        self.out = torch.nn.Linear(dim, vocab)

    def forward(self, input_ids, attention_mask):
        n = input_ids.shape[1]
        h = torch.tanh(self.emb(input_ids) + self.pos[:n])
        m = attention_mask.unsqueeze(-1).to(h.dtype)
        return 4.0 * self.out((h * m).sum(1) / m.sum(1).clamp(min=1.0))


def pairs(shared):
    rng = random.Random(11)
    out = []
    with open(os.path.join(shared, "data/labels/wice/claim_dev.jsonl"), encoding="utf-8") as f:
        wice = [json.loads(l) for l in f]
    for r in wice[:130]:
        k = rng.randint(1, 6)
        s = rng.randint(0, max(0, len(r["evidence"]) - k))
        out.append((" ".join(r["evidence"][s:s + k]), r["claim"]))
    with open(os.path.join(shared, "data/labels/attributionbench/dev_all_subset_balanced.jsonl"),
              encoding="utf-8") as f:
        ab = [json.loads(l) for l in f]
    for r in ab[:60]:
        out.append((r["references"][0] if r["references"] else "", r["claim"]))
    out += [
        ("", "An empty premise."),                        # no premise tokens: the item fails
        ("A premise.", ""),                               # no hypothesis tokens: the item fails
        ("A premise.", " \t\n "),
        ("Short premise.", "word " * 80),                 # the hypothesis alone is too long
        ("Café naïve — 中文 ünïcödé 😀.", "Ünïcödé text."),
        ("The Eiffel Tower is in Paris.", "The Eiffel Tower is in Paris."),
        ("The Eiffel Tower is in Paris.", "The Eiffel Tower is in Rome."),
    ]
    return out


def js_ids(node, modules, tokenizer, texts, special=False):
    oracle = os.path.join(HERE, "..", "text", "hf_tokenizer_oracle.mjs")
    data = "".join(json.dumps({"a": t, "special": special}, ensure_ascii=False) + "\n" for t in texts)
    p = subprocess.run([node, oracle, modules, tokenizer], input=data.encode("utf-8"),
                       capture_output=True, check=True)
    return [json.loads(l)["ids"] for l in p.stdout.decode("utf-8").splitlines() if l.strip()]


def build_seqcls(out, shared, node, modules):
    d = os.path.join(out, "seqcls")
    os.makedirs(d, exist_ok=True)
    fixture = os.path.join(shared, "data/tokenizers/bert-base-uncased-wordpiece")
    tok = os.path.join(d, "tokenizer.json")
    if os.path.exists(tok):
        os.remove(tok)  # the fixture's copy is read-only
    shutil.copyfile(os.path.join(fixture, "tokenizer.json"), tok)
    with open(os.path.join(d, "config.json"), "w") as f:
        json.dump({"id2label": {"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"},
                   "num_labels": 3}, f)
    torch.manual_seed(20261122)
    model = TinyClassifier(30522).eval()
    index = export_nli.entailment_index({"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"})
    example = [torch.tensor([[101, 2023, 102, 2008, 102]]), torch.ones(1, 5, dtype=torch.long),
               torch.tensor([[0, 0, 0, 1, 1]])]
    max_length = 64
    export_nli.write_export(model, example, d, {
        "kind": "sequence-classification",
        "inputs": ["input_ids", "attention_mask", "token_type_ids"],
        "max_length": max_length, "pad_id": 0, "entailment_index": index, "num_labels": 3})
    ps = pairs(shared)
    ids = js_ids(node, modules, tok, [p for p, _ in ps] + [h for _, h in ps])
    expected = []
    for i, (p, h) in enumerate(ps):
        a, b = ids[i], ids[len(ps) + i]
        e = {"premise": p, "hypothesis": h, "prob": None, "dropped": 0}
        if a and b and len(b) + 4 <= max_length:
            keep = min(len(a), max_length - 3 - len(b))
            e["dropped"] = len(a) - keep
            seq = [101] + a[:keep] + [102] + b + [102]
            types = [0] * (keep + 2) + [1] * (len(b) + 1)
            with torch.no_grad():
                logits = model(torch.tensor([seq]), torch.ones(1, len(seq), dtype=torch.long),
                               torch.tensor([types]))
            e["prob"] = torch.softmax(logits.double(), 1)[0, index].item()
        expected.append(e)
    with open(os.path.join(d, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False)


def build_t5(out, shared, node, modules):
    d = os.path.join(out, "t5")
    os.makedirs(d, exist_ok=True)
    spm_model = T.train_unigram(shared, os.path.join(out, "spm"))
    tok = os.path.join(d, "tokenizer.json")
    T.unigram_tokenizer_json(spm_model, tok, normalizer="precompiled")
    one, zero = js_ids(node, modules, tok, ["1", "0"])
    # "1" and "0" are one piece each after the ▁ piece, as in T5's vocabulary (▁ 1 -> [▁, 1]).
    true_id, false_id = one[-1], zero[-1]
    with open(tok, encoding="utf-8") as f:
        vocab = len(json.load(f)["model"]["vocab"])
    torch.manual_seed(7)
    model = TinyT5(vocab).eval()
    max_length = 96
    prompt = export_nli.T5_PROMPT
    example = [torch.tensor([[5, 6, 7, 1]]), torch.ones(1, 4, dtype=torch.long)]
    export_nli.write_export(model, example, d, {
        "kind": "t5", "inputs": ["input_ids", "attention_mask"], "max_length": max_length,
        "pad_id": 0, "true_token_id": true_id, "false_token_id": false_id, "prompt": prompt})
    ps = pairs(shared)
    before, rest = prompt.split("{premise}")
    middle, after = rest.split("{hypothesis}")
    full = js_ids(node, modules, tok, [before + p + middle + h + after for p, h in ps], special=True)
    parts = js_ids(node, modules, tok, [before] + [p for p, _ in ps] + [h for _, h in ps] +
                   [middle + h + after for _, h in ps])
    n = len(ps)
    expected = []
    for i, (p, h) in enumerate(ps):
        a, b = parts[1 + i], parts[1 + n + i]
        e = {"premise": p, "hypothesis": h, "prob": None, "dropped": 0}
        seq = full[i]
        if a and b:
            if len(seq) > max_length:
                fixed = len(parts[0]) + len(parts[1 + 2 * n + i]) + 1
                if fixed + 1 > max_length:
                    seq = None
                else:
                    keep = min(len(a), max_length - fixed)
                    e["dropped"] = len(a) - keep
                    seq = parts[0] + a[:keep] + parts[1 + 2 * n + i] + [1]  # </s> is id 1
            if seq is not None:
                with torch.no_grad():
                    logits = model(torch.tensor([seq]), torch.ones(1, len(seq), dtype=torch.long))
                two = torch.stack([logits[0, true_id], logits[0, false_id]]).double()
                e["prob"] = torch.softmax(two, 0)[0].item()
        expected.append(e)
    with open(os.path.join(d, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--modules", required=True)
    ap.add_argument("--node", default="/usr/bin/node")
    args = ap.parse_args()
    torch.set_num_threads(1)
    build_seqcls(args.out, args.shared, args.node, args.modules)
    build_t5(args.out, args.shared, args.node, args.modules)


if __name__ == "__main__":
    main()
