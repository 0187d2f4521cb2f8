#!/usr/bin/env python3
"""Tiny extractive QA models for citeval's "qa:DIR" tests, and the answers the Hugging Face
question-answering pipeline (transformers 4.28, as ALCE calls it: handle_impossible_answer=True)
gives with them, restated here in Python + NumPy without transformers or tokenizers.

  python3 qa_tiny.py --out DIR

writes DIR/<name>/{model.pt, tokenizer.json, citeval_qa.json} through tools/export_qa.py's
write_export (its torch-only part) for two random models (one with a boosted CLS logit, so that
some answers are impossible) and DIR/cases.json: [{model, question, context, answer, score,
impossible, windows}]. Exit code 77 when torch is missing (the test then skips).
"""
import argparse
import json
import os
import sys

try:
    import numpy as np
    import regex
    import torch
except ImportError as e:  # pragma: no cover
    print(f"skip: {e}", file=sys.stderr)
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
import export_qa  # noqa: E402

GPT2_PATTERN = r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""
SPECIALS = ["<s>", "<pad>", "</s>", "<unk>"]
MERGES = [("Ġ", "t"), ("h", "e"), ("Ġt", "he"), ("Ġ", "P"), ("a", "r"), ("ĠP", "ar"), ("i", "s"),
          ("Ġ", "T"), ("o", "w"), ("ow", "e"), ("owe", "r"), ("Ġ", "1"), ("8", "9"), ("e", "l")]
MAX_SEQ_LEN, DOC_STRIDE, MAX_ANSWER_LEN = 40, 12, 15


def bytes_to_unicode():
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, [chr(c) for c in cs]))


B2U = bytes_to_unicode()


def vocabulary():
    vocab = {t: i for i, t in enumerate(SPECIALS)}
    for b in range(256):
        vocab[B2U[b]] = len(vocab)
    for a, b in MERGES:
        vocab[a + b] = len(vocab)
    return vocab


def tokenizer_json(vocab):
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": True} for i, t in enumerate(SPECIALS)]
    return {"version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
            "normalizer": None,
            "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False,
                              "trim_offsets": True, "use_regex": True},
            "post_processor": {"type": "RobertaProcessing", "sep": ["</s>", 2], "cls": ["<s>", 0],
                               "trim_offsets": True, "add_prefix_space": False},
            "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                        "use_regex": True},
            "model": {"type": "BPE", "dropout": None, "unk_token": None,
                      "continuing_subword_prefix": None, "end_of_word_suffix": None,
                      "fuse_unk": False, "byte_fallback": False, "vocab": vocab,
                      "merges": [f"{a} {b}" for a, b in MERGES]}}


def bpe(word):
    """GPT-2's BPE on a list of byte characters: merge the lowest-ranked pair, left to right."""
    ranks = {m: i for i, m in enumerate(MERGES)}
    word = list(word)
    while len(word) > 1:
        pairs = [(ranks.get((word[i], word[i + 1]), 1 << 30), i) for i in range(len(word) - 1)]
        rank, _ = min(pairs)
        if rank == 1 << 30:
            break
        a, b = MERGES[rank]
        out, i = [], 0
        while i < len(word):
            if i + 1 < len(word) and word[i] == a and word[i + 1] == b:
                out.append(a + b)
                i += 2
            else:
                out.append(word[i])
                i += 1
        word = out
    return word


def encode(text, vocab):
    """(ids, word index, (start, end) character offsets trimmed of spaces) of text's tokens."""
    ids, words, offsets = [], [], []
    for w, m in enumerate(regex.finditer(GPT2_PATTERN, text)):
        piece = m.group(0)
        # character position of each byte of the piece
        byte_chars = []
        for k, ch in enumerate(piece):
            byte_chars += [m.start() + k] * len(ch.encode("utf-8"))
        at = 0
        for tok in bpe([B2U[b] for b in piece.encode("utf-8")]):
            n = len(tok)  # one character per byte
            start, end = byte_chars[at], byte_chars[at + n - 1] + 1
            at += n
            lead = len(tok) - len(tok.lstrip("Ġ"))
            trail = len(tok) - len(tok.rstrip("Ġ"))
            if lead:
                start = min(start + lead, end)
            if trail and end >= trail:
                end = max(end - trail, start)
            ids.append(vocab[tok])
            words.append(w)
            offsets.append((start, end))
    return ids, words, offsets


