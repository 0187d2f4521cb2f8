#!/usr/bin/env python3
"""LLM judging scaled out with citeval.dask: one Dask worker against two.

20,000 distinct ALCE (ASQA) items, one cited statement each (so one LLM request an item), judged by
"llm:bench-model" against loopback OpenAI-compatible servers (this file: threaded HTTP servers
that answer "[[Yes]]" or "[[No]]" after --latency seconds; several processes on one port). Each
worker is a process with its own LLM client (--concurrency requests in flight), so two workers
keep twice as many requests in flight. Prints the wall time of each configuration and the speed-up (goal >= 1.8x); the merged
summaries must be equal. Run:
  PYTHONPATH=build/release/python /usr/bin/python3 bench/dask_llm_bench.py
  (--items 2000 for a quick run)
"""
import argparse
import json
import multiprocessing
import os
import socket
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    latency = 0.2

    def do_POST(self):  # noqa: N802
        n = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(n)  # not parsed: the server must stay cheap
        time.sleep(self.latency)
        answer = "[[No]]" if b"unsupported" in body else "[[Yes]]"
        out = json.dumps({"id": "b", "object": "chat.completion", "model": "bench-model",
                          "choices": [{"index": 0, "message": {"role": "assistant", "content": answer},
                                       "finish_reason": "stop"}],
                          "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024

    def server_bind(self):
        # Several processes serve one port (the kernel spreads the connections): one Python
        # process alone could not answer hundreds of requests a second.
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        super().server_bind()


def serve(port, latency, ready):
    Handler.latency = latency
    srv = Server(("127.0.0.1", port), Handler)
    ready.set()
    srv.serve_forever()


def start_server(latency, processes=1):
    """A loopback OpenAI-compatible endpoint served by `processes` processes; (procs, url)."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    ctx = multiprocessing.get_context("fork")
    procs = []
    for _ in range(processes):
        ready = ctx.Event()
        p = ctx.Process(target=serve, args=(port, latency, ready), daemon=True)
        p.start()
        ready.wait(10)
        procs.append(p)
    return procs, f"http://127.0.0.1:{port}/v1"


def make_items(n):
    items = []
    for k in range(n):
        fact = f"Item {k} says the value is {k * 7 % 1000}"
        supported = k % 5 != 0
        items.append({
            "question": f"What is the value of item {k}?",
            "output": f"{fact} [1].",
            "docs": [{"title": f"Doc {k}", "text": fact + "." if supported else f"Item {k} is unsupported."}],
            "qa_pairs": [{"short_answers": [str(k * 7 % 1000)]}],
        })
    return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=20000)
    ap.add_argument("--latency", type=float, default=0.2)
    ap.add_argument("--concurrency", type=int, default=32, help="LLM requests in flight per worker")
    ap.add_argument("--partitions", type=int, default=32)
    ap.add_argument("--server-processes", type=int, default=3,
                    help="processes serving the endpoint (one port, SO_REUSEPORT)")
    ap.add_argument("--workers", default="1,2")
    args = ap.parse_args()

    import dask.bag as db
    from distributed import Client, LocalCluster

    import citeval
    import citeval.dask

    procs, url = start_server(args.latency, args.server_processes)
    items = make_items(args.items)
    os.environ["OPENAI_API_KEY"] = "bench-key"
    times, summaries = {}, {}
    if True:
        for w in [int(x) for x in args.workers.split(",")]:
            with LocalCluster(n_workers=w, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                    Client(cluster) as client:
                bag = db.from_sequence(items, npartitions=args.partitions)
                t = time.perf_counter()
                r = citeval.dask.evaluate_alce(
                    bag, dataset="asqa", judge="llm:bench-model", cache=False, detail=False,
                    no_rouge=True, llm_base_url=url, llm_concurrency=args.concurrency,
                    llm_journal="", input="bench", client=client)
                times[w] = time.perf_counter() - t
                s = r.summary
                s.get("citeval", {}).pop("judge_stats", None)
                s.get("citeval", {}).pop("llm_usage", None)
                summaries[w] = s
                print(f"{w} worker(s): {times[w]:7.2f} s  ({args.items / times[w]:7.1f} items/s)  "
                      f"citation_rec={s.get('citation_rec')}", flush=True)
    ws = sorted(times)
    if len(ws) >= 2:
        print(f"speed-up {ws[-1]} vs {ws[0]} workers: {times[ws[0]] / times[ws[-1]]:.2f}x (goal >= 1.8x); "
              f"summaries equal: {summaries[ws[0]] == summaries[ws[-1]]}")
    for p in procs:
        p.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
