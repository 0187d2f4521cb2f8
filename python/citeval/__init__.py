"""citeval: scores the citations in LLM-written text as ALCE, ALiICE and LongBench-Cite do.

The engine is C++ (module ``citeval._citeval``); this package is its Python front end::

    import citeval
    r = citeval.evaluate_alce("examples/alce_asqa.json", judge="lexical")
    r.summary["citation_rec"], r.items[0]["statements"]

Judges are spec strings (every kind of the CLI: "lexical", "table:FILE", "llm:MODEL",
"calibrated:FILE", "nli:DIR", "embed[:DIR]"; the libtorch ones, like MAUVE's "embed"/"lm:DIR"
featurizers and ALCE's "qa:DIR", load citeval's model module on first use) or Python callables
``f(premises, hypotheses) -> list[float]`` wrapped with :class:`Judge` (they run inside citeval's
sessions: batching, dedupe, cache, retries). ``citeval.dask`` evaluates Dask
collections partition by partition and merges the exact states.
"""
from __future__ import annotations

import math
import os
from typing import Any, Iterable, Optional, Sequence

from . import _citeval
from ._citeval import (Judge, JudgeSession, default_judge_spec, find_citations, judge_kinds,
                       make_judge, remove_citations, split_sentences)
from .client import Client, ServeError  # citeval serve's client (pure Python)

__all__ = [
    "__version__", "Judge", "JudgeSession", "EvalResult", "EvalState", "Evaluator", "make_judge", "judge_kinds",
    "default_judge_spec", "split_sentences", "find_citations", "remove_citations",
    "extract_claims", "parse", "meta_evaluate", "calibrate", "configure_llm", "evaluate_alce",
    "evaluate_aliice", "evaluate_longbench_cite", "evaluate", "merge_states", "Client", "ServeError",
    "load_benchmark_module", "benchmark_names", "figures",
]

__version__: str = _citeval.__version__  # the project version (CMakeLists.txt's project())
HAVE_API: bool = bool(getattr(_citeval, "HAVE_API", False))
if HAVE_API:
    from ._citeval import EvalState, Evaluator  # noqa: F401


def _need_api(what: str) -> None:
    if not HAVE_API:
        raise NotImplementedError(f"{what} needs the C++ API (citeval::api), which this build lacks")


# ----------------------------------------------------------------------------------------------
# Options: keyword arguments named as the library's option schema names them (citeval/options.h:
# `citeval eval`'s flags, underscored); the schema checks them (TypeError for an option of another
# benchmark or none, ValueError for a bad value). ``llm_*`` are the LLM settings (the schema's LLM
# table; configure_llm takes them without the prefix).

def _eval_options(benchmark: str, cache: Any, options: dict) -> tuple[dict, dict]:
    """(the evaluation's options, LLM settings) from keyword arguments, checked by the schema."""
    fields: dict = {}
    llm: dict = {}
    for key, value in options.items():
        if key.startswith("llm_"):
            llm[key[len("llm_"):]] = value
        else:
            fields[key] = value
    if cache is False:
        fields["no_cache"] = True
    elif cache is not None and cache is not True:
        fields["cache"] = os.fspath(cache)
    _citeval.check_eval_options(benchmark, {**fields, **{"llm_" + k: v for k, v in llm.items()}})
    return {k: v for k, v in fields.items() if v is not None}, llm


def _prepare(benchmark: str, cache: Any, dataset: Optional[str], need_citation_judge: Any, chunk: int,
             options: dict) -> tuple[str, dict, dict]:
    """The benchmark's name, options and LLM settings of an evaluate call (citeval.dask's too);
    ``dataset`` and ``need_citation_judge`` are checked as the other options are."""
    _need_api("evaluate")
    benchmark = _BENCH_NAMES.get(benchmark, benchmark)
    if chunk < 1:
        raise ValueError("chunk must be positive")
    explicit: dict = {}
    if dataset is not None:
        explicit["dataset"] = dataset
    if need_citation_judge is not None:
        explicit["need_citation_judge"] = None  # a judge object, not a value: only whether it applies
    _citeval.check_eval_options(benchmark, explicit)
    fields, llm = _eval_options(benchmark, cache, options)
    if dataset is not None:
        fields["dataset"] = dataset
    return benchmark, fields, llm


