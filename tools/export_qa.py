#!/usr/bin/env python3
"""Exports a Hugging Face extractive question-answering model to TorchScript for citeval's
"qa:DIR" (ALCE's QA-based accuracy: QA-EM, QA-F1, QA-Hit on ASQA).

Run it where `transformers` (and torch) are installed; citeval itself then needs only libtorch:

  python3 tools/export_qa.py gaotianyu1350/roberta-large-squad OUT_DIR   # what ALCE uses
  citeval qa --model OUT_DIR --input result.json

OUT_DIR gets model.pt (the traced model: forward(input_ids, attention_mask[, token_type_ids])
-> (start_logits, end_logits), each [batch, length]), citeval_qa.json (the inputs, pad id, CLS
token and the pipeline's defaults: max_seq_len = min(model_max_length, 384), doc_stride =
min(max_seq_len // 2, 128), max_answer_len 15) and the tokenizer files (tokenizer.json is
required; citeval reads byte-level BPE tokenizers, RoBERTa's, for the answers' offsets).

The tracing and writing part (write_export) needs only torch, so it is tested without
transformers (tests/model/qa_tiny.py).
"""
import argparse
import json
import os
import sys

FORMAT = "citeval-qa/1"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                   "config.json", "vocab.json", "merges.txt")


def pipeline_defaults(model_max_length):
    """The QuestionAnsweringPipeline's defaults (transformers 4.28 preprocess/postprocess)."""
    if not model_max_length or model_max_length > 100000:  # "unlimited" sentinels
        model_max_length = 384
    max_seq_len = min(int(model_max_length), 384)
    return {"max_seq_len": max_seq_len, "doc_stride": min(max_seq_len // 2, 128),
            "max_answer_len": 15}


def write_export(module, example_inputs, out_dir, description):
    """Traces `module` (a torch.nn.Module taking the tensors of `example_inputs` in the order of
    description["inputs"] and returning (start_logits, end_logits)) and writes OUT_DIR/model.pt
    and OUT_DIR/citeval_qa.json. `description` holds inputs, pad_id, cls_token, max_seq_len,
    doc_stride and max_answer_len."""
    import torch
    desc = dict(description)
    desc["format"] = FORMAT
    for key in ("inputs", "pad_id", "cls_token", "max_seq_len", "doc_stride", "max_answer_len"):
        if key not in desc:
            raise ValueError(f"the description lacks {key}")
    if len(example_inputs) != len(desc["inputs"]):
        raise ValueError("one example tensor per input name")
    if desc["doc_stride"] >= desc["max_seq_len"]:
        raise ValueError("doc_stride must be smaller than max_seq_len")
    os.makedirs(out_dir, exist_ok=True)
    module = module.eval()
    with torch.no_grad():
        traced = torch.jit.trace(module, tuple(example_inputs), strict=False)
        # The traced graph must not have baked in the example's shape: check another one.
        other = tuple(torch.cat([t, t[:, :1]], dim=1).repeat(2, 1) for t in example_inputs)
        want = module(*other)
        got = traced(*other)
        if len(want) != 2 or len(got) != 2:
            raise RuntimeError("the model must return (start_logits, end_logits)")
        for w, g in zip(want, got):
            if w.shape != other[0].shape:
                raise RuntimeError(f"logits of shape {tuple(w.shape)}, expected [batch, length]")
            if not torch.allclose(w, g, atol=1e-4):
                raise RuntimeError("the traced model depends on the example's shape")
    traced.save(os.path.join(out_dir, "model.pt"))
    with open(os.path.join(out_dir, "citeval_qa.json"), "w", encoding="utf-8") as f:
        json.dump(desc, f, indent=2)
        f.write("\n")


def _start_end_only(model, input_names):
    """Wraps a transformers AutoModelForQuestionAnswering: forward returns the two tensors."""
    import torch

    class Wrapper(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, *tensors):
            out = self.model(**dict(zip(input_names, tensors)), return_dict=True)
            return out.start_logits, out.end_logits

    return Wrapper()


def export(model_name, out_dir):
    from transformers import AutoConfig, AutoModelForQuestionAnswering, AutoTokenizer
    tokenizer = AutoTokenizer.from_pretrained(model_name, use_fast=True)
    config = AutoConfig.from_pretrained(model_name, torchscript=True)
    os.makedirs(out_dir, exist_ok=True)
    tokenizer.save_pretrained(out_dir)
    config.save_pretrained(out_dir)
    if not os.path.exists(os.path.join(out_dir, "tokenizer.json")):
        sys.exit("the tokenizer has no tokenizer.json (no fast tokenizer); citeval needs one")
    if tokenizer.padding_side != "right":
        sys.exit("the pipeline puts the question second for left-padding tokenizers; "
                 "citeval supports question-first (right-padding) tokenizers only")
    model = AutoModelForQuestionAnswering.from_pretrained(model_name, config=config)
    enc = tokenizer(["Who built it?"], ["Gustave Eiffel built the tower in 1889."],
                    return_tensors="pt")
    names = ["input_ids", "attention_mask"] + (["token_type_ids"] if "token_type_ids" in enc else [])
    desc = {"inputs": names,
            "pad_id": int(tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0),
            "cls_token": tokenizer.cls_token or ""}
    desc.update(pipeline_defaults(tokenizer.model_max_length))
    write_export(_start_end_only(model, names), [enc[n] for n in names], out_dir, desc)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model", help="a Hugging Face model name or a local directory")
    ap.add_argument("out_dir")
    args = ap.parse_args()
    export(args.model, args.out_dir)
    print(f"wrote {args.out_dir}/model.pt and citeval_qa.json; use citeval qa --model {args.out_dir}")


if __name__ == "__main__":
    main()
