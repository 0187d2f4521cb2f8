#!/usr/bin/env python3
"""tools/export_qa.py's torch-only part without transformers: the pipeline's defaults and
write_export's checks (a traced model that returns something else than (start, end) logits of
[batch, length] is refused). Exit code 77 when torch is missing."""
import json
import os
import sys
import tempfile

try:
    import torch
except ImportError:
    print("skip: no torch", file=sys.stderr)
    sys.exit(77)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import export_qa  # noqa: E402


class Head(torch.nn.Module):
    def __init__(self, kind):
        super().__init__()
        self.emb = torch.nn.Embedding(50, 2)
        self.kind = kind

    def forward(self, input_ids, attention_mask):
        x = self.emb(input_ids) * attention_mask.unsqueeze(-1)
        if self.kind == "one":
            return (x[..., 0],)
        if self.kind == "fixed":  # bakes the example's length into the graph
            return x[:, :5, 0], x[:, :5, 1]
        return x[..., 0], x[..., 1]


def expect_error(fn, what):
    try:
        fn()
    except (ValueError, RuntimeError):
        return
    sys.exit(f"no error for {what}")


def main():
    # transformers 4.28: max_seq_len = min(model_max_length, 384), doc_stride = min(half, 128)
    assert export_qa.pipeline_defaults(512) == {"max_seq_len": 384, "doc_stride": 128, "max_answer_len": 15}
    assert export_qa.pipeline_defaults(200) == {"max_seq_len": 200, "doc_stride": 100, "max_answer_len": 15}
    assert export_qa.pipeline_defaults(int(1e30))["max_seq_len"] == 384
    desc = {"inputs": ["input_ids", "attention_mask"], "pad_id": 1, "cls_token": "<s>"}
    desc.update(export_qa.pipeline_defaults(512))
    ids = torch.tensor([[0, 5, 6, 2, 2, 7, 8, 2]])
    ex = [ids, torch.ones_like(ids)]
    with tempfile.TemporaryDirectory() as d:
        export_qa.write_export(Head("ok"), ex, d, desc)
        with open(os.path.join(d, "citeval_qa.json"), encoding="utf-8") as f:
            written = json.load(f)
        assert written["format"] == "citeval-qa/1" and written["max_seq_len"] == 384, written
        traced = torch.jit.load(os.path.join(d, "model.pt"))
        s, e = traced(torch.tensor([[0, 1, 2]]), torch.ones(1, 3, dtype=torch.long))
        assert s.shape == (1, 3) and e.shape == (1, 3)
        expect_error(lambda: export_qa.write_export(Head("one"), ex, d, desc), "one output")
        expect_error(lambda: export_qa.write_export(Head("fixed"), ex, d, desc), "a fixed length")
        expect_error(lambda: export_qa.write_export(Head("ok"), ex[:1], d, desc), "a missing input")
        bad = dict(desc)
        del bad["cls_token"]
        expect_error(lambda: export_qa.write_export(Head("ok"), ex, d, bad), "no cls_token")
    print("ok")


if __name__ == "__main__":
    main()
