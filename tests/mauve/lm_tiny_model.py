#!/usr/bin/python3
"""A tiny random GPT-2-shaped causal LM in plain torch (no transformers), exported with
tools/export_lm.py's torch-only write_lm_export, for the lm:DIR featurizer's tests.

    lm_tiny_model.py OUT_DIR
        OUT_DIR: model.pt, citeval_lm.json, tokenizer.json (a GPT-2-style byte-level BPE with the
        256 byte tokens and a few merges) and expected.json: [{"ids": [...], "feature": [...]}],
        the eager model's final hidden state of the last token for fixed id sequences.
"""
import json
import math
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
from export_lm import write_lm_export  # noqa: E402

MERGES = [("Ġ", "t"), ("h", "e"), ("Ġt", "he"), ("i", "n"), ("Ġ", "a")]


def bytes_to_unicode():
    """GPT-2's reversible byte -> printable character map."""
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    chars, extra = {}, 0
    for b in range(256):
        if b in keep:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + extra)
            extra += 1
    return chars


def tokenizer_json():
    chars = bytes_to_unicode()
    vocab = {chars[b]: b for b in range(256)}
    for a, b in MERGES:
        vocab[a + b] = len(vocab)
    eot = len(vocab)
    byte_level = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                  "use_regex": True}
    return {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": eot, "content": "<|endoftext|>", "single_word": False,
                          "lstrip": False, "rstrip": False, "normalized": True, "special": True}],
        "normalizer": None, "pre_tokenizer": byte_level, "post_processor": byte_level,
        "decoder": byte_level,
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "", "fuse_unk": False,
                  "byte_fallback": False, "vocab": vocab,
                  "merges": [a + " " + b for a, b in MERGES]},
    }


class Block(torch.nn.Module):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.ln_1 = torch.nn.LayerNorm(hidden)
        self.c_attn = torch.nn.Linear(hidden, 3 * hidden)
        self.c_proj = torch.nn.Linear(hidden, hidden)
        self.ln_2 = torch.nn.LayerNorm(hidden)
        self.c_fc = torch.nn.Linear(hidden, 4 * hidden)
        self.mlp_proj = torch.nn.Linear(4 * hidden, hidden)

    def forward(self, x):
        b, t, h = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(h, dim=2)
        split = lambda z: z.view(b, t, self.heads, h // self.heads).transpose(1, 2)  # noqa: E731
        q, k, v = split(q), split(k), split(v)
        scores = q @ k.transpose(-1, -2) / math.sqrt(h // self.heads)
        causal = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        att = torch.softmax(scores, dim=-1) @ v
        x = x + self.c_proj(att.transpose(1, 2).reshape(b, t, h))
        # GPT-2's gelu_new: the tanh approximation
        return x + self.mlp_proj(torch.nn.functional.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))


class TinyGpt2(torch.nn.Module):
    def __init__(self, vocab, positions=600, hidden=16, layers=2, heads=2):
        super().__init__()
        self.wte = torch.nn.Embedding(vocab, hidden)
        self.wpe = torch.nn.Embedding(positions, hidden)
        self.blocks = torch.nn.ModuleList(Block(hidden, heads) for _ in range(layers))
        self.ln_f = torch.nn.LayerNorm(hidden)

    def forward(self, input_ids):
        positions = torch.arange(input_ids.shape[1], device=input_ids.device).unsqueeze(0)
        x = self.wte(input_ids) + self.wpe(positions)
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x)  # hidden_states[-1]: after the final layer norm


def build(out_dir, hidden=16):
    torch.manual_seed(0)
    tok = tokenizer_json()
    vocab = len(tok["model"]["vocab"]) + 1
    model = TinyGpt2(vocab, hidden=hidden).eval()
    # LayerNorm weights away from 1/0 so that a missing final norm would show
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, torch.nn.LayerNorm):
                m.weight.uniform_(0.5, 1.5)
                m.bias.uniform_(-0.2, 0.2)
    os.makedirs(out_dir, exist_ok=True)
    tok_path = os.path.join(out_dir, "tokenizer.src.json")
    with open(tok_path, "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False)
    write_lm_export(model, out_dir, hidden, "tiny random GPT-2 (tests/mauve/lm_tiny_model.py)",
                    tokenizer_json=tok_path)
    os.remove(tok_path)
    gen = torch.Generator().manual_seed(1)
    cases = []
    for length in (1, 5, 40, 512):
        ids = torch.randint(0, vocab, (1, length), generator=gen)
        with torch.no_grad():
            feature = model(ids)[0, -1]
        cases.append({"ids": ids[0].tolist(), "feature": feature.tolist()})
    with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f)
    return model


if __name__ == "__main__":
    build(sys.argv[1])