def configure_llm(base_url: Any = None, **settings: Any) -> None:
    """Settings of the "llm*" judges (process-wide), as the CLI's --llm-* options.

    ``base_url``: an OpenAI-compatible endpoint, or several (a list, or a comma-separated
    string) when the engine spreads requests over endpoints; ``api_key``, ``api_key_file``,
    ``api_key_env``, ``concurrency``, ``timeout`` (s), ``max_attempts``, ``price_in``,
    ``price_out``, ``journal``, ``prompt_dir``, ``temperature``, ``max_tokens``, ``tries``: the
    LLM table of the option schema (``_citeval.llm_option_schema()``, the ``llm_*`` keywords of
    the evaluate functions) without its prefix. An unknown one is a TypeError, a bad value a
    TypeError or ValueError; settings not given take their defaults.
    """
    _need_api("configure_llm")
    _citeval.configure_llm({"base_url": base_url, **settings})


# ----------------------------------------------------------------------------------------------
# Benchmarks beyond the built-in ones: a benchmark module (a shared library, src/benchmarks/
# benchmark.h says how to build one) adds its benchmarks to this process's runtime, and
# evaluate(NAME, ...) then runs them as it runs the built-in ones (resume too). citeval.dask loads
# the same files on its workers before evaluating there.

_benchmark_modules: list = []  # the files loaded, in order (citeval.dask loads them on workers)


def load_benchmark_module(path: Any) -> list:
    """Loads a benchmark module (a shared library defining citeval_benchmark_module_v1) and adds
    its benchmarks to the process's runtime; returns their names. Loading a file again is harmless.
    OSError when the file cannot be loaded, ValueError when it is not a benchmark module."""
    _need_api("load_benchmark_module")
    path = os.path.abspath(os.fspath(path))
    names = _citeval.load_benchmark_module(path)
    if path not in _benchmark_modules:
        _benchmark_modules.append(path)
    return names


def benchmark_names() -> list:
    """Every benchmark :func:`evaluate` knows, sorted: the built-in ones and those of the benchmark
    modules loaded."""
    _need_api("benchmark_names")
    return _citeval.benchmark_names()


def figures(benchmark: str) -> list:
    """Every figure the summary of `benchmark` can have, from its figure registry, in the summary's
    order: dicts with key, label, scale ("x100" or "raw"), raw_with_options, aggregation
    ("mean_over_items", "ratio_of_sums", "f1_of_means", "mean_of_group_means", "count", "spread",
    "whole_set"), inputs, depends_on (option names), undefined (why it can be None),
    undefined_on_judge_error, conditional (only with some of depends_on) and optional. The keys
    are those a summary has (dotted for nested ones, "*" for a dataset). ValueError for a benchmark
    :func:`benchmark_names` does not list."""
    _need_api("figures")
    return _citeval.figure_registry(benchmark)


# ----------------------------------------------------------------------------------------------
# Results.

class _JsonlRecords:
    """Detail records as JSONL bytes, parsed when asked for (a path's detail file, a Dask
    partition's records)."""

    def __init__(self, data: bytes, skip_header: bool = False):
        self.data = data
        self.skip_header = skip_header

    def to_list(self) -> list:
        import json
        out = [json.loads(line) for line in self.data.splitlines() if line.strip()]
        if self.skip_header and out and "citeval_detail" in out[0]:  # a resumable detail's header
            out = out[1:]
        return out


