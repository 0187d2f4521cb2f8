#include "benchmarks/benchmark.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "benchmarks/state.h"
#include "common/json_nesting.h"

namespace citeval {

// ---------------------------------------------------------------------------------------- Item

Item::Item() : impl_(std::make_unique<Impl>()) {}
Item::Item(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Item::Item(Item&&) noexcept = default;
Item& Item::operator=(Item&&) noexcept = default;
Item::Item(const Item& o) : impl_(std::make_unique<Impl>(*o.impl_)) {}
Item& Item::operator=(const Item& o) {
  if (this != &o) impl_ = std::make_unique<Impl>(*o.impl_);
  return *this;
}
Item::~Item() = default;

Benchmark Item::benchmark() const { return impl_->id.value_or(Benchmark::kAlce); }
std::size_t Item::index() const { return impl_->data ? impl_->data->index() : 0; }

namespace benchmarks {

Item make_item(const BenchmarkImpl& benchmark, std::shared_ptr<const ItemData> data) {
  auto impl = std::make_unique<Item::Impl>();
  impl->id = benchmark.id();
  impl->benchmark = benchmark.name();
  impl->data = std::move(data);
  return Item(std::move(impl));
}

bool ItemFileSource::next(Item& item) {
  if (next_ >= file_.items.size()) return false;
  item = file_.items[next_++];
  return true;
}

Result<std::unique_ptr<ItemSource>> BenchmarkImpl::open_input(const std::string& path) const {
  auto file = read_items(path);
  if (!file) return file.error();
  return std::unique_ptr<ItemSource>(std::make_unique<ItemFileSource>(path, std::move(*file)));
}

std::vector<std::string> BenchmarkImpl::judge_lines(const State& s) const { return {"judge: " + s.stats.summary()}; }

// ------------------------------------------------------------------- the generic --detail file

namespace {

constexpr int kDetailVersion = 1;

// A header line, then one record a line, each flushed: a killed run loses at most a cut line.
class ResumableDetail : public DetailSink {
 public:
  ResumableDetail(std::string path, std::ofstream out) : path_(std::move(path)), out_(std::move(out)) {}
  Status write(const nlohmann::json& record) override {
    out_ << record.dump() << '\n';
    out_.flush();
    return out_ ? Status(Ok{}) : Status(make_error(ErrorCode::kIo, "write failed", path_));
  }
  Status close() override {
    if (!out_) return make_error(ErrorCode::kIo, "write failed", path_);
    return Ok{};
  }

 private:
  std::string path_;
  std::ofstream out_;
};

Error cannot_resume(const std::string& path, std::size_t line, const std::string& why) {
  return make_error(ErrorCode::kInvalidArgument,
                    why + kCannotResume,
                    path, line);
}

}  // namespace

Result<std::unique_ptr<DetailSink>> Run::open_detail(const std::string& path, bool restart,
                                                    const nlohmann::json& identity, ItemSource& input,
                                                    const Warn& warn, std::set<std::string>& done) {
  const nlohmann::json header = {{"citeval_detail",
                                  {{"version", kDetailVersion},
                                   {"benchmark", identity.value("benchmark", "")},
                                   {"options", identity},
                                   {"judges", judge_identities()}}}};
  if (path.empty()) {
    if (detail_lines) {
      if (auto st = detail_lines(detail_line(header)); !st) return st.error();
    }
    return std::unique_ptr<DetailSink>();
  }
  std::uintmax_t keep = 0;  // the bytes of complete lines to keep (0: start afresh)
  if (!restart && std::filesystem::exists(path)) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error(ErrorCode::kIo, "cannot open for reading", path);
    std::string line;
    std::size_t number = 0;
    std::uintmax_t offset = 0;
    while (std::getline(in, line)) {
      ++number;
      if (in.eof()) {  // no newline: a line cut by a crash, dropped
        warn(fmt::format("{}:{}: dropping a cut last line ({} bytes) left by an interrupted run", path, number,
                         line.size()));
        break;
      }
      offset += line.size() + 1;
      if (Status deep = check_json_nesting(line); !deep) return cannot_resume(path, number, deep.error().message);
      nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
      if (j.is_discarded()) return cannot_resume(path, number, "not valid JSON");
      if (number == 1) {
        if (j != header) {
          std::vector<std::string> differ;
          const nlohmann::json was = j.is_object() && j.contains("citeval_detail") ? j["citeval_detail"] : nlohmann::json();
          if (!was.is_object()) {
            differ.push_back("no citeval_detail header");
          } else {
            for (const auto& [k, v] : header["citeval_detail"].items()) {
              if (!was.contains(k) || was[k] != v) {
                differ.push_back(fmt::format("{}: {} in the detail, {} now", k, was.contains(k) ? was[k].dump() : "none",
                                             v.dump()));
              }
            }
          }
          std::string all;
          for (const auto& d : differ) all += (all.empty() ? "" : "; ") + d;
          return cannot_resume(path, number, "the detail file is of another run: " + all);
        }
      } else {
        const std::string key = resume_key(j);
        if (!done.insert(key).second) return cannot_resume(path, number, "item " + key + " is there twice");
        if (Status st = resume(j); !st) return cannot_resume(path, number, st.error().message);
      }
      // A kept line (the header, a resumed record), as the file holds it, read once.
      if (detail_lines) {
        if (auto st = detail_lines(line); !st) return st.error();
      }
    }
    keep = offset;
  }
  std::ofstream out;
  if (keep > 0) {
    std::filesystem::resize_file(path, keep);  // drops a cut last line
    out.open(path, std::ios::binary | std::ios::app);
  } else {
    out.open(path, std::ios::binary | std::ios::trunc);
    if (out) out << header.dump() << '\n';
    if (out && detail_lines) {
      if (auto st = detail_lines(detail_line(header)); !st) return st.error();
    }
  }
  if (!out) return make_error(ErrorCode::kIo, "cannot open for writing", path);
  std::size_t todo = 0;
  for (const auto& it : input.all()) todo += wanted(it) && !done.count(resume_key(it)) ? 1 : 0;
  if (!done.empty()) warn(fmt::format("resumed {} item(s) from {}; {} to judge", done.size(), path, todo));
  return std::unique_ptr<DetailSink>(std::make_unique<ResumableDetail>(path, std::move(out)));
}

std::string detail_line(const nlohmann::json& record) {
  return record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string Run::resume_key(const nlohmann::json& record) const {
  const auto it = record.find("position");
  return it == record.end() ? std::string() : it->dump();
}

std::string Run::resume_key(const Item& item) const { return std::to_string(item.index()); }

Status Run::resume(const nlohmann::json&) {
  return make_error(ErrorCode::kUnsupported, "this benchmark cannot resume from a detail file");
}

}  // namespace benchmarks
}  // namespace citeval
