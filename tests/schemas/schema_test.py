#!/usr/bin/python3
"""Validates every JSON record citeval writes against the schemas of schemas/ (draft 2020-12).

Runs the built binary on the bundled examples (ALCE asqa/qampari/eli5, ALiICE, LongBench-Cite,
`citeval check`'s answers and every input format of tests/data/answers), on `meta`, `calibrate`
and `judge`, and on edge cases that produce the optional variants
(malformed items skipped, judge errors, undefined figures written as null, --no-rouge,
--dedupe-citations, ALiICE's reference keys, a resumed LongBench-Cite run, --reference-aggregation,
check's unread marks of another --citation-style, quotes at the wrong place or in no source,
LLM judges against a loopback fake endpoint). Checks that each output matches the record kind it
should (a named $defs entry, not just any branch of a oneOf), that the edge cases really produced
the variants they are for, and that one mutated real output per schema (an extra key, a wrong
type) is rejected: the schemas are strict, so a format change without a schema change fails here.

Usage: schema_test.py PATH/TO/citeval SOURCE_DIR       (exit 77 = skipped: no python3-jsonschema)
"""
import copy
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:
    print("SKIP: python3-jsonschema is not installed (scripts/setup.sh installs it)")
    sys.exit(77)

CITEVAL, SOURCE = sys.argv[1], sys.argv[2]
SCHEMAS = os.path.join(SOURCE, "schemas")
EXAMPLES = os.path.join(SOURCE, "examples")
failures = []
validated = {}  # schema/kind -> records validated


def check(cond, what):
    if not cond:
        failures.append(what)
    return cond