class EvalResult:
    """The result of an evaluation.

    ``summary``: the summary dict (the keys of ``citeval eval -o``); ``items``: the per-item
    records (``citeval eval --detail``), as dicts, converted on first access; ``state``: the
    mergeable :class:`EvalState`; ``table``: the table the CLI prints; ``warnings``: what the
    CLI prints on stderr; ``exit_code``: what the CLI exits with; ``llm_usage``: the LLM
    requests, tokens, cost and endpoints of the run (the summary's ``citeval.llm_usage``; None
    when no LLM judge ran). Every rate is a percentage (×100, ``citeval.score_scale``).
    """

    def __init__(self, state: Any, records: Sequence[Any] = (), messages: Sequence[str] = ()):
        self.state = state
        self.messages = list(messages)  # said during the run (e.g. repeated LongBench-Cite idx)
        self._records = list(records)
        self._items: Optional[list] = None
        self._summary: Optional[dict] = None

    @property
    def summary(self) -> dict:
        if self._summary is None:
            self._summary = self.state.summary()
        return self._summary

    @property
    def items(self) -> list:
        if self._items is None:
            out: list = []
            for r in self._records:
                out.extend(r.to_list() if hasattr(r, "to_list") else r)
            self._items = out
        return self._items

    @property
    def table(self) -> str:
        return self.state.table()

    @property
    def warnings(self) -> list:
        return self.state.warnings()

    @property
    def exit_code(self) -> int:
        return self.state.exit_code

    @property
    def llm_usage(self) -> Optional[dict]:
        return self.summary.get("citeval", {}).get("llm_usage")

    def to_pandas(self):
        """The per-item records as a pandas DataFrame: one row an item, the per-item figures of
        ALCE's and ALiICE's ``scores`` object as columns of their own (``citation_rec``, ...;
        LongBench-Cite's records have theirs at the top already); other nested fields stay
        objects."""
        try:
            import pandas as pd
        except ImportError as e:  # pragma: no cover - pandas is optional
            raise ImportError("to_pandas() needs pandas (Debian: python3-pandas)") from e
        rows = []
        for it in self.items:
            row = {k: v for k, v in it.items() if k != "scores"}
            scores = it.get("scores")
            if isinstance(scores, dict):
                row.update(scores)
            rows.append(row)
        return pd.DataFrame(rows)

    def report(self, path: Any, input: Any = None, *, bootstrap: int = 1000, seed: int = 0,
               confidence: float = 0.95) -> None:
        """Writes the HTML report of this result to ``path``, as ``citeval report`` (and
        ``citeval eval --report``) writes it: the page is made from the result's per-item
        records in memory and its summary (no file is written but the page). ``input``: the
        evaluated file (ALCE, ALiICE, check), for the questions and the cited passages.
        ``bootstrap``, ``seed``, ``confidence``: the cards' intervals. Needs the records
        (``detail=True``, the default); errors as ``citeval report``'s (ValueError, OSError)."""
        import json
        _need_api("write_run_report_records")
        if not self._records:
            raise ValueError("report() needs the per-item records: evaluate with detail=True")
        pieces = self._detail_pieces()
        # Named as the detail and summary files the page was once made from (the page shows them).
        _citeval.write_run_report_records(pieces, "detail.jsonl", json.dumps(self.summary), "summary.json",
                                          "" if input is None else os.fspath(input), os.fspath(path), bootstrap,
                                          seed, confidence)

    def _detail_pieces(self) -> list:
        """The records as a detail file's lines, in pieces of whole lines (bytes): one header line
        first (a path's detail has one, written first; records from Python items get the
        summary's benchmark and scale)."""
        import json
        info = self.summary.get("citeval", {})
        header = json.dumps({"citeval_detail": {"benchmark": info.get("benchmark", self.state.benchmark),
                                                "score_scale": info.get("score_scale", 100)}}).encode()
        pieces = []
        for k, r in enumerate(self._records):
            if isinstance(r, _JsonlRecords):
                data = r.data
            elif hasattr(r, "to_jsonl"):
                data = r.to_jsonl()
            else:
                data = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in r).encode()
            first, _, rest = data.partition(b"\n")
            if first.lstrip().startswith(b'{"citeval_detail"'):
                if k > 0:
                    data = rest
            elif k == 0:
                pieces.append(header + b"\n")
            pieces.append(data)
        return pieces

    def __repr__(self) -> str:
        return f"<citeval.EvalResult {self.state.benchmark}: {len(self.items)} items>"


# ----------------------------------------------------------------------------------------------
# Evaluation.

