"""Shared fixtures of the Python package's tests (run by CTest: tests/python/CMakeLists.txt).

The package is the build tree's (PYTHONPATH=build/release/python); the CLI to compare against is
$CITEVAL_BIN (the built src/cli/citeval). Both default to build/release of this checkout.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = Path(os.environ.get("CITEVAL_BUILD_DIR", ROOT / "build" / "release"))
if "citeval" not in sys.modules and not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(BUILD / "python"))

import citeval  # noqa: E402

CITEVAL_BIN = Path(os.environ.get("CITEVAL_BIN", BUILD / "src" / "cli" / "citeval"))
EXAMPLES = ROOT / "examples"
DATA = Path(__file__).resolve().parent / "data"
TEST_DATA = ROOT / "tests" / "data"

needs_api = pytest.mark.skipif(not citeval.HAVE_API, reason="this build has no citeval::api")
# The toy benchmark of tests/benchmarks as a benchmark module (citeval.load_benchmark_module).
TOY_MODULE = Path(os.environ.get("CITEVAL_TOY_MODULE", BUILD / "tests" / "benchmarks" / "libciteval_toy_module.so"))
# Under CTest the variable is set, and a module that is not there fails the tests.
needs_toy = pytest.mark.skipif("CITEVAL_TOY_MODULE" not in os.environ and not TOY_MODULE.exists(),
                               reason=f"{TOY_MODULE} is not built")


def run_cli(*args, input=None, check=True):
    """Runs the citeval binary; returns the CompletedProcess (text)."""
    r = subprocess.run([str(CITEVAL_BIN), *map(str, args)], input=input, capture_output=True, text=True,
                       env={**os.environ, "CITEVAL_CACHE": os.devnull})
    if check and r.returncode not in (0, 1):
        raise AssertionError(f"citeval {' '.join(map(str, args))} exited {r.returncode}: {r.stderr}")
    return r


def cli_eval(benchmark, path, tmp_path, *args):
    """`citeval eval` on a file: (summary dict, detail records, exit code)."""
    out, detail = tmp_path / "cli_summary.json", tmp_path / "cli_detail.jsonl"
    for p in (out, detail):
        if p.exists():
            p.unlink()
    r = run_cli("eval", benchmark, "--input", path, "-o", out, "--detail", detail, "-q", *args)
    summary = json.loads(out.read_text())
    lines = [json.loads(l) for l in detail.read_text().splitlines() if l.strip()]
    if lines and "citeval_detail" in lines[0]:
        lines = lines[1:]  # LongBench-Cite's header line
    return summary, lines, r.returncode


def load_alce_items(path):
    d = json.loads(Path(path).read_text())
    return d["data"] if isinstance(d, dict) else d


def without_input(summary):
    """The summary without the fields that name the input (a list has no file name)."""
    s = json.loads(json.dumps(summary))
    info = s.get("citeval", {})
    for k in ("input", "input_fingerprint"):
        info.pop(k, None)
    return s


@pytest.fixture(scope="session")
def cli():
    if not CITEVAL_BIN.exists():
        pytest.skip(f"{CITEVAL_BIN} is not built")
    return run_cli