def load_schema(name):
    with open(os.path.join(SCHEMAS, name), encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    return schema


SCHEMA = {n: load_schema(f"{n}.schema.json")
          for n in ("summary", "detail", "meta", "calibration", "judge-output", "claims", "answer-record")}


def validator(name, kind=None):
    """A validator of schema `name`, or of its $defs entry `kind` (refs resolved in the file)."""
    schema = SCHEMA[name]
    if kind is None:
        return Draft202012Validator(schema)
    check(kind in schema["$defs"], f"{name}: no $defs/{kind}")
    sub = {"$ref": f"#/$defs/{kind}", "$defs": schema["$defs"]}
    return Draft202012Validator(sub)


def errors_of(name, record, kind=None, root=True):
    errs = []
    for v in (([validator(name)] if root else []) + ([validator(name, kind)] if kind else [])):
        errs += [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in v.iter_errors(record)]
    return errs


def validate(name, record, kind, where, root=True):
    """record must match schema `name` (unless root=False: a record kind outside its oneOf) and its kind."""
    errs = errors_of(name, record, kind, root)
    check(not errs, f"{where}: does not match {name}/{kind}: {errs[:3]}")
    validated[f"{name}/{kind}"] = validated.get(f"{name}/{kind}", 0) + 1


def reject(name, record, kind, what):
    """A mutated record must fail both the whole schema and its kind."""
    check(validator(name).is_valid(record) is False, f"{name}: accepts {what}")
    if kind:
        check(validator(name, kind).is_valid(record) is False, f"{name}/{kind}: accepts {what}")


def run(*args, ok=(0,), stdin=None, env=None):
    p = subprocess.run([CITEVAL, *args], capture_output=True, text=True, input=stdin, env=env)
    check(p.returncode in ok, f"citeval {' '.join(args)}: exit {p.returncode} (want {ok}): {p.stderr[-800:]}")
    return p


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_jsonl(path, records):
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write((r if isinstance(r, str) else json.dumps(r)) + "\n")


def walk(x):
    """Every dict nested in x."""
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from walk(v)
    elif isinstance(x, list):
        for v in x:
            yield from walk(v)


def eval_run(tmp, name, benchmark, inp, *extra, ok=(0,), detail=True, kind_summary, kind_detail):
    """citeval eval ... -o S --detail D; validates both; returns (summary, detail records)."""
    out = os.path.join(tmp, f"{name}.json")
    det = os.path.join(tmp, f"{name}.detail.jsonl")
    args = ["eval", benchmark, "-i", inp, "-o", out, "-q", *extra]
    if detail:
        args += ["--detail", det]
    p = run(*args, ok=ok)
    if not os.path.exists(out):
        check(False, f"{name}: no summary written (exit {p.returncode}: {p.stderr[-500:]})")
        return {}, []
    summary = read_json(out)
    validate("summary", summary, kind_summary, f"{name} summary")
    records = read_jsonl(det) if detail else []
    for i, r in enumerate(records):
        k = kind_detail if not (i == 0 and "citeval_detail" in r) else "longbench_cite_header"
        validate("detail", r, k, f"{name} detail line {i + 1}")
    return summary, records


def mauve_files(tmp):
    """Feature files for the 4 prepared texts a side of the bundled ASQA example."""
    import numpy as np
    rng = np.random.default_rng(0)
    q, p = os.path.join(tmp, "mauve_q.npy"), os.path.join(tmp, "mauve_p.npy")
    np.save(q, rng.normal(size=(4, 8)).astype(np.float32))
    np.save(p, rng.normal(size=(4, 8)).astype(np.float32) + 1)
    return q, p


# ------------------------------------------------------------------------------------------ ALCE
def alce_cases(tmp):
    results = {}
    for ds in ("asqa", "qampari", "eli5"):
        s, d = eval_run(tmp, f"alce_{ds}", "alce", os.path.join(EXAMPLES, f"alce_{ds}.json"), "--judge", "lexical",
                        kind_summary="alce", kind_detail="alce_item")
        check(s.get("citeval", {}).get("dataset") == ds and len(d) == 4, f"alce {ds}: summary/detail")
        results[ds] = (s, d)
    # --json on stdout is the same record.
    p = run("eval", "alce", "-i", os.path.join(EXAMPLES, "alce_asqa.json"), "--judge", "lexical", "--json", "-q")
    validate("summary", json.loads(p.stdout), "alce", "alce --json stdout")
    # Options that change what is written.
    s, d = eval_run(tmp, "alce_opts", "alce", os.path.join(EXAMPLES, "alce_asqa.json"), "--judge", "lexical",
                    "--no-rouge", "--dedupe-citations", "--citation-syntax", "alce", "--at-most-citations", "0",
                    kind_summary="alce", kind_detail="alce_item")
    check(s.get("rougeLsum", 0) is None and s["citeval"]["undefined"].get("rougeLsum") == "not computed (--no-rouge)"
          and all("rougeLsum" not in r["scores"] for r in d), "--no-rouge: rougeLsum null with the reason, none per item")
    s, d = eval_run(tmp, "alce_nocit", "alce", os.path.join(EXAMPLES, "alce_eli5.json"), "--judge", "lexical",
                    "--no-citations", "--no-claims", kind_summary="alce", kind_detail="alce_item")
    s, _ = eval_run(tmp, "alce_reference", "alce", os.path.join(EXAMPLES, "alce_eli5.json"), "--judge", "lexical",
                    "--reference", kind_summary="alce", kind_detail="alce_item")
    check(s.get("citeval", {}).get("reference") == ["--citation-syntax alce", "--no-claims"], "alce --reference")
    q, p = mauve_files(tmp)
    s, _ = eval_run(tmp, "alce_mauve", "alce", os.path.join(EXAMPLES, "alce_asqa.json"), "--judge", "lexical",
                    "--mauve-features", q, "--reference-features", p, "--mauve-threads", "1",
                    kind_summary="alce", kind_detail="alce_item")
    check(isinstance(s.get("mauve"), float) and s.get("citeval", {}).get("mauve", {}).get("featurizer") == "given",
          "alce: mauve on given features")
    return results


def edge_items():
    """A small ALCE file whose items produce the optional variants."""
    docs = [{"title": "P", "text": "Paris is the capital of France."},
            {"title": "B", "text": "Berlin is a city in Germany."}]
    return [
        {"question": "q0", "docs": docs, "output": "Paris is the capital of France [1]. Berlin is in Germany [1][2].",
         "qa_pairs": [{"short_answers": ["Paris"]}, {"short_answers": ["Madrid"]}], "answer": "Paris.",
         "answers": [["Paris"], ["Berlin"]], "claims": ["Paris is the capital of France."]},
        {"question": "q1", "docs": docs, "output": "Rome is in Italy [1]. Cats sleep [7].",
         "answers": [], "claims": ["Rome is in Italy."]},
        {"question": "q2", "docs": docs, "output": 5},  # malformed: skipped
        {"question": "q3", "output": "Cats sleep [1]."},  # cites without docs
        {"question": "q4", "docs": docs, "output": ""},  # no statement
    ]


def premise(docs, ids):
    return "\n".join(f"Title: {docs[i - 1]['title']}\n{docs[i - 1]['text']}" for i in ids)


def alce_edge_cases(tmp):
    items = edge_items()
    inp = os.path.join(tmp, "edge_asqa.jsonl")
    write_jsonl(inp, items)
    # Lexical first: what the statements' hypotheses are, to build a table knowing item 0 only.
    s, d = eval_run(tmp, "edge_lexical", "alce", inp, "--judge", "lexical", kind_summary="alce", kind_detail="alce_item")
    info = s.get("citeval", {})
    check(info.get("items_skipped") == 1 and "skipped" in info, "edge: the malformed item is not in skipped")
    check({"no_docs", "no_statements"} <= {e["reason"] for e in info.get("excluded", [])}, "edge: exclusions")
    check(any(r.get("citation_excluded") == "no_docs" for r in d), "edge: citation_excluded no_docs")
    check(any(st["status"] == "out_of_range" for r in d for st in r["statements"]), "edge: out_of_range statement")
    check("rouge_missing_reference" in info, "edge: rouge_missing_reference")
    docs = items[0]["docs"]
    table = []
    for st in d[0]["statements"] if d else []:
        ids = st["cited"]
        for sub in [ids] + [[i] for i in ids] + [[i for i in ids if i != j] for j in ids]:
            if sub:
                table.append({"premise": premise(docs, sub), "hypothesis": st["hypothesis"], "prob": 0.9,
                              "rationale": "the table says so"})
    tab = os.path.join(tmp, "edge_table.jsonl")
    write_jsonl(tab, table)
    s, d = eval_run(tmp, "edge_table", "alce", inp, "--judge", f"table:{tab}", "--retries", "0",
                    "--max-judge-error-rate", "1", kind_summary="alce", kind_detail="alce_item")
    check("citation_rec" in s.get("citeval", {}).get("partial", {}), "edge table: citation_rec not marked partial")
    check(s.get("citeval", {}).get("citation_judge_error_items") == 1, "edge table: one item with judge errors")
    decisions = [x for r in d for x in walk(r) if "ok" in x]
    check(any(x["ok"] is False and "error" in x for x in decisions), "edge table: no {ok: false, error} decision")
    check(any(x.get("rationale") for x in decisions), "edge table: no rationale in a decision")
    check(any(r.get("citation_excluded") == "judge_error" and r["scores"]["citation_rec"] is None for r in d),
          "edge table: judge_error item with null scores")
    # A table knowing nothing: every figure needing the judge is undefined (null), exit 1.
    empty = os.path.join(tmp, "empty_table.jsonl")
    write_jsonl(empty, [{"premise": "none", "hypothesis": "none", "label": 0}])
    s, d = eval_run(tmp, "edge_undefined", "alce", inp, "--judge", f"table:{empty}", "--retries", "0", ok=(1,),
                    kind_summary="alce", kind_detail="alce_item")
    check(s.get("citation_rec", 0) is None and "citation_rec" in s.get("citeval", {}).get("undefined", {}),
          "edge: undefined citation_rec is not null + undefined")
    # Outputs with marks citeval does not read, and lines cut off: citeval.outputs, and with no
    # mark at all the citation figures null (exit 1); --no-truncate.
    foot = os.path.join(tmp, "footnotes_asqa.jsonl")
    write_jsonl(foot, [dict(items[0], output="Paris is the capital of France.[^1]\nBerlin [^2]."),
                       dict(items[0], output="Paris [Doc 1].")])
    for name, extra in (("footnotes", ()), ("footnotes_whole", ("--no-truncate",))):
        s, _ = eval_run(tmp, name, "alce", foot, "--judge", "lexical", *extra, ok=(1,), kind_summary="alce",
                        kind_detail="alce_item")
        o = s.get("citeval", {}).get("outputs", {})
        check(s.get("citation_rec", 0) is None and o.get("unread_marks") == {"[^1]": 1, "[Doc 1]": 1}
              and o.get("truncated") == (0 if extra else 1), f"{name}: citeval.outputs {o}")
    # ELI5 (claims judged, all failing) and QAMPARI (items without answers).
    s, d = eval_run(tmp, "edge_eli5", "alce", inp, "--dataset", "eli5", "--judge", f"table:{empty}", "--retries", "0",
                    ok=(1,), kind_summary="alce", kind_detail="alce_item")
    check(s.get("claims_nli", 0) is None and s.get("citeval", {}).get("claims_judge_error_items", 0) >= 1,
          "edge eli5: claims_nli null / claims_judge_error_items")
    check(any("claims" in r and r["scores"].get("claims_nli", 0) is None for r in d), "edge eli5: null item claims_nli")
    s, d = eval_run(tmp, "edge_qampari", "alce", inp, "--dataset", "qampari", "--judge", "lexical",
                    kind_summary="alce", kind_detail="alce_item")
    check("qampari_items_without_answers" in s.get("citeval", {}), "edge qampari: qampari_items_without_answers")
    s, d = eval_run(tmp, "edge_eli5_lex", "alce", inp, "--dataset", "eli5", "--judge", "lexical",
                    kind_summary="alce", kind_detail="alce_item")
    return inp, empty


# ---------------------------------------------------------------------------------------- ALiICE
def aliice_cases(tmp, edge_inp, empty):
    ex = os.path.join(EXAMPLES, "alce_asqa.json")
    s, d = eval_run(tmp, "aliice", "aliice", ex, "--judge", "lexical", kind_summary="aliice", kind_detail="aliice_item")
    check(any(st["status"] != "claims" and "fallback" in st for r in d for st in r["sentences"]), "aliice: fallback")
    s, d = eval_run(tmp, "aliice_ref", "aliice", ex, "--judge", "lexical", "--aliice-reference-keys",
                    "--aliice-reference-units", "--aliice-reference-code", "--no-truncate", "--dedupe-citations",
                    kind_summary="aliice_reference_keys", kind_detail="aliice_item")
    check(s.get("citeval", {}).get("reference_keys") is True, "aliice reference keys")
    s, _ = eval_run(tmp, "aliice_reference", "aliice", ex, "--judge", "lexical", "--reference",
                    kind_summary="aliice", kind_detail="aliice_item")
    check(len(s.get("citeval", {}).get("reference", [])) == 4, "aliice --reference")
    q, p = mauve_files(tmp)
    s, _ = eval_run(tmp, "aliice_extra", "aliice", ex, "--judge", "lexical", "--dataset", "asqa", "--mauve-features",
                    q, "--reference-features", p, kind_summary="aliice", kind_detail="aliice_item")
    check(all(k in s for k in ("length", "str_em", "str_hit", "mauve")), "aliice: length, str_em, str_hit, mauve")
    s, _ = eval_run(tmp, "aliice_ref_extra", "aliice", ex, "--judge", "lexical", "--dataset", "asqa",
                    "--mauve-features", q, "--reference-features", p, "--aliice-reference-keys",
                    kind_summary="aliice_reference_keys", kind_detail="aliice_item")
    check(all(k in s for k in ("avg_length", "length_std", "str_em", "str_hit", "std_em", "mauve", "cv")),
          "aliice reference keys: eval.py's --length/--correctness/--mauve keys")
    s, _ = eval_run(tmp, "aliice_eli5", "aliice", os.path.join(EXAMPLES, "alce_eli5.json"), "--judge", "lexical",
                    "--dataset", "eli5", "--aliice-reference-keys", kind_summary="aliice_reference_keys",
                    kind_detail="aliice_item")
    check("claims_nli" in s.get("citeval", {}).get("scores", {}), "aliice eli5: claims_nli")
    s, d = eval_run(tmp, "aliice_undefined", "aliice", edge_inp, "--judge", f"table:{empty}", "--retries", "0",
                    ok=(1,), kind_summary="aliice", kind_detail="aliice_item")
    check(s.get("citation_rec", 0) is None and "undefined" in s.get("citeval", {}), "aliice: undefined figures")
    check(any(u.get("joint", {}).get("ok") is False for r in d for u in r["units"]), "aliice: no failed decision")
    s, _ = eval_run(tmp, "aliice_ref_undefined", "aliice", edge_inp, "--judge", f"table:{empty}", "--retries", "0",
                    "--aliice-reference-keys", ok=(1,), kind_summary="aliice_reference_keys", kind_detail="aliice_item")
    check(s.get("recall_std", 0) is None, "aliice reference keys: null recall_std")


# -------------------------------------------------------------------------------- LongBench-Cite
class FakeOpenAi(http.server.BaseHTTPRequestHandler):
    """Answers LongBench-Cite's three prompts (need-citation, support, relevance) with usage."""

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        prompt = body["messages"][-1]["content"]
        if "[Reference " in prompt:  # LongBench-Cite's correctness rubrics
            answer = "I cannot tell." if "UNREADABLE" in prompt else "[[2]]"
        elif "Entailed: [[Yes/No]]" in prompt:  # ALCE's entailment prompt
            answer = "Entailed: [[No]] Analysis: the fake endpoint." if "Rome" in prompt else "Entailed: [[Yes]]"
        elif "<sentence>" in prompt:
            answer = "Need Citation: [[Yes]]"
        elif "[[Partially supported]]" in prompt:
            answer = "Rating: [[Fully supported]]"
        else:
            answer = "Rating: [[Relevant]]"
        out = json.dumps({"id": "x", "object": "chat.completion", "model": body.get("model", "m"),
                          "choices": [{"index": 0, "finish_reason": "stop",
                                       "message": {"role": "assistant", "content": answer}}],
                          "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


def longcite_cases(tmp, edge_inp):
    ex = os.path.join(EXAMPLES, "longbench_cite.jsonl")
    lex = ["--judge", "lexical", "--need-citation-judge", "always"]
    s, d = eval_run(tmp, "lc", "longbench-cite", ex, *lex, kind_summary="longbench_cite", kind_detail="longbench_cite_item")
    s, _ = eval_run(tmp, "lc_reference", "longbench-cite", ex, *lex, "--reference", kind_summary="longbench_cite",
                    kind_detail="longbench_cite_item")
    check(s.get("citeval", {}).get("reference") == ["--reference-aggregation"], "longbench-cite --reference")
    check(len(d) == 5 and "citeval_detail" in (d[0] if d else {}), "longbench-cite: header + 4 items")
    p = run("eval", "longbench-cite", "-i", ex, *lex, "--json", "-q")
    validate("summary", json.loads(p.stdout), "longbench_cite", "longbench-cite --json stdout")
    # Resume: header and two items kept, a cut third line; the rerun judges the rest.
    det = os.path.join(tmp, "lc.detail.jsonl")
    with open(det, encoding="utf-8") as f:
        lines = f.readlines()
    with open(det, "w", encoding="utf-8") as f:
        f.writelines(lines[:3])
        f.write(lines[3][:20])
    s = read_json(os.path.join(tmp, "lc.json"))
    p = run("eval", "longbench-cite", "-i", ex, *lex, "-o", os.path.join(tmp, "lc.json"),
            "--detail", det, "-q")
    s = read_json(os.path.join(tmp, "lc.json"))
    validate("summary", s, "longbench_cite", "resumed longbench-cite summary")
    check(s.get("citeval", {}).get("items_resumed") == 2, "longbench-cite: not resumed")
    recs = read_jsonl(det)
    validate("detail", recs[0], "longbench_cite_header", "resumed detail header")
    for i, r in enumerate(recs[1:]):
        validate("detail", r, "longbench_cite_item", f"resumed detail line {i + 2}")
    # Malformed lines are skipped (and listed); --reference-aggregation; words tokenizer.
    with open(ex, encoding="utf-8") as f:
        good = [l.rstrip("\n") for l in f if l.strip()]
    bad = os.path.join(tmp, "lc_bad.jsonl")
    write_jsonl(bad, good + ["not json", json.dumps({"idx": 9, "dataset": "hotpotqa"})])
    s, _ = eval_run(tmp, "lc_bad", "longbench-cite", bad, *lex, "--reference-aggregation", "--citation-tokenizer", "words",
 kind_summary="longbench_cite", kind_detail="longbench_cite_item")
    info = s.get("citeval", {})
    check(info.get("items_skipped") == 2 and len(info.get("skipped", [])) == 2, "longbench-cite: skipped list")
    check(info.get("aggregation") == "eval_cite.py" and "items_excluded_dataset" in info, "reference aggregation")
    check(s.get("finish") is False, "longbench-cite: finish with skipped items")
    # A table judge that knows nothing: judge errors, no response, null averages.
    empty = os.path.join(tmp, "lc_empty.jsonl")
    write_jsonl(empty, [{"premise": "none", "hypothesis": "none", "label": 0}])
    s, d = eval_run(tmp, "lc_errors", "longbench-cite", ex, "--judge", f"table:{empty}", "--need-citation-judge", "always",
                    "--retries", "0", ok=(1,), kind_summary="longbench_cite", kind_detail="longbench_cite_item")
    info = s.get("citeval", {})
    check("judge_errors" in info and "avg_citation_f1" in info.get("undefined", {}) and s.get("avg_citation_f1", 0) is None,
          "longbench-cite: judge errors / undefined averages, with the reason in citeval.undefined")
    # Every statement cited (the hotpotqa item): no need-citation judge, the other rule text.
    one = os.path.join(tmp, "lc_one.jsonl")
    write_jsonl(one, [l for l in good if '"hotpotqa"' in l])
    s, _ = eval_run(tmp, "lc_nocit", "longbench-cite", one, "--judge", "lexical", kind_summary="longbench_cite",
                    kind_detail="longbench_cite_item")
    check("need_citation_rule" in s.get("citeval", {}), "longbench-cite: need_citation_rule without a judge")
    # LLM judges against a loopback fake endpoint: llm_usage, llm_judges, the judges' outputs.
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeOpenAi)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        env = dict(os.environ, OPENAI_API_KEY="test-key")
        out, det = os.path.join(tmp, "lc_llm.json"), os.path.join(tmp, "lc_llm.detail.jsonl")
        run("eval", "longbench-cite", "-i", ex, "--judge", "llm:fake-model", "--no-cache",
            "--llm-base-url", f"http://127.0.0.1:{server.server_address[1]}/v1", "--llm-price-in", "1",
            "--llm-price-out", "2", "-o", out, "--detail", det, "-q", env=env)
        if os.path.exists(out):
            s = read_json(out)
            validate("summary", s, "longbench_cite", "longbench-cite LLM summary")
            check("llm_usage" in s["citeval"] and "llm_judges" in s["citeval"], "LLM: llm_usage / llm_judges")
            check(s["citeval"]["llm_usage"]["cost"] is not None and len(s["citeval"]["llm_usage"]["endpoints"]) == 1,
                  "LLM: priced cost and one endpoint")
            recs = read_jsonl(det)
            validate("detail", recs[0], "longbench_cite_header", "LLM detail header")
            for i, r in enumerate(recs[1:]):
                validate("detail", r, "longbench_cite_item", f"LLM detail line {i + 2}")
        # --correctness with an LQA file: the correctness blocks, the ratio, the ratings in the
        # detail (one LQA answer unreadable, one gold answer list of two).
        lac, lqa = os.path.join(tmp, "lc_c.jsonl"), os.path.join(tmp, "lc_lqa.jsonl")
        with open(ex, encoding="utf-8") as f:
            items = [json.loads(l) for l in f if l.strip()]
        for k, it in enumerate(items):
            it["answer"] = ["gold a", "gold b"] if k == 0 else "gold"
            if it["dataset"] == "longbench-chat":
                it["few_shot_scores"] = [{"answer": "x", "score": 3}, {"answer": "y", "score": 8}, {"answer": "z", "score": 5}]
        write_jsonl(lac, items)
        write_jsonl(lqa, [{"idx": it["idx"], "dataset": it["dataset"], "query": it["query"],
                           "prediction": "UNREADABLE" if k == 0 else "plain answer"} for k, it in enumerate(items)])
        out, det = os.path.join(tmp, "lc_correct.json"), os.path.join(tmp, "lc_correct.detail.jsonl")
        run("eval", "longbench-cite", "-i", lac, "--judge", "llm:fake-model", "--no-cache",
            "--correctness", "--lqa", lqa, "--llm-base-url", f"http://127.0.0.1:{server.server_address[1]}/v1",
            "-o", out, "--detail", det, "-q", env=env)
        if check(os.path.exists(out), "longbench-cite --correctness: no summary"):
            s = read_json(out)
            validate("summary", s, "longbench_cite", "longbench-cite correctness summary")
            check(all(k in s for k in ("correctness", "correctness_lqa", "correctness_ratio")), "correctness blocks")
            check(s.get("correctness_lqa", {}).get("ratings_unreadable") == 2, "correctness: unreadable ratings (two gold answers)")
            check("correctness_unreadable" in s.get("citeval", {}), "correctness: unreadable list")
            recs = read_jsonl(det)
            validate("detail", recs[0], "longbench_cite_header", "correctness detail header")
            check("correctness" in recs[0].get("citeval_detail", {}), "correctness: detail header")
            for i, r in enumerate(recs[1:]):
                validate("detail", r, "longbench_cite_item", f"correctness detail line {i + 2}")
            check(all("correctness" in r and "correctness_lqa" in r for r in recs[1:]), "correctness: detail lines")
            mutated = copy.deepcopy(s)
            mutated["correctness"]["surprise"] = 1
            reject("summary", mutated, "longbench_cite", "an unknown key in correctness")
        # ALCE with an LLM judge: the decisions carry the model's answer as rationale.
        out, det = os.path.join(tmp, "alce_llm.json"), os.path.join(tmp, "alce_llm.detail.jsonl")
        run("eval", "alce", "-i", edge_inp, "--judge", "llm:fake-model", "--no-cache",
            "--llm-base-url", f"http://127.0.0.1:{server.server_address[1]}/v1", "-o", out, "--detail", det, "-q", env=env)
        if os.path.exists(out):
            s = read_json(out)
            validate("summary", s, "alce", "ALCE LLM summary")
            check(s["citeval"].get("llm_usage", {}).get("cost", 0) is None
                  and "llm_usage.cost" in s["citeval"].get("undefined", {}), "ALCE LLM: usage, no price: null cost")
            recs = read_jsonl(det)
            for i, r in enumerate(recs):
                validate("detail", r, "alce_item", f"ALCE LLM detail line {i + 1}")
            check(any(x.get("rationale") for r in recs for x in walk(r) if "ok" in x), "ALCE LLM: no rationale")
        check_llm_case(tmp, server.server_address[1], env)
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------------------------- citeval check
ANSWERS = os.path.join(SOURCE, "tests", "data", "answers")
CHECK_FIXTURES = {"generic.jsonl": "generic", "anthropic.json": "anthropic", "openai_responses.json": "openai",
                  "openai_chat.json": "openai", "gemini.json": "gemini", "cohere.json": "cohere",
                  "bedrock.json": "bedrock", "report.md": "markdown"}


def check_run(tmp, name, inp, *extra, ok=(0,)):
    """citeval check INP -o S --detail D; validates the summary (check), the detail's header line
    (check_header) and its records (check_item); returns (summary, detail records after the header)."""
    out = os.path.join(tmp, f"{name}.json")
    det = os.path.join(tmp, f"{name}.detail.jsonl")
    p = run("check", inp, "-o", out, "--detail", det, "-q", *extra, ok=ok)
    if not check(os.path.exists(out) and os.path.exists(det), f"{name}: no summary or detail written (exit {p.returncode}: {p.stderr[-500:]})"):
        return {}, []
    summary = read_json(out)
    validate("summary", summary, "check", f"{name} summary")
    lines = read_jsonl(det)
    if not check(len(lines) > 0 and "citeval_detail" in lines[0], f"{name}: the detail has no header line"):
        return summary, []
    validate("detail", lines[0], "check_header", f"{name} detail header")
    for i, r in enumerate(lines[1:]):
        validate("detail", r, "check_item", f"{name} detail line {i + 2}")
    return summary, lines[1:]


def check_cases(tmp):
    ex = os.path.join(EXAMPLES, "check_answers.jsonl")
    # The bundled example (marks, a footnote, explicit spans with a quote), and --json on stdout.
    s, d = check_run(tmp, "check_example", ex)
    check(s.get("citation_rec") == 75.0 and s.get("citeval", {}).get("answers") == 3 and len(d) == 3,
          "check example: figures / records")
    p = run("check", ex, "--json", "-q")
    validate("summary", json.loads(p.stdout) if p.stdout.strip() else {}, "check", "check --json stdout")
    # Every fixture format (URL sources from the offline snapshots).
    formats = set()
    for name, fmt in CHECK_FIXTURES.items():
        s, d = check_run(tmp, "check_" + name.replace(".", "_"), os.path.join(ANSWERS, name), "--sources",
                         os.path.join(ANSWERS, "sources"))
        check(len(d) > 0 and all(r["format"] == fmt for r in d), f"check {name}: not read as {fmt}")
        check(s.get("citeval", {}).get("sources") == os.path.join(ANSWERS, "sources"), f"check {name}: citeval.sources")
        formats |= {r["format"] for r in d}
    check(formats == set(CHECK_FIXTURES.values()), f"check: formats read {sorted(formats)}")
    kinds = {c["kind"] for name in CHECK_FIXTURES
             for r in read_jsonl(os.path.join(tmp, "check_" + name.replace(".", "_") + ".detail.jsonl"))[1:]
             for c in r["citations"]}
    check({"span", "mark:brackets", "mark:footnote", "mark:cjk", "mark:doc", "mark:sup", "link"} <= kinds,
          f"check: citation kinds {sorted(kinds)}")
    generic = read_jsonl(os.path.join(tmp, "check_generic_jsonl.detail.jsonl"))[1:]
    check(any("unresolved" in c for r in generic for c in r["citations"])
          and any(st["status"] == "out_of_range" for r in generic for st in r["statements"]),
          "check generic: no unresolved citation / out_of_range statement")
    # An explicit citation style: the other style's marks are not read (marks_not_read, the
    # record's other_marks); a user regex.
    s, d = check_run(tmp, "check_brackets", ex, "--citation-style", "brackets")
    check(s.get("citeval", {}).get("marks_not_read") == {"marks": 1, "answers": 1}
          and any(r["totals"].get("other_marks") == 1 and r["totals"].get("first_other_mark") == "[^1]" for r in d),
          "check --citation-style brackets: marks_not_read / other_marks")
    rx = os.path.join(tmp, "check_regex.jsonl")
    write_jsonl(rx, [{"id": 7, "answer": "Paris is in France {cite:1}.", "sources": [{"id": 1, "text": "Paris is in France."}]}])
    s, d = check_run(tmp, "check_regex", rx, "--citation-style", "regex:\\{cite:([^}]*)\\}")
    check([c["kind"] for r in d for c in r["citations"]] == ["mark:regex"] and d[0]["id"] == "7",
          "check regex: a mark:regex citation of record '7'")
    # A malformed record: skipped, listed; a file of malformed records only: every figure null.
    with open(ex, encoding="utf-8") as f:
        good = [l.rstrip("\n") for l in f if l.strip()]
    bad = os.path.join(tmp, "check_bad.jsonl")
    bad_record = {"id": "bad", "answer": "x [1].", "sources": [{"id": "a"}]}
    write_jsonl(bad, good + [bad_record])
    s, d = check_run(tmp, "check_bad", bad)
    info = s.get("citeval", {})
    check(info.get("items_skipped") == 1 and info.get("items_read") == 4 and len(info.get("skipped", [])) == 1
          and info["skipped"][0]["position"] == 3 and len(d) == 3, "check: the malformed record is not skipped and listed")
    none = os.path.join(tmp, "check_none.jsonl")
    write_jsonl(none, [bad_record])
    s, d = check_run(tmp, "check_none", none, ok=(1,))
    check(all(s.get(k, 0) is None for k in ("citation_rec", "citation_prec", "statement_rec", "quote_fidelity"))
          and len(s.get("citeval", {}).get("undefined", {})) == 4 and d == [], "check: nothing read, every figure null")
    # Judge errors (a table that knows q3 only, with a rationale) and an answer without a statement:
    # excluded, partial, statement_rec null, records with judge_error and null figures; exit 1.
    q3 = json.loads(good[2])
    passage = "Title: Refund policy\n" + q3["sources"][0]["text"]
    table = os.path.join(tmp, "check_table.jsonl")
    write_jsonl(table, [{"premise": passage, "hypothesis": "Refunds are issued to the original payment method.",
                         "prob": 0.9, "rationale": "the table says so"},
                        {"premise": passage, "hypothesis": "Customers may return unused items within 30 days.", "prob": 0.2}])
    errs = os.path.join(tmp, "check_errors.jsonl")
    write_jsonl(errs, good + [{"id": "empty", "answer": "", "sources": [{"id": "a", "text": "x"}]}])
    s, d = check_run(tmp, "check_errors", errs, "--judge", f"table:{table}", "--retries", "0", ok=(1,))
    info = s.get("citeval", {})
    check(set(info.get("partial", {})) == {"citation_rec", "citation_prec"} and "max_judge_error_rate" in info
          and {e["reason"] for e in info.get("excluded", [])} == {"no_statements", "judge_error"}
          and s.get("statement_rec", 0) is None and "statement_rec" in info.get("undefined", {}),
          "check judge errors: partial / excluded / undefined statement_rec")
    check(sum("judge_error" in r and r["citation_rec"] is None for r in d) == 2
          and any(r["statements"] == [] and r["citation_rec"] is None for r in d)
          and any(x.get("rationale") for r in d for x in walk(r) if "ok" in x)
          and any(x.get("ok") is False for r in d for x in walk(r) if "ok" in x),
          "check judge errors: the records' judge_error, null figures, rationale, failed decisions")
    # Quotes at another place, quotes in no source, a place outside its source (Anthropic).
    with open(os.path.join(ANSWERS, "anthropic.json"), encoding="utf-8") as f:
        a = json.load(f)
    blocks = a["response"]["content"]
    blocks[0]["citations"][0].update(start_char_index=0, end_char_index=25)
    blocks[1]["citations"][0]["cited_text"] = "Not in the source at all."
    blocks[1]["citations"][1]["end_block_index"] = 5
    moved = os.path.join(tmp, "anthropic_quotes.json")
    with open(moved, "w", encoding="utf-8") as f:
        json.dump(a, f)
    s, d = check_run(tmp, "check_quotes", moved)
    check(s.get("citeval", {}).get("quotes", {}) == {"no_quote": 0, "exact": 0, "found": 1, "elsewhere": 1, "absent": 1}
          and s["citeval"]["citations"]["outside_their_source"] == 1
          and any("outside" in c and "source_span" not in c for r in d for c in r["citations"])
          and any("source_span" in c for r in d for c in r["citations"]),
          "check quotes: elsewhere / absent / found, outside, source_span")


def check_llm_case(tmp, port, env):
    """citeval check with an LLM judge (the fake endpoint): llm_usage, and its cost null without a price."""
    out, det = os.path.join(tmp, "check_llm.json"), os.path.join(tmp, "check_llm.detail.jsonl")
    run("check", os.path.join(EXAMPLES, "check_answers.jsonl"), "--judge", "llm:fake-model", "--no-cache",
        "--llm-base-url", f"http://127.0.0.1:{port}/v1", "-o", out, "--detail", det, "-q", env=env)
    if not check(os.path.exists(out), "check LLM: no summary"):
        return
    s = read_json(out)
    validate("summary", s, "check", "check LLM summary")
    check(s["citeval"].get("llm_usage", {}).get("cost", 0) is None
          and "llm_usage.cost" in s["citeval"].get("undefined", {}), "check LLM: usage, no price: null cost")
    recs = read_jsonl(det)
    validate("detail", recs[0], "check_header", "check LLM detail header")
    for i, r in enumerate(recs[1:]):
        validate("detail", r, "check_item", f"check LLM detail line {i + 2}")
    check(any(x.get("rationale") for r in recs for x in walk(r) if "ok" in x), "check LLM: no rationale")


# ------------------------------------------------------------------------- meta, calibrate, judge
def meta_cases(tmp):
    claims = [
        ("Paris is the capital of France.", "supported", ["Paris is the capital of France.", "It rains."], [[0]]),
        ("Berlin has a large zoo and an airport.", "partially_supported", ["Berlin has a large zoo.", "Cats sleep."], [[0]]),
        ("The moon is made of cheese.", "not_supported", ["The moon orbits Earth.", "Cheese is food."], [[]]),
        ("Rome is in Italy.", "supported", ["Rome is a city in Italy.", "Dogs bark."], [[0]]),
    ]
    wice = os.path.join(tmp, "wice.jsonl")
    write_jsonl(wice, [{"claim": c, "label": l, "evidence": ev, "supporting_sentences": sup, "meta": {"id": f"c{i}"}}
                       for i, (c, l, ev, sup) in enumerate(claims)])
    with open(wice, "a", encoding="utf-8") as f:
        f.write('{"claim": "A bad record.", "label": "supported"}\n')  # skipped: labels.records_skipped, skipped
    table = os.path.join(tmp, "meta_table.jsonl")
    write_jsonl(table, [{"premise": "Paris is the capital of France.", "hypothesis": claims[0][0], "prob": 0.9}])
    out = os.path.join(tmp, "meta.json")
    dump = os.path.join(tmp, "dump")
    pairs = os.path.join(tmp, "meta_pairs.jsonl")
    # The table judge fails on most pairs on purpose (the report's failure fields): accepted.
    run("meta", "--labels", wice, "--judge", "lexical", "--judge", f"table:{table}", "--chunk-words", "6",
        "-o", out, "--dump-scores", dump, "--dump-pairs", pairs, "--bootstrap", "50", "-q",
        "--max-judge-error-rate", "1")
    for kind, path in (("pairs_line", pairs), ("scores_line", os.path.join(dump, "lexical.jsonl"))):
        recs = read_jsonl(path) if os.path.exists(path) else []
        check(len(recs) > 0, f"meta: nothing in {path}")
        for i, r in enumerate(recs):
            validate("meta", r, kind, f"{path} line {i + 1}", root=False)
            check(validator("meta").is_valid(r) is False, f"meta: a {kind} passes as a --json report")
    j = read_json(out) if os.path.exists(out) else {}
    validate("meta", j, "labels_report", "meta --labels -o")
    check(j.get("labels", {}).get("records_skipped") == 1 and len(j["labels"].get("skipped", [])) == 1,
          "meta: the bad record is counted")
    check(len(j.get("judges", [])) == 2 and len(j.get("differences", [])) == 1, "meta: judges / differences")
    check(any(v is None for v in j.get("judges", [{}, {}])[1].get("report", {}).values()), "meta: no null figure")
    scores = os.path.join(dump, "lexical.jsonl")
    p = run("meta", "--scores", scores)
    validate("meta", json.loads(p.stdout), "report", "meta --scores stdout")
    out2 = os.path.join(tmp, "meta_scores.json")
    bad_scores = os.path.join(tmp, "meta_bad_scores.jsonl")
    with open(scores, encoding="utf-8") as src, open(bad_scores, "w", encoding="utf-8") as dst:
        dst.write(src.read() + '{"group": "x", "score": "high", "label": 2}\n')
    run("meta", "--scores", bad_scores, "-o", out2, "--bootstrap", "0")
    validate("meta", read_json(out2), "report", "meta --scores -o --bootstrap 0 (a bad line)")
    check(read_json(out2).get("scores", {}).get("records_skipped") == 1, "meta --scores: the bad line is counted")
    # calibrate: to a file, and with judge failures (a table that knows one pair).
    cal = os.path.join(tmp, "cal.json")
    run("calibrate", "--judge", "lexical", "--labels", wice, "-o", cal, "-q")
    validate("calibration", read_json(cal), None, "calibrate -o")
    table2 = os.path.join(tmp, "cal_table.jsonl")
    write_jsonl(table2, [{"premise": "\n".join(claims[0][2]), "hypothesis": claims[0][0], "prob": 0.9},
                         {"premise": "\n".join(claims[2][2]), "hypothesis": claims[2][0], "prob": 0.2}])
    p = run("calibrate", "--judge", f"table:{table2}", "--labels", wice, "--partial", "drop", "--no-cache", "-q",
            "--max-judge-error-rate", "1")
    c = json.loads(p.stdout) if p.stdout.strip() else {}
    validate("calibration", c, None, "calibrate stdout with judge failures")
    check("judge_failures" in c.get("data", {}), "calibrate: judge_failures")
    return wice


def judge_cases(tmp):
    pairs = [{"premise": "Paris is the capital of France.", "hypothesis": "Paris is in France.", "id": 7},
             {"premise": "a", "hypothesis": "b", "extra": {"nested": [1, 2]}}]
    text = "".join(json.dumps(p) + "\n" for p in pairs) + "not json\n"
    p = run("judge", stdin=text, ok=(1,))
    lex = [json.loads(l) for l in p.stdout.splitlines()]
    for i, r in enumerate(lex):
        validate("judge-output", r, None, f"judge lexical line {i + 1}")
    check(len(lex) == 3 and set(lex[2]) == {"line", "error"}, "judge: the malformed line's record {line, error}")
    table = os.path.join(tmp, "judge_table.jsonl")
    write_jsonl(table, [{"premise": "a", "hypothesis": "b", "prob": 0.8, "rationale": "r"}])
    p = run("judge", "--judge", f"table:{table}", "--retries", "0", stdin=text, ok=(1,))
    tab = [json.loads(l) for l in p.stdout.splitlines()]
    for i, r in enumerate(tab):
        validate("judge-output", r, None, f"judge table line {i + 1}")
    check(any("error" in r for r in tab), "judge: no error line")
    check(tab[1].get("rationale") == "r" and "rationale" not in lex[0], "judge: the judge's rationale on its line")
    return lex, tab


def claims_cases(tmp):
    text = os.path.join(tmp, "claims.txt")
    with open(text, "w", encoding="utf-8") as f:
        f.write("Paris is the capital of France [1] and Berlin is in Germany [2].\nCats sleep. Dogs bark [1].\n")
    trees = os.path.join(tmp, "trees.jsonl")
    write_jsonl(trees, [{"id": "t1", "sentence": "Cats sleep[1].", "tokens": ["Cats", "sleep", "."], "heads": [1, -1, 1],
                         "deps": ["nsubj", "ROOT", "punct"],
                         "expected_claims": [{"citations": [1], "tokens_joined": "Cats sleep"}]}])
    with open(trees, "a", encoding="utf-8") as f:
        f.write('{"id": "bad", "tokens": 1}\n')  # a bad record: an error line in its place
    runs = [("text --split --trace --with-tree", ["claims", text, "--split", "--trace", "--with-tree"]),
            ("trees", ["claims", "--format", "trees", trees, "--with-tree"]),
            ("conllu", ["claims", "--format", "conllu", os.path.join(SOURCE, "tests/data/aliice/tree_examples.conllu"), "--trace"])]
    out = {}
    for name, args in runs:
        p = run(*args)
        recs = [json.loads(l) for l in p.stdout.splitlines()]
        check(len(recs) > 0, f"claims {name}: no output")
        for i, r in enumerate(recs):
            validate("claims", r, None, f"claims {name} line {i + 1}")
        out[name] = recs
    every = [r for recs in out.values() for r in recs]
    for key in ("sentence", "id", "sent_id", "tokens", "expected_match", "fallback"):
        check(any(key in r for r in every), f"claims: no output has '{key}'")
    check(any("cuts" in c for r in every for c in r.get("claims", [])), "claims: no cuts (--trace)")
    check(any("error" in r and "status" not in r for r in out["trees"]), "claims: no error line of a bad record")
    return out


# ------------------------------------------------------------------------------ negative checks
def negative_checks(tmp, lex_judge, claims):
    def mutated(path, f):
        rec = copy.deepcopy(path)
        f(rec)
        return rec

    asqa = read_json(os.path.join(tmp, "alce_asqa.json"))
    reject("summary", mutated(asqa, lambda r: r.update(extra_key=1)), "alce", "an extra top-level key")
    reject("summary", mutated(asqa, lambda r: r["citeval"].update(extra_key=1)), "alce", "an extra key in citeval")
    reject("summary", mutated(asqa, lambda r: r["citeval"]["judge_stats"].update(extra=1)), "alce", "an extra judge_stats key")
    reject("summary", mutated(asqa, lambda r: r.update(citation_rec="100")), "alce", "a string score")
    reject("summary", mutated(asqa, lambda r: r.update(citation_rec=None)), "alce", "null without citeval.undefined")
    reject("summary", mutated(asqa, lambda r: r.update(citation_rec=0.5 * 300)), "alce", "a score above 100")
    und = read_json(os.path.join(tmp, "edge_undefined.json"))
    reject("summary", mutated(und, lambda r: r.update(citation_rec=50.0)), "alce", "a figure listed as undefined")
    reject("summary", mutated(und, lambda r: r["citeval"]["undefined"].update(rougeLsum="x")), "alce",
           "an undefined key that is not a figure of the summary")
    aliice = read_json(os.path.join(tmp, "aliice.json"))
    reject("summary", mutated(aliice, lambda r: r["citeval"]["fallbacks"].update(other=1)), "aliice", "an extra fallback")
    reject("summary", mutated(aliice, lambda r: r.pop("cvcp")), "aliice", "a missing cvcp")
    reject("summary", mutated(aliice, lambda r: r["citeval"].update(extra=1)), "aliice", "an extra key in citeval")
    aliice_ref = read_json(os.path.join(tmp, "aliice_ref.json"))
    reject("summary", mutated(aliice_ref, lambda r: r["citeval"].update(extra=1)), "aliice_reference_keys",
           "an extra key in citeval")
    reject("summary", mutated(aliice_ref, lambda r: r["citeval"]["scores"].update(citation_recall=1)),
           "aliice_reference_keys", "eval.py's key among citeval's scores")
    lc = read_json(os.path.join(tmp, "lc_bad.json"))
    reject("summary", mutated(lc, lambda r: r["scores"]["hotpotqa"].update(extra=1)), "longbench_cite", "an extra group key")
    reject("summary", mutated(lc, lambda r: r["citeval"].pop("items_excluded_dataset")), "longbench_cite",
           "reference aggregation without items_excluded_dataset")
    reject("summary", mutated(lc, lambda r: r["citeval"]["skipped"].append(3)), "longbench_cite", "a non-string skipped entry")

    d = read_jsonl(os.path.join(tmp, "edge_table.detail.jsonl"))
    item = next(r for r in d if r["statements"])
    reject("detail", mutated(item, lambda r: r.update(extra=1)), "alce_item", "an extra item key")
    reject("detail", mutated(item, lambda r: r["statements"][0].update(extra=1)), "alce_item", "an extra statement key")
    reject("detail", mutated(item, lambda r: r["statements"][0]["joint"].update(extra=1)), "alce_item", "an extra decision key")
    reject("detail", mutated(item, lambda r: r["statements"][0]["joint"].update(ok=False)), "alce_item",
           "ok: false with prob/label and no error")
    reject("detail", mutated(item, lambda r: r["scores"].update(citation_rec=100.5)), "alce_item", "a per-item score above 100")
    excl = next(r for r in d if "citation_excluded" in r)
    reject("detail", mutated(excl, lambda r: r["scores"].update(citation_rec=1.0)), "alce_item", "a score with citation_excluded")
    reject("detail", mutated(item, lambda r: r["scores"].update(claims_nli=1.0)), "alce_item", "claims_nli without claims")
    a = read_jsonl(os.path.join(tmp, "aliice.detail.jsonl"))[0]
    reject("detail", mutated(a, lambda r: r["units"][0].update(extra=1)), "aliice_item", "an extra unit key")
    reject("detail", mutated(a, lambda r: r["sentences"][0].update(status="claims", fallback={"hypothesis": "", "ids": []})),
           "aliice_item", "a fallback on a claims sentence")
    lcd = read_jsonl(os.path.join(tmp, "lc.detail.jsonl"))
    reject("detail", mutated(lcd[0], lambda r: r["citeval_detail"].update(extra=1)), "longbench_cite_header", "an extra header key")
    reject("detail", mutated(lcd[0], lambda r: r["citeval_detail"].update(version=3)), "longbench_cite_header", "version 3")
    reject("detail", mutated(lcd[0], lambda r: r["citeval_detail"].update(score_scale=10)), "longbench_cite_header",
           "a score_scale other than 1 or 100")
    reject("detail", mutated(lcd[1], lambda r: r["statements"][0].update(extra=1)), "longbench_cite_item", "an extra statement key")
    reject("detail", mutated(lcd[1], lambda r: r.update(citation_f1=None)), "longbench_cite_item", "a null item F1")

    cs = read_json(os.path.join(tmp, "check_example.json"))
    reject("summary", mutated(cs, lambda r: r.update(extra_key=1)), "check", "an extra top-level key")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(extra_key=1)), "check", "an extra key in citeval")
    reject("summary", mutated(cs, lambda r: r.update(statement_rec="75")), "check", "a string figure")
    reject("summary", mutated(cs, lambda r: r.update(citation_rec=None)), "check", "null without citeval.undefined")
    reject("summary", mutated(cs, lambda r: r.update(quote_fidelity=1.5 * 100)), "check", "a figure above 100")
    reject("summary", mutated(cs, lambda r: r.pop("statement_rec")), "check", "a missing figure")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(format="claude")), "check", "an unknown format")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(citation_style="[n]")), "check", "an unknown citation style")
    reject("summary", mutated(cs, lambda r: r["citeval"]["quotes"].pop("absent")), "check", "quotes without absent")
    reject("summary", mutated(cs, lambda r: r["citeval"]["marks_not_read"].update(first="[^1]")), "check",
           "an extra key in marks_not_read")
    reject("summary", mutated(cs, lambda r: r["citeval"]["citations"].update(unresolved=0)), "check",
           "an extra key in citations")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(judge_approximation=False)), "check",
           "judge_note without an approximate judge")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(items_skipped=1)), "check", "items_skipped without skipped")
    reject("summary", mutated(cs, lambda r: r["citeval"].update(benchmark="alce")), "check", "another benchmark's name")
    ce = read_json(os.path.join(tmp, "check_errors.json"))
    reject("summary", mutated(ce, lambda r: r.update(statement_rec=50.0)), "check", "a figure listed as undefined")
    reject("summary", mutated(ce, lambda r: r["citeval"]["undefined"].update(str_em="x")), "check",
           "an undefined key that is not a figure of check")
    reject("summary", mutated(ce, lambda r: r["citeval"].pop("max_judge_error_rate")), "check",
           "partial without max_judge_error_rate")
    reject("summary", mutated(ce, lambda r: r["citeval"]["partial"].update(statement_rec=r["citeval"]["partial"]["citation_rec"])),
           "check", "a partial figure that is never partial")
    reject("summary", mutated(read_json(os.path.join(tmp, "check_bad.json")), lambda r: r["citeval"].pop("skipped")),
           "check", "items_skipped 1 without skipped")
    cd = read_jsonl(os.path.join(tmp, "check_example.detail.jsonl"))
    reject("detail", mutated(cd[0], lambda r: r["citeval_detail"].update(extra=1)), "check_header", "an extra header key")
    reject("detail", mutated(cd[0], lambda r: r["citeval_detail"]["options"].update(dataset="asqa")), "check_header",
           "an option check does not have")
    reject("detail", mutated(cd[0], lambda r: r["citeval_detail"].update(version=2)), "check_header", "version 2")
    reject("detail", mutated(cd[1], lambda r: r.update(extra=1)), "check_item", "an extra record key")
    reject("detail", mutated(cd[1], lambda r: r.pop("position")), "check_item", "a record without position")
    reject("detail", mutated(cd[1], lambda r: r.update(format="auto")), "check_item", "format auto (not a format read)")
    reject("detail", mutated(cd[1], lambda r: r.update(citation_rec=750.0)), "check_item", "a record figure above 100")
    reject("detail", mutated(cd[1], lambda r: r["statements"][1].update(extra=1)), "check_item", "an extra statement key")
    reject("detail", mutated(cd[1], lambda r: r["statements"][1].pop("span")), "check_item", "a statement without span")
    reject("detail", mutated(cd[1], lambda r: r["statements"][1]["joint"].update(extra=1)), "check_item",
           "an extra decision key")
    reject("detail", mutated(cd[1], lambda r: r["statements"][1].update(status="skipped")), "check_item", "an unknown status")
    reject("detail", mutated(cd[1], lambda r: r["citations"][0].update(extra=1)), "check_item", "an extra citation key")
    reject("detail", mutated(cd[1], lambda r: r["citations"][0].update(span=[0, 4])), "check_item",
           "a citation with both a span and a mark")
    reject("detail", mutated(cd[1], lambda r: r["citations"][0].pop("mark")), "check_item",
           "a citation with neither a span nor a mark")
    reject("detail", mutated(cd[1], lambda r: r["citations"][0].update(quote="close")), "check_item", "an unknown quote fidelity")
    reject("detail", mutated(cd[1], lambda r: r["totals"].update(rec=75.0)), "check_item", "a totals fraction above 1")
    reject("detail", mutated(cd[1], lambda r: r["totals"]["quotes"].update(other=0)), "check_item", "an extra quotes key")
    reject("detail", mutated(cd[1], lambda r: r["totals"].update(other_marks=1)), "check_item",
           "other_marks without first_other_mark")
    reject("detail", mutated(cd[1], lambda r: r.update(judge_error="x")), "check_item", "judge_error with figures")
    ced = read_jsonl(os.path.join(tmp, "check_errors.detail.jsonl"))
    empty = next(r for r in ced[1:] if r["statements"] == [])
    reject("detail", mutated(empty, lambda r: r.update(citation_rec=0.0, citation_prec=0.0)), "check_item",
           "figures of an answer without a statement")
    failed = next(r for r in ced[1:] if "judge_error" in r)
    reject("detail", mutated(failed, lambda r: r.pop("judge_error")), "check_item", "null figures without a reason")

    m = read_json(os.path.join(tmp, "meta.json"))
    reject("meta", mutated(m, lambda r: r["judges"][0]["report"]["counts"].update(extra=1)), "labels_report", "an extra counts key")
    reject("meta", mutated(m, lambda r: r["judges"][0]["report"]["undefined"].update(foo="x")), "labels_report", "an unknown figure")
    reject("meta", mutated(m, lambda r: r.update(extra=1)), "labels_report", "an extra top-level key")
    reject("meta", mutated(m, lambda r: r["judges"][0]["report"].update(pearson="0.5")), "labels_report", "a string figure")
    cal = read_json(os.path.join(tmp, "cal.json"))
    reject("calibration", mutated(cal, lambda r: r.update(extra=1)), None, "an extra key")
    reject("calibration", mutated(cal, lambda r: r["quality"].update(auc="1")), None, "a string auc")
    c = claims["text --split --trace --with-tree"][0]
    reject("claims", mutated(c, lambda r: r.update(extra=1)), None, "an extra key")
    reject("claims", mutated(c, lambda r: r["claims"][0]["cuts"][0].update(step="other")), None, "an unknown cut step")
    reject("claims", mutated(c, lambda r: r.pop("heads")), None, "tokens without heads")
    check(validator("meta", "scores_line").is_valid({"group": "g", "score": 0.5, "label": 2}), "meta: a scores line")
    reject("meta", {"group": "g", "score": 0.5, "label": 3}, "scores_line", "a level 3")
    j = lex_judge[0]
    reject("judge-output", mutated(j, lambda r: r.update(prob="1")), None, "a string prob")
    reject("judge-output", mutated(j, lambda r: r.update(error="x")), None, "both a decision and an error")
    reject("judge-output", mutated(j, lambda r: r.pop("label")), None, "prob without label")