def _is_path(items: Any) -> bool:
    return isinstance(items, (str, bytes, os.PathLike))


def _is_missing(v: Any) -> bool:
    return isinstance(v, float) and math.isnan(v)


def _records_of(items: Any) -> list:
    """Items as a list of dicts or JSON texts: a DataFrame's rows (missing fields, NaN, dropped),
    a list, or any iterable."""
    if hasattr(items, "to_dict") and hasattr(items, "columns"):  # a pandas DataFrame
        rows = items.to_dict(orient="records")
        return [{k: v for k, v in row.items() if v is not None and not _is_missing(v)} for row in rows]
    if isinstance(items, dict):
        raise TypeError("items must be a list of dicts, a pandas DataFrame or a path; got one dict")
    return list(items)


_BENCH_NAMES = {"alce": "alce", "aliice": "aliice", "longbench-cite": "longbench-cite",
                "longbench_cite": "longbench-cite", "check": "check"}


def evaluate(benchmark: str, items: Any, *, judge: Any = None, cache: Any = None,
             need_citation_judge: Any = None, dataset: Optional[str] = None, chunk: int = 1024,
             input: Optional[str] = None, detail: bool = True, resume: Any = None, restart: bool = False,
             **options: Any) -> EvalResult:
    """Evaluates ``items`` for ``benchmark`` ("alce", "aliice", "longbench-cite", "check", or one of
    a loaded benchmark module, :func:`load_benchmark_module`); see :func:`evaluate_alce` and
    :func:`check`. ``detail=False``: no per-item records (``.items`` is
    empty).

    ``resume``: a detail file (a path), the CLI's ``--detail``: each record is written there as it
    is judged, and a later call with the same file and options goes on from it, judging only what
    it does not hold (LongBench-Cite and check; ALCE and ALiICE write it anew); a file of other
    options is refused (ValueError naming what differs) unless ``restart=True``, which starts
    over. ``.items`` are then every record of the file. The judges must be specs (a Python judge
    cannot be named in the file's header)."""
    benchmark, fields, llm = _prepare(benchmark, cache, dataset, need_citation_judge, chunk, options)
    if llm:
        configure_llm(**llm)
    if resume is not None and not (_is_spec(judge) and _is_spec(need_citation_judge)):
        raise ValueError("resume= needs the judges as specs (a Python judge is not a spec a detail file can name)")
    if resume is not None and not _is_path(items):
        return _evaluate_list_resumable(benchmark, items, fields, judge, need_citation_judge, dataset, chunk, input,
                                        detail, os.fspath(resume), restart)

    file = None
    if _is_path(items):
        path = os.fsdecode(items)
        fields["input"] = path if input is None else input
        if benchmark not in ("alce", "aliice", "longbench-cite"):
            file = path  # read by the evaluator, with its options (check: format, citation style, sources)
        elif not (_is_spec(judge) and _is_spec(need_citation_judge)):
            file = _citeval.read_items(benchmark, path)
            if benchmark == "longbench-cite":
                fields["input_fingerprint"] = file.fingerprint
        else:
            file = path
    else:
        items = _records_of(items)
        fields["input"] = "<python>" if input is None else input
    if benchmark == "alce":
        _set_alce_dataset(fields, dataset, from_file=file is not None)

    if file is not None and _is_spec(judge) and _is_spec(need_citation_judge):
        # The CLI's own pipeline (streaming reader, detail file): the cost of `citeval eval`.
        return _evaluate_path(benchmark, fields, judge, need_citation_judge, chunk, detail,
                              None if resume is None else os.fspath(resume), restart)
    ev = _citeval.Evaluator(benchmark, fields, judge, need_citation_judge)
    if isinstance(file, str):
        file = ev.read_items(file)
    records = []
    messages: list = []
    if file is not None:
        n = file.size
        messages = list(file.duplicate_idx)
        for begin in range(0, max(n, 1), chunk):
            r = ev.evaluate_file(file, begin, min(n, begin + chunk))
            if detail:
                records.append(r)
    else:
        for begin in range(0, max(len(items), 1), chunk):
            r = ev.evaluate(items[begin:begin + chunk], begin)
            if detail:
                records.append(r)
    return EvalResult(ev.state(), records, messages)


