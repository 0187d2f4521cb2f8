#!/usr/bin/python3
"""tools/export_lm.py's torch-only part on a tiny random GPT-2-shaped model (no transformers):
the files it writes, the traced model equal to the eager one at lengths other than the example's,
and the shape check refusing a model that does not return [1, T, H].

    lm_export_test.py --work DIR
"""
import argparse
import json
import os
import shutil
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lm_tiny_model  # noqa: E402
from export_lm import write_lm_export  # noqa: E402  (lm_tiny_model put tools/ on the path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", required=True)
    work = parser.parse_args().work
    out = os.path.join(work, "tiny")
    shutil.rmtree(work, ignore_errors=True)
    model = lm_tiny_model.build(out)
    assert sorted(os.listdir(out)) == ["citeval_lm.json", "expected.json", "model.pt",
                                       "tokenizer.json"], os.listdir(out)
    config = json.load(open(os.path.join(out, "citeval_lm.json")))
    assert config["format"] == "citeval-lm/1" and config["hidden_size"] == 16, config
    assert config["max_tokens"] == 512, config
    traced = torch.jit.load(os.path.join(out, "model.pt"))
    for length in (1, 3, 100, 512):
        ids = (torch.arange(length) * 7 % 260).unsqueeze(0)
        with torch.no_grad():
            want, got = model(ids), traced(ids)
        assert got.shape == (1, length, 16), got.shape
        assert torch.allclose(want, got, atol=1e-6), (length, (want - got).abs().max())
    # causal: a token's state does not depend on later tokens (so right padding is harmless)
    ids = (torch.arange(30) % 200).unsqueeze(0)
    with torch.no_grad():
        assert torch.allclose(traced(ids)[0, 9], traced(ids[:, :10])[0, -1], atol=1e-6)
    for case in json.load(open(os.path.join(out, "expected.json"))):
        with torch.no_grad():
            got = traced(torch.tensor([case["ids"]]))[0, -1]
        assert torch.allclose(got, torch.tensor(case["feature"]), atol=1e-6)

    class Flat(torch.nn.Module):  # returns [T, H]: refused
        def forward(self, input_ids):
            return torch.zeros(input_ids.shape[1], 16)

    try:
        write_lm_export(Flat(), os.path.join(work, "flat"), 16, "flat")
    except RuntimeError as e:
        assert "expected (1, 1, 16)" in str(e), e
    else:
        raise AssertionError("a [T, H] model was accepted")
    assert not os.path.exists(os.path.join(work, "flat")), "a refused export left files"
    print("ok")


if __name__ == "__main__":
    main()
