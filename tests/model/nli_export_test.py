#!/usr/bin/python3
"""tools/export_nli.py without transformers: the entailment label from id2label, and
write_export's checks (known kinds, one example per input, a trace that does not bake in the
example's shape) and output (model.pt loads and agrees with the module; citeval_nli.json with
the torch and transformers versions; no device constant left in the saved graphs).

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


class DeviceFromInput(Good):
    """Builds positions as transformers 5 does, torch.arange(..., device=x.device): the trace
    records the device as a constant, which write_export must replace."""

    def forward(self, input_ids, attention_mask):
        pos = torch.arange(input_ids.shape[1], device=input_ids.device).unsqueeze(0)
        m = attention_mask.unsqueeze(-1).float()
        h = self.emb(input_ids) + 0.1 * pos.unsqueeze(-1).float()
        return self.out((h * m).sum(1) / m.sum(1))


def device_constants(module):
    return sum(str(module._c._get_method(name).graph).count("Device = prim::Constant")
               for m in module.modules() for name in m._c._method_names())


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
    assert written == dict(desc, format="citeval-nli/1", torch_version=torch.__version__,
                           transformers_version=None), written
    loaded = torch.jit.load(os.path.join(out, "model.pt"))
    x = [torch.tensor([[4, 5, 6, 7, 8], [9, 10, 0, 0, 0]]),
         torch.tensor([[1, 1, 1, 1, 1], [1, 1, 0, 0, 0]])]
    model = Good()
    model.load_state_dict(loaded.state_dict())
    assert torch.allclose(loaded(*x), model(*x), atol=1e-6)

    # Devices: the raw trace holds a device constant; the saved file holds none and still agrees.
    dev_model = DeviceFromInput().eval()
    assert device_constants(torch.jit.trace(dev_model, tuple(ex))) > 0
    out_dev = os.path.join(args.work, "device")
    export_nli.write_export(dev_model, ex, out_dev, desc)
    loaded_dev = torch.jit.load(os.path.join(out_dev, "model.pt"))
    assert device_constants(loaded_dev) == 0
    assert "device" not in json.load(open(os.path.join(out_dev, "citeval_nli.json")))
    assert torch.allclose(loaded_dev(*x), dev_model(*x), atol=1e-6)
    # The version parser behind the transformers-dependent arguments.
    assert export_nli._major_minor("5.17.0") == (5, 17)
    assert export_nli._major_minor("4.36.0.dev0") == (4, 36)
    assert export_nli._major_minor("2.11.0+cu130") == (2, 11)
    assert export_nli._model_kwargs("5.17.0") == {"attn_implementation": "eager",
                                                 "dtype": torch.float32}
    assert export_nli._model_kwargs("4.30.2") == {"torch_dtype": torch.float32}

    expect_raises(RuntimeError, export_nli.write_export, ShapeBaked(), ex,
                  os.path.join(args.work, "baked"), desc)
    expect_raises(ValueError, export_nli.write_export, Good(), ex, out, dict(desc, kind="seq2seq"))
    expect_raises(ValueError, export_nli.write_export, Good(), ex[:1], out, desc)
    print("export_nli: ok")


if __name__ == "__main__":
    main()
