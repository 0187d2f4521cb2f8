#!/usr/bin/python3
"""tools/export_nli.py without transformers: the entailment label from id2label, and
write_export's checks (known kinds, one example per input, a trace that does not bake in the
example's shape) and output (model.pt loads and agrees with the module; citeval_nli.json).

usage: nli_export_test.py --work DIR
"""
import argparse
import json
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import export_nli  # noqa: E402


def expect_raises(exc, fn, *args):
    try:
        fn(*args)
    except exc:
        return
    raise AssertionError(f"{fn.__name__}{args!r} did not raise {exc.__name__}")


class Good(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(50, 4)
        self.out = torch.nn.Linear(4, 2)

    def forward(self, input_ids, attention_mask):
        m = attention_mask.unsqueeze(-1).float()
        return self.out((self.emb(input_ids) * m).sum(1) / m.sum(1))


class ShapeBaked(Good):
    def forward(self, input_ids, attention_mask):
        # Python ints from the example's shape: the trace freezes them.
        b, n = int(input_ids.shape[0]), int(input_ids.shape[1])
        return self.out(self.emb(input_ids).reshape(b, n, 4).mean(1)) + 0 * attention_mask[:1, :1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    assert export_nli.entailment_index({"0": "entailment", "1": "neutral", "2": "contradiction"}) == 0
    assert export_nli.entailment_index({"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"}) == 2
    assert export_nli.entailment_index({0: "not_supported", 1: "supported"}) == 1
    assert export_nli.entailment_index({"0": "LABEL_0", "1": "1"}) == 1
    expect_raises(ValueError, export_nli.entailment_index, {"0": "LABEL_0", "1": "LABEL_1"})

    torch.manual_seed(1)
    ex = [torch.tensor([[1, 2, 3]]), torch.ones(1, 3, dtype=torch.long)]
    desc = {"kind": "sequence-classification", "inputs": ["input_ids", "attention_mask"],
            "max_length": 32, "pad_id": 0, "entailment_index": 1, "num_labels": 2}
    out = os.path.join(args.work, "export")
    export_nli.write_export(Good(), ex, out, desc)
    with open(os.path.join(out, "citeval_nli.json")) as f:
        written = json.load(f)
    assert written == dict(desc, format="citeval-nli/1"), written
    loaded = torch.jit.load(os.path.join(out, "model.pt"))
    x = [torch.tensor([[4, 5, 6, 7, 8], [9, 10, 0, 0, 0]]),
         torch.tensor([[1, 1, 1, 1, 1], [1, 1, 0, 0, 0]])]
    model = Good()
    model.load_state_dict(loaded.state_dict())
    assert torch.allclose(loaded(*x), model(*x), atol=1e-6)

    expect_raises(RuntimeError, export_nli.write_export, ShapeBaked(), ex,
                  os.path.join(args.work, "baked"), desc)
    expect_raises(ValueError, export_nli.write_export, Good(), ex, out, dict(desc, kind="seq2seq"))
    expect_raises(ValueError, export_nli.write_export, Good(), ex[:1], out, desc)
    print("export_nli: ok")


if __name__ == "__main__":
    main()
