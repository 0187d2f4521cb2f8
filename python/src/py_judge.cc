#include "py_judge.h"

#include <charconv>
#include <cmath>
#include <utility>

#include "judge/registry.h"
#if CITEVAL_HAVE_API
#include "citeval/judges.h"
#endif

namespace citeval::python {

namespace {

std::string type_name(py::handle o) { return py::str(py::type::of(o).attr("__name__")); }

std::string describe_exception(py::error_already_set& e) {
  std::string what = py::str(e.value());
  std::string name = py::str(e.type().attr("__name__"));
  return what.empty() ? name : name + ": " + what;
}

std::string format_threshold(double t) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, t);  // shortest text that reads back as t
  return std::string(buf, r.ptr);
}

}  // namespace

PyJudge::PyJudge(py::object target, std::string identity, double threshold, bool thread_safe,
                 bool approximation)
    : user_identity_(identity),
      identity_("python:" + identity + (threshold == 0.5 ? "" : "?threshold=" + format_threshold(threshold))),
      threshold_(threshold),
      thread_safe_(thread_safe),
      approximation_(approximation) {
  call_ = py::hasattr(target, "judge_batch") ? py::object(target.attr("judge_batch")) : target;
  target_ = std::move(target);
}

py::tuple PyJudge::constructor_args() const {
  return py::make_tuple(target_, user_identity_, threshold_, thread_safe_, approximation_);
}

PyJudge::~PyJudge() {
  // The last reference may go on a thread without the GIL (a session destroyed by C++).
  if (Py_IsInitialized()) {
    py::gil_scoped_acquire gil;
    call_ = py::object();
    target_ = py::object();
  } else {
    call_.release();
    target_.release();
  }
}

std::vector<Judgment> PyJudge::judge_batch(std::span<const JudgeRequest> requests) {
  std::vector<Judgment> out(requests.size());
  auto fail_all = [&](const std::string& why) {
    for (auto& j : out) {
      j = Judgment{};
      j.error = why;
    }
  };
  if (requests.empty()) return out;
  if (interrupted_) {
    fail_all("Python judge interrupted");
    return out;
  }
  py::gil_scoped_acquire gil;
  try {
    const std::size_t n = requests.size();
    py::list premises(n), hypotheses(n);
    for (std::size_t i = 0; i < n; ++i) {
      premises[i] = py::str(requests[i].premise);
      hypotheses[i] = py::str(requests[i].hypothesis);
    }
    py::object result = call_(premises, hypotheses);
    if (!py::hasattr(result, "__len__") || !py::hasattr(result, "__iter__")) {
      fail_all("Python judge returned " + type_name(result) + ", not a sequence of scores");
      return out;
    }
    const std::size_t got = py::len(result);
    if (got != n) {
      fail_all("Python judge returned " + std::to_string(got) + " scores for " + std::to_string(n) + " pairs");
      return out;
    }
    std::size_t i = 0;
    for (py::handle v : result) {
      if (i >= n) break;
      Judgment& j = out[i++];
      if (v.is_none()) {
        j.error = "Python judge returned None (no score)";
        continue;
      }
      PyObject* f = PyNumber_Float(v.ptr());
      if (!f) {
        PyErr_Clear();
        j.error = "Python judge returned " + type_name(v) + ", not a number";
        continue;
      }
      const double p = PyFloat_AsDouble(f);
      Py_DECREF(f);
      if (!std::isfinite(p) || p < 0.0 || p > 1.0) {
        j.error = "Python judge returned " + std::string(py::str(v)) + ", not a score in [0, 1]";
        continue;
      }
      j.ok = true;
      j.prob = p;
      j.label = p >= threshold_ ? 1 : 0;
    }
  } catch (py::error_already_set& e) {
    if (e.matches(PyExc_KeyboardInterrupt) || e.matches(PyExc_SystemExit)) interrupted_ = true;
    fail_all("Python judge raised " + describe_exception(e));
  } catch (const std::exception& e) {
    fail_all(std::string("Python judge failed: ") + e.what());
  }
  return out;
}

std::shared_ptr<JudgeHandle> resolve_judge(const py::object& judge, const py::object& identity) {
  if (judge.is_none() || py::isinstance<py::str>(judge)) {
    std::string spec = judge.is_none() ? judge::default_judge_spec() : judge.cast<std::string>();
    Result<std::unique_ptr<Judge>> made = [&] {
      py::gil_scoped_release nogil;  // a table may be large; an llm judge opens a client
#if CITEVAL_HAVE_API
      return citeval::make_judge(spec);  // the shared runtime's kinds: every kind of the CLI
#else
      return judge::make_judge(spec);
#endif
    }();
    if (!made) throw py::value_error(made.error().to_string());
    auto h = std::make_shared<JudgeHandle>();
    h->judge = std::shared_ptr<Judge>(std::move(made).value());
    h->spec = spec;
    return h;
  }
  if (py::isinstance<JudgeHandle>(judge)) return judge.cast<std::shared_ptr<JudgeHandle>>();
  if (!py::hasattr(judge, "judge_batch") && !PyCallable_Check(judge.ptr())) {
    throw py::type_error("judge must be a spec string (\"lexical\", \"table:FILE\", \"llm:MODEL\", ...), a "
                         "citeval.Judge, a callable f(premises, hypotheses) -> list[float], or an object "
                         "with judge_batch(premises, hypotheses); got " + type_name(judge));
  }
  return make_py_judge(judge, identity, py::none(), py::none(), py::none());
}

std::shared_ptr<JudgeHandle> make_py_judge(const py::object& target, const py::object& identity,
                                           const py::object& threshold, const py::object& thread_safe,
                                           const py::object& approximation) {
  if (!py::hasattr(target, "judge_batch") && !PyCallable_Check(target.ptr())) {
    throw py::type_error("a Python judge is a callable f(premises, hypotheses) -> list[float] or an object "
                         "with judge_batch(premises, hypotheses); got " + type_name(target));
  }
  auto attr = [&](const py::object& given, const char* name) -> py::object {
    if (!given.is_none()) return given;
    if (py::hasattr(target, name)) return target.attr(name);
    return py::none();
  };
  py::object id = attr(identity, "identity");
  if (id.is_none() || !py::isinstance<py::str>(id) || id.cast<std::string>().empty()) {
    throw py::type_error(
        "a Python judge needs a stable identity: it keys the judgment cache, so two different "
        "models must never share one. Give the object an `identity` attribute (str) or wrap it: "
        "citeval.Judge(fn, identity=\"my-model-v1\")");
  }
  py::object t = attr(threshold, "threshold");
  const double thr = t.is_none() ? 0.5 : t.cast<double>();
  if (!(thr >= 0.0 && thr <= 1.0)) throw py::value_error("threshold must be in [0, 1]");
  py::object ts = attr(thread_safe, "thread_safe");
  py::object ap = attr(approximation, "is_approximation");
  auto pj = std::make_shared<PyJudge>(target, id.cast<std::string>(), thr, !ts.is_none() && ts.cast<bool>(),
                                      !ap.is_none() && ap.cast<bool>());
  auto h = std::make_shared<JudgeHandle>();
  h->py_judge = pj.get();
  h->judge = std::move(pj);
  h->spec = "python";
  return h;
}

void reraise_interrupt(const JudgeHandle& handle) {
  if (handle.py_judge && handle.py_judge->interrupted()) {
    handle.py_judge->clear_interrupt();
    PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }
}

}  // namespace citeval::python
