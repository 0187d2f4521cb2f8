"""Oracle for the SentencePiece citation length: trains a small SentencePiece model with Python's
sentencepiece (Debian's python3-sentencepiece) and prints, per input line, len(sp.encode(line)) —
what LongCite-style scripts compute for a snippet's token count.

usage: spm_oracle.py TRAIN_TEXT MODEL_PREFIX VOCAB_SIZE MODEL_TYPE < lines.txt > counts.txt
Reads stdin as UTF-8 lines (the final newline of each line is not part of it).
"""
import sys

import sentencepiece as spm

train, prefix, vocab, model_type = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
spm.SentencePieceTrainer.train(input=train, model_prefix=prefix, vocab_size=vocab,
                               model_type=model_type, character_coverage=0.9995,
                               num_threads=1, seed_sentencepiece_size=100000,
                               input_sentence_size=20000, shuffle_input_sentence=False,
                               minloglevel=2)
sp = spm.SentencePieceProcessor(model_file=prefix + ".model")
data = sys.stdin.buffer.read().decode("utf-8")
for line in data.split("\n")[:-1] if data.endswith("\n") else data.split("\n"):
    print(len(sp.encode(line)))
