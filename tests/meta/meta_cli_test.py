#!/usr/bin/python3
"""End-to-end tests of `citeval meta` (exit codes, JSON report, judge errors counted, not fatal).

Usage: meta_cli_test.py PATH/TO/citeval
"""
import json
import math
import os
import subprocess
import sys
import tempfile

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def run(citeval, *args):
    return subprocess.run([citeval, "meta", *args], capture_output=True, text=True)


def main():
    citeval = sys.argv[1]
    tmp = tempfile.mkdtemp(prefix="meta_cli_")

    # --scores: the hand-computed example of meta_evaluator_test.cc.
    scores = os.path.join(tmp, "scores.jsonl")
    with open(scores, "w") as f:
        for sc, l in ((0.1, 0), (0.4, 0), (0.35, 1), (0.8, 2)):
            f.write(json.dumps({"group": "s", "score": sc, "label": l}) + "\n")
    p = run(citeval, "--scores", scores, "--bootstrap", "0")
    check(p.returncode == 0, f"--scores exit {p.returncode}: {p.stderr}")
    if p.returncode == 0:
        j = json.loads(p.stdout)
        check(abs(j["kendall"] - 3 / math.sqrt(30)) < 1e-12, f"kendall {j['kendall']}")
        check(j["auc_ps_ns"] == 0.5, f"auc_ps_ns {j['auc_ps_ns']}")
        check(abs(j["ndcg@5"] - 2.5 / (2 + 1 / math.log2(3))) < 1e-12, f"ndcg@5 {j['ndcg@5']}")
        check(j["undefined"] == {}, f"undefined {j['undefined']}")
    p = run(citeval, "--scores", scores, "--bootstrap", "50", "--text")
    check(p.returncode == 0 and "Table 3. ROC-AUC" in p.stdout and "AutoAIS" in p.stdout, "--text report")

    # Bad scores file: error names file and line; exit 1.
    bad = os.path.join(tmp, "bad.jsonl")
    with open(bad, "w") as f:
        f.write('{"group": "a", "score": 1, "label": 2}\n{"group": "a", "score": 1, "label": 7}\n')
    p = run(citeval, "--scores", bad)
    check(p.returncode == 1 and f"{bad}:2: field 'label'" in p.stderr, f"bad scores: {p.returncode} {p.stderr}")

    # Bad usage: exit 2.
    check(run(citeval).returncode == 2, "no input must be exit 2")
    check(run(citeval, "--scores", scores, "--labels", scores).returncode == 2, "both inputs must be exit 2")
    check(run(citeval, "--labels", scores, "--judge", "nonsense").returncode == 2, "unknown judge must be exit 2")

    # --labels (WiCE schema) with the lexical judge and a table judge that knows only one pair.
    wice = os.path.join(tmp, "wice.jsonl")
    claims = [
        ("Paris is the capital of France.", "supported", ["Paris is the capital of France.", "It rains."], [[0]]),
        ("Berlin has a large zoo and an airport.", "partially_supported",
         ["Berlin has a large zoo.", "Cats sleep."], [[0]]),
        ("The moon is made of cheese.", "not_supported", ["The moon orbits Earth.", "Cheese is food."], [[]]),
    ]
    with open(wice, "w") as f:
        for i, (claim, label, ev, sup) in enumerate(claims):
            f.write(json.dumps({"claim": claim, "label": label, "evidence": ev, "supporting_sentences": sup,
                                "meta": {"id": f"c{i}"}}) + "\n")
    table = os.path.join(tmp, "table.jsonl")
    with open(table, "w") as f:
        f.write(json.dumps({"premise": "Paris is the capital of France.", "hypothesis": claims[0][0],
                            "prob": 0.9}) + "\n")
    out_json = os.path.join(tmp, "report.json")
    dump = os.path.join(tmp, "dump")
    p = run(citeval, "--labels", wice, "--judge", "lexical", "--judge", f"table:{table}", "--chunk-words", "6",
            "--json", out_json, "--dump-scores", dump, "--bootstrap", "100", "-q")
    check(p.returncode == 0, f"--labels exit {p.returncode}: {p.stderr}")
    if p.returncode == 0:
        check("Table 2. Correlation" in p.stdout and "Figure 3." in p.stdout, "text report tables")
        check("APPROXIMATION" in p.stdout, "lexical must be flagged as an approximation")
        j = json.load(open(out_json))
        check(j["labels"]["pairs"] == 6 and j["labels"]["statements"] == 3, f"labels {j['labels']}")
        check(j["labels"]["pairs_full"] == 1 and j["labels"]["pairs_partial"] == 1, f"levels {j['labels']}")
        lex, tab = j["judges"]
        check(lex["failed"] == 0 and tab["failed"] == 5, f"failures {lex['failed']} {tab['failed']}")
        check("not in table" in tab["first_error"], f"first error {tab['first_error']}")
        check(tab["report"]["counts"]["items"] == 1, "table judge keeps its one decided pair")
        check(tab["report"]["pearson"] is None and tab["report"]["undefined"]["pearson"], "undefined with reason")
        check(len(j["differences"]) == 1, "one pair of judges")
        dumped = os.path.join(dump, "lexical.jsonl")
        check(os.path.exists(dumped), "dumped scores")
        if os.path.exists(dumped):
            p2 = run(citeval, "--scores", dumped, "--bootstrap", "100")
            check(p2.returncode == 0 and json.loads(p2.stdout)["kendall"] == lex["report"]["kendall"],
                  "--scores on the dump reproduces the report")

    if failures:
        print("\n".join(failures))
        return 1
    print("citeval meta CLI: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
