// npm @huggingface/tokenizers on the sentences of bench/hf_tokenizer_bench.cc (EWT dev+test,
// one encode per sentence, no special tokens): sentences/s, best of 5 passes after a warm-up.
//   node hf_tokenizer_js_bench.mjs NODE_MODULES SHARED_DIR NAME=TOKENIZER.json ...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [modules, shared, ...specs] = process.argv.slice(2);
const lib = await import(
  pathToFileURL(path.join(modules, "@huggingface/tokenizers/dist/tokenizers.mjs")).href);
const sentences = [];
for (const split of ["dev", "test"]) {
  const text = fs.readFileSync(path.join(shared, `data/ud/en_ewt-ud-${split}.conllu`), "utf8");
  for (const line of text.split("\n")) if (line.startsWith("# text = ")) sentences.push(line.slice(9));
}
for (const spec of specs) {
  const [name, file] = spec.split("=");
  const tok = new lib.Tokenizer(JSON.parse(fs.readFileSync(file, "utf8")), {});
  let best = Infinity;
  for (let pass = 0; pass < 6; ++pass) {
    const t0 = process.cpuUsage();
    for (const s of sentences) tok.encode(s, { add_special_tokens: false });
    const dt = process.cpuUsage(t0);
    const seconds = (dt.user + dt.system) / 1e6;
    if (pass > 0) best = Math.min(best, seconds);  // pass 0 warms the JIT (and BPE's cache)
  }
  console.log(`js ${name}: ${sentences.length} sentences in ${(best * 1000).toFixed(1)} ms CPU ` +
              `= ${Math.round(sentences.length / best)} sentences/s`);
}
