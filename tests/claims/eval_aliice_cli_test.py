"""End-to-end `citeval eval aliice` with the table judge on tests/data/aliice/eval_small.json.

The parse of these sentences differs between parser models, so the judge table here is built
from the claims `citeval claims --split` gives with the same model: every claim of the cups
sentence is supported by its documents, "[3]" alone is redundant, the out-of-range "[7]" and the
uncited sentence count as unsupported. Expected scores are then exact. Exit 77 (skip) without a
parser model.

usage: eval_aliice_cli_test.py --citeval BUILD/src/cli/citeval --data tests/data/aliice
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--model", default=os.environ.get("CITEVAL_PARSER_MODEL", ""))
    a = ap.parse_args()
    src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    model = a.model or os.path.join(src, "models", "en_ewt_spacy.model")
    if not os.path.exists(model):
        print(f"no parser model at {model}: skipped")
        return 77
    with open(os.path.join(a.data, "eval_small.json"), encoding="utf-8") as f:
        items = json.load(f)
    item = items[0]
    out = subprocess.run([a.citeval, "claims", "--split", "--parser", model], input=item["output"] + "\n",
                         capture_output=True, text=True, check=True).stdout
    sentences = [json.loads(line) for line in out.splitlines()]
    docs = ["Title: %s\n%s" % (d["title"], d["text"]) for d in item["docs"]]
    rows = []
    claims = [c for s in sentences if s["status"] == "claims" for c in s["claims"]]
    assert len(sentences) == 3 and sentences[0]["status"] == "claims", sentences
    expected_units = 0
    for c in claims:
        ids = c["citations"]
        expected_units += 1
        if any(i > len(docs) for i in ids):
            continue
        joint = "\n".join(docs[i - 1] for i in ids)
        rows.append({"premise": joint, "hypothesis": c["tokens_joined"], "label": 1})
        if len(ids) > 1:  # [2][3]: [2] alone entails, [3] alone does not, and [2] (the rest) does
            rows.append({"premise": docs[ids[0] - 1], "hypothesis": c["tokens_joined"], "label": 1})
            rows.append({"premise": docs[ids[1] - 1], "hypothesis": c["tokens_joined"], "label": 0})
    for s in sentences:
        if s["status"] != "claims":
            expected_units += 1
    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "table.jsonl")
        with open(table, "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")
        summary = os.path.join(tmp, "summary.json")
        detail = os.path.join(tmp, "detail.jsonl")
        r = subprocess.run([a.citeval, "eval", "aliice", "-i", os.path.join(a.data, "eval_small.json"),
                            "--judge", "table:" + table, "--parser", model, "-o", summary, "--detail", detail, "-q"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stdout, r.stderr, file=sys.stderr)
            return 1
        with open(summary, encoding="utf-8") as f:
            s = json.load(f)
        with open(detail, encoding="utf-8") as f:
            d = [json.loads(line) for line in f]
    # Units: the cups claims (2) + "They are cheap [7]" (out of range) + the uncited sentence.
    judged = [c for c in claims if all(i <= len(docs) for i in c["citations"])]
    rec = 100 * len(judged) / expected_units
    cited = sum(len(c["citations"]) for c in judged)
    prec = 100 * (cited - 1) / cited
    ok = abs(s["citation_rec"] - rec) < 1e-9 and abs(s["citation_prec"] - prec) < 1e-9
    ok = ok and s["times_not_used_aliice"] == 1 and s["citeval"]["fallbacks"]["no_citation"] == 1
    ok = ok and len(d) == 1 and len(d[0]["units"]) == expected_units
    print(json.dumps({k: v for k, v in s.items() if k != "citeval"}), "expected rec", rec, "prec", prec)
    if not ok:
        return 1
    return 0 if more_checks(a, model) else 1


def run_eval(a, model, *args):
    return subprocess.run([a.citeval, "eval", "aliice", "--parser", model, *args],
                          capture_output=True, text=True)


def more_checks(a, model):
    """The approximation note, undefined figures when every judgment fails, eval.py's key names."""
    small = os.path.join(a.data, "eval_small.json")
    ok = True
    r = run_eval(a, model, "-i", small, "--judge", "lexical", "--json", "-q")
    s = json.loads(r.stdout)
    note = s["citeval"].get("judge_note", "")
    if r.returncode != 0 or "published ALiICE numbers" not in note or "lexical judge" not in note:
        print("note:", r.returncode, note, r.stderr, file=sys.stderr)
        ok = False
    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "unrelated.jsonl")
        with open(table, "w", encoding="utf-8") as f:
            f.write(json.dumps({"premise": "p", "hypothesis": "h", "label": 1}) + "\n")
        r = run_eval(a, model, "-i", small, "--judge", "table:" + table, "--retries", "0", "--json", "-q")
        s = json.loads(r.stdout)
        if (r.returncode != 1 or s["citation_rec"] is not None or s["citation_f1"] is not None
                or "pair not in table" not in s["citeval"]["undefined"]["citation_rec"]
                or "ERROR: citation_rec, citation_prec, citation_f1 are undefined" not in r.stderr):
            print("all failed:", r.returncode, r.stdout, r.stderr, file=sys.stderr)
            ok = False
    r = run_eval(a, model, "-i", small, "--judge", "lexical", "--json", "-q", "--aliice-reference-keys")
    s = json.loads(r.stdout)
    if r.returncode != 0 or sorted(k for k in s if k != "citeval") != [
            "avg_length", "citation_precision", "citation_recall", "cv", "length_std", "precision_std", "recall_std",
            "times_not_used_aliice"]:
        print("reference keys:", r.returncode, r.stdout, r.stderr, file=sys.stderr)
        ok = False
    return ok


if __name__ == "__main__":
    sys.exit(main())
