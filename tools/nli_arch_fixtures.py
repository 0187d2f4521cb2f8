#!/usr/bin/env python3
"""Builds the real-architecture NLI fixtures of tests/model/nli_arch_test.cc (issue 26).

Small random-weight models of each architecture citeval's `nli:DIR` judge is meant to run (T5
v1.0 with ReLU feed-forward as TRUE, T5 v1.1/Flan with gated GELU, BERT, RoBERTa, DeBERTa v1, v2
and v3 sequence classifiers), built by transformers from a config (no download), exported by
`tools/export_nli.py` exactly as docs/judges.md tells users, with the probabilities transformers'
own forward gives on ~50 fixed pairs (batch of one, float32, CPU), so that the suite can check
that libtorch in citeval gives the same. Three steps:

  # here (the build machine): pairs, tokenizer training text and SentencePiece models
  /usr/bin/python3 tools/nli_arch_fixtures.py prepare --shared ../shared --out .devdata
  # on a machine with torch 2.x + transformers 5.x (+ tokenizers, sentencepiece)
  python3 tools/nli_arch_fixtures.py build --data .devdata --out OUT [--throughput SECONDS]
  # here: the exported folders and a compact expected.json into the suite
  /usr/bin/python3 tools/nli_arch_fixtures.py pack --data .devdata --from OUT/fixtures \
      --to tests/model/data/nli_arch

build writes, per model, the exported folder (model.pt, citeval_nli.json, tokenizer.json) and
expected.json: {"model", "architecture", "torch_version", "transformers_version", "settings":
[{"max_length": null (the export's own) or N (the judge's `?max_length=N`), "items": [{"premise",
"hypothesis", "prob" (null: the pair cannot be encoded), "ids" (the token ids transformers fed),
"traced_prob" (the exported file run by the same torch)}]}]}. With --throughput it also times,
on the GPU, large random models of the same families: a batch-of-one transformers loop as ALCE's
eval.py runs TRUE, against the exported TorchScript batched as citeval batches (longest first,
16 a batch), in float32 and bfloat16.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
T5_PROMPT = "premise: {premise} hypothesis: {hypothesis}"
SHORT_MAX_LENGTH = 64  # the judge's ?max_length= setting under which most pairs truncate
MNLI_UPPER = {0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"}  # roberta/deberta-large-mnli
MNLI_LOWER = {0: "entailment", 1: "neutral", 2: "contradiction"}  # cross-encoder style


# ----------------------------------------------------------------------------- prepare (here)

def make_pairs(shared, count=50):
    """count (premise, hypothesis) pairs: WiCE evidence windows, AttributionBench references,
    four premises longer than 512 tokens and a few hand-written cases."""
    rng = random.Random(26)
    with open(os.path.join(shared, "data/labels/wice/claim_dev.jsonl"), encoding="utf-8") as f:
        wice = [json.loads(l) for l in f]
    with open(os.path.join(shared, "data/labels/attributionbench/dev_all_subset_balanced.jsonl"),
              encoding="utf-8") as f:
        ab = [json.loads(l) for l in f]
    hand = [
        ("The refund window is 30 days from delivery.", "Customers have 60 days to ask for a refund."),
        ("The refund window is 30 days from delivery.", "Customers have 30 days to ask for a refund."),
        ("The Eiffel Tower is in Paris.", "The Eiffel Tower is in Rome."),
        ("Café naïve — 中文 ünïcödé 😀, 1 0 10.", "Ünïcödé text."),
    ]
    longs = []
    for r in sorted(wice, key=lambda r: -sum(len(e) for e in r["evidence"]))[:4]:
        longs.append((" ".join(r["evidence"])[:12000], r["claim"]))
    out = list(hand) + longs
    abs_ = [r for r in ab if r["references"] and r["references"][0].strip()]
    for r in rng.sample(abs_, 12):
        out.append((r["references"][0][:3000], r["claim"]))
    while len(out) < count:
        r = rng.choice(wice)
        k = rng.randint(1, 6)
        s = rng.randint(0, max(0, len(r["evidence"]) - k))
        premise = " ".join(r["evidence"][s:s + k]).strip()
        if premise:
            out.append((premise, r["claim"]))
    return out[:count]


def train_spm(text, prefix, **kw):
    import sentencepiece as spm
    spm.SentencePieceTrainer.train(input=text, model_prefix=prefix, model_type="unigram",
                                   character_coverage=1.0, num_threads=1, minloglevel=2,
                                   input_sentence_size=0, shuffle_input_sentence=False, **kw)
    return prefix + ".model"


def prepare(args):
    os.makedirs(args.out, exist_ok=True)
    pairs = make_pairs(args.shared)
    with open(os.path.join(args.out, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p, h in pairs:
            f.write(json.dumps({"premise": p, "hypothesis": h}, ensure_ascii=False) + "\n")
    # Throughput pairs: WiCE windows of 1-8 sentences (ALCE-like lengths).
    rng = random.Random(7)
    with open(os.path.join(args.shared, "data/labels/wice/claim_dev.jsonl"), encoding="utf-8") as f:
        wice = [json.loads(l) for l in f]
    with open(os.path.join(args.out, "speed_pairs.jsonl"), "w", encoding="utf-8") as f:
        for _ in range(512):
            r = rng.choice(wice)
            k = rng.randint(1, 8)
            s = rng.randint(0, max(0, len(r["evidence"]) - k))
            premise = " ".join(r["evidence"][s:s + k]).strip() or r["evidence"][0]
            f.write(json.dumps({"premise": premise, "hypothesis": r["claim"]},
                               ensure_ascii=False) + "\n")
    text = os.path.join(args.out, "train.txt")
    with open(os.path.join(args.shared, "data/ud/en_ewt-ud-train.conllu"), encoding="utf-8") as f, \
            open(text, "w", encoding="utf-8") as out:
        for l in f:
            if l.startswith("# text = "):
                out.write(l[len("# text = "):])
        for p, h in pairs:
            out.write(p.replace("\n", " ") + "\n" + h.replace("\n", " ") + "\n")
        for i in range(300):  # "1" and "0" as words of their own, as in T5's vocabulary
            out.write("the answer is 1 . the answer is 0 . 1 0 1 %d\n" % i)
    # T5: pad 0, eos 1, unk 2, no bos (as T5's spiece.model); DeBERTa v2/v3: [PAD] 0, [CLS] 1,
    # [SEP] 2, [UNK] 3 (as their spm.model).
    train_spm(text, os.path.join(args.out, "t5_spiece"), vocab_size=1200, pad_id=0, eos_id=1,
              unk_id=2, bos_id=-1)
    train_spm(text, os.path.join(args.out, "deberta_spm"), vocab_size=1200, pad_id=0, bos_id=1,
              eos_id=2, unk_id=3, pad_piece="[PAD]", bos_piece="[CLS]", eos_piece="[SEP]",
              unk_piece="[UNK]")
    # A fallback for T5 should transformers fail to convert spiece.model: the tokenizer.json
    # transformers 4.x wrote for T5 (the tokenizer tests' restatement).
    sys.path.insert(0, os.path.join(HERE, "..", "tests", "text"))
    import hf_test_tokenizers
    hf_test_tokenizers.unigram_tokenizer_json(os.path.join(args.out, "t5_spiece.model"),
                                              os.path.join(args.out, "t5_tokenizer.json"))
    bert = os.path.join(args.out, "bert_vocab")
    os.makedirs(bert, exist_ok=True)
    src = os.path.join(args.shared, "data/tokenizers/bert-base-uncased-wordpiece")
    for name in ("vocab.txt", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"):
        shutil.copyfile(os.path.join(src, name), os.path.join(bert, name))
    shutil.copyfile(os.path.join(HERE, "export_nli.py"), os.path.join(args.out, "export_nli.py"))
    print(f"wrote {args.out}: {len(pairs)} pairs, training text, SentencePiece models")


# ---------------------------------------------------------------------------- pack (here)

def pack(args):
    """OUT/fixtures/<model>/ -> TO/<model>/: the exported files as they are, and expected.json
    without the pairs' texts (TO/pairs.jsonl holds them once, in order)."""
    pairs = read_pairs(os.path.join(args.data, "pairs.jsonl"))
    os.makedirs(args.to, exist_ok=True)
    shutil.copyfile(os.path.join(args.data, "pairs.jsonl"), os.path.join(args.to, "pairs.jsonl"))
    names = args.only.split(",") if args.only else sorted(os.listdir(getattr(args, "from")))
    for name in names:
        src = os.path.join(getattr(args, "from"), name)
        dst = os.path.join(args.to, name)
        os.makedirs(dst, exist_ok=True)
        for f in ("model.pt", "citeval_nli.json", "tokenizer.json", "config.json"):
            shutil.copyfile(os.path.join(src, f), os.path.join(dst, f))
        with open(os.path.join(src, "expected.json"), encoding="utf-8") as f:
            e = json.load(f)
        settings = []
        for st in e["settings"]:
            assert [(it["premise"], it["hypothesis"]) for it in st["items"]] == pairs, name
            settings.append({"max_length": st["max_length"],
                             "probs": [it["prob"] for it in st["items"]],
                             "ids": [it.get("ids") for it in st["items"]]})
        traced = max(abs(it["prob"] - it["traced_prob"]) for st in e["settings"]
                     for it in st["items"] if it["prob"] is not None)
        out = {k: e.get(k) for k in ("model", "architecture", "torch_version",
                                      "transformers_version", "seed", "head_scale", "params",
                                      "attn_implementation_reference", "gpu_max_abs_diff")}
        out["traced_max_abs_diff"] = traced
        out["settings"] = settings
        with open(os.path.join(dst, "expected.json"), "w", encoding="utf-8") as f:
            json.dump(out, f, separators=(",", ":"))
            f.write("\n")
        print(f"{name}: {sum(p is not None for p in settings[0]['probs'])} pairs")


