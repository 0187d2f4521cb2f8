"""Python judges inside citeval's sessions: decisions, errors, retries, cache, identity."""
import pickle

import pytest

import citeval


def const(p):
    return lambda premises, hypotheses: [p] * len(premises)


def test_callable_scores_and_threshold():
    j = citeval.Judge(lambda ps, hs: [0.2 if "no" in h else 0.9 for h in hs], identity="kw-v1")
    assert j.identity == "python:kw-v1" and j.spec == "python" and not j.thread_safe
    got = j.judge_batch(["p", "p"], ["yes", "no"])
    assert [(g["ok"], g["prob"], g["label"]) for g in got] == [(True, 0.9, 1), (True, 0.2, 0)]
    t = citeval.Judge(const(0.3), identity="c", threshold=0.25)
    assert t.identity == "python:c?threshold=0.25"
    assert t.judge_batch(["p"], ["h"])[0]["label"] == 1


def test_object_with_judge_batch_and_attributes():
    class Model:
        identity = "my-nli-v2"
        threshold = 0.8
        thread_safe = True

        def __init__(self):
            self.calls = 0

        def judge_batch(self, premises, hypotheses):
            self.calls += 1
            return [0.85] * len(premises)

    m = Model()
    j = citeval.Judge(m)
    assert j.identity == "python:my-nli-v2?threshold=0.8" and j.thread_safe
    assert j.judge_batch(["a"], ["b"])[0]["label"] == 1 and m.calls == 1
    # Passed directly as a judge (no wrapper): its attributes are used the same way.
    s = citeval.JudgeSession(m)
    assert s.identity == "python:my-nli-v2?threshold=0.8"


def test_identity_is_required():
    with pytest.raises(TypeError, match="stable identity"):
        citeval.Judge(const(0.5))
    with pytest.raises(TypeError, match="stable identity"):
        citeval.JudgeSession(const(0.5))
    with pytest.raises(TypeError, match="stable identity"):
        citeval.Judge(const(0.5), identity="")
    with pytest.raises(TypeError):
        citeval.Judge(42, identity="x")
    with pytest.raises(ValueError):
        citeval.make_judge("no-such-kind")


@pytest.mark.parametrize("fn, message", [
    (lambda ps, hs: 1 / 0, "Python judge raised ZeroDivisionError: division by zero"),
    (lambda ps, hs: [0.5], "Python judge returned 1 scores for 2 pairs"),
    (lambda ps, hs: 0.5, "Python judge returned float, not a sequence of scores"),
    (lambda ps, hs: ["x", 0.5], None),
    (lambda ps, hs: [None, 0.5], None),
    (lambda ps, hs: [1.5, 0.5], None),
    (lambda ps, hs: [float("nan"), 0.5], None),
])
def test_errors_become_judge_errors(fn, message):
    got = citeval.Judge(fn, identity="bad").judge_batch(["a", "b"], ["c", "d"])
    assert len(got) == 2
    if message:
        assert [g["ok"] for g in got] == [False, False]
        assert all(g["error"] == message for g in got)
    else:  # the first value is bad, the second fine
        assert not got[0]["ok"] and got[0]["error"].startswith("Python judge returned")
        assert got[1]["ok"] and got[1]["prob"] == 0.5


def test_numpy_and_bool_scores():
    np = pytest.importorskip("numpy")
    got = citeval.Judge(lambda ps, hs: np.array([0.25, 1.0]), identity="np").judge_batch(["a", "b"], ["c", "d"])
    assert [g["prob"] for g in got] == [0.25, 1.0]
    got = citeval.Judge(lambda ps, hs: [True, False], identity="b").judge_batch(["a", "b"], ["c", "d"])
    assert [g["label"] for g in got] == [1, 0]


def test_session_dedupes_retries_and_counts():
    calls = []

    def flaky(ps, hs):
        calls.append(list(hs))
        if len(calls) == 1:
            raise RuntimeError("GPU busy")
        return [0.7] * len(ps)

    s = citeval.JudgeSession(citeval.Judge(flaky, identity="flaky"), retries=2)
    got = s.judge_batch(["p", "p", "p"], ["h1", "h2", "h1"])
    assert [g["ok"] for g in got] == [True, True, True]
    assert calls == [["h1", "h2"], ["h1", "h2"]]  # deduped, then retried once
    st = s.stats()
    assert (st["requests"], st["unique"], st["memo_hits"], st["retries"], st["errors"]) == (3, 2, 1, 2, 0)

    always = citeval.JudgeSession(citeval.Judge(lambda ps, hs: 1 / 0, identity="x"), retries=1)
    got = always.judge_batch(["p"], ["h"])
    assert not got[0]["ok"] and "ZeroDivisionError" in got[0]["error"]
    assert always.stats()["errors"] == 1


def test_persistent_cache_keyed_by_identity(tmp_path):
    calls = []

    def fn(ps, hs):
        calls.append(len(ps))
        return [0.6] * len(ps)

    cache = str(tmp_path / "c.sqlite")
    s1 = citeval.JudgeSession(citeval.Judge(fn, identity="m1"), cache=cache)
    s1.judge_batch(["a", "b"], ["c", "d"])
    s1.flush()
    s2 = citeval.JudgeSession(citeval.Judge(fn, identity="m1"), cache=cache)
    got = s2.judge_batch(["a", "b"], ["c", "d"])
    assert calls == [2] and [g["prob"] for g in got] == [0.6, 0.6] and s2.stats()["cache_hits"] == 2
    s3 = citeval.JudgeSession(citeval.Judge(fn, identity="m2"), cache=cache)  # another model: no hits
    s3.judge_batch(["a"], ["c"])
    assert calls == [2, 1]


def test_keyboard_interrupt_propagates():
    def stop(ps, hs):
        raise KeyboardInterrupt

    j = citeval.Judge(stop, identity="stop")
    with pytest.raises(KeyboardInterrupt):
        j.judge_batch(["a"], ["b"])
    # The judge works again afterwards (the flag is cleared; the next call raises again).
    with pytest.raises(KeyboardInterrupt):
        citeval.JudgeSession(j, retries=3).judge_batch(["a"], ["b"])


def test_pickle_roundtrip():
    j = citeval.Judge(Const07(), threshold=0.6)
    k = pickle.loads(pickle.dumps(j))
    assert k.identity == j.identity and k.judge_batch(["a"], ["b"])[0]["prob"] == 0.7
    lex = pickle.loads(pickle.dumps(citeval.make_judge("lexical")))
    assert lex.identity == citeval.make_judge("lexical").identity


class Const07:
    identity = "const-0.7"

    def __call__(self, ps, hs):
        return [0.7] * len(ps)
