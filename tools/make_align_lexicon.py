#!/usr/bin/python3
"""Writes src/judge/align_lexicon_data.cc: the WordNet relations the "align" judge uses.

Reads the WordNet 3.0 database files of Debian's `wordnet-base` package (/usr/share/wordnet,
scripts/setup.sh installs it) directly, and keeps a small, deterministic part of them:

  X surface lemma   irregular inflections (verb.exc, noun.exc, adj.exc): "fell fall", "rose rise"
  S w1 w2 ...       words whose MOST FREQUENT sense (first in index.POS) is the same synset, when
                    that sense is attested in the sense-tagged corpus (tagsense_cnt > 0) and POS
                    is the word's dominant part of speech: a conservative synonym group
                    ("begin commence start", "big large")
  S w1 w2           two words whose first two senses share a synset that is one's first sense
                    (same conditions): "speak talk"
  D w1 w2           derivationally related forms ("+" pointers) between the first two senses of
                    the word's dominant part of speech ("approve approval", "decide decision")
  A w1 w2           antonyms ("!" pointers) between the first two senses ("rise fall",
                    "increase decrease", "accept reject")
  L w1 w2           words that share a synset in ANY sense and part of speech, one of them
                    attested (tagsense_cnt > 0): loose synonyms ("extra additional", "end stop", "back
                    rear"), too loose to align a claim's word with the source's, but enough to
                    say that one in place of the other is no substitution of a fact; also a
                    noun or verb and a direct hypernym of one of its first three senses, one of
                    the two attested: the more general word ("donate give", "application
                    request")
  N w1 w2 ...       words whose dominant part of speech (the most sense-tagged occurrences) is a
                    noun (attested ones only); "V" a verb, "J" an adjective, "R" an adverb; a word
                    in no such line counts as a noun

Only single words (no collocations) in lower case. Why a generated, committed table instead of
reading /usr/share/wordnet at run time: the judge then needs no data files (the `citeval` binary
works anywhere, as the compiled-in prompts do), it starts in microseconds instead of parsing
25 MB, and a WordNet upgrade cannot silently change its decisions (identity() stays true).
The output is a pure function of the WordNet files: rerunning this program reproduces it.

Usage: /usr/bin/python3 tools/make_align_lexicon.py [--wordnet /usr/share/wordnet]
           [--output src/judge/align_lexicon_data.cc]
"""
import argparse
import os
import re

POS = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
WORD = re.compile(r"^[a-z]+$")


def read_index(wn, pos):
    """lemma -> (synset offsets in frequency order, tagsense_cnt)."""
    out = {}
    with open(os.path.join(wn, "index." + POS[pos]), encoding="utf-8") as f:
        for line in f:
            if line.startswith(" "):
                continue
            p = line.split()
            lemma, synset_cnt, p_cnt = p[0], int(p[2]), int(p[3])
            tagsense = int(p[5 + p_cnt])
            offsets = p[6 + p_cnt:6 + p_cnt + synset_cnt]
            out[lemma] = (offsets, tagsense)
    return out


def read_data(wn, pos):
    """offset -> (words, lexical pointers [(symbol, src_word_index, target_key)], hypernym
    offsets (the semantic "@" and "@i" pointers))."""
    out = {}
    with open(os.path.join(wn, "data." + POS[pos]), encoding="utf-8") as f:
        for line in f:
            if line.startswith(" "):
                continue
            p = line.split(" | ")[0].split()
            offset, w_cnt = p[0], int(p[3], 16)
            words = [re.sub(r"\(.*\)$", "", p[4 + 2 * k]).lower() for k in range(w_cnt)]
            k = 4 + 2 * w_cnt
            ptrs, hypernyms = [], []
            for _ in range(int(p[k])):
                sym, tgt, tpos, st = p[k + 1:k + 5]
                k += 4
                if st != "0000":
                    ptrs.append((sym, int(st[:2], 16) - 1, (tpos.replace("s", "a"), tgt, int(st[2:], 16) - 1)))
                elif sym in ("@", "@i"):
                    hypernyms.append(tgt)
            out[offset] = (words, ptrs, hypernyms)
    return out


