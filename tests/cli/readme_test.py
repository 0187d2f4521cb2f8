#!/usr/bin/env python3
"""Runs every command block of the README and of the docs pages as written (issues: "the README's
examples all run", "every code block of every page runs").

Each fenced block whose language is `sh` or `python` is run, in file order, in a scratch
directory that looks like a checkout: links to the checkout's top-level entries (examples/,
models/, tools/, data/, ...) and `../shared` beside it, so the files' relative paths work and
what a block writes stays in the scratch directory. Each file (README.md, then every
docs/**/*.md in path order) gets a fresh scratch directory, so a page's blocks run on their own. `citeval` is the built binary (first on
PATH), `python3` is /usr/bin/python3 (Debian's, with the project's Python dependencies), and
PYTHONPATH holds the built Python package when one is given.

LLM examples run against a local fake OpenAI-compatible server started here: OPENAI_BASE_URL
points at it, and a block's `localhost:8000` (the README's example endpoint) is rewritten to the
fake's port; the fake answers each of citeval's prompt kinds in its documented format.

A block that cannot run here says so in the file itself, on the line just before it:
    <!-- readme-test: skip: REASON -->
(e.g. it downloads a model, or it is the build command that CI runs anyway). A skip without a
reason, and a run with no block run at all, fail the test.

With --install BUILD_DIR, the build is first installed (`cmake --install --component runtime`)
into a temporary prefix and the blocks run that installed copy, from the scratch directory, with
no citeval variable set: the README's examples must work from an installation, not only from
the build tree (issue: "an installed copy in a temp prefix running the README examples from
another directory").

Usage: readme_test.py --readme README.md [--docs DOCS_DIR] (--citeval BIN | --install BUILD_DIR)
                      --source DIR --shared DIR [--pythonpath DIR]
"""
import argparse
import glob
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

SKIP_RE = re.compile(r"^<!--\s*readme-test:\s*skip:\s*(.*?)\s*-->\s*$")
FENCE_RE = re.compile(r"^```(\w*)\s*$")


def blocks(readme_text):
    """(line, language, code, skip_reason or None) of every fenced block."""
    lines = readme_text.split("\n")
    out, i = [], 0
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m or not m.group(1):
            i += 1
            continue
        lang, start = m.group(1), i + 1
        j = start
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        skip = None
        if i > 0:
            s = SKIP_RE.match(lines[i - 1])
            if s:
                skip = s.group(1)
            elif lines[i - 1].startswith("<!-- readme-test"):
                skip = ""  # malformed marker: reported as an error
        out.append((start, lang, "\n".join(lines[start:j]), skip))
        i = j + 1
    return out


def fake_reply(prompt):
    """Answers in the format each of citeval's prompts asks for (data/prompts/*.txt)."""
    if "[Reference " in prompt:  # the correctness rubrics (correctness_*.txt)
        return "Rating: [[2]]"
    if "Entailed: [[Yes/No]]" in prompt:
        return "Entailed: [[Yes]] Analysis: (readme-test fake)"
    if "Need Citation: [[Yes/No]]" in prompt:
        return "Need Citation: [[Yes]] Analysis: (readme-test fake)"
    if "[[Fully supported]]" in prompt:
        return "Rating: [[Fully supported]] Analysis: (readme-test fake)"
    if "[[Relevant]]" in prompt:
        return "Rating: [[Relevant]] Analysis: (readme-test fake)"
    if "Score: [[N]]" in prompt:
        return "Score: [[2]]"
    if "Score: [[X]]" in prompt:
        return "Score: [[0.9]]"
    return "[[Yes]]"


