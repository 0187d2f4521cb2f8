#!/usr/bin/env python3
"""Exports a Hugging Face NLI model to TorchScript for citeval's "nli:DIR" judge.

Run it where `transformers` (and torch) are installed; citeval itself then needs only libtorch:

  # a sequence classifier (DeBERTa/RoBERTa/BERT MNLI cross-encoders, AlignScore-style heads, ...)
  python3 tools/export_nli.py microsoft/deberta-large-mnli OUT_DIR
  # TRUE (T5 NLI, answers "1"/"0"), as ALCE uses it
  python3 tools/export_nli.py google/t5_xxl_true_nli_mixture OUT_DIR --kind t5

  citeval eval alce --judge nli:OUT_DIR ...

OUT_DIR gets model.pt (the traced model), citeval_nli.json (how to call it and read its output,
see src/model/nli_config.h), and copies of the tokenizer files (tokenizer.json is required: a
model that ships only a slow tokenizer is converted by `transformers` when it is saved).

What is traced:
  * sequence-classification: forward(input_ids, attention_mask[, token_type_ids]) -> logits
    [batch, num_labels]; the entailment index comes from config.json's id2label (the label whose
    name starts with "entail", or "supported"/"1" for binary fact-checkers; --entailment-index
    overrides it).
  * t5: forward(input_ids, attention_mask) -> the logits of the first decoding step [batch, vocab]
    (the decoder gets only its start token); citeval compares the logits of "1" and "0", the
    answers TRUE was trained to give, with ALCE's prompt "premise: {premise} hypothesis: {hypothesis}".

How the file is made to load in Debian's libtorch 1.13 whatever PyTorch traced it (tested with
torch 2.11 + transformers 5.17 on T5 v1.0/v1.1, BERT, RoBERTa and DeBERTa v1-v3:
tests/model/nli_arch_test.cc, tools/nli_arch_fixtures.py): the model is loaded with eager
attention (no aten::scaled_dot_product_attention, which 1.13 lacks) in float32; the device
constants a trace records are made to follow the input (unpin_devices), so a CPU trace also runs
on CUDA; citeval_nli.json records torch_version and transformers_version. A T5 export has no
length limit by default (max_length 0), as ALCE's eval.py gives TRUE the whole prompt.

The tracing and writing part (write_export) needs only torch, so it is tested without
transformers (tests/model/nli_tiny_models.py, tests/model/nli_export_test.py).
"""
import argparse
import json
import os
import shutil
import sys

FORMAT = "citeval-nli/1"
T5_PROMPT = "premise: {premise} hypothesis: {hypothesis}"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                   "config.json", "spiece.model", "vocab.txt", "vocab.json", "merges.txt")


def entailment_index(id2label):
    """The index of the entailment (supported) label in a config's id2label."""
    labels = {int(k): str(v).lower() for k, v in id2label.items()}
    for i, name in sorted(labels.items()):
        if name.startswith("entail"):
            return i
    for i, name in sorted(labels.items()):
        if name in ("supported", "support", "attributable", "consistent", "1", "true", "yes"):
            return i
    raise ValueError(f"no entailment label in id2label {labels}; pass --entailment-index")


def versions():
    """The torch and transformers versions this export ran under (transformers: null if absent),
    recorded in citeval_nli.json: a file traced by one PyTorch may not load in another's libtorch."""
    import torch
    try:
        import transformers
        tv = transformers.__version__
    except ImportError:
        tv = None
    return {"torch_version": torch.__version__, "transformers_version": tv}


