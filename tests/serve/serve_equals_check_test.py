#!/usr/bin/python3
"""`citeval serve` answers what `citeval check` writes, bit for bit (issue 23): for every record of
every fixture in tests/data/answers/ and examples/check_answers.jsonl, the service's "record" of
POST /v1/check equals the detail record of `citeval check FILE --detail D` — as JSON and as bytes
(both are the same nlohmann dump) — with the same judge and options; POST /v1/check:batch of the
whole file answers the detail's records in order; and the answer names the judges the detail's
header names.

What differs, and why: the detail record has "position" (the record's place in its file, for
--detail's resume) and the service's record has none (a request is not a place in a file); the
test takes "position" out of the detail line's bytes and compares the rest. A request body is
read as a JSONL line (request line 1; check:batch's line N), so a provider response fixture (one
JSON object, FILE.json) is compared with check on the JSONL file holding it on one line; check on
FILE.json itself gives the same record but for the name of a record without an id of its own:
"line 0" there (a JSON document has no lines), "line 1" in the request. tests/data/answers/
report.md is no record the service reads: a Markdown report is a whole file (check's markdown
format), and a request body is JSON.

Two configurations: the defaults (lexical, the "always" rule) and --need-citation-judge table:T
on the fixtures plus records with uncited statements (one exempted, one that needs a citation,
one the table does not know: a judge error, 502 with the detail's record)."""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_process_test import Server, check  # noqa: E402

POSITION = re.compile(r',"position":[0-9]+(?=[,}])')


def check_detail(citeval, path, tmp, extra):
    """The detail lines (raw text) of `citeval check path --detail D`, and its header."""
    detail = os.path.join(tmp, "detail.jsonl")
    if os.path.exists(detail):
        os.remove(detail)
    r = subprocess.run([citeval, "check", path, "--detail", detail, "-q", "-o", os.path.join(tmp, "summary.json"),
                        *extra], capture_output=True, text=True)
    check(r.returncode in (0, 1), f"citeval check {path}: exit {r.returncode}: {r.stderr}")
    with open(detail, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip()]
    header = json.loads(lines[0])["citeval_detail"]
    return header, lines[1:]


def without_position(line, index):
    """The detail line's bytes less its one top-level "position" (a string holds no unescaped
    quote, so the pattern matches keys only; the record has no nested "position")."""
    check(len(POSITION.findall(line)) == 1, f"one position in {line[:200]}")
    check(json.loads(line)["position"] == index, (index, line[:200]))
    return POSITION.sub("", line)


def raw_record(body):
    """The bytes of the answer's "record": its last key (the keys are sorted), so from the
    top-level ',"record":' to the closing brace."""
    check(body.endswith("}\n"), body[-20:])
    start = body.index(',"record":') + len(',"record":')
    return body[start:-2]


