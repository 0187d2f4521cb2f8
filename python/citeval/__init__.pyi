# Type stubs of the package citeval (the engine is the compiled module citeval._citeval).
import os
from typing import Any, Callable, Iterable, Literal, Mapping, Optional, Protocol, Sequence, TypedDict, Union, overload

from .client import Client as Client, ServeError as ServeError

__version__: str
HAVE_API: bool

class Judgment(TypedDict, total=False):
    ok: bool
    prob: float
    label: int
    error: str
    rationale: str

class JudgeObject(Protocol):
    """An object usable as a judge: judge_batch and a stable identity (threshold, thread_safe and
    is_approximation are optional attributes)."""
    identity: str
    def judge_batch(self, premises: list[str], hypotheses: list[str]) -> Sequence[float]: ...

JudgeFunction = Callable[[list[str], list[str]], Sequence[Optional[float]]]
JudgeLike = Union[str, "Judge", JudgeFunction, JudgeObject, None]
PathLike = Union[str, bytes, os.PathLike[str]]
Items = Union[PathLike, Sequence[Mapping[str, Any]], Sequence[str], Any]  # Any: a pandas DataFrame

class Judge:
    """A citeval judge. Judge(fn, identity=...) wraps a Python callable or judge object."""
    def __init__(self, fn: Union[JudgeFunction, JudgeObject], identity: Optional[str] = None,
                 threshold: Optional[float] = None, thread_safe: Optional[bool] = None,
                 is_approximation: Optional[bool] = None) -> None: ...
    @property
    def identity(self) -> str: ...
    @property
    def spec(self) -> str: ...
    @property
    def is_approximation(self) -> bool: ...
    @property
    def thread_safe(self) -> bool: ...
    def judge_batch(self, premises: Sequence[str], hypotheses: Sequence[str],
                    questions: Optional[Sequence[str]] = None) -> list[Judgment]: ...

class JudgeSession:
    def __init__(self, judge: JudgeLike = None, cache: Optional[str] = None, retries: int = 2,
                 batch_size: int = 64) -> None: ...
    @property
    def identity(self) -> str: ...
    def judge_batch(self, premises: Sequence[str], hypotheses: Sequence[str],
                    questions: Optional[Sequence[str]] = None) -> list[Judgment]: ...
    def stats(self) -> dict[str, Any]: ...
    def flush(self) -> None: ...

# Every kind of the CLI: "lexical", "table:FILE", "llm:MODEL", "calibrated:FILE", "nli:DIR",
# "embed[:DIR]" (the libtorch kinds load citeval's model module on first use).
def make_judge(spec: str) -> Judge: ...
def judge_kinds() -> list[str]: ...
def default_judge_spec() -> str: ...

class Citation(TypedDict):
    begin: int
    end: int
    ids: list[int]
    text: str

@overload
def split_sentences(text: str, *, punkt: Literal["english", "untrained"] = ..., spans: Literal[False] = ...) -> list[str]: ...
@overload
def split_sentences(text: str, *, punkt: Literal["english", "untrained"] = ..., spans: Literal[True]) -> list[tuple[int, int]]: ...
def find_citations(text: str, *, syntax: Literal["all", "alce"] = ...) -> list[Citation]: ...
def remove_citations(text: str) -> str: ...

class EvalState:
    """Mergeable result of an evaluation or shard (picklable)."""
    @property
    def benchmark(self) -> str: ...
    @property
    def exit_code(self) -> int: ...
    def merge(self, later: EvalState) -> None: ...
    def summary(self) -> dict[str, Any]: ...
    def table(self) -> str: ...
    def warnings(self) -> list[str]: ...
    def judge_lines(self) -> list[str]: ...
    def to_json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> EvalState: ...

class Records:
    def __len__(self) -> int: ...
    def to_list(self) -> list[dict[str, Any]]: ...
    def to_jsonl(self) -> bytes: ...

class Evaluator:
    def __init__(self, benchmark: str, options: Mapping[str, Any], judge: JudgeLike = None,
                 need_citation_judge: JudgeLike = None) -> None: ...
    def evaluate(self, items: Sequence[Union[Mapping[str, Any], str]], first_index: int = 0) -> Records: ...
    def state(self) -> EvalState: ...
    def judge_identities(self) -> list[str]: ...

