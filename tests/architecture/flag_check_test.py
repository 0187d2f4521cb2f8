#!/usr/bin/env python3
"""flag_check.py on small fake trees, one case each, so the check of the real tree can fail."""
import pathlib
import subprocess
import sys
import tempfile

CHECK = pathlib.Path(__file__).resolve().parent / "flag_check.py"


def run(files, allow=""):
    with tempfile.TemporaryDirectory() as d:
        root = pathlib.Path(d)
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        (root / "allow.txt").write_text(allow)
        r = subprocess.run([sys.executable, str(CHECK), "--root", str(root), "--allowlist", str(root / "allow.txt")],
                           capture_output=True, text=True)
        return r.returncode, r.stderr


failures = []


def expect(name, files, code, allow="", says=""):
    got, err = run(files, allow)
    if got != code or says not in err:
        failures.append(f"{name}: exit {got} (expected {code}), stderr {err!r} (expected to hold {says!r})")


LIB = "src/metrics/m.cc"
expect("a flag in a message", {LIB: 'auto s = "not computed (--no-rouge)";\n'}, 1,
       says="src/metrics/m.cc:1: a library message names the CLI flag --no-rouge")
expect("the line of a later literal", {LIB: '// x\nf("a",\n  "b --max-words 3");\n'}, 1, says="m.cc:3:")
expect("a marked option", {LIB: 'auto s = "not computed (`no_rouge`)";\n'}, 0)
expect("a header", {"src/benchmarks/b.h": 'constexpr const char* k = "rerun with --restart";\n'}, 1, says="--restart")
expect("a raw string", {LIB: 'auto s = R"x(pass --dataset asqa)x";\n'}, 1, says="--dataset")
expect("the CLI", {"src/cli/cmd_x.cc": 'auto s = "--no-rouge";\n'}, 0)
expect("comments", {LIB: '// --no-rouge\n/* --dataset */ int x = --y; char c = \'"\';\n'}, 0)
expect("code, not a literal", {LIB: 'while (n > 0) --n;\n'}, 0)
expect("allow-listed", {LIB: 'auto s = "eval.py sets --no_rouge";\n'}, 0,
       allow="src/metrics/m.cc\t--no_rouge\tthe reference scorer's flag\n")
expect("allowed in another file only", {LIB: 'auto s = "eval.py sets --no_rouge";\n'}, 1,
       allow="src/metrics/other.cc\t--no_rouge\tthe reference scorer's flag\n", says="--no_rouge")
expect("a stale entry", {LIB: 'int x;\n'}, 1, allow="src/metrics/m.cc\t--gone\twas here\n",
       says="allowed, but no literal there names it")
expect("an entry without a reason", {LIB: 'int x;\n'}, 1, allow="src/metrics/m.cc\t--gone\n", says="expected FILE")

for f in failures:
    print(f, file=sys.stderr)
sys.exit(1 if failures else 0)
