#!/usr/bin/python3
"""python/citeval/client.py against `citeval serve` on loopback: loaded from its file, so the test
needs no compiled module (the client is pure Python)."""
import argparse
import importlib.util
import json
import os
import subprocess
import tempfile
import urllib.request


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--source", required=True)
    a = ap.parse_args()
    spec = importlib.util.spec_from_file_location("citeval_client", os.path.join(a.source, "python/citeval/client.py"))
    client = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(client)
    with open(os.path.join(a.source, "tests/data/answers/generic.jsonl"), encoding="utf-8") as f:
        records = [json.loads(l) for l in f if l.strip()]
    with tempfile.NamedTemporaryFile("w", suffix=".tokens", delete=False) as t:
        t.write("tok-1\n")
    proc = subprocess.Popen([a.citeval, "serve", "--port", "0", "--tokens-file", t.name],
                            stderr=subprocess.PIPE, text=True)
    try:
        port = json.loads(proc.stderr.readline())["port"]
        url = f"http://127.0.0.1:{port}"
        c = client.Client(url, token="tok-1")
        assert c.ready()
        for rec in records:
            raw = urllib.request.urlopen(urllib.request.Request(
                url + "/v1/check", data=json.dumps(rec).encode(), headers={"Authorization": "Bearer tok-1"}))
            assert c.check(rec) == json.loads(raw.read()), rec["id"]
        one = records[0]
        by_fields = c.check(id=one["id"], question=one["question"], answer=one["answer"], sources=one["sources"],
                            citations=one["citations"])
        assert by_fields == c.check(one)
        assert by_fields["judge"].startswith("lexical:v1:") and by_fields["approximate"] is True
        batch = c.check_batch(records[:3])
        assert batch == [c.check(r) for r in records[:3]]
        judged = c.judge([{"premise": "a b c", "hypothesis": "a b c"}])
        assert len(judged) == 1 and judged[0]["label"] in (0, 1)
        try:
            c.check({"id": "x", "answer": 1, "sources": []})
            raise AssertionError("no error for a malformed record")
        except client.ServeError as e:
            assert e.status == 400 and e.message.startswith("request:1"), e
        try:
            client.Client(url, token="wrong").check(one)
            raise AssertionError("no 401")
        except client.ServeError as e:
            assert e.status == 401 and e.message == "a valid bearer token is required", e
        print("ok")
    finally:
        proc.terminate()
        assert proc.wait(timeout=30) == 0
        os.unlink(t.name)


if __name__ == "__main__":
    main()