def windows(question, context, vocab):
    """tokenizer(question, context, truncation="only_second", max_length, stride,
    return_overflowing_tokens=True) for RobertaProcessing: <s> q </s></s> window </s>."""
    q, _, _ = encode(question, vocab)
    c, cw, co = encode(context, vocab)
    ranges = [(0, len(c))]
    if len(q) + 4 + len(c) > MAX_SEQ_LEN:
        budget = MAX_SEQ_LEN - len(q) - 4
        assert DOC_STRIDE < budget
        ranges, start = [], 0
        while True:
            stop = min(start + budget, len(c))
            ranges.append((start, stop))
            if stop == len(c):
                break
            start += budget - DOC_STRIDE
    out = []
    for b, e in ranges:
        ids = [0] + q + [2, 2] + c[b:e] + [2]
        seq = [None] + [0] * len(q) + [None, None] + [1] * (e - b) + [None]
        words = [None] * (len(q) + 3) + cw[b:e] + [None]
        offs = [(0, 0)] * (len(q) + 3) + co[b:e] + [(0, 0)]
        p_mask = [s != 1 for s in seq]
        p_mask = [0 if i == 0 else int(m) for i, m in zip(ids, p_mask)]  # keep CLS (<s>, id 0)
        out.append({"ids": ids, "p_mask": p_mask, "words": words, "offsets": offs})
    return out


def decode_spans(start, end, topk, max_answer_len, undesired_tokens):
    if start.ndim == 1:
        start = start[None]
    if end.ndim == 1:
        end = end[None]
    outer = np.matmul(np.expand_dims(start, -1), np.expand_dims(end, 1))
    candidates = np.tril(np.triu(outer), max_answer_len - 1)
    scores_flat = candidates.flatten()
    idx_sort = [np.argmax(scores_flat)]
    starts, ends = np.unravel_index(idx_sort, candidates.shape)[1:]
    desired = np.isin(starts, undesired_tokens.nonzero()) & np.isin(ends, undesired_tokens.nonzero())
    starts, ends = starts[desired], ends[desired]
    return starts, ends, candidates[0, starts, ends]


def select_starts_ends(start, end, p_mask, attention_mask, min_null_score):
    undesired_tokens = np.abs(np.array(p_mask) - 1) & attention_mask
    undesired_tokens_mask = undesired_tokens == 0.0
    start = np.where(undesired_tokens_mask, -10000.0, start)
    end = np.where(undesired_tokens_mask, -10000.0, end)
    start = np.exp(start - start.max(axis=-1, keepdims=True))
    start = start / start.sum()
    end = np.exp(end - end.max(axis=-1, keepdims=True))
    end = end / end.sum()
    min_null_score = min(min_null_score, (start[0, 0] * end[0, 0]).item())
    start[0, 0] = end[0, 0] = 0.0
    starts, ends, scores = decode_spans(start, end, 1, MAX_ANSWER_LEN, undesired_tokens)
    return starts, ends, scores, min_null_score