def answer_record_cases():
    """The generic record citeval check reads: every fixture line validates; what the reader
    refuses for its shape, the schema refuses too."""
    for path in (os.path.join(SOURCE, "tests", "data", "answers", "generic.jsonl"),
                 os.path.join(EXAMPLES, "check_answers.jsonl")):
        records = read_jsonl(path)
        check(len(records) > 0, f"{path}: no record")
        for i, r in enumerate(records):
            validate("answer-record", r, None, f"{path}:{i + 1}")
    base = read_jsonl(os.path.join(SOURCE, "tests", "data", "answers", "generic.jsonl"))[0]
    reject("answer-record", {k: v for k, v in base.items() if k != "answer"}, None, "a record without answer")
    reject("answer-record", {k: v for k, v in base.items() if k != "sources"}, None, "a record without sources")
    reject("answer-record", dict(base, sources=[{"id": "a"}]), None, "a source without text")
    reject("answer-record", dict(base, citations=[{"start": -1, "end": 2, "source_ids": ["a"]}]), None,
           "a negative offset")
    reject("answer-record", dict(base, offset_unit="chars"), None, "an unknown offset unit")


def main():
    tmp = tempfile.mkdtemp(prefix="citeval_schema_")
    os.environ["XDG_CACHE_HOME"] = os.path.join(tmp, "cache")  # never the user's judgment cache
    try:
        answer_record_cases()
        alce_cases(tmp)
        edge_inp, empty = alce_edge_cases(tmp)
        aliice_cases(tmp, edge_inp, empty)
        longcite_cases(tmp, edge_inp)
        meta_cases(tmp)
        lex_judge, _ = judge_cases(tmp)
        claims = claims_cases(tmp)
        check_cases(tmp)
        if not failures:
            negative_checks(tmp, lex_judge, claims)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("validated:", ", ".join(f"{k} x{n}" for k, n in sorted(validated.items())))
    for f in failures:
        print("FAIL:", f)
    print(f"schema_test: {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
