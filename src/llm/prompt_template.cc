#include "llm/prompt_template.h"
#include "common/read_file.h"

#include <fmt/format.h>

#include <fstream>
#include <optional>
#include <sstream>

#include "llm/builtin_prompts.h"
#include "text/normalize.h"

namespace citeval::llm {
namespace {

std::size_t line_of(std::string_view text, std::size_t pos) {
  std::size_t line = 1;
  for (std::size_t i = 0; i < pos && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

}  // namespace

const PromptSchema& judge_prompt_schema() {
  static const PromptSchema schema{{{"premise", "snippet", "citation", "context", "response"},
                                    {"statement", "hypothesis", "claim"},
                                    {"question", "query"}},
                                   {0, 1},
                                   true,
                                   "a judge template"};
  return schema;
}

Result<PromptTemplate> PromptTemplate::parse(std::string text, std::string source, const PromptSchema& schema) {
  PromptTemplate t;
  t.text_ = std::move(text);
  t.source_ = std::move(source);
  t.hash_ = sha256_hex(t.text_);
  t.strip_ = schema.strip;
  const std::string& s = t.text_;
  auto field_of = [&](std::string_view name) -> std::optional<std::size_t> {
    for (std::size_t k = 0; k < schema.names.size(); ++k) {
      for (const auto& n : schema.names[k]) {
        if (n == name) return k;
      }
    }
    return std::nullopt;
  };
  struct Open {
    std::size_t piece;
    std::string name;
    std::size_t pos;
  };
  std::vector<Open> open;
  std::vector<bool> used(schema.names.size(), false);
  std::size_t pos = 0;
  while (pos < s.size()) {
    std::size_t b = s.find("{{", pos);
    if (b == std::string::npos) {
      t.pieces_.push_back({Piece::kLiteral, pos, s.size()});
      break;
    }
    if (b > pos) t.pieces_.push_back({Piece::kLiteral, pos, b});
    std::size_t e = s.find("}}", b + 2);
    if (e == std::string::npos) {
      return make_error(ErrorCode::kInvalidArgument, "'{{' without a closing '}}'", t.source_,
                        line_of(s, b));
    }
    std::string name = s.substr(b + 2, e - b - 2);
    pos = e + 2;
    if (!name.empty() && (name[0] == '#' || name[0] == '/')) {
      auto f = field_of(name.substr(1));
      if (!f) {
        return make_error(ErrorCode::kInvalidArgument, "unknown placeholder section", t.source_,
                          line_of(s, b), name);
      }
      if (name[0] == '#') {
        Piece p{Piece::kSection};
        p.field = *f;
        open.push_back({t.pieces_.size(), name.substr(1), b});
        t.pieces_.push_back(p);
      } else {
        if (open.empty() || open.back().name != name.substr(1)) {
          return make_error(ErrorCode::kInvalidArgument, "section end without a matching start",
                            t.source_, line_of(s, b), name);
        }
        t.pieces_[open.back().piece].section_end = t.pieces_.size();
        open.pop_back();
      }
      continue;
    }
    auto f = field_of(name);
    if (!f) {
      std::string known;
      for (const auto& n : schema.names) known += (known.empty() ? "" : ", ") + n.front();
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("unknown placeholder (known: {} and their aliases)", known), t.source_,
                        line_of(s, b), name);
    }
    used[*f] = true;
    Piece p{Piece::kField};
    p.field = *f;
    t.pieces_.push_back(p);
  }
  if (!open.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "section is never closed", t.source_,
                      line_of(s, open.back().pos), "#" + open.back().name);
  }
  std::string missing;
  for (std::size_t k : schema.required) {
    if (!used[k]) missing += fmt::format("{}{{{{{}}}}}", missing.empty() ? "" : ", ", schema.names[k].front());
  }
  if (!missing.empty()) {
    std::string all;
    for (std::size_t k = 0; k < schema.required.size(); ++k) {
      all += fmt::format("{}{{{{{}}}}}", k == 0 ? "" : k + 1 == schema.required.size() ? " and " : ", ",
                         schema.names[schema.required[k]].front());
    }
    return make_error(ErrorCode::kInvalidArgument, fmt::format("{} must contain {} (missing: {})", schema.what, all, missing),
                      t.source_);
  }
  return t;
}

Result<PromptTemplate> PromptTemplate::load(const std::string& path, const PromptSchema& schema) {
  auto text = read_whole_file(path, "cannot open prompt template", "cannot read prompt template");
  if (!text) return text.error();
  return parse(text.value(), path, schema);
}

Result<PromptTemplate> PromptTemplate::builtin(std::string_view name, const PromptSchema& schema) {
  for (const auto& p : builtin_prompts()) {
    if (p.name == name) return parse(std::string(p.text), "builtin:" + std::string(name), schema);
  }
  return make_error(ErrorCode::kNotFound, fmt::format("no built-in prompt '{}'", name));
}

void PromptTemplate::render_range(std::size_t from, std::size_t to, std::span<const std::string_view> values,
                                  std::string& out) const {
  auto value = [&](std::size_t field) {
    const std::string_view v = field < values.size() ? values[field] : std::string_view{};
    return strip_ ? text::python_strip(v) : v;
  };
  for (std::size_t i = from; i < to;) {
    const Piece& p = pieces_[i];
    switch (p.kind) {
      case Piece::kLiteral:
        out.append(text_, p.begin, p.end - p.begin);
        ++i;
        break;
      case Piece::kField:
        out += value(p.field);
        ++i;
        break;
      case Piece::kSection:
        if (!value(p.field).empty()) render_range(i + 1, p.section_end, values, out);
        i = p.section_end;
        break;
    }
  }
}

std::string PromptTemplate::render(std::span<const std::string_view> values) const {
  std::string out;
  std::size_t size = text_.size();
  for (auto v : values) size += v.size();
  out.reserve(size);
  render_range(0, pieces_.size(), values, out);
  return out;
}

std::string PromptTemplate::render(const PromptFields& fields) const {
  const std::string_view values[] = {fields.premise, fields.statement, fields.question};
  return render(values);
}

}  // namespace citeval::llm