def _set_alce_dataset(fields: dict, dataset: Optional[str], from_file: bool) -> None:
    """ALCE needs its dataset: ``dataset``, or (``from_file``) what the input file's name says."""
    if dataset is None and from_file:
        dataset = _citeval.alce_dataset_from_file_name(fields["input"])
        fields["dataset_from_file_name"] = True
    if not dataset:
        raise ValueError("evaluate_alce needs dataset='asqa', 'qampari' or 'eli5'"
                         + (" (the file name does not say)" if from_file else ""))
    fields["dataset"] = dataset


def _is_spec(judge: Any) -> bool:
    """A judge the engine makes from a spec (None, a str, or a citeval.Judge made from one)."""
    return judge is None or isinstance(judge, str) or (isinstance(judge, Judge) and judge.spec != "python")


def _spec_of(judge: Any) -> Optional[str]:
    return judge.spec if isinstance(judge, Judge) else judge


def _evaluate_path(benchmark: str, fields: dict, judge: Any, need_citation_judge: Any, chunk: int,
                   detail: bool, resume: Optional[str] = None, restart: bool = False, path: Optional[str] = None,
                   ) -> EvalResult:
    import tempfile
    fields = dict(fields)
    if judge is not None:
        fields["judge"] = _spec_of(judge)
    if need_citation_judge is not None:
        fields["need_citation_judge"] = _spec_of(need_citation_judge)
    path = fields["input"] if path is None else path
    if resume is not None:
        state, messages = _citeval.evaluate_file(benchmark, fields, path, resume, chunk, restart)
        data = open(resume, "rb").read() if detail and os.path.exists(resume) else b""
        return EvalResult(state, [_JsonlRecords(data, skip_header=True)], messages)
    if not detail:
        state, messages = _citeval.evaluate_file(benchmark, fields, path, "", chunk)
        return EvalResult(state, [], messages)
    with tempfile.TemporaryDirectory(prefix="citeval-") as d:
        detail_path = os.path.join(d, "detail.jsonl")
        state, messages = _citeval.evaluate_file(benchmark, fields, path, detail_path, chunk)
        data = open(detail_path, "rb").read() if os.path.exists(detail_path) else b""
    return EvalResult(state, [_JsonlRecords(data, skip_header=True)], messages)


def _evaluate_list_resumable(benchmark: str, items: Any, fields: dict, judge: Any, need_citation_judge: Any,
                             dataset: Optional[str], chunk: int, input: Optional[str], detail: bool, resume: str,
                             restart: bool) -> EvalResult:
    """Items from Python with ``resume``: written as JSONL (the same bytes for the same items, so
    LongBench-Cite's input fingerprint matches on the next call) and run as a file."""
    import json
    import tempfile
    fields = dict(fields)
    fields["input"] = "<python>" if input is None else input
    if benchmark == "alce":
        _set_alce_dataset(fields, dataset, from_file=False)
    with tempfile.TemporaryDirectory(prefix="citeval-") as d:
        path = os.path.join(d, "items.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for r in _records_of(items):
                f.write((r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)) + "\n")
        return _evaluate_path(benchmark, fields, judge, need_citation_judge, chunk, detail, resume, restart, path)