def _major_minor(version):
    parts = []
    for p in version.split(".")[:2]:
        digits = "".join(c for c in p if c.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


def _nodes(block):
    for n in block.nodes():
        yield n
        for b in n.blocks():
            yield from _nodes(b)


def unpin_devices(traced):
    """A trace records each device it saw as a constant: transformers 5 builds masks and positions
    with torch.arange(..., device=x.device), so a file traced on the CPU would run nowhere else
    (libtorch on CUDA fails with tensors on two devices). Each such constant becomes the device
    of its method's first tensor input. Returns the number of constants left pinned (a method with
    no tensor input)."""
    import torch
    pinned = 0
    graphs = [mod._c._get_method(name).graph for mod in traced.modules()
              for name in mod._c._method_names()]
    for g in graphs:
        consts = [n for n in _nodes(g) if n.kind() == "prim::Constant"
                  and n.output().type().kind() == "DeviceObjType"]
        if not consts:
            continue
        tensors = [v for v in g.inputs() if v.type().kind() == "TensorType"]
        if not tensors:
            pinned += len(consts)
            continue
        device = g.create("prim::device", [tensors[0]], 1)
        device.output().setType(torch._C.DeviceObjType.get())
        device.insertBefore(next(iter(g.nodes())))
        for c in consts:
            c.output().replaceAllUsesWith(device.output())
            c.destroy()
    return pinned


def write_export(module, example_inputs, out_dir, description):
    """Traces `module` (a torch.nn.Module taking the tensors of `example_inputs`, in the order of
    description["inputs"]) and writes OUT_DIR/model.pt and OUT_DIR/citeval_nli.json.
    `description` holds kind, inputs, max_length, pad_id and the kind's fields (nli_config.h)."""
    import torch
    desc = dict(description)
    desc["format"] = FORMAT
    desc.update(versions())
    if desc.get("kind") not in ("sequence-classification", "t5"):
        raise ValueError("kind must be 'sequence-classification' or 't5'")
    if len(example_inputs) != len(desc["inputs"]):
        raise ValueError("one example tensor per input name")
    os.makedirs(out_dir, exist_ok=True)
    module = module.eval()
    with torch.no_grad():
        traced = torch.jit.trace(module, tuple(example_inputs), strict=False)
        pinned = unpin_devices(traced)
        if pinned:
            # Rare (no tensor to take the device from): the file runs where it was traced only.
            desc["device"] = str(example_inputs[0].device.type)
            print(f"warning: {pinned} device constants stay pinned to "
                  f"'{desc['device']}': citeval runs this model there only", file=sys.stderr)
        # The traced graph must not have baked in the example's shape: check another one.
        other = tuple(torch.cat([t, t[:, :1]], dim=1).repeat(2, 1) for t in example_inputs)
        want = module(*other)
        got = traced(*other)
        want = want[0] if isinstance(want, (tuple, list)) else want
        got = got[0] if isinstance(got, (tuple, list)) else got
        if not torch.allclose(want, got, atol=1e-4):
            raise RuntimeError("the traced model depends on the example's shape")
    traced.save(os.path.join(out_dir, "model.pt"))
    with open(os.path.join(out_dir, "citeval_nli.json"), "w", encoding="utf-8") as f:
        json.dump(desc, f, indent=2)
        f.write("\n")


class _LogitsOnly:
    """Wraps a transformers model so that forward returns the logits tensor only."""

    @staticmethod
    def sequence_classifier(model, input_names):
        import torch

        class Wrapper(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, *tensors):
                kwargs = dict(zip(input_names, tensors))
                return self.model(**kwargs, return_dict=True).logits

        return Wrapper()

    @staticmethod
    def t5_first_step(model):
        import torch
        start = model.config.decoder_start_token_id

        class Wrapper(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, input_ids, attention_mask):
                decoder_input_ids = torch.full_like(input_ids[:, :1], start)
                out = self.model(input_ids=input_ids, attention_mask=attention_mask,
                                 decoder_input_ids=decoder_input_ids, return_dict=True)
                return out.logits[:, 0, :]

        return Wrapper()


def _model_kwargs(transformers_version):
    """from_pretrained's arguments for a traceable model. Attention is the plain ("eager") one:
    transformers >= 4.36 otherwise picks torch's scaled_dot_product_attention, an operator that
    libtorch before 2.0 (Debian's 1.13) does not know, so the traced file would not load."""
    import torch
    kwargs = {}
    if _major_minor(transformers_version) >= (4, 36):
        kwargs["attn_implementation"] = "eager"
    # Traced in float32 whatever the checkpoint's dtype (transformers 5 loads "auto" by default):
    # citeval's CPU path computes in float32, as the equality test checks.
    kwargs["dtype" if _major_minor(transformers_version) >= (4, 56) else "torch_dtype"] = \
        torch.float32
    return kwargs


def export(model_name, out_dir, kind, max_length=None, index=None):
    import torch
    import transformers
    from transformers import (AutoConfig, AutoModelForSeq2SeqLM,
                              AutoModelForSequenceClassification, AutoTokenizer)
    tokenizer = AutoTokenizer.from_pretrained(model_name, use_fast=True)
    # transformers 5 dropped the torchscript flag; before it, the flag unties shared weights.
    flags = {"torchscript": True} if _major_minor(transformers.__version__) < (5, 0) else {}
    config = AutoConfig.from_pretrained(model_name, **flags)
    model_kwargs = _model_kwargs(transformers.__version__)
    os.makedirs(out_dir, exist_ok=True)
    tokenizer.save_pretrained(out_dir)
    config.save_pretrained(out_dir)
    if not os.path.exists(os.path.join(out_dir, "tokenizer.json")):
        sys.exit("the tokenizer has no tokenizer.json (no fast tokenizer); citeval needs one")
    if max_length is None and kind == "t5":
        # T5's positions are relative: it takes any length, and ALCE's eval.py gives TRUE the
        # whole prompt untruncated. 0 = no limit (`nli:DIR?max_length=N` sets one).
        max_length = 0
    if max_length is None:
        max_length = tokenizer.model_max_length
        if not max_length or max_length > 100000:  # "unlimited" sentinels
            max_length = getattr(config, "max_position_embeddings", None) or 512
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    if kind == "t5":
        model = AutoModelForSeq2SeqLM.from_pretrained(model_name, config=config, **model_kwargs)
        ids = {}
        for answer in ("1", "0"):
            toks = tokenizer(answer, add_special_tokens=False).input_ids
            if len(toks) != 1:
                sys.exit(f'"{answer}" is not one token ({toks}); not a TRUE-style model')
            ids[answer] = toks[0]
        enc = tokenizer([T5_PROMPT.format(premise="A cat sat.", hypothesis="A cat.")],
                        return_tensors="pt")
        write_export(_LogitsOnly.t5_first_step(model), [enc.input_ids, enc.attention_mask],
                     out_dir, {"kind": "t5", "inputs": ["input_ids", "attention_mask"],
                               "max_length": int(max_length), "pad_id": int(pad_id),
                               "true_token_id": ids["1"], "false_token_id": ids["0"],
                               "prompt": T5_PROMPT})
        return
    model = AutoModelForSequenceClassification.from_pretrained(model_name, config=config,
                                                               **model_kwargs)
    if index is None:
        index = entailment_index(config.id2label)
    enc = tokenizer(["A cat sat on the mat."], ["A cat sat."], return_tensors="pt")
    names = ["input_ids", "attention_mask"] + (["token_type_ids"] if "token_type_ids" in enc else [])
    write_export(_LogitsOnly.sequence_classifier(model, names), [enc[n] for n in names], out_dir,
                 {"kind": "sequence-classification", "inputs": names,
                  "max_length": int(max_length), "pad_id": int(pad_id),
                  "entailment_index": int(index), "num_labels": int(config.num_labels)})
    for name in TOKENIZER_FILES:  # keep the tokenizer files next to the model
        src = os.path.join(model_name, name)
        if os.path.isfile(src) and not os.path.exists(os.path.join(out_dir, name)):
            shutil.copy(src, out_dir)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model", help="a Hugging Face model name or a local directory")
    ap.add_argument("out_dir")
    ap.add_argument("--kind", choices=["sequence-classification", "t5"],
                    default="sequence-classification")
    ap.add_argument("--max-length", type=int, default=None,
                    help="longest input in tokens (default: the tokenizer's model_max_length; "
                         "for t5, 0 = no limit, as ALCE runs TRUE)")
    ap.add_argument("--entailment-index", type=int, default=None,
                    help="the entailment logit (default: from config.json's id2label)")
    args = ap.parse_args()
    export(args.model, args.out_dir, args.kind, args.max_length, args.entailment_index)
    print(f"wrote {args.out_dir}/model.pt and citeval_nli.json; use --judge nli:{args.out_dir}")


if __name__ == "__main__":
    main()
