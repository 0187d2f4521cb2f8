"""Option parity, generated from the library's option schema (citeval/options.h): every user option
is accepted by the CLI, Python and Dask for exactly the benchmarks it applies to, and refused
elsewhere (CLI exit 2, Python TypeError); the .pyi declares exactly the schema's keyword arguments
with the schema's types. The LLM settings' table (llm_*: every benchmark's, and the flags of
judge, calibrate, meta and serve) is covered the same way."""
import ast
import os
import pathlib
import subprocess

import pytest

import citeval
from citeval import _citeval

BENCHMARKS = ["alce", "aliice", "longbench-cite", "check"]
LLM = _citeval.llm_option_schema()
SCHEMA = [e for e in _citeval.eval_option_schema() if e["user"]] + LLM
CASES = [(e["name"], b) for e in SCHEMA for b in BENCHMARKS]
MISSING = "/nonexistent/citeval-parity/items_asqa.json"  # accepted options fail later, reading it

# Values the option's checks accept (a spec where a judge is named).
STRINGS = {"judge": "lexical", "support_judge": "lexical", "relevance_judge": "lexical",
           "need_citation_judge": "always", "mauve": "embed", "qa": "qa:/nonexistent", "dataset": "asqa",
           "citation_tokenizer": "words", "citation_style": "brackets",
           "sources": str(pathlib.Path(__file__).resolve().parents[1] / "data" / "answers" / "sources"),
           "llm_base_url": "http://127.0.0.1:9/v1", "llm_journal": os.devnull}


@pytest.fixture(autouse=True)
def default_llm_settings():
    """The llm_* cases change the process's LLM settings: back to the defaults after each test."""
    yield
    citeval.configure_llm()


def entry(name):
    return next(e for e in SCHEMA if e["name"] == name)


def applies(e, benchmark):
    return not e["benchmarks"] or benchmark in e["benchmarks"]


def sample(e):
    t = e["type"]
    if t == "bool":
        return True
    if t in ("int", "size"):
        return 1
    if t == "double":
        return 0.5
    if t == "enum":
        return e["choices"][0]
    return STRINGS.get(e["name"], "x.txt")


def test_the_schema_has_every_benchmarks_options():
    names = {e["name"] for e in SCHEMA}
    # Spot checks of the table itself: a shared, an ALCE-only and a LongBench-Cite-only option.
    assert {"judge", "reference", "no_rouge", "need_citation_judge", "aliice_reference_keys"} <= names
    assert entry("no_rouge")["benchmarks"] == ["alce"]
    assert entry("judge")["benchmarks"] == []
    assert entry("judge_batch")["cli"] == ["--batch-size", "--judge-batch"]
    assert entry("max_judge_error_rate")["identity"] is False
    assert entry("citation_syntax")["choices"] == ["all", "alce"]
    internal = {e["name"] for e in _citeval.eval_option_schema() if not e["user"]}
    assert internal == {"input", "dataset_from_file_name", "input_fingerprint", "question_in_request"}


