// The reference side of the tokenizer differential tests: npm @huggingface/tokenizers (pure JS),
// reading the same tokenizer.json.
//
//   node hf_tokenizer_oracle.mjs NODE_MODULES TOKENIZER.json < requests.jsonl > ids.jsonl
//     request: {"a": TEXT, "b": TEXT (optional), "special": BOOL}; answer: {"ids": [...]}
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";

const [modules, tokenizerPath] = process.argv.slice(2);
const lib = await import(
  pathToFileURL(path.join(modules, "@huggingface/tokenizers/dist/tokenizers.mjs")).href);
const tokenizer = new lib.Tokenizer(JSON.parse(fs.readFileSync(tokenizerPath, "utf8")), {});
const out = [];
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  if (!line) continue;
  const req = JSON.parse(line);
  const e = tokenizer.encode(req.a, {
    text_pair: req.b ?? null,
    add_special_tokens: req.special ?? false,
  });
  out.push(JSON.stringify({ ids: e.ids }));
}
process.stdout.write(out.join("\n") + "\n");
