#!/usr/bin/python3
"""ALCE eval.py's per-item work restated in Python, its NLI model replaced by a decision table:
the reference side of bench/run_speed.sh (ALCE's eval.py needs torch, transformers and
rouge_score, which Debian does not all package).

What eval.py does for an ASQA result file, in its order and with its code where it is short
(ALCE's eval.py and utils.py, MIT licence): the output truncated to its first line; on a copy
with the citations removed, length (whitespace words), str_em / str_hit (normalize_answer, exact_presence), ROUGE-Lsum (NLTK's
sent_tokenize, rouge_score's algorithm as tests/metrics/rouge_oracle.py restates it; the
better of the two annotations; the mean of the F-measures where eval.py takes its bootstrap's
mid, which is the same number up to resampling noise), and citation recall / precision
(compute_autoais with at_most_citations=3: NLTK sentences, the r"\\[\\d+" citations,
remove_citations, _format_document, the joint passage and the precision's conditions A and B).
_run_nli_autoais is a dict lookup in the table.

  alce_eval_python.py FILE --write-table TABLE   records every pair eval.py would ask, deciding
                                                 each by a hash (the table both sides then read)
  alce_eval_python.py FILE --table TABLE         scores; prints the figures as JSON
Punkt's English parameters come from ../shared/data/punkt_tab/english (--shared).
"""
import argparse
import copy
import json
import os
import re
import string
import sys
import zlib

import numpy as np
from nltk.tokenize.punkt import PunktSentenceTokenizer

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "tests", "metrics"))
sys.path.insert(0, here)
from punkt_nltk_bench import english_params  # noqa: E402
from rouge_oracle import rouge_lsum  # noqa: E402


def punkt(shared):
    return PunktSentenceTokenizer(english_params(os.path.join(shared, "data", "punkt_tab", "english"))).tokenize


def normalize_answer(s):  # ALCE's utils.py
    def remove_articles(text):
        return re.sub(r"\b(a|an|the)\b", " ", text)

    def white_space_fix(text):
        return " ".join(text.split())

    def remove_punc(text):
        exclude = set(string.punctuation)
        return "".join(ch for ch in text if ch not in exclude)

    return white_space_fix(remove_articles(remove_punc(s.lower())))


def exact_presence(short_answers, context):
    n_short_answers = [normalize_answer(sa) for sa in short_answers]
    n_context = normalize_answer(context)
    return any(ans in n_context for ans in n_short_answers)


def remove_citations(sent):  # ALCE's utils.py
    return re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sent)).replace(" |", "").replace("]", "")


def format_document(doc):  # eval.py's _format_document
    if "sent" in doc:
        return "Title: %s\n%s" % (doc["title"], doc["sent"])
    return "Title: %s\n%s" % (doc["title"], doc["text"])


def compute_autoais(data, nli, sent_tokenize, at_most_citations=3):
    ais_scores, ais_scores_prec = [], []
    for item in data:
        sents = sent_tokenize(item["output"])
        if len(sents) == 0:
            continue
        target_sents = [remove_citations(sent).strip() for sent in sents]
        entail = entail_prec = total_citations = 0
        for sent_id, sent in enumerate(sents):
            target_sent = target_sents[sent_id]
            joint_entail = -1
            ref = [int(r[1:]) - 1 for r in re.findall(r"\[\d+", sent)]
            if len(ref) == 0:
                joint_entail = 0
            elif any(ref_id >= len(item["docs"]) for ref_id in ref):
                joint_entail = 0
            else:
                ref = ref[:at_most_citations]
                total_citations += len(ref)
                joint_passage = "\n".join(format_document(item["docs"][psgs_id]) for psgs_id in ref)
            if joint_entail == -1:
                joint_entail = nli(joint_passage, target_sent)
            entail += joint_entail
            if joint_entail and len(ref) > 1:
                for psgs_id in ref:
                    passage = format_document(item["docs"][psgs_id])
                    nli_result = nli(passage, target_sent)
                    if not nli_result:
                        subset_exclude = copy.deepcopy(ref)
                        subset_exclude.remove(psgs_id)
                        passage = "\n".join(format_document(item["docs"][pid]) for pid in subset_exclude)
                        nli_result = nli(passage, target_sent)
                        if not nli_result:
                            entail_prec += 1
                    else:
                        entail_prec += 1
            else:
                entail_prec += joint_entail
        ais_scores.append(entail / len(sents))
        ais_scores_prec.append(entail_prec / total_citations if total_citations > 0 else 0)
    return 100 * np.mean(ais_scores), 100 * np.mean(ais_scores_prec)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--table", help="decision table (JSONL: premise, hypothesis, label) to score with")
    ap.add_argument("--write-table", help="record every pair into this table instead of scoring")
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared"))
    a = ap.parse_args()
    sent_tokenize = punkt(a.shared)
    with open(a.file, encoding="utf-8") as f:
        data = json.load(f)["data"]
    for item in data:  # eval.py's main(): the first line of the output
        item["output"] = item["output"].strip().split("\n")[0].replace("<|im_end|>", "")

    if a.write_table:
        seen = set()
        with open(a.write_table, "w", encoding="utf-8") as out:
            def record(premise, hypothesis):
                label = int(zlib.crc32((premise + "\x00" + hypothesis).encode("utf-8")) % 4 != 0)
                if (premise, hypothesis) not in seen:
                    seen.add((premise, hypothesis))
                    out.write(json.dumps({"premise": premise, "hypothesis": hypothesis, "label": label}) + "\n")
                return label
            compute_autoais(data, record, sent_tokenize)
        return

    table = {}
    with open(a.table, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            table[(row["premise"], row["hypothesis"])] = row["label"]

    def nli(premise, hypothesis):
        return table[(premise, hypothesis)]

    normalized_data = copy.deepcopy(data)  # eval.py: citations removed for all but AutoAIS
    for item in normalized_data:
        item["output"] = remove_citations(item["output"])
    length = np.mean([len(item["output"].split()) for item in normalized_data])
    acc, hit = [], []
    for item in normalized_data:
        loc_acc = [exact_presence(qa["short_answers"], item["output"]) for qa in item["qa_pairs"]]
        acc.append(np.mean(loc_acc))
        hit.append(int(np.mean(loc_acc) == 1))
    rouge = []
    for item in normalized_data:
        h = "\n".join(sent_tokenize(item["output"].lower()))
        scores = [rouge_lsum("\n".join(sent_tokenize(a_["long_answer"].lower())), h)[2]
                  for a_ in item["annotations"][:2]]
        rouge.append(scores[0] if scores[0] > scores[-1] else scores[-1])
    rec, prec = compute_autoais(data, nli, sent_tokenize)
    print(json.dumps({"length": length, "str_em": 100 * np.mean(acc), "str_hit": 100 * np.mean(hit),
                      "rougeLsum": 100 * np.mean(rouge), "citation_rec": rec, "citation_prec": prec,
                      "items": len(data)}))


if __name__ == "__main__":
    main()
