"""Oracle for correctness_python_test: ALCE eval.py's per-item STR-EM / STR-HIT and QAMPARI
scores restated in Python (SQuAD normalize_answer, substring presence, the comma-list split),
on generated items, printed as JSON lines for exact comparison. Run with /usr/bin/python3.

  {"kind": "str_em", "output": ..., "qa": [[alias, ...], ...], "em": x, "hit": x}
  {"kind": "qampari", "output": ..., "answers": [[alias, ...], ...], "cot": b,
   "num_preds": n, "prec": x, "rec": x, "rec_top5": x, "f1": x, "f1_top5": x}
"""
import json
import random
import re
import string
import sys

PUNCT = set(string.punctuation)


def normalize(s):
    s = "".join(ch for ch in s.lower() if ch not in PUNCT)
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split())


def str_em(qa, output):
    context = normalize(output)
    found = [any(normalize(a) in context for a in aliases) for aliases in qa]
    em = sum(found) / len(found)
    return em, 1.0 if em == 1 else 0.0


def qampari(output, answers, cot):
    if cot:
        o = output.split(":", 1)[1] if ":" in output else ""
    else:
        o = output
    preds = [normalize(x.strip()) for x in o.rstrip().rstrip(".").rstrip(",").split(",")]
    preds = [p for p in preds if p]
    gold = [[normalize(x) for x in a] for a in answers]
    flat = [x for a in gold for x in a]
    prec = sum(p in flat for p in preds) / len(preds) if preds else 0
    found = sum(any(x in preds for x in a) for a in gold)
    rec = found / len(gold)
    rec5 = min(5, found) / min(5, len(gold))
    f1 = 0 if prec + rec == 0 else 2 * prec * rec / (prec + rec)
    f15 = 0 if prec + rec5 == 0 else 2 * prec * rec5 / (prec + rec5)
    return len(preds), prec, rec, rec5, f1, f15


ODD = ["The", "an", "A.", "É", "Ünïcode", "İ", "ß", "“quoted”", "\u00a0", "\u3000", "—", "..",
       ",", ":", "\t", "\u2028", "l'été", "ΣΑΣ", "a-b", "Ⅻ", "x²", "٣"]


def sentences(conllu_files):
    out = []
    for path in conllu_files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("# text = "):
                    out.append(line[len("# text = "):].rstrip("\n"))
    return out


def alias_from(rng, words):
    if not words or rng.random() < 0.1:
        return rng.choice(ODD)
    i = rng.randrange(len(words))
    a = " ".join(words[i:i + rng.randint(1, 3)])
    r = rng.random()
    if r < 0.2:
        a = a.upper()
    elif r < 0.3:
        a = "the " + a
    elif r < 0.4:
        a = a + rng.choice(ODD)
    return a


def main():
    rng = random.Random(11)
    sents = sentences(sys.argv[1:])
    out = sys.stdout
    for _ in range(4000):
        s = rng.choice(sents)
        if rng.random() < 0.3:
            s += " " + rng.choice(ODD) + " " + rng.choice(sents)
        words = (s if rng.random() < 0.7 else rng.choice(sents)).split()
        qa = [[alias_from(rng, words) for _ in range(rng.randint(0, 3))]
              for _ in range(rng.randint(1, 4))]
        em, hit = str_em(qa, s)
        out.write(json.dumps({"kind": "str_em", "output": s, "qa": qa, "em": em, "hit": hit}) + "\n")
    for _ in range(4000):
        words = rng.choice(sents).split()
        answers = [[alias_from(rng, words) for _ in range(rng.randint(0, 2))]
                   for _ in range(rng.randint(1, 9))]
        flat = [a for aliases in answers for a in aliases]
        preds = [rng.choice(flat) if flat and rng.random() < 0.5 else alias_from(rng, words)
                 for _ in range(rng.randint(0, 8))]
        sep = rng.choice([", ", ",", " , ", ",\u00a0"])
        output = sep.join(preds) + rng.choice(["", ".", ",", ".,", " .", "\n", " \u3000"])
        cot = rng.random() < 0.2
        if cot and rng.random() < 0.7:
            output = "Let me think: " + output
        n, p, r, r5, f1, f15 = qampari(output, answers, cot)
        out.write(json.dumps({"kind": "qampari", "output": output, "answers": answers, "cot": cot,
                              "num_preds": n, "prec": p, "rec": r, "rec_top5": r5, "f1": f1,
                              "f1_top5": f15}) + "\n")


if __name__ == "__main__":
    main()
