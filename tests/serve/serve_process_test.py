#!/usr/bin/python3
"""`citeval serve` as a subprocess on loopback: every endpoint, /metrics through a Prometheus
text-format parser, a bounded soak mixing valid, malformed, oversized and cancelled requests
(every valid one gets its exact answer), and SIGTERM under load (exit 0, no accepted request
lost: every request the server logged as answered was received by its client)."""
import argparse
import http.client
import json
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time

MAX_BODY = 16384


class Server:
    def __init__(self, citeval, *extra):
        self.proc = subprocess.Popen([citeval, "serve", "--port", "0", "--max-body", str(MAX_BODY), *extra],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        first = json.loads(self.proc.stderr.readline())
        assert first["event"] == "listening" and first["host"] == "127.0.0.1", first
        self.port = first["port"]
        self.log = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.proc.stderr:
            self.log.append(json.loads(line))

    def request(self, method, path, body=None, headers=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request(method, path, body=body.encode() if isinstance(body, str) else body, headers=headers or {})
            res = conn.getresponse()
            return res.status, res.read().decode(), dict(res.getheaders())
        finally:
            conn.close()

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        rc = self.proc.wait(timeout=30)
        self.reader.join(timeout=10)
        return rc


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def parse_metrics(text):
    """Families by name. Debian's python3-prometheus-client when installed; else a strict parser
    of the text format's subset the service writes (HELP, TYPE, samples with labels)."""
    try:
        from prometheus_client.parser import text_string_to_metric_families
    except ImportError:
        return strict_parse(text)
    out = {}
    for fam in text_string_to_metric_families(text):
        out[fam.name] = (fam.type, [(s.name, dict(s.labels), s.value) for s in fam.samples])
    return out


def strict_parse(text):
    out, typ = {}, {}
    sample = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="[^"\\\n]*"(,[a-zA-Z_][a-zA-Z0-9_]*="[^"\\\n]*")*)?\})? (\S+)$')
    check(text.endswith("\n"), "metrics end with a newline")
    for line in text.splitlines():
        if line.startswith("# HELP "):
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ")
            check(kind in ("counter", "gauge", "histogram"), line)
            typ[name] = kind
            out[name.removesuffix("_total") if kind == "counter" else name] = (kind, [])
            continue
        m = sample.match(line)
        check(m is not None, f"not a sample line: {line!r}")
        name, labels = m.group(1), dict(re.findall(r'([a-zA-Z_][a-zA-Z0-9_]*)="([^"]*)"', m.group(3) or ""))
        value = float(m.group(5))
        base = next((n for n in typ if name == n or (typ[n] == "histogram" and name in (n + "_bucket", n + "_sum", n + "_count"))), None)
        check(base is not None, f"sample without TYPE: {line!r}")
        out[base.removesuffix("_total") if typ[base] == "counter" else base][1].append((name, labels, value))
    return out


def test_endpoints(srv, records):
    status, body, _ = srv.request("GET", "/healthz")
    check(status == 200 and json.loads(body) == {"status": "ok"}, body)
    status, body, _ = srv.request("GET", "/readyz")
    ready = json.loads(body)
    check(status == 200 and ready["status"] == "ready" and ready["judge"].startswith("lexical:v1:") and ready["approximate"] is True, body)
    status, body, headers = srv.request("GET", "/")
    check(status == 200 and '<textarea id="answer"' in body and headers["Content-Type"].startswith("text/html"), "page")
    answers = []
    for rec in records:
        status, body, _ = srv.request("POST", "/v1/check", rec)
        check(status == 200, body)
        out = json.loads(body)
        check(out["record"]["id"] == json.loads(rec)["id"] and out["judge"] == ready["judge"], body)
        answers.append(body)
    status, body, _ = srv.request("POST", "/v1/check:batch", "\n".join(records) + "\n")
    check(status == 200, body)
    check(body.splitlines() == [a.rstrip("\n") for a in answers], "batch lines equal the single answers, in order")
    status, body, _ = srv.request("POST", "/v1/judge", '{"premise": "a b", "hypothesis": "a b"}\n')
    check(status == 200 and json.loads(body)["label"] in (0, 1), body)
    status, body, _ = srv.request("GET", "/nowhere")
    check(status == 404, body)
    return answers