class EvalResult:
    state: EvalState
    messages: list[str]
    def __init__(self, state: EvalState, records: Sequence[Any] = ..., messages: Sequence[str] = ...) -> None: ...
    @property
    def summary(self) -> dict[str, Any]: ...
    @property
    def items(self) -> list[dict[str, Any]]: ...
    @property
    def table(self) -> str: ...
    @property
    def warnings(self) -> list[str]: ...
    @property
    def exit_code(self) -> int: ...
    @property
    def llm_usage(self) -> Optional[dict[str, Any]]: ...
    def to_pandas(self) -> Any: ...
    def report(self, path: Any, input: Any = ..., *, bootstrap: int = ..., seed: int = ...,
               confidence: float = ...) -> None: ...

# The LLM settings between the markers: the option schema's LLM table without the llm_ prefix
# (tools/python_stubs.py writes them; the evaluate_* functions take them with it).
def configure_llm(base_url: Union[str, Sequence[str], None] = None, *,
                  # citeval-options: begin llm
                  api_key: str = ...,
                  api_key_file: str = ...,
                  api_key_env: str = ...,
                  concurrency: int = ...,
                  timeout: float = ...,
                  max_attempts: int = ...,
                  price_in: float = ...,
                  price_out: float = ...,
                  journal: str = ...,
                  prompt_dir: str = ...,
                  temperature: float = ...,
                  max_tokens: int = ...,
                  tries: int = ...,
                  # citeval-options: end
                  ) -> None: ...

# Benchmark modules (shared libraries, src/benchmarks/benchmark.h) add benchmarks evaluate() runs.
def load_benchmark_module(path: PathLike) -> list[str]: ...
def benchmark_names() -> list[str]: ...
# The figure registry of a benchmark: one dict a figure (key, label, scale, aggregation, ...).
def figures(benchmark: str) -> list[dict[str, Any]]: ...

def evaluate(benchmark: Union[Literal["alce", "aliice", "longbench-cite", "check"], str], items: Items, *, judge: JudgeLike = None,
             cache: Union[PathLike, bool, None] = None, need_citation_judge: JudgeLike = None,
             dataset: Optional[str] = None, chunk: int = 1024, input: Optional[str] = None,
             detail: bool = True, resume: Optional[PathLike] = None, restart: bool = False,
             **options: Any) -> EvalResult: ...
# The option keywords between the markers are generated from the option schema (citeval/options.h)
# by tools/python_stubs.py (checked by tests/python/test_option_parity.py): do not edit them.
def evaluate_alce(items: Items, dataset: Optional[Literal["asqa", "qampari", "eli5"]] = None,
                  judge: JudgeLike = "lexical", cache: Union[PathLike, bool, None] = None, *,
                  # citeval-options: begin alce
                  reference: bool = ...,
                  no_cache: bool = ...,
                  retries: int = ...,
                  judge_batch: int = ...,
                  max_judge_error_rate: float = ...,
                  at_most_citations: int = ...,
                  citation_syntax: Literal["all", "alce"] = ...,
                  dedupe_citations: bool = ...,
                  no_rouge: bool = ...,
                  no_citations: bool = ...,
                  no_claims: bool = ...,
                  no_truncate: bool = ...,
                  mauve: str = ...,
                  mauve_features: str = ...,
                  reference_features: str = ...,
                  mauve_threads: int = ...,
                  qa: str = ...,
                  qa_batch: int = ...,
                  llm_base_url: Union[str, Sequence[str]] = ...,
                  llm_api_key: str = ...,
                  llm_api_key_file: str = ...,
                  llm_api_key_env: str = ...,
                  llm_concurrency: int = ...,
                  llm_timeout: float = ...,
                  llm_max_attempts: int = ...,
                  llm_price_in: float = ...,
                  llm_price_out: float = ...,
                  llm_journal: str = ...,
                  llm_prompt_dir: str = ...,
                  llm_temperature: float = ...,
                  llm_max_tokens: int = ...,
                  llm_tries: int = ...,
                  # citeval-options: end
                  chunk: int = ..., input: str = ..., detail: bool = ...,
                  resume: Optional[PathLike] = ..., restart: bool = ...) -> EvalResult: ...
