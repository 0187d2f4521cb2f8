#!/usr/bin/env bash
# An installed copy runs from anywhere: `cmake --install` into a temporary prefix, then, from
# another directory and with no citeval variable set, the README's basic commands work with the
# installed files only (parser model, USE-lite model, model module, sentencepiece shim), and no
# path of the source or build tree is in the installed binary's data.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 src=$2
prefix=$(mktemp -d "${TMPDIR:-/tmp}/citeval-install.XXXXXX")
work=$(mktemp -d "${TMPDIR:-/tmp}/citeval-elsewhere.XXXXXX")
trap 'rm -rf "$prefix" "$work"' EXIT
fail() { echo "install_test: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" --component runtime > "$work/install.log" ||
  { cat "$work/install.log" >&2; fail "cmake --install failed"; }
for f in bin/citeval lib/citeval/libciteval_model.so lib/citeval/libciteval_spm_shim.so \
         share/citeval/models/en_ewt_spacy.model share/citeval/use-lite/model.json \
         share/citeval/use-lite/vocab.json share/doc/citeval/examples/alce_asqa.json; do
  [[ -f $prefix/$f ]] || fail "not installed: $f"
done

# No build-tree or source-tree path in the data the binary reads at run time (debug info may
# name the sources: it is not read at run time).
for section in .rodata .data; do
  for dir in "$build" "$src"; do
    if readelf -p "$section" "$prefix/bin/citeval" 2>/dev/null | grep -qF "$dir"; then
      fail "$section of the installed binary names $dir"
    fi
  done
done

cd "$work"
# The build and source trees must not be what makes it work: hide every citeval variable.
unset CITEVAL_PARSER_MODEL CITEVAL_MODEL_MODULE CITEVAL_SPM_SHIM CITEVAL_EMBED_MODEL CITEVAL_DATA_DIR \
  CITEVAL_LIB_DIR CITEVAL_CACHE
export XDG_CACHE_HOME="$work/cache"
bin="$prefix/bin/citeval"

"$bin" --version | grep -q '^citeval ' || fail "--version"
out=$(echo 'Dr. Smith went home. He slept.' | "$bin" split)
[[ $out == $'Dr. Smith went home.\nHe slept.' ]] || fail "split printed: $out"
# The parser model from share/citeval/models.
echo 'The cat [1] sat on the mat [2].' | "$bin" claims > claims.out || fail "claims: $(cat claims.out)"
grep -q 'cat' claims.out || fail "claims printed: $(cat claims.out)"
# The bundled example, as the README runs it.
"$bin" eval alce "$prefix/share/doc/citeval/examples/alce_asqa.json" --judge lexical --json -q > alce.json
grep -q '"citation_rec"' alce.json || fail "eval printed: $(cat alce.json)"
# The model module (lib/citeval) and the USE-lite model (share/citeval/use-lite).
printf '%s\n' '{"premise": "The cat sat on the mat.", "hypothesis": "A cat sat."}' > pair.jsonl
"$bin" judge --judge embed < pair.jsonl > embed.out 2> embed.err || fail "judge embed: $(cat embed.err)"
grep -q '"prob"' embed.out || fail "judge embed printed: $(cat embed.out)"
echo "install_test: ok ($prefix)"
