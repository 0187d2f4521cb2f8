// Judges seen from Python, and Python callables seen as citeval judges.
//
// PyJudge makes any Python callable f(premises, hypotheses) -> sequence of floats in [0, 1] (or
// an object with judge_batch(premises, hypotheses)) a citeval::Judge, so it runs inside
// citeval's sessions (batching, dedupe, cache, retries) like a built-in judge. The engine calls
// it with the GIL released; judge_batch takes the GIL only around the Python call and the
// conversion of its answer. Whatever goes wrong in Python (an exception, a wrong length, a value
// that is not a number in [0, 1]) becomes ok == false judgments with the reason, never a crash.
// A KeyboardInterrupt or SystemExit fails the remaining items and is re-raised by the binding
// once the engine has returned (interrupted()).
//
// JudgeHandle is what Python holds: a shared judge (built-in from a spec, or a PyJudge) that
// every session made from it forwards to.
#pragma once

#include <atomic>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "citeval/judge.h"

namespace citeval::python {

namespace py = pybind11;

class PyJudge final : public Judge {
 public:
  // `target`: a callable, or an object with a judge_batch method. `identity`: the user's stable
  // name (non-empty); the judge's identity is "python:" + it (+ the threshold when not 0.5).
  PyJudge(py::object target, std::string identity, double threshold, bool thread_safe, bool approximation);
  ~PyJudge() override;

  std::string identity() const override { return identity_; }
  bool is_approximation() const override { return approximation_; }
  bool thread_safe() const override { return thread_safe_; }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override;

  // Set when the callable raised KeyboardInterrupt or SystemExit; later batches fail at once.
  bool interrupted() const { return interrupted_.load(); }
  void clear_interrupt() { interrupted_ = false; }
  double threshold() const { return threshold_; }
  // What Judge(...) was given, for pickling: (target, identity as given, threshold, thread_safe,
  // is_approximation). Needs the GIL.
  py::tuple constructor_args() const;

 private:
  py::object target_;  // what the user gave (GIL needed to touch it)
  py::object call_;    // the bound callable
  std::string user_identity_;
  std::string identity_;
  double threshold_;
  bool thread_safe_;
  bool approximation_;
  std::atomic<bool> interrupted_{false};
};

// A judge shared by Python objects and sessions; `py_judge` is set when it is a PyJudge.
struct JudgeHandle {
  std::shared_ptr<Judge> judge;
  std::string spec;  // the spec it was made from; "python" for Python judges
  PyJudge* py_judge = nullptr;
};

// Forwards to a shared judge, so that a session (which owns its inner judge) can use a judge
// Python still holds.
class SharedJudge final : public Judge {
 public:
  explicit SharedJudge(std::shared_ptr<Judge> inner) : inner_(std::move(inner)) {}
  std::string identity() const override { return inner_->identity(); }
  bool is_approximation() const override { return inner_->is_approximation(); }
  bool thread_safe() const override { return inner_->thread_safe(); }
  std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) override {
    return inner_->judge_batch(requests);
  }
  std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> requests,
                                              const ItemSink& on_item) override {
    return inner_->judge_batch_streaming(requests, on_item);
  }
  std::string run_notes() const override { return inner_->run_notes(); }

 private:
  std::shared_ptr<Judge> inner_;
};

// The judge a Python `judge=` argument names: None (the default judge), a spec str, a
// JudgeHandle, or a Python callable / judge object (wrapped with its `identity`, else
// `identity` here, else TypeError: a judge without a stable identity would poison the cache).
std::shared_ptr<JudgeHandle> resolve_judge(const py::object& judge, const py::object& identity = py::none());

// citeval.Judge(target, identity=, threshold=, thread_safe=, is_approximation=): each argument
// that is None is taken from the target's attribute of that name, else the default (identity:
// required; threshold 0.5; thread_safe False; is_approximation False).
std::shared_ptr<JudgeHandle> make_py_judge(const py::object& target, const py::object& identity,
                                           const py::object& threshold, const py::object& thread_safe,
                                           const py::object& approximation);

// Raises KeyboardInterrupt / SystemExit if the judge was interrupted during the last call
// (and clears the flag). Needs the GIL.
void reraise_interrupt(const JudgeHandle& handle);

}  // namespace citeval::python