def evaluate_alce(items: Any, dataset: Optional[str] = None, judge: Any = "lexical", cache: Any = None,
                  **options: Any) -> EvalResult:
    """Scores ALCE outputs: citation recall/precision, correctness, ROUGE-Lsum, ELI5 claims.

    ``items``: a path (an ALCE result file, read as ``citeval eval`` reads it), a list of dicts
    (one an item, ALCE's fields: ``output``, ``docs``, ``qa_pairs``/``answers``/``claims``, ...)
    or a pandas DataFrame with those columns. ``dataset``: "asqa", "qampari" or "eli5" (from the
    file name when a path says it). ``judge``: a spec ("lexical", "table:FILE", "llm:MODEL", ...),
    a :class:`Judge`, or a Python callable/object with an ``identity``. ``cache``: a SQLite file
    for judgments, False for none, None for the judge kind's default (none for lexical/table and
    Python judges; the user cache for LLM judges).

    Options, named like the CLI's flags: ``at_most_citations``, ``citation_syntax`` ("all" or
    "alce"), ``dedupe_citations``, ``no_rouge``, ``no_citations``, ``no_claims``, ``no_truncate``
    (the whole output; eval.py scores its first line), ``retries``,
    ``judge_batch``, ``no_cache``, ``chunk`` (items judged together), ``llm_*`` (see
    :func:`configure_llm`). MAUVE: ``mauve_features`` and ``reference_features`` (feature files
    of this call's prepared texts, see the README), ``mauve_threads``; ``mauve``/``qa`` with a
    model need the citeval executable. An option of another benchmark is a TypeError.
    ``reference=True`` (every benchmark, as ``--reference``): the reference scorer's behaviour
    wherever an option restores it (ALCE: ``citation_syntax="alce"``, ``no_claims``); an option
    given with a contradicting value is a ValueError; ``summary["citeval"]["reference"]`` lists
    what it set.

    Returns an :class:`EvalResult` (``.summary``, ``.items``, ``.to_pandas()``, ``.state``).
    """
    return evaluate("alce", items, judge=judge, cache=cache, dataset=dataset, **options)


def evaluate_aliice(items: Any, judge: Any = "lexical", cache: Any = None, **options: Any) -> EvalResult:
    """Scores ALiICE's positional (per-claim) citation recall/precision and CVCP on ALCE-format
    items (a path, a list of dicts or a DataFrame; see :func:`evaluate_alce`).

    Options: ``at_most_citations``, ``citation_syntax``, ``dedupe_citations``, ``parser`` (a
    parser model file), ``max_words``, ``aliice_reference_units``, ``aliice_reference_code``,
    ``no_truncate``, ``aliice_reference_keys``, ``parse_threads``, ``dataset`` ("asqa" or
    "eli5": eval.py's correctness figures), the MAUVE options of :func:`evaluate_alce`, and the
    judge options.
    """
    return evaluate("aliice", items, judge=judge, cache=cache, **options)


def evaluate_longbench_cite(items: Any, judge: Any = "lexical", cache: Any = None,
                            need_citation_judge: Any = None, **options: Any) -> EvalResult:
    """Scores LongBench-Cite citation recall/precision/F1 and citation length.

    ``items``: a path (JSON list or JSONL), a list of dicts ``{"idx", "dataset", "query",
    "prediction", "context"}`` (or with extracted ``"statements"``) or a DataFrame.
    ``judge``: with "llm:MODEL" the three LongCite questions go to llm-support/-need-citation/
    -relevance; with any other judge, uncited statements need ``need_citation_judge`` (a spec,
    a Python judge, or "always": every uncited statement needs a citation, recall 0).
    Options: ``citation_tokenizer``, ``max_statements``, ``support_judge``,
    ``relevance_judge``, ``reference_aggregation``, ``correctness`` (eval_correct.py's LLM rating
    against the items' gold ``answer``; ``correctness_model``, default the MODEL of an
    "llm:MODEL" judge) with ``lqa`` (the same items answered without citations: the correctness
    ratio), and the judge and ``llm_*`` options.
    """
    return evaluate("longbench-cite", items, judge=judge, cache=cache,
                    need_citation_judge=need_citation_judge, **options)