def chunks(body, limit=60000):
    out, cur = [], ""
    for line in body.splitlines(keepends=True):
        if len(cur) + len(line) > limit:
            out.append(cur)
            cur = ""
        cur += line
    return out + [cur] if cur else out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--wordnet", default="/usr/share/wordnet")
    ap.add_argument("--output", default=os.path.join(here, "..", "src", "judge", "align_lexicon_data.cc"))
    a = ap.parse_args()
    if not os.path.exists(os.path.join(a.wordnet, "data.noun")):
        raise SystemExit(f"{a.wordnet}/data.noun not found: install Debian's wordnet-base (scripts/setup.sh)")
    lines = set()
    for pos in "nva":
        with open(os.path.join(a.wordnet, POS[pos] + ".exc"), encoding="utf-8") as f:
            for line in f:
                p = line.split()
                if len(p) >= 2 and WORD.match(p[0]) and WORD.match(p[1]) and p[0] != p[1]:
                    lines.add(f"X {p[0]} {p[1]}")
    data = {pos: read_data(a.wordnet, pos) for pos in "nvar"}
    indexes = {pos: read_index(a.wordnet, pos) for pos in "nvar"}
    # A word's dominant part of speech: the one with the most sense-tagged occurrences (first
    # listed wins ties). Synonyms and derivations come from it only, so that the noun "dog" is
    # not a synonym of "chase" (the verb "dog"'s first sense).
    dominant = {}
    for pos in "nvar":
        for lemma, (_, tagsense) in indexes[pos].items():
            if lemma not in dominant or tagsense > dominant[lemma][1]:
                dominant[lemma] = (pos, tagsense)
    for pos in "nvar":
        index = indexes[pos]
        groups = {}
        for lemma, (offsets, tagsense) in index.items():
            if not WORD.match(lemma):
                continue
            main_pos = dominant[lemma][0] == pos
            if tagsense > 0 and main_pos:
                groups.setdefault(offsets[0], set()).add(lemma)
            for off in offsets[:2]:
                words, ptrs, _ = data[pos][off]
                for sym, src, (tpos, toff, ti) in ptrs:
                    if src < 0 or src >= len(words) or words[src] != lemma:
                        continue
                    target = data[tpos][toff][0][ti]
                    if not WORD.match(target) or target == lemma:
                        continue
                    pair = " ".join(sorted((lemma, target)))
                    if sym == "!":
                        lines.add("A " + pair)
                    elif sym == "+" and main_pos:
                        lines.add("D " + pair)
        for words in groups.values():
            if len(words) > 1:
                lines.add("S " + " ".join(sorted(words)))
        # Pairs whose first two senses share a synset that is the first sense of one of them
        # ("talk": exchange thoughts {talk, speak} first, "speak": express in speech {talk, speak,
        # utter} first, each the other's second): synonyms a paraphrase swaps that the first-sense
        # groups above miss, still attested (tagsense_cnt > 0) and of the dominant part of speech.
        by_synset = {}
        for lemma, (offsets, tagsense) in index.items():
            if WORD.match(lemma) and tagsense > 0 and dominant[lemma][0] == pos:
                for rank, off in enumerate(offsets[:2]):
                    by_synset.setdefault(off, []).append((lemma, rank))
        for members in by_synset.values():
            for i, (w1, r1) in enumerate(members):
                for w2, r2 in members[i + 1:]:
                    if r1 == 0 or r2 == 0:
                        lines.add("S " + " ".join(sorted((w1, w2))))
    # Loose synonyms: any shared synset of two attested single words, any part of speech.
    for pos in "nvar":
        members = {}
        for lemma, (offsets, tagsense) in indexes[pos].items():
            if WORD.match(lemma):
                for off in offsets:
                    members.setdefault(off, []).append((lemma, tagsense > 0))
        for words in members.values():
            words = sorted(set(words))
            for i, (w1, t1) in enumerate(words):
                for w2, t2 in words[i + 1:]:
                    if t1 or t2:
                        lines.add(f"L {w1} {w2}")
    # Loose: a word and a direct hypernym of one of its first three senses (nouns and verbs), one
    # of the two attested: a more general word in place of a specific one ("give" / "donate",
    # "request" / "application") substitutes no fact.
    for pos in "nv":
        index = indexes[pos]
        for lemma, (offsets, tagsense) in index.items():
            if not WORD.match(lemma):
                continue
            for off in offsets[:3]:
                for h in data[pos][off][2]:
                    for w2 in data[pos][h][0]:
                        if WORD.match(w2) and w2 != lemma and (tagsense > 0 or index.get(w2, ((), 0))[1] > 0):
                            lines.add("L " + " ".join(sorted((lemma, w2))))
    # A word's dominant part of speech: "N", "V", "J" (adjective) and "R" (adverb) lines of 100
    # words each. The judge asks whether a claim's word and the source's word in its place could
    # be the same kind of word ("made of cheese" / "made of rock": a substitution; "an extra $75"
    # / "a premium of $75", "ahead" / "in advance": a rewording). Nouns are listed only when
    # attested (tagsense_cnt > 0), since a word in no line counts as a noun: the "N" lines keep
    # "list" a noun where "listed" (an adjective) shares its key.
    for pos, kind in (("n", "N"), ("v", "V"), ("a", "J"), ("r", "R")):
        words = sorted(w for w, (d, t) in dominant.items() if d == pos and WORD.match(w) and (pos != "n" or t > 0))
        for i in range(0, len(words), 100):
            lines.add(kind + " " + " ".join(words[i:i + 100]))
    body = "\n".join(sorted(lines)) + "\n"
    assert ")lexicon\"" not in body
    with open(a.output, "w", encoding="utf-8") as f:
        f.write("// Generated by tools/make_align_lexicon.py from WordNet 3.0 (Debian wordnet-base);\n"
                "// do not edit. WordNet 3.0 Copyright 2006 by Princeton University (WordNet licence).\n"
                "#include \"judge/align_lexicon.h\"\n\n"
                "namespace citeval::judge {\n\n"
                "std::span<const std::string_view> AlignLexicon::builtin_table() {\n"
                "  // Chunks of whole lines under 64 KB: ISO C++ compilers need only accept string\n"
                "  // literals that long (-Woverlength-strings). Not constexpr: clang's constant\n"
                "  // evaluator gives up measuring literals this long (its step limit).\n"
                "  static const std::string_view kChunks[] = {\n"
                + "".join("      R\"lexicon(" + c + ")lexicon\",\n" for c in chunks(body)) +
                "  };\n  return kChunks;\n}\n\n}  // namespace citeval::judge\n")
    counts = {}
    for l in lines:
        counts[l[0]] = counts.get(l[0], 0) + 1
    print(f"wrote {a.output}: {len(body)} bytes, {counts}")


if __name__ == "__main__":
    main()