def evaluate_aliice(items: Items, judge: JudgeLike = "lexical", cache: Union[PathLike, bool, None] = None, *,
                    dataset: Optional[Literal["asqa", "eli5"]] = None,
                    # citeval-options: begin aliice
                    reference: bool = ...,
                    no_cache: bool = ...,
                    retries: int = ...,
                    judge_batch: int = ...,
                    max_judge_error_rate: float = ...,
                    at_most_citations: int = ...,
                    citation_syntax: Literal["all", "alce"] = ...,
                    dedupe_citations: bool = ...,
                    no_truncate: bool = ...,
                    parser: str = ...,
                    max_words: int = ...,
                    aliice_reference_units: bool = ...,
                    aliice_reference_code: bool = ...,
                    aliice_reference_keys: bool = ...,
                    parse_threads: int = ...,
                    mauve: str = ...,
                    mauve_features: str = ...,
                    reference_features: str = ...,
                    mauve_threads: int = ...,
                    llm_base_url: Union[str, Sequence[str]] = ...,
                    llm_api_key: str = ...,
                    llm_api_key_file: str = ...,
                    llm_api_key_env: str = ...,
                    llm_concurrency: int = ...,
                    llm_timeout: float = ...,
                    llm_max_attempts: int = ...,
                    llm_price_in: float = ...,
                    llm_price_out: float = ...,
                    llm_journal: str = ...,
                    llm_prompt_dir: str = ...,
                    llm_temperature: float = ...,
                    llm_max_tokens: int = ...,
                    llm_tries: int = ...,
                    # citeval-options: end
                    chunk: int = ..., input: str = ..., detail: bool = ...,
                    resume: Optional[PathLike] = ..., restart: bool = ...) -> EvalResult: ...
def evaluate_longbench_cite(items: Items, judge: JudgeLike = "lexical", cache: Union[PathLike, bool, None] = None,
                            need_citation_judge: JudgeLike = None, *,
                            # citeval-options: begin longbench-cite
                            reference: bool = ...,
                            no_cache: bool = ...,
                            retries: int = ...,
                            judge_batch: int = ...,
                            max_judge_error_rate: float = ...,
                            citation_tokenizer: str = ...,
                            max_statements: int = ...,
                            support_judge: str = ...,
                            relevance_judge: str = ...,
                            reference_aggregation: bool = ...,
                            correctness: bool = ...,
                            correctness_model: str = ...,
                            lqa: str = ...,
                            llm_base_url: Union[str, Sequence[str]] = ...,
                            llm_api_key: str = ...,
                            llm_api_key_file: str = ...,
                            llm_api_key_env: str = ...,
                            llm_concurrency: int = ...,
                            llm_timeout: float = ...,
                            llm_max_attempts: int = ...,
                            llm_price_in: float = ...,
                            llm_price_out: float = ...,
                            llm_journal: str = ...,
                            llm_prompt_dir: str = ...,
                            llm_temperature: float = ...,
                            llm_max_tokens: int = ...,
                            llm_tries: int = ...,
                            # citeval-options: end
                            chunk: int = ..., input: str = ..., detail: bool = ...,
                            resume: Optional[PathLike] = ..., restart: bool = ...) -> EvalResult: ...
def check(answers: Items, judge: JudgeLike = "lexical", cache: Union[PathLike, bool, None] = None,
          need_citation_judge: JudgeLike = None, *,
          # citeval-options: begin check
          no_cache: bool = ...,
          retries: int = ...,
          judge_batch: int = ...,
          max_judge_error_rate: float = ...,
          format: Literal["auto", "generic", "anthropic", "openai", "gemini", "cohere", "bedrock", "markdown"] = ...,
          citation_style: str = ...,
          sources: str = ...,
          llm_base_url: Union[str, Sequence[str]] = ...,
          llm_api_key: str = ...,
          llm_api_key_file: str = ...,
          llm_api_key_env: str = ...,
          llm_concurrency: int = ...,
          llm_timeout: float = ...,
          llm_max_attempts: int = ...,
          llm_price_in: float = ...,
          llm_price_out: float = ...,
          llm_journal: str = ...,
          llm_prompt_dir: str = ...,
          llm_temperature: float = ...,
          llm_max_tokens: int = ...,
          llm_tries: int = ...,
          # citeval-options: end
          chunk: int = ..., input: str = ..., detail: bool = ...,
          resume: Optional[PathLike] = ..., restart: bool = ...) -> EvalResult: ...
def merge_states(states: Iterable[EvalState]) -> EvalState: ...

def extract_claims(text: str, *, sentence: bool = False, parser: str = "", max_words: int = 50,
                   reference_code: bool = False, trace: bool = False, with_tree: bool = False) -> Any: ...
def parse(text: str, *, model: str = "") -> str: ...
def meta_evaluate(pairs: Iterable[Union[tuple[str, float, int], Mapping[str, Any]]], *, bootstrap: int = 1000,
                  seed: int = 0, confidence: float = 0.95, threads: int = 0,
                  ndcg_all_none: Literal["skip", "zero"] = "skip") -> dict[str, Any]: ...
def calibrate(scores: Iterable[float], labels: Iterable[Any], *, objective: Literal["balanced", "accuracy", "f1"] = "balanced",
              l2: float = 1e-4) -> dict[str, Any]: ...
