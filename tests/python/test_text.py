"""Text, claims, parsing, meta-evaluation and calibration: the package's figures are the CLI's."""
import json
import random
import re

import pytest

import citeval
from conftest import EXAMPLES, TEST_DATA, load_alce_items, needs_api

TEXTS = [
    "Dr. Smith arrived at 5 p.m. on Monday. He left at 6. Was it late? Yes!",
    "Ünïcödé works too [1]. So does 日本語のテキスト。 And \"quotes.\" Here [2][3].",
    "  Leading spaces.\nA line break inside\na sentence. Mr. and Mrs. Jones (née Brown) came.  ",
    "",
]


def alce_outputs():
    out = []
    for name in ("alce_asqa.json", "alce_qampari.json", "alce_eli5.json"):
        out += [it["output"] for it in load_alce_items(EXAMPLES / name)]
    return out


@pytest.mark.parametrize("punkt", ["english", "untrained"])
def test_split_sentences_equals_cli(cli, punkt):
    for text in TEXTS + alce_outputs():
        spans = cli("split", "--punkt", punkt, "--spans", input=text).stdout.split("\n")[:-1]
        # The CLI gives byte offsets; Python gives str offsets of the same sentences.
        data = text.encode()
        expected = [data[int(b):int(e)].decode() for b, e in (s.split("\t") for s in spans)]
        assert citeval.split_sentences(text, punkt=punkt) == expected
        assert [text[b:e] for b, e in citeval.split_sentences(text, punkt=punkt, spans=True)] == expected


def test_split_sentences_bad_punkt(tmp_path):
    with pytest.raises((ValueError, OSError)):
        citeval.split_sentences("x", punkt=str(tmp_path / "no-such-punkt-dir"))


def test_find_citations_exact():
    text = "Paris é [1][2, 3] and [4-6]. Not [a] or [] or [1,] but [ 7 ]."
    got = citeval.find_citations(text)
    assert [(m["begin"], m["end"], m["ids"], m["text"]) for m in got] == [
        (8, 11, [1], "[1]"), (11, 17, [2, 3], "[2, 3]"), (22, 27, [4, 5, 6], "[4-6]"),
        (55, 60, [7], "[ 7 ]")]
    for m in got:
        assert text[m["begin"]:m["end"]] == m["text"]
    # ALCE's reading: the regex \[\d+ (first number of each bracket, no closing bracket needed).
    alce = citeval.find_citations(text, syntax="alce")
    assert [m["ids"] for m in alce] == [[1], [2], [4], [1]]  # "[1," is a mark for ALCE
    assert [m["ids"] for m in alce] == [[int(x[1:])] for x in re.findall(r"\[\d+", text)]
    with pytest.raises(ValueError):
        citeval.find_citations(text, syntax="latex")


def alce_remove_citations(sent):
    # ALCE's eval.py, the oracle.
    return re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sent)).replace(" |", "").replace("]", "")


def test_remove_citations_equals_alce_regex():
    rng = random.Random(7)
    pieces = ["a", " ", "[1]", " [2]", "[3, 4]", "]", " |", "x.", "[", "12", "é"]
    texts = alce_outputs() + ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 20))) for _ in range(500)]
    for t in texts:
        assert citeval.remove_citations(t, syntax="alce") == alce_remove_citations(t)
    # The default reads every id of a bracket, so a whole "[2, 3]" goes (ALCE leaves ", 3").
    assert citeval.remove_citations("x [2, 3].") == "x."
    assert citeval.remove_citations("x [2, 3].", syntax="alce") == "x, 3."


@needs_api
def test_extract_claims_equals_cli(cli):
    responses = [it["output"] for it in load_alce_items(TEST_DATA / "aliice" / "eval_small.json")]
    responses += alce_outputs()[:4]
    expected = [json.loads(l) for l in cli("claims", "--split", input="\n".join(responses) + "\n").stdout.splitlines()]
    got = []
    for i, r in enumerate(responses):
        for s in citeval.extract_claims(r):
            got.append(s)
    strip = lambda d: {k: v for k, v in d.items() if k != "line"}  # noqa: E731  the CLI numbers its lines
    assert [strip(d) for d in got] == [strip(d) for d in expected]
    one = citeval.extract_claims("Paris is the capital of France [1] and it is old [2].", sentence=True)
    assert [c["citations"] for c in one["claims"]] == [[1], [2]]


@needs_api
def test_parse_equals_cli(cli):
    text = "The cat sat on the mat.\nParis is the capital of France [1].\n"
    assert citeval.parse(text) == cli("parse", input=text).stdout


def scored_pairs(seed=3, groups=12):
    rng = random.Random(seed)
    rows = []
    for g in range(groups):
        for _ in range(rng.randint(2, 6)):
            label = rng.choice([0, 0, 1, 2])
            rows.append({"group": f"s{g}", "score": round(min(1, max(0, label / 2 + rng.gauss(0, 0.3))), 3),
                         "label": label})
    return rows


@needs_api
def test_meta_evaluate_equals_cli(cli, tmp_path):
    rows = scored_pairs()
    f = tmp_path / "scores.jsonl"
    f.write_text("".join(json.dumps(r) + "\n" for r in rows))
    expected = json.loads(cli("meta", "--scores", f, "--bootstrap", "200", "--seed", "5", "-q").stdout)
    # The CLI adds what it read from the --scores file; the function was given the rows themselves.
    assert expected.pop("scores")["records"] == len(rows)
    got = citeval.meta_evaluate(rows, bootstrap=200, seed=5)
    assert got == expected
    # tuples too
    assert citeval.meta_evaluate([(r["group"], r["score"], r["label"]) for r in rows], bootstrap=200, seed=5) == expected
    with pytest.raises(ValueError):
        citeval.meta_evaluate([("g", 0.5, 3)], bootstrap=0)


@needs_api
def test_calibrate_against_sklearn():
    sklearn = pytest.importorskip("sklearn.linear_model")
    import numpy as np
    rng = random.Random(11)
    scores = [rng.random() for _ in range(300)]
    labels = [rng.random() < s for s in scores]
    got = citeval.calibrate(scores, labels, l2=1e-2)
    lr = sklearn.LogisticRegression(C=100.0, tol=1e-12, max_iter=10000).fit(np.array(scores)[:, None], labels)
    assert got["slope"] == pytest.approx(lr.coef_[0][0], abs=1e-5)
    assert got["intercept"] == pytest.approx(lr.intercept_[0], abs=1e-5)
    assert got["items"] == 300 and got["positives"] == sum(labels)
    with pytest.raises(ValueError):
        citeval.calibrate([0.1, 0.2], [True, True])


def test_split_sentences_punkt_directory(cli):
    import os
    from pathlib import Path
    shared = Path(os.environ.get("CITEVAL_SHARED_DIR", Path(__file__).resolve().parents[2].parent / "shared"))
    d = shared / "data" / "punkt_tab" / "english"
    if not d.is_dir():
        pytest.skip(f"{d} is missing")
    for text in TEXTS:
        expected = cli("split", "--punkt-dir", d, input=text).stdout.split("\n")[:-1]
        assert [s.replace("\n", " ") for s in citeval.split_sentences(text, punkt=str(d))] == expected
