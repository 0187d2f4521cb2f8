#!/usr/bin/env python3
"""Exports a causal language model to TorchScript for citeval's MAUVE featurizer "lm:DIR".

Run it where `transformers` (and torch) are installed; citeval itself then needs only libtorch:

  python3 tools/export_lm.py gpt2-large OUT_DIR        # what ALCE and ALiICE featurise with
  citeval mauve --input result.json --features lm:OUT_DIR

The features are mauve-text's: the text's GPT-2 tokens (no special tokens), cut to the first
512 (ALCE's max_text_length), through the model; the final hidden state (after the last layer
norm: hidden_states[-1], GPT2Model's last_hidden_state) of the last token.

OUT_DIR gets model.pt (traced: forward(input_ids [1, T] int64) -> hidden states [1, T, H]
float32), citeval_lm.json ({"format", "hidden_size", "max_tokens", "source"}) and tokenizer.json
(the byte-level BPE citeval's src/text/hf_tokenizer reads).

The tracing and writing part (write_lm_export) needs only torch; it is tested without
transformers on a tiny random GPT-2-shaped model (tests/mauve/lm_tiny_model.py).
"""
import argparse
import json
import os
import shutil
import sys

FORMAT = "citeval-lm/1"
MAX_TOKENS = 512


def write_lm_export(module, out_dir, hidden_size, source, max_tokens=MAX_TOKENS,
                    tokenizer_json=None, example_length=7):
    """Traces `module` (forward(input_ids [1, T]) -> last hidden states [1, T, H]) and writes
    OUT_DIR/model.pt, OUT_DIR/citeval_lm.json and, when given, a copy of tokenizer_json."""
    import torch
    module = module.eval()
    example = torch.arange(1, example_length + 1, dtype=torch.long).unsqueeze(0)
    with torch.no_grad():
        traced = torch.jit.trace(module, (example,), strict=False)
        # The traced graph must not have baked in the example's length: check other lengths.
        for length in (1, example_length + 5):
            other = (torch.arange(length, dtype=torch.long) % 5 + 1).unsqueeze(0)
            want, got = module(other), traced(other)
            if tuple(got.shape) != (1, length, hidden_size):
                raise RuntimeError(f"traced output shape {tuple(got.shape)}, expected "
                                   f"(1, {length}, {hidden_size})")
            if not torch.allclose(want, got, atol=1e-5):
                raise RuntimeError("the traced model depends on the example's length")
    os.makedirs(out_dir, exist_ok=True)
    traced.save(os.path.join(out_dir, "model.pt"))
    with open(os.path.join(out_dir, "citeval_lm.json"), "w", encoding="utf-8") as f:
        json.dump({"format": FORMAT, "hidden_size": hidden_size, "max_tokens": max_tokens,
                   "source": source}, f, indent=2)
        f.write("\n")
    if tokenizer_json is not None:
        shutil.copyfile(tokenizer_json, os.path.join(out_dir, "tokenizer.json"))


def _hidden_states_only(model):
    import torch

    class Wrapper(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, input_ids):
            return self.model(input_ids=input_ids, return_dict=True).last_hidden_state

    return Wrapper()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model", help="a Hugging Face model name or directory (gpt2-large)")
    parser.add_argument("out_dir")
    parser.add_argument("--max-tokens", type=int, default=MAX_TOKENS)
    args = parser.parse_args(argv)
    try:
        from transformers import AutoModel, AutoTokenizer
    except ImportError:
        sys.exit("export_lm.py needs `transformers` (pip install transformers torch)")
    tokenizer = AutoTokenizer.from_pretrained(args.model, use_fast=True)
    model = AutoModel.from_pretrained(args.model, torchscript=False)
    tmp = os.path.join(args.out_dir, "_tokenizer")
    tokenizer.save_pretrained(tmp)
    write_lm_export(_hidden_states_only(model), args.out_dir, model.config.hidden_size,
                    args.model, args.max_tokens, os.path.join(tmp, "tokenizer.json"))
    shutil.rmtree(tmp)
    print(f"wrote {args.out_dir}: model.pt, citeval_lm.json, tokenizer.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
