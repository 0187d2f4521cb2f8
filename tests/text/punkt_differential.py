#!/usr/bin/python3
"""Differential test: citeval's Punkt splitter against NLTK 3.8 (python3-nltk), boundary for boundary.

Builds a corpus (EWT treebank text grouped into documents and paragraphs, the ALCE demo answers
and documents, hand-written edge cases, seeded random compositions of tricky pieces, and text with
invalid UTF-8), splits it with NLTK's PunktSentenceTokenizer (English parameters read from the
punkt_tab files, and untrained) and with the C++ splitter (punkt_split_tool), and requires identical
spans. NLTK's code-point offsets are mapped to byte offsets; invalid UTF-8 reaches NLTK decoded
with errors="surrogateescape" (one character a stray byte, the C++ behaviour by definition).
Also compares the C++ character classes with Python's for every code point.

usage: punkt_differential.py --tool BUILD/punkt_split_tool --shared ../shared [--random N]
"""
import argparse
import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import defaultdict

from nltk.tokenize.punkt import PunktParameters, PunktSentenceTokenizer


def rm_nl(s):  # nltk.tabdata.rm_nl: only the final newline goes
    return s[:-1] if s.endswith("\n") else s


def english_params(lang_dir):
    """PunktParameters from punkt_tab files, read as NLTK's PunktDecoder reads them."""
    p = PunktParameters()
    with open(os.path.join(lang_dir, "abbrev_types.txt"), encoding="utf-8") as f:
        p.abbrev_types = {rm_nl(x) for x in f}
    with open(os.path.join(lang_dir, "collocations.tab"), encoding="utf-8") as f:
        p.collocations = {tuple(rm_nl(x).split("\t")) for x in f}
    with open(os.path.join(lang_dir, "sent_starters.txt"), encoding="utf-8") as f:
        p.sent_starters = {rm_nl(x) for x in f}
    with open(os.path.join(lang_dir, "ortho_context.tab"), encoding="utf-8") as f:
        p.ortho_context = defaultdict(int, {a: int(b) for a, b in (rm_nl(x).split("\t") for x in f)})
    return p


# ---------------------------------------------------------------------------------------------
# Corpus