def answer(model, question, context, vocab):
    min_null_score = 1000000
    answers = []
    ws = windows(question, context, vocab)
    for w in ws:
        ids = torch.tensor([w["ids"]])
        mask = torch.ones_like(ids)
        with torch.no_grad():
            s, e = model(ids, mask)
        s, e = s.numpy(), e.numpy()
        starts, ends, scores, min_null_score = select_starts_ends(
            s, e, w["p_mask"], mask.numpy(), min_null_score)
        for st, en, score in zip(starts, ends, scores):
            try:  # get_indices(align_to_words=True): word_to_chars within the window
                sw, ew = w["words"][st], w["words"][en]
                if sw is None or ew is None:
                    raise TypeError
                first = min(i for i, x in enumerate(w["words"]) if x == sw)
                last = max(i for i, x in enumerate(w["words"]) if x == ew)
                b, f = w["offsets"][first][0], w["offsets"][last][1]
            except TypeError:
                b, f = w["offsets"][st][0], w["offsets"][en][1]
            answers.append({"score": score.item(), "start": b, "end": f, "answer": context[b:f]})
    answers.append({"score": min_null_score, "start": 0, "end": 0, "answer": ""})
    best = sorted(answers, key=lambda x: x["score"], reverse=True)[0]
    best["impossible"] = best is answers[-1]
    best["windows"] = len(ws)
    return best


class TinyQa(torch.nn.Module):
    """Embeddings + one masked self-attention layer + a 2-way head (start, end)."""

    def __init__(self, vocab_size, cls_boost):
        super().__init__()
        d = 16
        self.tok = torch.nn.Embedding(vocab_size, d)
        self.pos = torch.nn.Embedding(64, d)
        self.q = torch.nn.Linear(d, d)
        self.k = torch.nn.Linear(d, d)
        self.v = torch.nn.Linear(d, d)
        self.ff = torch.nn.Linear(d, d)
        self.head = torch.nn.Linear(d, 2)
        self.cls_boost = cls_boost

    def forward(self, input_ids, attention_mask):
        pos = torch.arange(input_ids.shape[1]).unsqueeze(0)
        x = self.tok(input_ids) + self.pos(pos)
        scores = self.q(x) @ self.k(x).transpose(1, 2) / 4.0
        scores = scores.masked_fill(attention_mask.unsqueeze(1) == 0, -1e9)
        x = x + torch.softmax(scores, -1) @ self.v(x)
        x = x + torch.tanh(self.ff(x))
        logits = self.head(x) * 3.0
        boost = (input_ids == 0).float() * self.cls_boost
        return logits[..., 0] + boost, logits[..., 1] + boost


CASES = [
    ("Who built the tower?", "Gustave Eiffel built the tower in 1889 in Paris."),
    ("When?", "The Eiffel Tower was finished in 1889; the Paris fair opened then."),
    ("Where is it?", "It is in Paris, near the Seine. Café owners love the tower's view."),
    ("What is the longest part?",
     "The tower has three levels. The first level holds restaurants and the second level "
     "holds more of them, while the top level, reached by lifts, has a view over Paris, the "
     "river, the parks and the hills far away; many visitors come there in summer and in "
     "winter, at night and by day, for the lights of the tower in 1889 and now."),
    ("Why?", " "),  # ALCE's context for an empty output
    ("Who?", "Paris"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    torch.manual_seed(1234)
    vocab = vocabulary()
    cases = []
    for name, boost in (("tiny", 0.0), ("tiny_null", 3.0)):
        model = TinyQa(len(vocab), boost).eval()
        d = os.path.join(args.out, name)
        ids = torch.tensor([windows(*CASES[0], vocab)[0]["ids"]])
        export_qa.write_export(model, [ids, torch.ones_like(ids)], d, {
            "inputs": ["input_ids", "attention_mask"], "pad_id": 1, "cls_token": "<s>",
            "max_seq_len": MAX_SEQ_LEN, "doc_stride": DOC_STRIDE,
            "max_answer_len": MAX_ANSWER_LEN})
        with open(os.path.join(d, "tokenizer.json"), "w", encoding="utf-8") as f:
            json.dump(tokenizer_json(vocab), f, ensure_ascii=False)
        for q, c in CASES:
            a = answer(model, q, c, vocab)
            cases.append({"model": name, "question": q, "context": c, "answer": a["answer"],
                          "score": a["score"], "impossible": a["impossible"],
                          "windows": a["windows"]})
    with open(os.path.join(args.out, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