def test_metrics(srv, n_checks):
    status, text, headers = srv.request("GET", "/metrics")
    check(status == 200 and headers["Content-Type"].startswith("text/plain; version=0.0.4"), headers)
    fams = parse_metrics(text)
    kind, samples = fams["citeval_http_requests"]
    check(kind == "counter", kind)
    by = {(s[1]["endpoint"], s[1]["status"]): s[2] for s in samples if s[0] == "citeval_http_requests_total"}
    check(by[("/v1/check", "200")] == n_checks, by)
    check(by[("/healthz", "200")] == 1 and by[("other", "404")] == 1, by)
    kind, samples = fams["citeval_http_request_duration_seconds"]
    check(kind == "histogram", kind)
    count = next(s[2] for s in samples if s[0].endswith("_count"))
    check(count == sum(by.values()), (count, by))
    inf = next(s[2] for s in samples if s[0].endswith("_bucket") and s[1]["le"] == "+Inf")
    check(inf == count, "the +Inf bucket holds every request")
    batches = fams["citeval_judge_batches"][1][0][2]
    sizes = fams["citeval_judge_batch_size"][1]
    check(batches > 0 and next(s[2] for s in sizes if s[0].endswith("_count")) == batches, "batches")
    for name in ("citeval_queue_depth", "citeval_requests_in_flight"):
        check(fams[name][0] == "gauge", name)
    check(fams["citeval_queue_depth"][1][0][2] == 0, "nothing queued at rest")
    for name in ("citeval_judge_requests", "citeval_judge_memo_hits", "citeval_judge_cache_hits", "citeval_llm_requests",
                 "citeval_llm_tokens"):
        check(fams[name][0] == "counter", name)
    check(fams["citeval_judge_memo_hits"][1][0][2] > 0, "repeated records hit the memo")


def cancelled_request(port, body):
    """Sends a whole request, then closes the connection before reading the answer."""
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(f"POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
              .encode() + body.encode())
    s.close()


def test_soak(srv, records, answers, seconds):
    malformed = ['{"id": "m", "answer": 3, "sources": []}', '{"id": ', '[1, 2]']
    expected_400 = {m: srv.request("POST", "/v1/check", m)[1] for m in malformed}
    for m, body in expected_400.items():
        check(json.loads(body)["error"].startswith("request:1"), body)
    oversized = '{"id": "big", "answer": "' + "x" * (MAX_BODY + 10) + '", "sources": []}'
    stop = time.monotonic() + seconds
    errors, counts = [], {"valid": 0, "malformed": 0, "oversized": 0, "cancelled": 0}
    lock = threading.Lock()

    def worker(seed):
        rnd = random.Random(seed)
        while time.monotonic() < stop:
            kind = rnd.choices(["valid", "malformed", "oversized", "cancelled"], [10, 3, 1, 2])[0]
            try:
                if kind == "valid":
                    i = rnd.randrange(len(records))
                    status, body, _ = srv.request("POST", "/v1/check", records[i])
                    ok = status == 200 and body == answers[i]
                elif kind == "malformed":
                    m = rnd.choice(malformed)
                    status, body, _ = srv.request("POST", "/v1/check", m)
                    ok = status == 400 and body == expected_400[m]
                elif kind == "oversized":
                    status, body, _ = srv.request("POST", "/v1/check", oversized)
                    ok = status == 413
                else:
                    cancelled_request(srv.port, records[rnd.randrange(len(records))])
                    ok = True
            except (ConnectionError, OSError) as e:
                # The server may close a connection whose oversized body it refused to read.
                ok = kind == "oversized"
                body = repr(e)
            with lock:
                counts[kind] += 1
                if not ok:
                    errors.append((kind, body[:200]))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    check(not errors, f"soak failures: {errors[:5]} ({len(errors)} in all)")
    check(all(counts.values()), counts)
    status, body, _ = srv.request("GET", "/healthz")
    check(status == 200, "alive after the soak")
    print("soak:", counts)


def test_sigterm_under_load(citeval, records, answers):
    srv = Server(citeval)
    received = {"ok": 0, "refused": 0, "unavailable": 0}
    errors = []
    lock = threading.Lock()
    done = threading.Event()

    def worker(seed):
        rnd = random.Random(seed)
        while not done.is_set():
            i = rnd.randrange(len(records))
            try:
                status, body, _ = srv.request("POST", "/v1/check", records[i])
            except (ConnectionRefusedError, ConnectionResetError, http.client.RemoteDisconnected, BrokenPipeError):
                with lock:
                    received["refused"] += 1
                continue
            with lock:
                if status == 200 and body == answers[i]:
                    received["ok"] += 1
                elif status == 503:
                    received["unavailable"] += 1
                else:
                    errors.append((status, body[:200]))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    time.sleep(1.0)
    rc = srv.stop()
    time.sleep(0.3)
    done.set()
    for t in threads:
        t.join()
    check(rc == 0, f"exit code {rc} after SIGTERM")
    check(not errors, errors[:5])
    logged = sum(1 for l in srv.log if l.get("path") == "/v1/check" and l.get("status") == 200)
    check(received["ok"] > 0, received)
    check(logged == received["ok"], f"answered {logged} but clients received {received['ok']}: accepted requests lost")
    check(srv.log[-1] == {"event": "stopped"} and any(l.get("event") == "draining" for l in srv.log), srv.log[-3:])
    print("sigterm:", received)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--soak-seconds", type=float, default=15)
    a = ap.parse_args()
    with open(f"{a.data}/generic.jsonl", encoding="utf-8") as f:
        records = [l.strip() for l in f if l.strip()]
    srv = Server(a.citeval)
    try:
        answers = test_endpoints(srv, records)
        test_metrics(srv, len(records))
        test_soak(srv, records, answers, a.soak_seconds)
    finally:
        rc = srv.stop()
    check(rc == 0, f"exit code {rc}")
    test_sigterm_under_load(a.citeval, records, answers)
    print("ok")


if __name__ == "__main__":
    main()
