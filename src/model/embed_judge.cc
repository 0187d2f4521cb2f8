#include "model/embed_judge.h"

#include <fmt/format.h>

#include <algorithm>
#include <exception>
#include <unordered_map>

#include "text/punkt_splitter.h"

namespace citeval::model {

EmbedJudge::EmbedJudge(std::shared_ptr<const UseModel> model, const Options& options)
    : model_(std::move(model)), options_(options) {}

Result<std::unique_ptr<EmbedJudge>> EmbedJudge::create(std::shared_ptr<const UseModel> model) {
  return create(std::move(model), Options{});
}

Result<std::unique_ptr<EmbedJudge>> EmbedJudge::create(std::shared_ptr<const UseModel> model,
                                                       const Options& options) {
  if (!model) return make_error(ErrorCode::kInvalidArgument, "embed judge: no model");
  if (!(options.threshold > -1.0 && options.threshold < 1.0)) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("embed judge: threshold {} is not in (-1, 1)", options.threshold));
  }
  if (options.max_window < 1) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("embed judge: window {} is not >= 1", options.max_window));
  }
  return std::unique_ptr<EmbedJudge>(new EmbedJudge(std::move(model), options));
}

std::string EmbedJudge::identity() const {
  return fmt::format("embed:use-lite:model={}:windows=1-{}:split=punkt-english:threshold={}:"
                     "map=linear3:v1",
                     model_->content_hash(), options_.max_window, options_.threshold);
}

std::vector<std::string_view> EmbedJudge::windows(std::string_view premise, int max_window) {
  const std::vector<text::Span> spans = text::PunktSplitter::english().span_tokenize(premise);
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < spans.size(); ++i) {
    for (std::size_t w = 1; w <= static_cast<std::size_t>(max_window) && i + w <= spans.size();
         ++w) {
      const std::size_t begin = spans[i].begin, end = spans[i + w - 1].end;
      out.push_back(premise.substr(begin, end - begin));
    }
  }
  return out;
}

double EmbedJudge::cosine_to_prob(double cosine, double threshold) {
  double p = cosine < threshold ? 0.5 * (cosine + 1.0) / (threshold + 1.0)
                                : 0.5 + 0.5 * (cosine - threshold) / (1.0 - threshold);
  return std::clamp(p, 0.0, 1.0);
}

std::vector<double> EmbedJudge::best_cosines(std::span<const JudgeRequest> requests) const {
  std::vector<double> best(requests.size(), -1.0);
  // Requests go in groups whose distinct texts fit max_texts_per_group; within a group each
  // distinct text is embedded once.
  std::size_t begin = 0;
  while (begin < requests.size()) {
    std::unordered_map<std::string_view, std::size_t> index;
    std::vector<std::string> texts;
    auto intern = [&](std::string_view s) {
      auto [it, inserted] = index.try_emplace(s, texts.size());
      if (inserted) texts.emplace_back(s);
      return it->second;
    };
    struct Item {
      std::size_t hypothesis;
      std::vector<std::size_t> windows;
    };
    std::vector<Item> items;
    std::size_t end = begin;
    while (end < requests.size() && (end == begin || texts.size() < options_.max_texts_per_group)) {
      Item item;
      item.hypothesis = intern(requests[end].hypothesis);
      for (std::string_view w : windows(requests[end].premise, options_.max_window)) {
        item.windows.push_back(intern(w));
      }
      items.push_back(std::move(item));
      ++end;
    }
    const std::vector<float> e = model_->embed(texts);
    constexpr std::size_t d = UseModel::kDim;
    for (std::size_t k = 0; k < items.size(); ++k) {
      const float* h = e.data() + items[k].hypothesis * d;
      double b = -1.0;
      for (std::size_t w : items[k].windows) {
        const float* p = e.data() + w * d;
        double dot = 0.0;
        for (std::size_t j = 0; j < d; ++j) dot += static_cast<double>(h[j]) * p[j];
        b = std::max(b, dot);
      }
      best[begin + k] = std::clamp(b, -1.0, 1.0);
    }
    begin = end;
  }
  return best;
}

std::vector<Judgment> EmbedJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  try {
    const std::vector<double> cos = best_cosines(requests);
    for (std::size_t i = 0; i < requests.size(); ++i) {
      out[i].ok = true;
      out[i].prob = cosine_to_prob(cos[i], options_.threshold);
      out[i].label = cos[i] >= options_.threshold ? 1 : 0;
    }
  } catch (const std::exception& e) {
    // libtorch failures (e.g. out of memory) become per-item errors, never a crash.
    for (auto& j : out) {
      j = Judgment{};
      j.error = std::string("embed judge: ") + e.what();
    }
  }
  return out;
}

}  // namespace citeval::model
