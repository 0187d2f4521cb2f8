// citeval/serve.h: the public start of the service over serve::Service.
#include <chrono>
#include <utility>

#include "answers/read.h"
#include "citeval/serve.h"
#include "serve/service.h"

namespace citeval {
namespace {

class Running final : public RunningService {
 public:
  Running(std::unique_ptr<serve::Service> s, std::string judge) : svc_(std::move(s)), judge_(std::move(judge)) {}
  int port() const override { return svc_->port(); }
  std::string judge() const override { return judge_; }
  void drain() override { svc_->drain(); }
  void wait() override { svc_->wait(); }

 private:
  std::unique_ptr<serve::Service> svc_;
  std::string judge_;
};

}  // namespace

Result<std::unique_ptr<RunningService>> start_service(const ServeSettings& s, std::shared_ptr<Runtime> runtime) {
  serve::ServeOptions o;
  auto format = answers::parse_format(s.format);
  if (!format) return format.error();
  auto marks = answers::parse_mark_syntax(s.citation_style);
  if (!marks) return marks.error();
  o.read.format = *format;
  o.read.marks = *marks;
  if (!s.sources.empty()) {
    auto snapshots = answers::read_snapshots(s.sources);
    if (!snapshots) return snapshots.error();
    o.read.snapshots = std::move(*snapshots);
  }
  o.host = s.host;
  o.port = s.port;
  o.judge = s.judge.empty() ? default_judge_spec() : s.judge;
  o.need_citation = s.need_citation_judge.empty() ? "always" : s.need_citation_judge;
  o.session = s.session;
  o.session.memo_max_pairs = s.memo_max_pairs;
  o.threads = s.threads;
  o.max_queue = s.max_queue;
  o.max_body = s.max_body;
  o.max_lines = s.max_lines;
  o.deadline = std::chrono::milliseconds(s.deadline_ms);
  o.batching.max_pairs = s.batch_pairs;
  o.batching.max_wait = std::chrono::microseconds(s.batch_wait_us);
  o.batching.workers = s.batch_workers;
  o.tokens_file = s.tokens_file;
  o.log_text = s.log_text;
  auto svc = serve::Service::create(o, runtime ? runtime : Runtime::shared());
  if (!svc) return svc.error();
  if (Status st = (*svc)->start(); !st) return st.error();
  return std::unique_ptr<RunningService>(std::make_unique<Running>(std::move(*svc), o.judge));
}

}  // namespace citeval
