#!/usr/bin/env python3
"""Builds the bundled example ALCE result files (examples/alce_{asqa,qampari,eli5}.json).

Each item is one demonstration of ALCE's prompt files: question, output = the demonstration's
cited answer (from *_default.json), docs = its passages. The demonstrations carry no references
for the correctness metrics, so the ones below (ASQA qa_pairs/annotations, QAMPARI answers, ELI5
claims) were WRITTEN BY HAND for this example (see examples/README.md); they are not ALCE data.

The files are written the way ALCE's run.py writes results: {"args": {...}, "data": [...]},
json.dump(..., indent=4). Standard library only; runs with any python3.

Usage: tools/make_alce_example.py [--prompts DIR] [--out DIR]
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

# ASQA: per demonstration (in prompt order), the disambiguated sub-questions with their short
# answers (alias lists), and a hand-written paraphrase used as the second long answer.
# Some short answers are deliberately absent from the demonstration's answer (str_em < 100).
ASQA_REFS = [
    {
        "qa_pairs": [
            {"question": "Which place holds the official record for the most rainy place on earth?",
             "short_answers": ["Mawsynram", "Mawsynram, India"]},
            {"question": "Which town in Colombia reported an average annual rainfall of 12,717 mm?",
             "short_answers": ["Lloró", "Lloro"]},
            {"question": "Which place holds the record for the most rain in a calendar month?",
             "short_answers": ["Cherrapunji", "Sohra"]},
            {"question": "Which place in Hawaii is among the rainiest on earth?",
             "short_answers": ["Mount Waialeale", "Waiʻaleʻale"]},
        ],
        "paraphrase": "Mawsynram in India holds the official record as the rainiest place on "
                      "earth, with about 11,872 mm of rain a year. Lloró and López de Micay in "
                      "Colombia report even higher averages, and nearby Cherrapunji (Sohra) holds "
                      "the records for the most rain in a month and in a year.",
    },
    {
        "qa_pairs": [
            {"question": "When did the US declare independence from England?",
             "short_answers": ["July 2, 1776", "2 July 1776"]},
            {"question": "When was the Declaration of Independence adopted?",
             "short_answers": ["July 4, 1776", "4 July 1776"]},
            {"question": "When was the Treaty of Paris signed, formally separating the US from England?",
             "short_answers": ["September 3, 1783", "3 September 1783"]},
        ],
        "paraphrase": "The colonies voted to declare independence from Great Britain on July 2, "
                      "1776, and adopted the Declaration of Independence on July 4, 1776; Britain "
                      "recognised the separation in the Treaty of Paris of September 3, 1783.",
    },
    {
        "qa_pairs": [
            {"question": "Who set the record for the longest field goal in an NFL game?",
             "short_answers": ["Matt Prater"]},
            {"question": "Who set the record for the longest field goal at any level?",
             "short_answers": ["Ove Johansson"]},
            {"question": "Who set the record for the longest field goal in an NFL game before 2013?",
             "short_answers": ["Tom Dempsey", "Jason Elam", "Sebastian Janikowski", "David Akers"]},
        ],
        "paraphrase": "Matt Prater kicked the longest field goal in NFL history, 64 yards, while "
                      "the longest at any level is Ove Johansson's 69-yard kick for Abilene "
                      "Christian University in 1976.",
    },
    {
        "qa_pairs": [
            {"question": "Who played Galen in the 1968 film Planet of the Apes?",
             "short_answers": ["Wright King"]},
            {"question": "Who played Galen in the 1974 TV series Planet of the Apes?",
             "short_answers": ["Roddy McDowall"]},
        ],
        "paraphrase": "Wright King played Galen in the 1968 film, and Roddy McDowall played "
                      "Galen in the 1974 television series.",
    },
]

# QAMPARI: the full answer lists (alias lists); each includes answers the demonstration's output
# does not give, so recall is below 100.
QAMPARI_ANSWERS = [
    [["Marazan"], ["Stephen Morris"], ["Beyond the Black Stump"], ["Lonely Road"],
     ["The Chequer Board", "Chequer Board"], ["In the Wet"], ["Trustee from the Toolroom"],
     ["Round the Bend"], ["No Highway"], ["Ruined City"], ["On the Beach"],
     ["A Town Like Alice"], ["Pied Piper"], ["Landfall"]],
    [["The Story of Qiu Ju"], ["Farewell My Concubine"], ["Flirting Scholar"],
     ["The Monkey King 2"], ["Mulan"], ["Saturday Fiction"], ["Coming Home"],
     ["Raise the Red Lantern"], ["Red Sorghum"], ["Memoirs of a Geisha"]],
    [["2006"], ["1977"], ["2004"], ["2005"], ["2000"], ["1983"], ["1991"]],
    [["So Ends Our Night"], ["Heaven with a Barbed Wire Fence"], ["Happy Birthday to Me"],
     ["The Greatest Gift"], ["The Gift"], ["The Brotherhood of the Bell"], ["Gilda"],
     ["The Big Heat"], ["3:10 to Yuma"]],
]

# ELI5: three claims a question; the first two are stated in the demonstration's output, the
# third is not (claim recall below 100).
ELI5_CLAIMS = [
    ["New York City banned citizens from donating food directly to homeless shelters.",
     "The city could not assess the salt, fat and fiber content of donated food.",
     "The ban was lifted a year later after public protests."],
    ["The split between Shia and Sunni began after the death of the Prophet Muhammad.",
     "The Shia branch follows Ali, the Prophet Muhammad's son-in-law.",
     "Sunni Muslims make up about 85 to 90 percent of all Muslims."],
    ["Bipolar disorder causes extreme mood swings between excitement and depression.",
     "Genetics is considered a major factor in causing bipolar disorder.",
     "An imbalance of neurotransmitters in the brain contributes to bipolar disorder."],
    ["Student loans affect the debt-to-income ratio used for a mortgage.",
     "Lenders consider student loan repayments when assessing a mortgage application.",
     "Paying off student loans early always raises a credit score."],
]


def load_demos(prompts, name):
    with open(os.path.join(prompts, name), encoding="utf-8") as f:
        return json.load(f)["demos"]


def args_for(dataset, prompt_file):
    # The keys of ALCE run.py's args that matter to a reader; values describe this example.
    return {
        "config": None,
        "prompt_file": "prompts/" + prompt_file,
        "eval_file": None,
        "dataset_name": dataset,
        "model": "demonstrations",
        "tag": "example",
        "shot": 0,
        "ndoc": 5,
        "seed": 42,
        "note": "Built by citeval's tools/make_alce_example.py from ALCE's prompt "
                "demonstrations; references written by hand (see examples/README.md).",
    }


def check(demos, refs, name):
    if len(demos) != len(refs):
        sys.exit(f"{name}: {len(demos)} demonstrations but {len(refs)} hand-written references")


def build(prompts):
    files = {}

    demos = load_demos(prompts, "asqa_default.json")
    closed = load_demos(prompts, "asqa_closedbook.json")
    check(demos, ASQA_REFS, "asqa")
    data = []
    for demo, closed_demo, ref in zip(demos, closed, ASQA_REFS):
        if closed_demo["question"] != demo["question"]:
            sys.exit("asqa_closedbook.json and asqa_default.json list different questions")
        data.append({
            "question": demo["question"],
            "answer": closed_demo["answer"],
            "qa_pairs": ref["qa_pairs"],
            "annotations": [{"long_answer": closed_demo["answer"]},
                            {"long_answer": ref["paraphrase"]}],
            "docs": demo["docs"],
            "output": demo["answer"],
        })
    files["alce_asqa.json"] = {"args": args_for("asqa", "asqa_default.json"), "data": data}

    demos = load_demos(prompts, "qampari_default.json")
    check(demos, QAMPARI_ANSWERS, "qampari")
    data = [{"question": d["question"], "answers": a, "docs": d["docs"], "output": d["answer"]}
            for d, a in zip(demos, QAMPARI_ANSWERS)]
    files["alce_qampari.json"] = {"args": args_for("qampari", "qampari_default.json"), "data": data}

    demos = load_demos(prompts, "eli5_default.json")
    check(demos, ELI5_CLAIMS, "eli5")
    data = [{"question": d["question"], "claims": c, "docs": d["docs"], "output": d["answer"]}
            for d, c in zip(demos, ELI5_CLAIMS)]
    files["alce_eli5.json"] = {"args": args_for("eli5", "eli5_default.json"), "data": data}
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prompts", default=os.path.join(REPO, "..", "shared", "data", "alce", "prompts"),
                        help="ALCE's prompts folder (default: ../shared/data/alce/prompts)")
    parser.add_argument("--out", default=os.path.join(REPO, "examples"), help="output folder")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for name, content in build(args.prompts).items():
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as f:
            json.dump(content, f, indent=4)  # as ALCE's run.py writes results


if __name__ == "__main__":
    main()
