"""The libtorch models from the package, as the CLI has them: the "nli:DIR" and "embed" judges,
MAUVE's "embed" and "lm:DIR" featurizers and ALCE's "qa:DIR" model give exactly the CLI's figures
(the library's runtime loads the same model module, lib/citeval/libciteval_model.so). The tiny
models are the C++ tests' (tests/model/nli_tiny_models.py, qa_tiny.py, tests/mauve/lm_tiny_model.py),
built here with /usr/bin/python3 and torch; skipped without torch."""
import json
import os
import subprocess
import sys

import pytest

import citeval
from conftest import BUILD, EXAMPLES, ROOT, cli_eval, needs_api

pytestmark = needs_api

SHARED = os.environ.get("CITEVAL_SHARED_DIR", str(ROOT.parent / "shared"))
ASQA = EXAMPLES / "alce_asqa.json"


def _run(*args):
    r = subprocess.run([sys.executable, *map(str, args)], capture_output=True, text=True)
    if r.returncode != 0:
        raise AssertionError(f"{args[0]} failed ({r.returncode}): {r.stdout[-2000:]}{r.stderr[-2000:]}")


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    if subprocess.call([sys.executable, "-c", "import torch"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL) != 0:
        pytest.skip("python3-torch missing: the tiny models cannot be built")
    out = tmp_path_factory.mktemp("models")
    _run(ROOT / "tests" / "model" / "qa_tiny.py", "--out", out / "qa")
    _run(ROOT / "tests" / "mauve" / "lm_tiny_model.py", out / "lm")
    # The nli models of model_nli_judge_test when it has built them, else built here.
    nli = BUILD / "tests" / "model" / "nli_tiny"
    if not (nli / "seqcls" / "expected.json").exists():
        nli = out / "nli"
        _run(ROOT / "tests" / "model" / "nli_tiny_models.py", "--out", nli, "--shared", SHARED,
             "--modules", ROOT / "tools" / "npm" / "node_modules")
    return {"qa": out / "qa", "lm": out / "lm", "nli": nli / "seqcls"}


def test_every_kind_of_the_cli_is_known(cli):
    kinds = citeval.judge_kinds()
    assert {"embed[:DIR]", "nli:DIR", "llm:MODEL", "calibrated:FILE", "table:FILE", "lexical"} <= set(kinds)
    r = cli("judge", "--judge", "zz", input='{"premise": "a", "hypothesis": "b"}\n', check=False)
    assert r.returncode == 2 and ", ".join(kinds) in r.stderr


def test_nli_judge_equals_cli(cli, models, tmp_path):
    spec = f"nli:{models['nli']}?batch_size=3"
    summary, detail, code = cli_eval("alce", ASQA, tmp_path, "--judge", spec, "--no-cache")
    r = citeval.evaluate_alce(str(ASQA), judge=spec, cache=False)
    assert r.summary == summary and r.items == detail and r.exit_code == code
    assert summary["citeval"]["judge"].startswith("nli:") and not summary["citeval"]["judge_approximation"]
    # The judge itself, outside an evaluation: its probabilities are the Python model's.
    expected = json.loads((models["nli"] / "expected.json").read_text())
    cases = [c for c in expected if c["prob"] is not None][:4]
    j = citeval.make_judge(f"nli:{models['nli']}")
    probs = j.judge_batch([c["premise"] for c in cases], [c["hypothesis"] for c in cases])
    assert [p["prob"] for p in probs] == pytest.approx([c["prob"] for c in cases], abs=1e-5)
    with pytest.raises(ValueError, match="not a directory"):
        citeval.make_judge("nli:/nonexistent")


def test_embed_judge_and_mauve_embed_equal_cli(cli, tmp_path):
    summary, detail, _ = cli_eval("alce", ASQA, tmp_path, "--judge", "embed", "--no-cache",
                                  "--mauve", "embed", "--mauve-threads", "1")
    r = citeval.evaluate_alce(str(ASQA), judge="embed", cache=False, mauve="embed", mauve_threads=1)
    assert r.summary == summary and r.items == detail
    assert summary["mauve"] is not None and summary["citeval"]["mauve"]["featurizer"] == "embed"


def test_mauve_lm_equals_cli(cli, models, tmp_path):
    spec = f"lm:{models['lm']}"
    summary, _, _ = cli_eval("alce", ASQA, tmp_path, "--judge", "lexical", "--mauve", spec, "--mauve-threads", "1")
    r = citeval.evaluate_alce(str(ASQA), judge="lexical", mauve=spec, mauve_threads=1)
    assert r.summary == summary and summary["mauve"] is not None


def test_qa_equals_cli(cli, models, tmp_path):
    cases = [c for c in json.loads((models["qa"] / "cases.json").read_text()) if c["model"] == "tiny"][:6]
    data = [{"question": "q", "output": c["context"],
             "qa_pairs": [{"question": c["question"], "short_answers": [c["answer"], "nothing"][k % 2:][:1]}]}
            for k, c in enumerate(cases)]
    path = tmp_path / "asqa_qa.json"
    path.write_text(json.dumps({"data": data}))
    spec = f"qa:{models['qa'] / 'tiny'}"
    summary, detail, _ = cli_eval("alce", path, tmp_path, "--dataset", "asqa", "--judge", "lexical", "--qa", spec,
                                  "--qa-batch", "2")
    r = citeval.evaluate_alce(str(path), dataset="asqa", judge="lexical", qa=spec, qa_batch=2)
    assert r.summary == summary and r.items == detail
    assert 0 < summary["QA-EM"] < 100 and summary["citeval"]["qa"]["model"] == spec
