// The official USE-lite implementation as an oracle for citeval's C++ port.
//
//   node use_reference.js NODE_MODULES MODEL_DIR MODE INPUT.jsonl OUTPUT.json
//
// MODE "tokens": token ids of each input (the official Tokenizer over MODEL_DIR/vocab.json).
// MODE "embed": token ids and the 512-d embedding of each input, computed by
// @tensorflow-models/universal-sentence-encoder on @tensorflow/tfjs (pure JS, cpu backend) from
// MODEL_DIR/model.json and its shards, loaded through tf.io.fromMemory (nothing is fetched).
// INPUT.jsonl holds one JSON string a line. The output is {"tokens": [[...]], "embeddings":
// [[...]]}.
//
// Inputs are embedded in chunks of 16 inputs of similar length. The reference drops trailing
// rows whose input has no token (the dense shape comes from the largest index present), so a
// chunk ending in such an input gets a one-token filler that is then discarded: a zero-token
// input's embedding is what it gets inside a batch.
'use strict';
const fs = require('fs');
const path = require('path');
const {createRequire} = require('module');

const [modulesDir, modelDir, mode, inputPath, outputPath] = process.argv.slice(2);
const req = createRequire(path.join(path.resolve(modulesDir), 'noop.js'));
const tf = req('@tensorflow/tfjs');
const use = req('@tensorflow-models/universal-sentence-encoder');

async function main() {
  await tf.setBackend('cpu');
  const vocab = JSON.parse(fs.readFileSync(path.join(modelDir, 'vocab.json'), 'utf-8'));
  const tokenizer = new use.Tokenizer(vocab);
  const inputs = fs.readFileSync(inputPath, 'utf-8').split('\n').filter((l) => l.length > 0)
                     .map((l) => JSON.parse(l));
  const tokens = inputs.map((s) => tokenizer.encode(s));
  const out = {tokens};
  if (mode === 'embed') {
    const manifest = JSON.parse(fs.readFileSync(path.join(modelDir, 'model.json'), 'utf-8'));
    const group = manifest.weightsManifest[0];
    const shards = group.paths.map((p) => fs.readFileSync(path.join(modelDir, p)));
    const all = Buffer.concat(shards);
    const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
    const model = await tf.loadGraphModel(tf.io.fromMemory(
        {modelTopology: manifest.modelTopology, weightSpecs: group.weights, weightData}));
    const encoder = new use.UniversalSentenceEncoder();
    encoder.model = model;
    encoder.tokenizer = tokenizer;
    // Chunks of inputs of similar token count: the reference pads a chunk to its longest input
    // and runs at ~0.2 GFLOP/s, so padding would dominate.
    const order = inputs.map((_, i) => i).sort((a, b) => tokens[b].length - tokens[a].length);
    const embeddings = new Array(inputs.length);
    const chunk = 16;
    for (let b = 0; b < order.length; b += chunk) {
      const idx = order.slice(b, b + chunk);
      const part = idx.map((i) => inputs[i]);
      const filler = tokens[idx[idx.length - 1]].length === 0;
      if (filler) part.push('x');
      const t = await encoder.embed(part);
      const rows = await t.array();
      t.dispose();
      if (rows.length !== part.length) {
        throw new Error(`chunk at ${b}: ${rows.length} rows for ${part.length} inputs`);
      }
      idx.forEach((i, k) => { embeddings[i] = rows[k]; });
    }
    out.embeddings = embeddings;
  }
  fs.writeFileSync(outputPath, JSON.stringify(out));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
