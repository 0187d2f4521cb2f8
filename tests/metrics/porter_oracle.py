"""Oracle for porter_stemmer_nltk_test: prints "word<TAB>stem" for a large vocabulary, stemmed by
NLTK's PorterStemmer() (mode NLTK_EXTENSIONS, the one rouge_score uses).

Vocabulary: every distinct token of the given CoNLL-U files (the lower-cased [a-z0-9]+ pieces of
each FORM, and each purely alphabetic FORM as written, to exercise case handling), every string
of up to 4 letters over an alphabet chosen to hit the rules' conditions, frequent words with each
rule's suffix appended, and hand-picked edge cases. Run with Debian's /usr/bin/python3.
"""
import collections
import itertools
import re
import sys

from nltk.stem.porter import PorterStemmer

SUFFIXES = [
    "ational", "tional", "enci", "anci", "izer", "bli", "abli", "alli", "entli", "eli", "ousli",
    "ization", "ation", "ator", "alism", "iveness", "fulness", "ousness", "aliti", "iviti",
    "biliti", "fulli", "logi", "icate", "ative", "alize", "iciti", "ical", "ful", "ness", "al",
    "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "sion", "tion",
    "ou", "ism", "ate", "iti", "ous", "ive", "ize", "e", "ll", "ies", "ied", "sses", "ss", "s",
    "ed", "ing", "eed", "y", "ly", "ally", "fully", "ies", "yed", "ying", "led", "ling",
]

EDGE = [
    "a", "ab", "y", "yy", "yyy", "yyyy", "yyyyyyyy", "ys", "by", "sky", "skies", "dying", "lying",
    "tying", "news", "innings", "inning", "outings", "outing", "cannings", "canning", "howe",
    "proceed", "exceed", "succeed", "Dying", "SKIES", "News", "Caresses", "dies", "died", "ties",
    "tied", "flies", "spied", "spies", "ied", "ies", "sies", "feed", "agreed", "bled", "sing",
    "hopping", "tanned", "falling", "hissing", "fizzed", "failing", "filing", "happy", "enjoy",
    "generously", "geology", "theology", "archaeology", "controll", "roll", "rate", "cease",
    "1234", "123s", "12ing", "x1y2", "aaaa", "eeee", "iiii", "ssss", "llll", "zzzz", "ation",
    "ational", "ization", "alli", "logi", "bli", "eed", "ing", "ed", "ings", "eeds",
]


def vocabulary(conllu_files):
    words = set(EDGE)
    counts = collections.Counter()
    for path in conllu_files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                form = line.split("\t")[1]
                for tok in re.findall(r"[a-z0-9]+", form.lower()):
                    words.add(tok)
                    counts[tok] += 1
                if re.fullmatch(r"[A-Za-z]+", form):
                    words.add(form)
    for n in range(1, 5):
        for t in itertools.product("aeiyslzdtwnc", repeat=n):
            words.add("".join(t))
    for t in itertools.product("aeysl", repeat=5):
        words.add("".join(t))
    bases = [w for w, _ in counts.most_common() if len(w) >= 3 and w.isalpha()][:400]
    for b in bases:
        for s in SUFFIXES:
            words.add(b + s)
    return sorted(words)


def main():
    stemmer = PorterStemmer()
    out = sys.stdout
    for w in vocabulary(sys.argv[1:]):
        out.write("%s\t%s\n" % (w, stemmer.stem(w)))


if __name__ == "__main__":
    main()
