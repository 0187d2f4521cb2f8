"""citeval: scores the citations in LLM-written text as ALCE, ALiICE and LongBench-Cite do."""
from ._citeval import (Judge, JudgeSession, default_judge_spec, find_citations, judge_kinds,
                       make_judge, remove_citations, split_sentences)