def as_jsonl(path, tmp):
    """A JSON file's one object on one line (a literal newline is never inside a JSON string)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    out = os.path.join(tmp, os.path.basename(path) + "l")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text.replace("\n", " ") + "\n")
    return out, text


def compare_file(srv, citeval, path, tmp, extra, counts):
    if path.endswith(".jsonl"):
        with open(path, encoding="utf-8") as f:
            bodies = [l for l in f.read().splitlines() if l.strip()]
        header, lines = check_detail(citeval, path, tmp, extra)
    else:
        jsonl, text = as_jsonl(path, tmp)
        bodies = [text]  # one JSON object (a provider response): the file is the request
        header, lines = check_detail(citeval, jsonl, tmp, extra)
        _, whole = check_detail(citeval, path, tmp, extra)
        check(len(whole) == len(lines) == 1, (path, len(whole), len(lines)))
        a, b = json.loads(whole[0]), json.loads(lines[0])
        if a["id"] != b["id"]:
            check((a["id"], b["id"]) == ("line 0", "line 1"), (a["id"], b["id"]))
            a["id"] = b["id"]
        check(a == b, f"{path}: check gives its one-line JSONL form another record")
    judges = header["judges"]
    check(len(bodies) == len(lines), f"{path}: {len(bodies)} records, {len(lines)} detail lines")
    answers = []
    for i, (body, line) in enumerate(zip(bodies, lines)):
        status, out, _ = srv.request("POST", "/v1/check", body)
        answer = json.loads(out)
        expected = json.loads(line)
        del expected["position"]
        errored = "judge_error" in expected
        check(status == (502 if errored else 200), f"{path} record {i}: status {status}: {out[:300]}")
        check(answer["record"] == expected, f"{path} record {i}: JSON differs\nserve: {answer['record']}\ncheck: {expected}")
        check(raw_record(out) == without_position(line, i), f"{path} record {i}: bytes differ")
        check(answer["judge"] == judges[0], (answer["judge"], judges))
        check(answer["need_citation"] == (judges[1] if len(judges) > 1 else "always"), (answer["need_citation"], judges))
        answers.append(out)
        counts.setdefault(os.path.basename(path), []).append(
            (answer["record"]["id"], status, answer["record"]["totals"].get("exempt", 0)))
    # The whole file as one request: JSON lines (a pretty-printed object on one line: a literal
    # newline is never inside a JSON string).
    batch = "".join(b.replace("\n", " ") + "\n" for b in bodies)
    status, out, _ = srv.request("POST", "/v1/check:batch", batch)
    check(status == 200, f"{path} batch: {status}")
    got = out.splitlines()
    check(len(got) == len(lines), f"{path} batch: {len(got)} lines for {len(lines)} records")
    for i, (g, line) in enumerate(zip(got, lines)):
        check(raw_record(g + "\n") == without_position(line, i), f"{path} batch line {i + 1}: bytes differ")
        check(g + "\n" == answers[i], f"{path} batch line {i + 1} differs from its single answer")


def need_fixture(tmp):
    """Records with uncited statements, and a need-citation table that exempts one, asks a
    citation for another and does not know a third."""
    source = [{"id": "e", "title": "Tower", "text": "The Eiffel Tower was completed in 1889."}]
    first = "The Eiffel Tower was completed in 1889 [1]. Paris is big. Paris is old. The Seine flows through Paris."
    second = "Paris is big. The Eiffel Tower was completed in 1889 [1]."
    records = [{"id": "need", "question": "What about the tower?", "answer": first, "sources": source},
               {"id": "exempt", "answer": second, "sources": source}]
    path = os.path.join(tmp, "need.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    table = os.path.join(tmp, "need_table.jsonl")
    rows = [{"premise": first, "hypothesis": "Paris is big.", "label": 0},
            {"premise": first, "hypothesis": "Paris is old.", "label": 1},
            {"premise": second, "hypothesis": "Paris is big.", "label": 0}]
    with open(table, "w", encoding="utf-8") as f:
        f.write("".join(json.dumps(r) + "\n" for r in rows))
    return path, table


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--source", required=True)
    a = ap.parse_args()
    data = os.path.join(a.source, "tests/data/answers")
    fixtures = sorted(glob.glob(f"{data}/*.json") + glob.glob(f"{data}/*.jsonl"))
    fixtures.append(os.path.join(a.source, "examples/check_answers.jsonl"))
    check(len(fixtures) >= 8, fixtures)
    common = ["--sources", os.path.join(data, "sources")]
    with tempfile.TemporaryDirectory() as tmp:
        need_path, table = need_fixture(tmp)
        configs = [("defaults", common, fixtures),
                   ("need-citation judge", ["--judge", "lexical", "--need-citation-judge", f"table:{table}", *common],
                    fixtures + [need_path])]
        for name, extra, files in configs:
            srv = Server(a.citeval, *extra)
            counts = {}  # file -> [(id, status, exempt statements)]
            try:
                for path in files:
                    compare_file(srv, a.citeval, path, tmp, extra, counts)
            finally:
                rc = srv.stop()
            check(rc == 0, f"exit code {rc}")
            print(f"{name}: {counts}")
            check(sum(len(v) for v in counts.values()) == 16 + (2 if extra != common else 0), counts)
            if extra != common:  # the table's three decisions, as check took them
                check(counts["need.jsonl"] == [("need", 502, 0), ("exempt", 200, 1)], counts["need.jsonl"])
    print("ok")


if __name__ == "__main__":
    main()