def check(answers: Any, judge: Any = "lexical", cache: Any = None, need_citation_judge: Any = None,
          **options: Any) -> EvalResult:
    """Scores cited answers as people make them (``citeval check``; README "citeval check").

    ``answers``: a path (JSONL or a JSON list of records, or a Markdown report), a list of dicts
    or a DataFrame. A record is the generic one (``{"id", "question"?, "answer", "sources":
    [{"id", "text", "title"?, "url"?}], "citations"?: [{"start", "end", "source_ids",
    "cited_text"?}]}``: explicit spans, or marks in the answer) or an LLM provider's response with
    structured citations (Anthropic, OpenAI, Gemini, Cohere, Bedrock), alone or as
    ``{"request", "response", "sources"?}``. Options (the CLI's, as keywords): ``format`` ("auto"),
    ``citation_style`` ("auto", "brackets", "footnote", "cjk", "doc", "sup", "regex:P"),
    ``sources`` (a folder of offline URL snapshots), and every judge option of
    :func:`evaluate_alce`. ``need_citation_judge``: a spec or a Python judge deciding whether an
    uncited statement needs a citation (default: every statement needs one, ALCE's rule).
    Figures (x100): citation_rec, citation_prec, statement_rec,
    quote_fidelity; ``.items`` holds one record an answer with every statement's span and
    decision.

    >>> r = citeval.check([{"id": "a", "answer": "Paris is in France [1].",
    ...                     "sources": [{"id": "s", "text": "Paris is the capital of France."}]}])
    >>> r.summary["citation_rec"]
    """
    return evaluate("check", answers, judge=judge, cache=cache, need_citation_judge=need_citation_judge, **options)


def merge_states(states: Iterable[Any]) -> Any:
    """Merges shard states in order (the first is copied, not changed)."""
    _need_api("merge_states")
    it = iter(states)
    try:
        first = next(it)
    except StopIteration:
        raise ValueError("merge_states needs at least one state") from None
    total = _citeval.EvalState.from_json(first.to_json())
    for s in it:
        total.merge(s)
    return total


# ----------------------------------------------------------------------------------------------
# Claims, parsing, meta-evaluation, calibration.

_extractors: dict = {}


def extract_claims(text: str, *, sentence: bool = False, parser: str = "", max_words: int = 50,
                   reference_code: bool = False, trace: bool = False, with_tree: bool = False) -> Any:
    """ALiICE atomic claims of a response (split into sentences as the ALiICE evaluation splits
    it): one dict a sentence, as ``citeval claims --split`` writes it. With ``sentence=True`` the
    text is one sentence and one dict is returned. The parser model loads once per process."""
    _need_api("extract_claims")
    key = (parser, max_words, reference_code, trace, with_tree)
    ex = _extractors.get(key)
    if ex is None:
        ex = _citeval.ClaimExtractor(parser, max_words, reference_code, trace, with_tree)
        _extractors[key] = ex
    return ex.sentence(text) if sentence else ex.response(text)


_parsers: dict = {}


def parse(text: str, *, model: str = "") -> str:
    """Dependency-parses text (one sentence a line) into CoNLL-U, as ``citeval parse``."""
    _need_api("parse")
    p = _parsers.get(model)
    if p is None:
        p = _citeval.DependencyParser(model)
        _parsers[model] = p
    return p.parse(text)


def meta_evaluate(pairs: Iterable[Any], *, bootstrap: int = 1000, seed: int = 0, confidence: float = 0.95,
                  threads: int = 0, ndcg_all_none: str = "skip") -> dict:
    """Meta-evaluation of a judge's scores against human support levels, the report of
    ``citeval meta --scores``. ``pairs``: (group, score, label) tuples or dicts with those keys
    (label 2 full, 1 partial, 0 no support)."""
    _need_api("meta_evaluate")
    rows = []
    for p in pairs:
        if isinstance(p, dict):
            rows.append((str(p["group"]), float(p["score"]), int(p["label"])))
        else:
            g, s, l = p
            rows.append((str(g), float(s), int(l)))
    return _citeval.meta_evaluate(rows, bootstrap, seed, confidence, threads, ndcg_all_none)


def calibrate(scores: Iterable[float], labels: Iterable[Any], *, objective: str = "balanced",
              l2: float = 1e-4) -> dict:
    """Fits P(supported | score) = 1 / (1 + exp(-(slope * score + intercept))) and a decision
    threshold (objective "balanced", "accuracy" or "f1"), as ``citeval calibrate`` does."""
    _need_api("calibrate")
    pairs = [(float(s), bool(l)) for s, l in zip(scores, labels, strict=True)]
    return _citeval.calibrate(pairs, objective, l2)