@pytest.mark.parametrize("name,benchmark", CASES)
def test_cli(name, benchmark, tmp_path):
    e = entry(name)
    flag = e["cli"][-1]
    value = sample(e)
    args = [flag] if e["type"] == "bool" else [flag, str(value)]
    command = ["check"] if benchmark == "check" else ["eval", benchmark]
    r = subprocess.run([os.environ["CITEVAL_BIN"], *command, MISSING, "-q", *args], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    if applies(e, benchmark):
        assert r.returncode not in (0, 2), r.stderr  # accepted: the missing input fails the run (1)
        assert "not expected" not in r.stderr, r.stderr
    else:
        assert r.returncode == 2, r.stderr
        assert flag in r.stderr, r.stderr


@pytest.mark.parametrize("name,benchmark", CASES)
def test_python(name, benchmark):
    e = entry(name)
    if applies(e, benchmark):
        # Accepted: the run fails later (the missing input; a value another option must go with).
        with pytest.raises(Exception) as failure:
            citeval.evaluate(benchmark, MISSING, **{name: sample(e)})
        assert not isinstance(failure.value, TypeError), failure.value
    else:
        with pytest.raises(TypeError, match=f"{name}.*does not apply to benchmark {benchmark}"):
            citeval.evaluate(benchmark, MISSING, **{name: sample(e)})


class _NoPartitions:
    """A collection that passes the type check: accepted options end at "no partitions"."""

    def to_delayed(self):
        return []


@pytest.mark.parametrize("name,benchmark", CASES)
def test_dask(name, benchmark):
    pytest.importorskip("dask")
    import citeval.dask

    e = entry(name)
    kwargs = {name: sample(e)}
    if benchmark == "alce" and name != "dataset":
        kwargs["dataset"] = "asqa"
    if applies(e, benchmark):
        with pytest.raises(ValueError, match="no partitions"):
            citeval.dask.evaluate(benchmark, _NoPartitions(), **kwargs)
    else:
        with pytest.raises(TypeError, match=f"{name}.*does not apply to benchmark {benchmark}"):
            citeval.dask.evaluate(benchmark, _NoPartitions(), **kwargs)


def test_unknown_options_and_bad_values():
    with pytest.raises(TypeError, match="unexpected keyword argument 'input_fingerprint'"):
        citeval.evaluate("longbench-cite", MISSING, input_fingerprint="x")  # set by the package only
    with pytest.raises(TypeError, match="option max_words: expected int, got str"):
        citeval.evaluate("aliice", MISSING, max_words="5")
    with pytest.raises(ValueError, match="option judge_batch: 0 is not >= 1"):
        citeval.evaluate("alce", MISSING, judge_batch=0)
    with pytest.raises(ValueError, match="option citation_syntax: 'latex' is not one of all, alce"):
        citeval.evaluate("alce", MISSING, citation_syntax="latex")


PY_TYPES = {"bool": "bool", "int": "int", "size": "int", "double": "float", "string": "str"}
# Parameters of the evaluate_* functions that are not options of the schema.
FRONT_END = {"items", "answers", "judge", "cache", "chunk", "input", "detail", "resume", "restart"}


@pytest.mark.parametrize("benchmark", BENCHMARKS)
def test_stubs_declare_the_schemas_keywords(benchmark):
    stub = pathlib.Path(citeval.__file__).with_name("__init__.pyi").read_text()
    fn = next(n for n in ast.parse(stub).body
              if isinstance(n, ast.FunctionDef)
              and n.name == ("check" if benchmark == "check" else "evaluate_" + benchmark.replace("-", "_")))
    params = {a.arg: a.annotation for a in fn.args.args + fn.args.kwonlyargs}
    declared = set(params) - FRONT_END
    expected = {e["name"] for e in SCHEMA if applies(e, benchmark)} - FRONT_END
    assert declared == expected
    for name in sorted(declared - {"dataset", "need_citation_judge"}):  # those two: explicit parameters
        e = entry(name)
        annotation = ast.unparse(params[name])
        if e["type"] == "enum":
            assert all(repr(c).replace("'", '"') in annotation.replace("'", '"') for c in e["choices"]), name
        else:
            assert PY_TYPES[e["type"]] in annotation, (name, annotation)


def test_the_stubs_are_what_the_generator_writes():
    root = pathlib.Path(__file__).resolve().parents[2]
    r = subprocess.run(["/usr/bin/python3", str(root / "tools" / "python_stubs.py"), "--check",
                        str(root / "python" / "citeval" / "__init__.pyi")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_the_llm_table():
    assert [e["name"] for e in LLM] == [
        "llm_base_url", "llm_api_key", "llm_api_key_file", "llm_api_key_env", "llm_concurrency", "llm_timeout",
        "llm_max_attempts", "llm_price_in", "llm_price_out", "llm_journal", "llm_prompt_dir", "llm_temperature",
        "llm_max_tokens", "llm_tries"]
    assert all(e["benchmarks"] == [] and e["identity"] is False and e["user"] for e in LLM)
    assert entry("llm_concurrency")["cli"] == ["--llm-concurrency"] and entry("llm_concurrency")["default"] == "16"


@pytest.mark.parametrize("command", ["judge", "calibrate", "meta", "serve"])
def test_the_llm_flags_of_the_other_commands(command):
    """Every command that makes judges has every flag of the LLM table, with the schema's help."""
    r = subprocess.run([os.environ["CITEVAL_BIN"], command, "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    for e in LLM:
        assert e["cli"][-1] + " " in r.stdout, e["name"]
    assert "Seconds per LLM request attempt" in r.stdout


def test_llm_settings_are_checked_by_the_schema(tmp_path):
    with pytest.raises(TypeError, match="unexpected keyword argument 'llm_nonsense'"):
        citeval.evaluate("alce", MISSING, llm_nonsense=1)
    with pytest.raises(TypeError, match="option llm_tries: expected int, got str"):
        citeval.evaluate("alce", MISSING, llm_tries="3")
    with pytest.raises(ValueError, match="option llm_timeout: 0 is not > 0"):
        citeval.evaluate("aliice", MISSING, llm_timeout=0)
    with pytest.raises(TypeError, match="unknown LLM option 'nonsense'"):
        citeval.configure_llm(nonsense=1)
    with pytest.raises(ValueError, match="option llm_concurrency: 0 is not >= 1"):
        citeval.configure_llm(concurrency=0)
    citeval.configure_llm(base_url=["http://127.0.0.1:9/v1", "http://127.0.0.1:10/v1"], timeout=5)
    with pytest.raises(ValueError, match=r"environment variable CITEVAL_NO_SUCH_VARIABLE \(llm_api_key_env=\) is not set"):
        citeval.configure_llm(api_key_env="CITEVAL_NO_SUCH_VARIABLE")
    with pytest.raises(ValueError, match="no partitions"):  # accepted by citeval.dask too
        pytest.importorskip("citeval.dask").evaluate("alce", _NoPartitions(), dataset="asqa", llm_timeout=5)
    # The CLI: the same checks, spelled as flags.
    r = subprocess.run([os.environ["CITEVAL_BIN"], "eval", "alce", MISSING, "-q", "--llm-api-key-env",
                        "CITEVAL_NO_SUCH_VARIABLE"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1
    assert r.stderr == ("citeval eval: environment variable CITEVAL_NO_SUCH_VARIABLE (--llm-api-key-env) is not "
                        "set\n")
    r = subprocess.run([os.environ["CITEVAL_BIN"], "judge", "--llm-timeout", "0"], cwd=tmp_path, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "--llm-timeout" in r.stderr, r.stderr