# ------------------------------------------------------------------------- build (device)

def read_pairs(path):
    with open(path, encoding="utf-8") as f:
        return [(r["premise"], r["hypothesis"]) for r in map(json.loads, f)]


def write_tokenizer_config(d, cls, **extra):
    cfg = {"tokenizer_class": cls, "model_max_length": 512}
    cfg.update(extra)
    with open(os.path.join(d, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        json.dump(cfg, f)


def bpe_tokenizer(data, d, specials):
    """A byte-level BPE (vocab.json + merges.txt) trained on the text, as GPT-2/RoBERTa ship."""
    from tokenizers import ByteLevelBPETokenizer
    tok = ByteLevelBPETokenizer()
    with open(os.path.join(data, "train.txt"), encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f]
    tok.train_from_iterator(lines, vocab_size=1200, min_frequency=2, special_tokens=specials,
                            show_progress=False)
    tok.save_model(d)


def make_tokenizer(name, data, d, log=print):
    """Writes the model's tokenizer files into d and returns the transformers tokenizer read back
    from d as a user's AutoTokenizer.from_pretrained(d) reads it."""
    from transformers import AutoTokenizer
    if name == "bert":
        for f in ("vocab.txt", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"):
            shutil.copyfile(os.path.join(data, "bert_vocab", f), os.path.join(d, f))
    elif name.startswith("t5"):
        shutil.copyfile(os.path.join(data, "t5_spiece.model"), os.path.join(d, "spiece.model"))
        write_tokenizer_config(d, "T5Tokenizer", extra_ids=0)
    elif name in ("deberta-v2", "deberta-v3"):
        shutil.copyfile(os.path.join(data, "deberta_spm.model"), os.path.join(d, "spm.model"))
        write_tokenizer_config(d, "DebertaV2Tokenizer")
    elif name == "roberta":
        bpe_tokenizer(data, d, ["<s>", "<pad>", "</s>", "<unk>", "<mask>"])
        write_tokenizer_config(d, "RobertaTokenizer")
    elif name == "deberta":
        bpe_tokenizer(data, d, ["[PAD]", "[CLS]", "[SEP]", "[UNK]", "[MASK]"])
        write_tokenizer_config(d, "DebertaTokenizer")
    try:
        tok = AutoTokenizer.from_pretrained(d)
    except Exception as e:
        if not name.startswith("t5"):
            raise
        log(f"[{name}] AutoTokenizer could not read spiece.model ({type(e).__name__}: "
            f"{str(e)[:300]}); using the prepared tokenizer.json")
        shutil.copyfile(os.path.join(data, "t5_tokenizer.json"), os.path.join(d, "tokenizer.json"))
        write_tokenizer_config(d, "PreTrainedTokenizerFast", eos_token="</s>", pad_token="<pad>",
                               unk_token="<unk>")
        tok = AutoTokenizer.from_pretrained(d)
    tok.save_pretrained(d)
    return AutoTokenizer.from_pretrained(d)


def make_config(name, tok, large=False):
    import transformers as tf
    vocab = len(tok)
    if name.startswith("t5"):
        dims = dict(d_model=1024, d_kv=64, d_ff=4096, num_layers=24, num_heads=16) if large else \
            dict(d_model=32, d_kv=8, d_ff=64, num_layers=2, num_heads=4)
        v10 = name == "t5-v1_0"
        return tf.T5Config(vocab_size=vocab, num_decoder_layers=dims["num_layers"],
                           relative_attention_num_buckets=32, relative_attention_max_distance=128,
                           feed_forward_proj="relu" if v10 else "gated-gelu",
                           tie_word_embeddings=v10, pad_token_id=tok.pad_token_id,
                           eos_token_id=tok.eos_token_id, decoder_start_token_id=tok.pad_token_id,
                           **dims)
    hidden = 16 if name == "bert" else 32  # BERT: the real 30,522-token vocabulary, kept small
    dims = dict(hidden_size=1024, num_hidden_layers=24, num_attention_heads=16,
                intermediate_size=4096) if large else \
        dict(hidden_size=hidden, num_hidden_layers=2, num_attention_heads=4 if hidden == 32 else 2,
             intermediate_size=2 * hidden)
    # A wider initialisation than the default 0.02, so that random encoders tell inputs apart.
    dims["initializer_range"] = 0.02 if large else 0.2
    if name == "bert":
        return tf.BertConfig(vocab_size=vocab, max_position_embeddings=512, type_vocab_size=2,
                             id2label=MNLI_LOWER, label2id={v: k for k, v in MNLI_LOWER.items()},
                             **dims)
    if name == "roberta":
        return tf.RobertaConfig(vocab_size=vocab, max_position_embeddings=514, type_vocab_size=1,
                                pad_token_id=tok.pad_token_id, bos_token_id=tok.cls_token_id,
                                eos_token_id=tok.sep_token_id, id2label=MNLI_UPPER,
                                label2id={v: k for k, v in MNLI_UPPER.items()}, **dims)
    if name == "deberta":  # microsoft/deberta-large-mnli
        return tf.DebertaConfig(vocab_size=vocab, max_position_embeddings=512,
                                relative_attention=True, pos_att_type=["c2p", "p2c"],
                                max_relative_positions=-1, position_biased_input=False,
                                type_vocab_size=0, pad_token_id=tok.pad_token_id,
                                id2label=MNLI_UPPER,
                                label2id={v: k for k, v in MNLI_UPPER.items()}, **dims)
    common = dict(vocab_size=vocab, max_position_embeddings=512, relative_attention=True,
                  position_buckets=256, norm_rel_ebd="layer_norm", share_att_key=True,
                  pos_att_type=["p2c", "c2p"], max_relative_positions=-1,
                  position_biased_input=False, type_vocab_size=0, pad_token_id=tok.pad_token_id,
                  layer_norm_eps=1e-7)
    if name == "deberta-v2":  # microsoft/deberta-v2-xlarge-mnli: a convolution layer too
        return tf.DebertaV2Config(conv_kernel_size=3, conv_act="gelu", id2label=MNLI_UPPER,
                                  label2id={v: k for k, v in MNLI_UPPER.items()}, **common, **dims)
    # deberta-v3: a binary fact-checker head (MiniCheck-DeBERTa, FactCG)
    labels = {0: "not_supported", 1: "supported"}
    return tf.DebertaV2Config(id2label=labels, label2id={v: k for k, v in labels.items()},
                              **common, **dims)


ARCHS = {"t5-v1_0": "T5ForConditionalGeneration (v1.0, ReLU, tied; TRUE's family)",
         "t5-v1_1": "T5ForConditionalGeneration (v1.1/Flan, gated GELU, untied)",
         "bert": "BertForSequenceClassification", "roberta": "RobertaForSequenceClassification",
         "deberta": "DebertaForSequenceClassification (v1, deberta-large-mnli)",
         "deberta-v2": "DebertaV2ForSequenceClassification (v2, conv layer, xlarge-mnli)",
         "deberta-v3": "DebertaV2ForSequenceClassification (v3 config, binary head)"}


def build_model(name, config, seed):
    import torch
    import transformers as tf
    torch.manual_seed(seed)
    if name.startswith("t5"):
        return tf.T5ForConditionalGeneration(config).eval()
    cls = {"bert": tf.BertForSequenceClassification,
           "roberta": tf.RobertaForSequenceClassification,
           "deberta": tf.DebertaForSequenceClassification,
           "deberta-v2": tf.DebertaV2ForSequenceClassification,
           "deberta-v3": tf.DebertaV2ForSequenceClassification}[name]
    return cls(config).eval()


def t5_ids(tok, premise, hypothesis, max_length):
    """The ids citeval feeds a t5 model: the whole prompt, or, when longer than max_length, the
    prompt's pieces tokenized apart with the premise's tokens cut from its end (nli_judge.cc)."""
    before, rest = T5_PROMPT.split("{premise}")
    middle, after = rest.split("{hypothesis}")
    full = tok(before + premise + middle + hypothesis + after).input_ids
    if not max_length or len(full) <= max_length:
        return full
    b = tok(before, add_special_tokens=False).input_ids
    p = tok(premise, add_special_tokens=False).input_ids
    r = tok(middle + hypothesis + after, add_special_tokens=False).input_ids
    fixed = len(b) + len(r) + 1
    if fixed + 1 > max_length:
        raise ValueError("the prompt without the premise is too long")
    return b + p[:min(len(p), max_length - fixed)] + r + [tok.eos_token_id]


def reference_probs(name, model, tok, desc, pairs, max_length):
    """transformers' forward, one pair at a time, float32 on the CPU; P as citeval computes it."""
    import torch
    items = []
    for premise, hypothesis in pairs:
        item = {"premise": premise, "hypothesis": hypothesis, "prob": None}
        try:
            if name.startswith("t5"):
                ids = t5_ids(tok, premise, hypothesis, max_length)
                enc = {"input_ids": torch.tensor([ids])}
                with torch.no_grad():
                    out = model(input_ids=enc["input_ids"],
                                attention_mask=torch.ones_like(enc["input_ids"]),
                                decoder_input_ids=torch.tensor([[model.config.decoder_start_token_id]]))
                logits = out.logits[0, 0].double()
                two = torch.stack([logits[desc["true_token_id"]], logits[desc["false_token_id"]]])
                item["prob"] = torch.softmax(two, 0)[0].item()
            else:
                kw = {"truncation": "only_first", "max_length": max_length} if max_length else {}
                enc = tok(premise, hypothesis, return_tensors="pt", **kw)
                ids = enc["input_ids"][0].tolist()
                if "token_type_ids" in enc:
                    item["types"] = enc["token_type_ids"][0].tolist()
                with torch.no_grad():
                    logits = model(**{k: enc[k] for k in desc["inputs"]}).logits[0].double()
                item["prob"] = torch.softmax(logits, 0)[desc["entailment_index"]].item()
            item["ids"] = ids
        except Exception as e:  # the pair cannot be encoded: citeval fails the item
            item["error"] = f"{type(e).__name__}: {e}"[:300]
        items.append(item)
    return items


def traced_probs(export_dir, desc, items, batch_size=16, device="cpu", key="traced_prob"):
    """The exported file run by this torch, batched as citeval batches (longest first, padded)."""
    import torch
    m = torch.jit.load(os.path.join(export_dir, "model.pt"), map_location=device).eval()
    ok = [i for i, it in enumerate(items) if it.get("ids")]
    ok.sort(key=lambda i: -len(items[i]["ids"]))
    for s in range(0, len(ok), batch_size):
        batch = ok[s:s + batch_size]
        n = len(items[batch[0]]["ids"])
        ids = torch.full((len(batch), n), desc["pad_id"], dtype=torch.long)
        mask = torch.zeros((len(batch), n), dtype=torch.long)
        types = torch.zeros((len(batch), n), dtype=torch.long)
        for r, i in enumerate(batch):
            x = items[i]["ids"]
            ids[r, :len(x)] = torch.tensor(x)
            mask[r, :len(x)] = 1
            if items[i].get("types"):
                types[r, :len(x)] = torch.tensor(items[i]["types"])
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
        with torch.no_grad():
            logits = m(*[feed[k].to(device) for k in desc["inputs"]])
        logits = (logits[0] if isinstance(logits, (tuple, list)) else logits).double().cpu()
        if desc["kind"] == "t5":
            p = torch.softmax(torch.stack([logits[:, desc["true_token_id"]],
                                           logits[:, desc["false_token_id"]]], 1), 1)[:, 0]
        else:
            p = torch.softmax(logits, 1)[:, desc["entailment_index"]]
        for r, i in enumerate(batch):
            items[i][key] = p[r].item()


def spread_head(name, model, tok, pairs):
    """Random weights give probabilities near one value; the output rows are scaled (seeded,
    once) so that the pairs' entailment margins spread with a standard deviation of 2 around 0,
    and the decisions differ."""
    import torch
    with torch.no_grad():
        if name.startswith("t5"):
            one = tok("1", add_special_tokens=False).input_ids[-1]
            zero = tok("0", add_special_tokens=False).input_ids[-1]
            diffs = []
            for p, h in pairs[:16]:
                ids = torch.tensor([t5_ids(tok, p, h, 256)])
                lg = model(input_ids=ids, decoder_input_ids=torch.tensor(
                    [[model.config.decoder_start_token_id]])).logits[0, 0]
                diffs.append((lg[one] - lg[zero]).item())
            scale = 2.0 / (torch.tensor(diffs).std().item() + 1e-9)
            w = model.get_output_embeddings().weight
            w[one] *= scale
            w[zero] *= scale
            return scale
        lin = [m for m in model.modules() if isinstance(m, torch.nn.Linear)
               and m.out_features == model.config.num_labels][-1]
        entail = [i for i, l in model.config.id2label.items()
                  if l.lower() in ("entailment", "supported")][0]
        margins = []
        for p, h in pairs[:16]:
            enc = tok(p, h, return_tensors="pt", truncation="only_first", max_length=256)
            lg = model(**enc).logits[0]
            margins.append((lg[entail] - torch.logsumexp(
                torch.cat([lg[:entail], lg[entail + 1:]]), 0)).item())
        m = torch.tensor(margins)
        scale = 2.0 / (m.std().item() + 1e-9)
        lin.weight *= scale
        lin.bias *= scale
        lin.bias[entail] -= (m * scale).median().item()
    return scale


def save_and_export(name, model, tok, data, work, export_dir, log):
    """Saves the model and tokenizer as a Hugging Face folder and runs tools/export_nli.py on it
    exactly as docs/judges.md tells users (--kind t5 for T5)."""
    model.save_pretrained(work)
    tok.save_pretrained(work)
    cmd = [sys.executable, os.path.join(data, "export_nli.py"), work, export_dir]
    if name.startswith("t5"):
        cmd += ["--kind", "t5"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    log(f"[{name}] {' '.join(cmd[1:])}\n{p.stdout}{p.stderr[-3000:]}")
    if p.returncode != 0:
        raise RuntimeError(f"export_nli.py exited {p.returncode}")


def build_one(name, data, out, pairs, seed, log):
    import torch
    import transformers
    work = os.path.join(out, "hf", name)
    os.makedirs(work, exist_ok=True)
    tok = make_tokenizer(name, data, work, log)
    config = make_config(name, tok)
    model = build_model(name, config, seed)
    scale = spread_head(name, model, tok, pairs)
    export_dir = os.path.join(out, "fixtures", name)
    save_and_export(name, model, tok, data, work, export_dir, log)
    with open(os.path.join(export_dir, "citeval_nli.json"), encoding="utf-8") as f:
        desc = json.load(f)
    # transformers' own forward, default attention, from the saved folder, as a user loads it.
    cls = transformers.AutoModelForSeq2SeqLM if name.startswith("t5") else \
        transformers.AutoModelForSequenceClassification
    ref = cls.from_pretrained(work, dtype=torch.float32).eval()
    settings = []
    for ml in (None, SHORT_MAX_LENGTH):
        items = reference_probs(name, ref, tok, desc, pairs, ml if ml else desc["max_length"])
        traced_probs(export_dir, desc, items)
        settings.append({"max_length": ml, "items": items})
    worst = max((abs(it["prob"] - it["traced_prob"]) for s in settings for it in s["items"]
                 if it["prob"] is not None and "traced_prob" in it), default=0.0)
    gpu = None
    if torch.cuda.is_available():  # the CPU-traced file on the GPU (no device pinned in it)
        try:
            for st in settings:
                traced_probs(export_dir, desc, st["items"], device="cuda", key="gpu_prob")
            gpu = max((abs(it["prob"] - it["gpu_prob"]) for st in settings
                       for it in st["items"] if "gpu_prob" in it), default=0.0)
            for st in settings:
                for it in st["items"]:
                    it.pop("gpu_prob", None)
        except Exception as e:
            gpu = f"{type(e).__name__}: {str(e)[-1500:]}"
        log(f"[{name}] on the GPU: {gpu}")
    for f in os.listdir(export_dir):  # only what citeval reads travels into the fixtures
        if f not in ("model.pt", "citeval_nli.json", "tokenizer.json", "config.json"):
            os.remove(os.path.join(export_dir, f))
    expected = {"model": name, "architecture": ARCHS[name], "seed": seed, "head_scale": scale,
                "attn_implementation_reference": getattr(ref.config, "_attn_implementation", None),
                "torch_version": torch.__version__,
                "transformers_version": transformers.__version__,
                "params": sum(p.numel() for p in ref.parameters()), "gpu_max_abs_diff": gpu,
                "settings": settings}
    with open(os.path.join(export_dir, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False, separators=(",", ":"))
    probs = [it["prob"] for it in settings[0]["items"] if it["prob"] is not None]
    log(f"[{name}] ok: {len(probs)} probs in [{min(probs):.3f}, {max(probs):.3f}], "
        f"{sum(p >= 0.5 for p in probs)} >= 0.5; traced vs transformers max |diff| {worst:.2e}; "
        f"reference attention {expected['attn_implementation_reference']}")


# ---------------------------------------------------------------------- throughput (device)

def throughput(name, data, out, pairs, budget_end, log):
    """A large random model of the family: transformers batch of one (as ALCE's eval.py runs its
    judge) against the exported TorchScript batched as citeval batches, on the GPU."""
    import torch
    import transformers
    work = os.path.join(out, "big", name)
    os.makedirs(work, exist_ok=True)
    tok = make_tokenizer(name, data, work, log)
    config = make_config(name, tok, large=True)
    t0 = time.time()
    model = build_model(name, config, 1)
    export_dir = os.path.join(out, "big_export", name)
    save_and_export(name, model, tok, data, work, export_dir, log)
    log(f"[speed {name}] {sum(x.numel() for x in model.parameters()) / 1e6:.0f}M parameters, "
        f"built and exported in {time.time() - t0:.0f} s")
    with open(os.path.join(export_dir, "citeval_nli.json"), encoding="utf-8") as f:
        desc = json.load(f)
    dev = torch.device("cuda")
    t5 = name.startswith("t5")
    encs = []
    for pr, hy in pairs:
        if t5:
            encs.append(t5_ids(tok, pr, hy, 0))
        else:
            encs.append(tok(pr, hy, truncation="only_first", max_length=512).input_ids)
    ntok = sum(len(e) for e in encs)
    rows = []

    def timed(label, fn, n):
        torch.cuda.synchronize()
        t = time.time()
        fn()
        torch.cuda.synchronize()
        dt = time.time() - t
        rows.append({"model": name, "path": label, "pairs": n, "seconds": round(dt, 3),
                     "pairs_per_s": round(n / dt, 1)})
        log(f"[speed {name}] {label}: {n} pairs in {dt:.2f} s = {n / dt:.1f} pairs/s")

    hf = model.to(dev).eval()
    start = torch.tensor([[hf.config.decoder_start_token_id]], device=dev) if t5 else None

    def loop(n, generate=False):
        with torch.inference_mode():
            for ids in encs[:n]:
                x = torch.tensor([ids], device=dev)
                if generate:
                    hf.generate(x, max_new_tokens=2, do_sample=False)
                elif t5:
                    hf(input_ids=x, decoder_input_ids=start)
                else:
                    hf(input_ids=x)
    loop(8)  # warm-up
    n1 = min(len(encs), 256)
    timed("transformers, batch of one, fp32 (forward)", lambda: loop(n1), n1)
    if t5 and time.time() < budget_end:
        timed("transformers, batch of one, fp32, generate(max_new_tokens=2) as ALCE", 
              lambda: loop(n1, True), n1)
    hf.cpu()
    del hf
    torch.cuda.empty_cache()
    for dtype in (torch.float32, torch.bfloat16):
        if time.time() > budget_end:
            break
        try:
            m = torch.jit.load(os.path.join(export_dir, "model.pt"), map_location=dev).eval()
            if dtype != torch.float32:
                m = m.to(dtype)

            def batched():
                order = sorted(range(len(encs)), key=lambda i: -len(encs[i]))
                with torch.inference_mode():
                    for s in range(0, len(order), 16):
                        b = order[s:s + 16]
                        n = len(encs[b[0]])
                        ids = torch.full((len(b), n), desc["pad_id"], dtype=torch.long)
                        mask = torch.zeros((len(b), n), dtype=torch.long)
                        for r, i in enumerate(b):
                            ids[r, :len(encs[i])] = torch.tensor(encs[i])
                            mask[r, :len(encs[i])] = 1
                        feed = {"input_ids": ids.to(dev), "attention_mask": mask.to(dev),
                                "token_type_ids": torch.zeros_like(ids).to(dev)}
                        m(*[feed[k] for k in desc["inputs"]]).float().cpu()
            batched()  # warm-up (the profiling executor specializes on the first calls)
            timed(f"exported TorchScript, batches of 16, {str(dtype)[6:]}", batched, len(encs))
        except Exception as e:
            log(f"[speed {name}] {dtype}: {type(e).__name__}: {str(e)[-1500:]}")
            rows.append({"model": name, "path": f"exported TorchScript {dtype}",
                         "error": str(e)[:800]})
    rows.append({"model": name, "tokens": ntok, "pairs": len(encs)})
    return rows


def build(args):
    import torch
    import transformers
    t_start = time.time()
    os.makedirs(args.out, exist_ok=True)
    logf = open(os.path.join(args.out, "log.txt"), "a", encoding="utf-8")

    def log(msg):
        print(msg, flush=True)
        logf.write(msg + "\n")
        logf.flush()
    log(f"torch {torch.__version__}, transformers {transformers.__version__}, "
        f"cuda {torch.cuda.is_available()}")
    torch.set_num_threads(min(8, os.cpu_count() or 1))
    pairs = read_pairs(os.path.join(args.data, "pairs.jsonl"))
    names = args.models.split(",") if args.models else list(ARCHS)
    for k, name in enumerate(names):
        t = time.time()
        try:
            build_one(name, args.data, args.out, pairs, 2026 + k, log)
        except Exception:
            log(f"[{name}] FAILED\n{traceback.format_exc()[-4000:]}")
        log(f"[{name}] {time.time() - t:.1f} s")
    if args.throughput and torch.cuda.is_available():
        budget_end = t_start + args.throughput
        rows = []
        speed_pairs = read_pairs(os.path.join(args.data, "speed_pairs.jsonl"))
        for name in ("t5-v1_0", "deberta-v3"):
            if time.time() > budget_end:
                log(f"[speed] out of time before {name}")
                break
            try:
                rows += throughput(name, args.data, args.out, speed_pairs, budget_end, log)
            except Exception:
                log(f"[speed {name}] FAILED\n{traceback.format_exc()[-3000:]}")
        with open(os.path.join(args.out, "throughput.json"), "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0), "torch": torch.__version__,
                       "transformers": transformers.__version__, "rows": rows}, f, indent=1)
    log(f"done in {time.time() - t_start:.0f} s")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--shared", required=True)
    p.add_argument("--out", required=True)
    b = sub.add_parser("build")
    b.add_argument("--data", required=True)
    b.add_argument("--out", required=True)
    b.add_argument("--models", default="", help="comma-separated subset of " + ",".join(ARCHS))
    b.add_argument("--throughput", type=float, default=0,
                   help="seconds from the start after which no more throughput is measured")
    k = sub.add_parser("pack")
    k.add_argument("--data", required=True)
    k.add_argument("--from", required=True)
    k.add_argument("--to", required=True)
    k.add_argument("--only", default="", help="comma-separated subset of the models")
    args = ap.parse_args()
    {"prepare": prepare, "build": build, "pack": pack}[args.cmd](args)


if __name__ == "__main__":
    main()