class FakeOpenAi(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        prompt = "".join(m.get("content", "") for m in body.get("messages", []) if isinstance(m.get("content"), str))
        content = fake_reply(prompt)
        reply = json.dumps({
            "id": "readme-test", "object": "chat.completion", "model": body.get("model", ""),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": len(prompt.split()), "completion_tokens": len(content.split()),
                      "total_tokens": len(prompt.split()) + len(content.split())},
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--readme", required=True)
    ap.add_argument("--docs", help="also run the blocks of every DOCS/**/*.md")
    which = ap.add_mutually_exclusive_group(required=True)
    which.add_argument("--citeval", help="the citeval binary to run")
    which.add_argument("--install", metavar="BUILD_DIR", help="install this build into a temporary prefix and run that")
    ap.add_argument("--source", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--pythonpath", default="")
    ap.add_argument("--timeout", type=float, default=180)
    args = ap.parse_args()
    # The blocks run elsewhere (a scratch checkout of links): every path given must be absolute.
    args.source = os.path.abspath(args.source)
    if args.pythonpath:
        args.pythonpath = os.pathsep.join(os.path.abspath(p) for p in args.pythonpath.split(os.pathsep))

    files = [args.readme]
    if args.docs:
        pages = sorted(glob.glob(os.path.join(args.docs, "**", "*.md"), recursive=True))
        if not pages:
            raise SystemExit(f"readme_test: no page in {args.docs}")
        files += pages
    found = []  # (file name as shown, line, language, code, skip)
    for path in files:
        with open(path, encoding="utf-8") as f:
            shown = os.path.relpath(path, args.source)
            found += [(shown, *b) for b in blocks(f.read())]

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeOpenAi)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()

    root = tempfile.mkdtemp(prefix="citeval-readme-")
    failures, ran, skipped = [], 0, 0
    try:
        def fresh_checkout(n):
            checkout = os.path.join(root, f"checkout{n}")
            os.makedirs(checkout)
            for entry in os.listdir(args.source):
                if entry == ".git":
                    continue
                os.symlink(os.path.join(args.source, entry), os.path.join(checkout, entry))
            return checkout

        os.symlink(os.path.abspath(args.shared), os.path.join(root, "shared"))
        bindir = os.path.join(root, "bin")
        os.makedirs(bindir)
        citeval = args.citeval
        if args.install:
            prefix = os.path.join(root, "prefix")
            r = subprocess.run(["cmake", "--install", args.install, "--prefix", prefix, "--component", "runtime"],
                               capture_output=True, text=True)
            if r.returncode != 0:
                print(r.stdout + r.stderr, file=sys.stderr)
                raise SystemExit("readme_test: cmake --install failed")
            citeval = os.path.join(prefix, "bin", "citeval")
            print(f"readme_test: running the installed copy {citeval}")
        os.symlink(os.path.abspath(citeval), os.path.join(bindir, "citeval"))
        os.symlink("/usr/bin/python3", os.path.join(bindir, "python3"))
        env = dict(os.environ)
        for k in list(env):
            if k.startswith("CITEVAL_") or k.startswith("OPENAI_"):
                del env[k]
        env.update({
            "PATH": bindir + os.pathsep + env.get("PATH", ""),
            "OPENAI_BASE_URL": f"http://127.0.0.1:{port}/v1",
            "OPENAI_API_KEY": "readme-test-key",
            "XDG_CACHE_HOME": os.path.join(root, "cache"),
            "HOME": os.path.join(root, "home"),
        })
        os.makedirs(env["HOME"])
        if args.pythonpath:
            env["PYTHONPATH"] = args.pythonpath + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")

        checkouts = {}
        for name, line, lang, code, skip in found:
            if lang not in ("sh", "python"):
                continue
            if skip is not None:
                if not skip:
                    failures.append(f"{name}:{line}: a skip marker needs a reason: <!-- readme-test: skip: REASON -->")
                else:
                    skipped += 1
                    print(f"skip  {name}:{line} ({skip})")
                continue
            if name not in checkouts:
                checkouts[name] = fresh_checkout(len(checkouts))
            checkout = checkouts[name]
            code = code.replace("localhost:8000", f"127.0.0.1:{port}")
            cmd = ["bash", "-e", "-o", "pipefail", "-c", code] if lang == "sh" else ["/usr/bin/python3", "-c", code]
            try:
                r = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True, timeout=args.timeout)
                status = r.returncode
                err = r.stderr
            except subprocess.TimeoutExpired as e:
                status, err = "timeout", str(e)
            ran += 1
            if status != 0:
                failures.append(f"{name}:{line}: the {lang} block exited {status}:\n{code}\n--- stderr:\n{err[-3000:]}")
                print(f"FAIL  {name}:{line}")
            else:
                print(f"ok    {name}:{line}")
    finally:
        server.shutdown()
        shutil.rmtree(root, ignore_errors=True)

    print(f"readme_test: {ran} blocks run, {skipped} skipped, {len(failures)} failed ({len(files)} files)")
    if ran == 0:
        failures.append("no block was run")
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