def ewt_documents(ud_dir):
    """EWT sentences (# text =) grouped by # newdoc / # newpar; separators vary by document."""
    docs = []
    for path in sorted(glob.glob(os.path.join(ud_dir, "*.conllu"))):
        paras, para = [], []
        def flush_doc():
            nonlocal paras, para
            if para:
                paras.append(para)
            if paras:
                docs.append(paras)
            paras, para = [], []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("# newdoc"):
                    flush_doc()
                elif line.startswith("# newpar"):
                    if para:
                        paras.append(para)
                    para = []
                elif line.startswith("# text = "):
                    para.append(line[len("# text = "):].rstrip("\n"))
        flush_doc()
    out = []
    for i, paras in enumerate(docs):
        sent_sep = [" ", " ", "  ", "\n"][i % 4]
        para_sep = ["\n\n", "\n", " ", "\n \n"][(i // 4) % 4]
        # Long documents are cut into pieces of at most 12 paragraphs to keep cases readable.
        for k in range(0, len(paras), 12):
            out.append(para_sep.join(sent_sep.join(p) for p in paras[k:k + 12]))
    return out


def alce_texts(prompt_dir):
    out = []
    for path in sorted(glob.glob(os.path.join(prompt_dir, "*.json"))):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for demo in data.get("demos", []):
            if isinstance(demo.get("answer"), str):
                out.append(demo["answer"])
            for doc in demo.get("docs", []):
                out.append(doc.get("text", ""))
                out.append(doc.get("title", "") + ". " + doc.get("text", ""))
        out.append(data.get("instruction", ""))
    return out


EDGE_CASES = [
    "", " ", "\n", "\n\n\t \u00a0\u2003", ".", "?", "!", "...", ". . .", "a.", "A.", "a. b", "A. B",
    "Hello world.", "Hello world. ", " Hello world.  Bye now.  ",
    "Mr. Smith went to Washington. He arrived at 5 p.m. on Friday.",
    "Dr. Watson and Mrs. Hudson met at St. Paul's Cathedral. They talked.",
    "The U.S. economy grew. The U.S.A. is large. I live in the U.K. Many do.",
    "Johann S. Bach wrote music. J. R. R. Tolkien wrote books. W. Shakespeare too.",
    "It costs $3.50. The value is 3.14159. See section 2.3. Then stop.",
    "In 1999. The year 2000. Item no. 5 is here. Fig. 3 shows it.",
    "He said \"Stop.\" Then he left.", "\"Stop!\" he shouted. \"Why?\" she asked.",
    "(This is a parenthetical sentence.) This is not.", "[(and this. )] Next one.",
    "(How does it deal with this parenthesis?)  \"It should be part of the previous sentence.\" "
    "\"(And the same with this one.)\" ('And this one!') \"('(And (this)) '?)\" [(and this. )]",
    "Models cite sources [1]. They also cite pairs [1][2]. Some put them after.[3] Others not [4].",
    "First claim.[1][2] Second claim [3].[4] Third claim. [5] Fourth.",
    "The answer is yes [1]. However, it depends [2][3]. See also [4, 5].",
    "Wait... what? Really?! Yes!!! No?? Maybe.",
    "He paused . . . and then spoke. She waited.. and waited.",
    "Very bad acting!!! I promise.", "Ellipsis... Next sentence. Another... one",
    "Hyphens -- like these -- matter. Dashes---too. End.",
    "e.g. this is an example. i.e. another one. etc. and so on.",
    "Numbers: 1. first 2. second 3. third. Done.", "Version 1.2.3. Released. v2. too.",
    "Prices: -1.5. ,5. .5. Odd tokens.",
    "The café served crème brûlée. Über cool. École normale. Ça va.",
    "Ünïcödé Wörds. Çà et là. Éric arrived. éric left.",
    "Greek: ΟΔΟΣ. Σ. ΣΑΣ. Next. The İstanbul trip. İ. Done.",
    "日本語の文。 English after. 中文句子。Next one.",
    "Quotes \u201clike this.\u201d And \u2018these.\u2019 Then «guillemets.» Done.",
    "Non-breaking\u00a0space. After\u00a0it. Thin\u2009space.\u2009Next.",
    "Line\nbreaks. Inside\nsentences. And\r\nwindows. Also\rmac.",
    "Paragraph one.\n\nParagraph two.\n\n\nParagraph three.",
    "Tabs.\tAfter tab. Form\x0cfeed. Vertical\x0btab.",
    "Unicode line sep.\u2028Next. Para sep.\u2029Next. NEL.\u0085Next.",
    "Stray controls.\x1cNext.\x1dMore.\x1eEven.\x1fMore. Done.",
    "a.b.c. d.e.f. G.H.I. Next.", "a. B. c. D.", "x.\n.\n. y", ".\t.\t. tabbed ellipsis",
    ", . ; : ! ?", "?.!", "!.?", "..?", "?..", "'.'", "\"'.", ").", "). A", "}. B", "]. C",
    "Sentence.)) Next.", "Sentence.'\" Next.", "Sentence.\"-- Next.", "Sentence.\"--Next.",
    "End.\"", "End.)", "End.)\n", "End. )", "(.) A", "x ! y", "x ? Y", "x . Y", "x .Y",
    "word.,word. Next", "word., Next", "word.: Next", "word.; next", "a.-- b. C--d.",
    "A sentence with a trailing space. ", "Trailing newline.\n", "Trailing many.\n\n\n  ",
    "Mr.", "Mr. ", "Mr. X", "mr. x", "MR. X", "Jan. 5 is a date. Feb. 6 too.",
    "He was born in Jan. He died in Feb. He lived in St. Louis. Go Co. Inc. Ltd.",
    "The No. 1 pick. No. 2 was worse. vs. them. Gov. Brown spoke. Gen. Lee too.",
    "I. Introduction. II. Methods. III. Results. A. First. B. Second.",
    "1. Intro 2. Body 3. End", "Step 1. Do it. Step 2. Done.",
    "The 3rd. The 4th. The 21st. ", "He scored 3.5. Then 4. Then 5.",
    "What?! No way. Yes?! Ok.", "Well... OK. Hmm.... Sure.",
    "Email me at john.doe@example.com. Visit www.example.org. Then http://x.y/z.html. Bye.",
    "The file is README.md. The ext. is .txt. Check ~/.bashrc. Done.",
    "Emoji 😀. Next 👍🏽. Flags 🇺🇸. Done.", "Combining e\u0301. Next. A\u0308. Done.",
    "Zero\u200bwidth. Next\u200d. Done.", "Soft\u00adhyphen. Next.",
    "ALL CAPS. SENTENCE TWO. lower three. Mixed Four.",
    "'Tis the season. 'twas night. ‘Quoted’ start. Done.",
    "A.\n\nB.\n\nc.\n\nd", "  leading spaces. Next.", "\n\nLeading newlines. Next.",
    "One sentence without end", "Two. Sentences without end", "_under_score. Next. _x. y",
    "²³. Next. Ⅻ. Next. ①. Next.", "٣. Arabic digit. ٣٤٥. Next.", "𝐁𝐨𝐥𝐝. Math letters. Next.",
    "ǅ. Titlecase. ǈemma. Next.", "ʰ. modifier. Next.", "ª. feminine. º. Next.",
]


PIECES = [
    "Mr.", "Mrs.", "Dr.", "St.", "U.S.", "U.S.A.", "e.g.", "i.e.", "etc.", "vs.", "No.", "Inc.",
    "Jan.", "p.m.", "a.m.", "Co.", "Ltd.", "Fig.", "al.", "et", "J.", "S.", "a.", "A.", "i.", "x.",
    "The", "the", "He", "he", "She", "It", "it", "But", "but", "And", "and", "In", "in", "This",
    "Smith", "smith", "Bach", "Washington", "However", "however", "apple", "Apple", "new", "New",
    "1.", "2.", "12.", "3.5", "1,000.", "-5.", ".5", "1999.", "2000", "3rd.", "4th", "#1",
    ".", "?", "!", "...", "..", ". . .", ".\t.\t.", "!!", "?!", "--", "-", "---", ",", ";", ":",
    "(", ")", "[", "]", "{", "}", "\"", "'", "`", "*", "@", "&", "#", "%",
    "[1]", "[2]", "[1][2]", "[3].", ".[4]", "[5][6].", "(see [7])",
    "é", "École", "éric", "Über", "über", "İstanbul", "İ", "ΟΔΟΣ", "Σ.", "σ", "日本", "。", "«", "»",
    "\u201c", "\u201d", "\u2018", "\u2019", "\u2014", "\u2026", "😀", "ǅ", "ª", "²", "٣", "_",
    "\ufffd", "\u00ad", "\u200b",
]
SEPARATORS = [" ", " ", " ", " ", "", "", "  ", "\n", "\n\n", "\t", "\u00a0", "\u2003", "\r\n",
              " \n ", "\u2028", "\x0c"]


def random_texts(n, seed):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        k = rng.randint(1, 30)
        parts = []
        for _ in range(k):
            parts.append(rng.choice(PIECES))
            parts.append(rng.choice(SEPARATORS))
        if rng.random() < 0.5:
            parts.pop()
        out.append("".join(parts))
    return out


SOUP = list(".....??!!\"')]}([{-,,;:@*`&#%  \n\t\r\x0c\x85\u00a0\u2028aAbBxXJjSs1234_éÉİΣσ") + ["Mr", "e.g", "No", "U.S", "Inc"]


def char_soup(n, seed):
    """Short strings over the characters the regexes care about: corner cases by volume."""
    rng = random.Random(seed)
    return ["".join(rng.choice(SOUP) for _ in range(rng.randint(1, 24))) for _ in range(n)]


INVALID_BYTES = [b"\xff", b"\xfe", b"\x80", b"\xbf", b"\xc3", b"\xe2\x80", b"\xf0\x9f\x98",
                 b"\xed\xa0\x80", b"\xc0\xaf", b"\xe0\x80\x80", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80"]


def invalid_utf8_docs(n, seed):
    rng = random.Random(seed)
    base = [t.encode("utf-8") for t in EDGE_CASES[:60] + random_texts(n, seed + 1)]
    out = []
    for b in base[:n]:
        b = bytearray(b)
        for _ in range(rng.randint(1, 4)):
            pos = rng.randint(0, len(b))
            b[pos:pos] = rng.choice(INVALID_BYTES)
        out.append(bytes(b))
    out += [b"\xff", b"\xff.", b"A.\xff B.", b"x.\xe2\x80 Y.", b"\xc3. Next. \xc3", b"End.\xe2\x80\xa8",
            b"End. \xe2\x80", b"End.\xe2\x80\xa8\xe2\x80\xa8", b"\xa8\xa8."]
    return out


def random_bytes(n, seed):
    """Arbitrary bytes, biased towards what matters: ASCII punctuation, spaces, UTF-8 lead and
    continuation bytes (valid and broken sequences alike)."""
    rng = random.Random(seed)
    alphabet = list(b".?!\"')]}-, \n\taA1") + list(range(0x80, 0x100)) + list(range(0x00, 0x80))
    return [bytes(rng.choice(alphabet) for _ in range(rng.randint(0, 40))) for _ in range(n)]


# ---------------------------------------------------------------------------------------------
# Comparison


def byte_offsets(text):
    offs = [0]
    for ch in text:
        offs.append(offs[-1] + len(ch.encode("utf-8", "surrogateescape")))
    return offs


def nltk_spans(tok, docs):
    out = []
    for b in docs:
        text = b.decode("utf-8", "surrogateescape")
        offs = byte_offsets(text)
        out.append([(offs[s], offs[e]) for s, e in tok.span_tokenize(text)])
    return out


def cpp_spans(tool, model, docs):
    with tempfile.NamedTemporaryFile(suffix=".docs", delete=False) as f:
        for b in docs:
            f.write(b"%d\n" % len(b))
            f.write(b)
        path = f.name
    try:
        with open(path, "rb") as inp:
            r = subprocess.run([tool, "spans", model], stdin=inp, capture_output=True, check=False)
    finally:
        os.unlink(path)
    if r.returncode != 0:
        sys.exit(f"FAIL: {tool} spans {model} exited {r.returncode}: {r.stderr.decode(errors='replace')}")
    lines = r.stdout.decode().split("\n")
    out = []
    for line in lines[:len(docs)]:
        nums = [int(x) for x in line.split()]
        out.append(list(zip(nums[0::2], nums[1::2])))
    if len(out) != len(docs):
        sys.exit(f"FAIL: {tool} returned {len(out)} documents for {len(docs)}")
    return out


def check_chars(tool):
    r = subprocess.run([tool, "chars"], capture_output=True, check=True)
    ours = {}
    for line in r.stdout.decode().splitlines():
        cp, flags, low = line.split(" ")
        ours[int(cp, 16)] = (flags, low)
    W, D, S = re.compile(r"\w"), re.compile(r"\d"), re.compile(r"\s")
    bad = []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        flags = ""
        if S.match(c):
            flags += "s"
        if W.match(c):
            flags += "w"
        if D.match(c):
            flags += "d"
        if c.isupper():
            flags += "u"
        if c.islower():
            flags += "l"
        if ("A" + c + "Σ").lower().endswith("ς"):
            flags += "1"
        if (c + "Σ").lower().endswith("ς"):
            flags += "2"
        if "ς" in ("AΣ" + c).lower():
            flags += "3"
        low = c.lower().encode("utf-8").hex().upper()
        want = (flags or "-", low)
        got = ours.get(cp, ("3", c.encode("utf-8").hex().upper()))
        if got != want:
            bad.append((cp, unicodedata.name(c, "?"), want, got))
    if bad:
        print(f"FAIL: {len(bad)} code points classified differently from Python "
              f"(flags s=space w=word d=decimal u=upper l=lower 1/2/3=final-sigma probes; want, got):")
        for b in bad[:20]:
            print(f"  U+{b[0]:04X} {b[1]}: {b[2]} != {b[3]}")
        return False
    print("character classes: all 1,112,064 code points agree with Python "
          f"{sys.version.split()[0]} (Unicode {unicodedata.unidata_version})")
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--random", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=20240611)
    args = ap.parse_args()
    t0 = time.time()

    groups = {
        "ewt": [t.encode() for t in ewt_documents(os.path.join(args.shared, "data/ud"))],
        "alce": [t.encode() for t in alce_texts(os.path.join(args.shared, "data/alce/prompts"))],
        "edge": [t.encode() for t in EDGE_CASES],
        "random": [t.encode() for t in random_texts(args.random, args.seed)],
        "char-soup": [t.encode() for t in char_soup(args.random, args.seed + 2)],
        "invalid-utf8": invalid_utf8_docs(300, args.seed),
        "random-bytes": random_bytes(1000, args.seed + 3),
    }
    docs, names = [], []
    for g, ds in groups.items():
        docs += ds
        names += [g] * len(ds)

    english = PunktSentenceTokenizer(english_params(os.path.join(args.shared, "data/punkt_tab/english")))
    untrained = PunktSentenceTokenizer()
    ok = True
    for model, tok in (("english", english), ("untrained", untrained)):
        want = nltk_spans(tok, docs)
        got = cpp_spans(args.tool, model, docs)
        if model == "english":  # the embedded tables and the same tables loaded at run time
            lang_dir = os.path.join(args.shared, "data/punkt_tab/english")
            from_dir = cpp_spans(args.tool, lang_dir, docs)
            n_dir = sum(from_dir[i] != got[i] for i in range(len(docs)))
            print(f"english: from_directory({lang_dir}) vs embedded: {n_dir} documents differ")
            ok = ok and n_dir == 0
        diffs = [i for i in range(len(docs)) if want[i] != got[i]]
        per_group = defaultdict(lambda: [0, 0])
        for i, g in enumerate(names):
            per_group[g][0] += 1
            per_group[g][1] += len(want[i])
        n_sent = sum(len(w) for w in want)
        summary = ", ".join(f"{g} {d}/{s}" for g, (d, s) in per_group.items())
        print(f"{model}: {len(docs)} documents, {n_sent} NLTK sentences, {sum(len(d) for d in docs)} bytes "
              f"(documents/sentences: {summary}); {len(diffs)} documents differ")
        for i in diffs[:8]:
            text = docs[i]
            print(f"  [{names[i]} #{i}] {text[:300]!r}")
            print(f"    nltk: {[text[s:e] for s, e in want[i]][:12]}")
            print(f"    c++:  {[text[s:e] for s, e in got[i]][:12]}")
        ok = ok and not diffs
    ok = check_chars(args.tool) and ok
    print(f"time {time.time() - t0:.1f}s")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
