// _citeval: the pybind11 module under the Python package citeval (python/citeval/__init__.py
// re-exports it with documentation; the stubs are python/citeval/__init__.pyi).
//
// Every binding converts its Python arguments with the GIL held, releases the GIL while the
// engine works (Python judges take it back only around their own call), then converts the result.
// Engine errors (citeval::Error) become ValueError (bad input or options), OSError (files) or
// RuntimeError, with the engine's message naming file, line and field.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cite/citation.h"
#include "convert.h"
#include "judge/judge_session.h"
#include "judge/registry.h"
#include "llm/llm_registry.h"
#include "py_judge.h"
#include "text/punkt_splitter.h"

#if CITEVAL_HAVE_API
#include <tuple>

#include "citeval/benchmark.h"
#include "citeval/citeval.h"
#include "citeval/options.h"
#endif

namespace py = pybind11;

namespace citeval::python {
namespace {

// An error's text with the options it names in Python's spelling (citeval/options.h:
// `dataset=asqa` becomes dataset='asqa').
std::string python_text(const Error& e) {
#if CITEVAL_HAVE_API
  return spell_options(e.to_string(), OptionSpelling::kPython);
#else
  return e.to_string();
#endif
}

#if CITEVAL_HAVE_API
// Lines the library wrote (warnings, judge lines) in Python's spelling.
std::vector<std::string> python_spelling(std::vector<std::string> lines) {
  for (auto& line : lines) line = spell_options(line, OptionSpelling::kPython);
  return lines;
}
#endif

[[noreturn]] void raise(const Error& e) {
  const std::string msg = python_text(e);
  switch (e.code) {
    case ErrorCode::kIo:
      PyErr_SetString(PyExc_OSError, msg.c_str());
      throw py::error_already_set();
    case ErrorCode::kInvalidArgument:
    case ErrorCode::kInvalidField:
    case ErrorCode::kParse:
    case ErrorCode::kNotFound:
    case ErrorCode::kUnsupported:
      throw py::value_error(msg);
    default:
      throw std::runtime_error(msg);
  }
}

template <class T>
T unwrap(Result<T> r) {
  if (!r) raise(r.error());
  return std::move(r).value();
}

py::dict judgment_dict(const Judgment& j) {
  py::dict d;
  d["ok"] = j.ok;
  d["prob"] = j.prob;
  d["label"] = j.label;
  d["error"] = j.error;
  if (!j.rationale.empty()) d["rationale"] = j.rationale;
  return d;
}

std::vector<JudgeRequest> make_requests(const std::vector<std::string>& premises,
                                        const std::vector<std::string>& hypotheses,
                                        const std::optional<std::vector<std::string>>& questions) {
  if (premises.size() != hypotheses.size()) {
    throw py::value_error("premises and hypotheses differ in length (" + std::to_string(premises.size()) + " vs " +
                          std::to_string(hypotheses.size()) + ")");
  }
  if (questions && questions->size() != premises.size()) {
    throw py::value_error("questions and premises differ in length");
  }
  std::vector<JudgeRequest> r(premises.size());
  for (std::size_t i = 0; i < r.size(); ++i) {
    r[i].premise = premises[i];
    r[i].hypothesis = hypotheses[i];
    if (questions) r[i].question = (*questions)[i];
  }
  return r;
}

py::list judge_requests(JudgeHandle& h, Judge& judge, const std::vector<JudgeRequest>& requests) {
  std::vector<Judgment> out;
  {
    py::gil_scoped_release nogil;
    out = judge.judge_batch(requests);
  }
  reraise_interrupt(h);
  py::list l(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) l[i] = judgment_dict(out[i]);
  return l;
}

// A session Python holds: the judge handle keeps a Python judge alive as long as the session.
struct PySession {
  std::shared_ptr<JudgeHandle> handle;
  std::unique_ptr<judge::JudgeSession> session;
};

py::dict stats_dict(const judge::SessionStats& s) {
  py::dict d;
  d["requests"] = s.requests;
  d["unique"] = s.unique;
  d["memo_hits"] = s.memo_hits;
  d["cache_hits"] = s.cache_hits;
  d["judged"] = s.inner_items;
  d["judge_calls"] = s.inner_calls;
  d["retries"] = s.retries;
  d["errors"] = s.errors;
  d["first_error"] = s.first_error;
  d["cache_writes"] = s.cache_writes;
  d["cache_errors"] = s.cache_errors;
  d["last_cache_error"] = s.last_cache_error;
  d["judge_notes"] = s.judge_notes;
  d["summary"] = s.summary();
  return d;
}

#if !CITEVAL_HAVE_API
cite::CitationSyntax parse_syntax(const std::string& s) {
  if (s == "all") return cite::CitationSyntax::kAll;
  if (s == "alce") return cite::CitationSyntax::kAlceCompat;
  throw py::value_error("citation_syntax must be 'all' or 'alce', got '" + s + "'");
}
#endif

// Sentence spans and citation marks in bytes: the public façades (citeval/text.h) when the API is
// built, else the components they wrap.
struct ByteSpan {
  std::size_t begin = 0, end = 0;
};

std::vector<ByteSpan> sentence_spans(const std::string& text, const std::string& punkt) {
  std::vector<ByteSpan> out;
#if CITEVAL_HAVE_API
  Result<std::vector<TextSpan>> r = [&] {
    py::gil_scoped_release nogil;
    return split_sentence_spans(text, punkt);
  }();
  for (const auto& s : unwrap(std::move(r))) out.push_back({s.begin, s.end});
#else
  const text::PunktSplitter* sp = nullptr;
  if (punkt == "english") sp = &text::PunktSplitter::english();
  if (punkt == "untrained") sp = &text::PunktSplitter::untrained();
  if (!sp) throw py::value_error("punkt must be 'english' or 'untrained', got '" + punkt + "'");
  py::gil_scoped_release nogil;
  for (const auto& s : sp->span_tokenize(text)) out.push_back({s.begin, s.end});
#endif
  return out;
}

struct Mark {
  std::size_t begin = 0, end = 0;
  std::vector<int> ids;
};

std::vector<Mark> citation_marks(const std::string& text, const std::string& syntax) {
  std::vector<Mark> out;
#if CITEVAL_HAVE_API
  for (auto& c : unwrap(find_citations(text, syntax))) out.push_back({c.begin, c.end, std::move(c.ids)});
#else
  for (auto& c : cite::find_citation_marks(text, parse_syntax(syntax))) out.push_back({c.begin, c.end, std::move(c.ids)});
#endif
  return out;
}

std::string without_citations(const std::string& text, const std::string& syntax) {
#if CITEVAL_HAVE_API
  return unwrap(remove_citations(text, syntax));
#else
  if (syntax != "alce") throw py::value_error("this build removes citations only as ALCE does (syntax='alce')");
  return cite::remove_citations(text);
#endif
}

void bind_judges(py::module_& m) {
  py::class_<JudgeHandle, std::shared_ptr<JudgeHandle>>(m, "Judge", R"doc(
A citeval judge: does a premise support a hypothesis?

``Judge(fn, identity=None, threshold=None, thread_safe=None, is_approximation=None)`` makes a
Python judge: ``fn`` is a callable ``fn(premises, hypotheses) -> list[float]`` (support scores in
[0, 1], one per pair; a ``None`` or a value that is not a number in [0, 1] fails that pair) or an
object with ``judge_batch(premises, hypotheses)``. Arguments left ``None`` come from the object's
attributes of the same name. ``identity`` is required (argument or attribute): it keys the
persistent judgment cache, so it must change whenever the decisions could change (model,
revision, prompt). ``threshold`` (0.5) turns scores into labels. ``thread_safe`` (False) lets
citeval call the judge from several threads at once. An exception raised by ``fn`` makes the
pairs of that call judge errors (retried, then counted); the run goes on.

Built-in judges come from :func:`make_judge`.
)doc")
      .def(py::init(&make_py_judge), py::arg("fn"), py::arg("identity") = py::none(),
           py::arg("threshold") = py::none(), py::arg("thread_safe") = py::none(),
           py::arg("is_approximation") = py::none())
      .def_property_readonly("identity", [](const JudgeHandle& h) { return h.judge->identity(); },
                             "The identity that keys the judgment cache.")
      .def_property_readonly("spec", [](const JudgeHandle& h) { return h.spec; },
                             "The spec it was made from ('python' for a Python judge).")
      .def_property_readonly("is_approximation", [](const JudgeHandle& h) { return h.judge->is_approximation(); })
      .def_property_readonly("thread_safe", [](const JudgeHandle& h) { return h.judge->thread_safe(); })
      .def(
          "judge_batch",
          [](JudgeHandle& h, const std::vector<std::string>& premises, const std::vector<std::string>& hypotheses,
             const std::optional<std::vector<std::string>>& questions) {
            return judge_requests(h, *h.judge, make_requests(premises, hypotheses, questions));
          },
          py::arg("premises"), py::arg("hypotheses"), py::arg("questions") = py::none(),
          "Judges the pairs directly (no session, no cache): a list of dicts "
          "{ok, prob, label, error[, rationale]}, one per pair.")
      .def("__repr__", [](const JudgeHandle& h) { return "<citeval.Judge " + h.judge->identity() + ">"; })
      // Pickled as what made it (a spec, or the Python target and settings), so judges travel to
      // Dask workers; a Python target must itself be picklable (cloudpickle pickles lambdas).
      .def(py::pickle(
          [](const JudgeHandle& h) {
            if (h.py_judge) return py::make_tuple("python", h.py_judge->constructor_args());
            return py::make_tuple("spec", h.spec);
          },
          [](const py::tuple& t) {
            if (t.size() != 2) throw py::value_error("citeval.Judge: bad pickle");
            if (t[0].cast<std::string>() == "spec") return resolve_judge(t[1]);
            py::tuple a = t[1];
            return make_py_judge(a[0], a[1], a[2], a[3], a[4]);
          }));

  m.def(
      "make_judge",
      [](const std::string& spec) { return resolve_judge(py::str(spec)); }, py::arg("spec"),
      R"doc(A built-in judge from its spec: "lexical" (default; an approximation), "table:FILE",
"llm:MODEL" (and llm-support:, llm-need-citation:, llm-relevance:, ...; see
:func:`configure_llm`), "calibrated:FILE", "nli:DIR" and "embed[:DIR]" (libtorch models: citeval's
model module is loaded on first use). ValueError for an unknown kind or a bad argument.)doc");
#if CITEVAL_HAVE_API
  m.def("judge_kinds", [] { return citeval::judge_kinds(); }, "The usages of the known judge kinds.");
#else
  m.def("judge_kinds", [] { return judge::known_judge_specs(); }, "The usages of the known judge kinds.");
#endif
  m.def("default_judge_spec", [] { return judge::default_judge_spec(); });

  py::class_<PySession>(m, "JudgeSession", R"doc(
A judge inside a session: identical pairs are judged once, answers are kept in the persistent
SQLite cache ``cache`` (None: no cache), pairs go to the judge in batches of ``batch_size`` and
failed pairs are retried ``retries`` times. The evaluate functions open one for you.
)doc")
      .def(py::init([](const py::object& judge, std::optional<std::string> cache, int retries, std::size_t batch_size) {
             auto h = resolve_judge(judge);
             judge::SessionOptions opts;
             if (cache) opts.cache_path = *cache;
             opts.max_retries = retries;
             opts.batch_size = batch_size;
             auto s = unwrap(judge::JudgeSession::open(std::make_unique<SharedJudge>(h->judge), opts));
             return PySession{h, std::move(s)};
           }),
           py::arg("judge") = py::none(), py::arg("cache") = py::none(), py::arg("retries") = 2,
           py::arg("batch_size") = 64)
      .def(
          "judge_batch",
          [](PySession& s, const std::vector<std::string>& premises, const std::vector<std::string>& hypotheses,
             const std::optional<std::vector<std::string>>& questions) {
            return judge_requests(*s.handle, *s.session, make_requests(premises, hypotheses, questions));
          },
          py::arg("premises"), py::arg("hypotheses"), py::arg("questions") = py::none(),
          "Judges the pairs through the session: a list of dicts {ok, prob, label, error[, rationale]}.")
      .def("stats", [](PySession& s) { return stats_dict(s.session->stats()); },
           "The session's counters (requests, unique, memo_hits, cache_hits, judged, errors, ...).")
      .def(
          "flush",
          [](PySession& s) {
            Status st = [&] {
              py::gil_scoped_release nogil;
              return s.session->flush();
            }();
            if (!st) raise(st.error());
          },
          "Writes pending judgments to the cache now.")
      .def_property_readonly("identity", [](const PySession& s) { return s.session->identity(); });
}

void bind_text(py::module_& m) {
  m.def(
      "split_sentences",
      [](const std::string& text, const std::string& punkt, bool spans) -> py::object {
        std::vector<ByteSpan> got = sentence_spans(text, punkt);
        ByteToChar chars(text);
        py::list out(got.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
          if (spans) {
            out[i] = py::make_tuple(chars(got[i].begin), chars(got[i].end));
          } else {
            out[i] = to_python(nlohmann::json(text.substr(got[i].begin, got[i].end - got[i].begin)));
          }
        }
        return out;
      },
      py::arg("text"), py::kw_only(), py::arg("punkt") = "english", py::arg("spans") = false,
      R"doc(Splits text into sentences exactly as NLTK's sent_tokenize (punkt="english") or
PunktSentenceTokenizer() (punkt="untrained", LongBench-Cite's), or with the tables of a
punkt_tab language directory (punkt=PATH, read at every call). With spans=True: (begin, end)
character offsets, so text[begin:end] is each sentence.)doc");

  m.def(
      "find_citations",
      [](const std::string& text, const std::string& syntax) {
        auto marks = citation_marks(text, syntax);
        ByteToChar chars(text);
        py::list out(marks.size());
        for (std::size_t i = 0; i < marks.size(); ++i) {
          py::dict d;
          d["begin"] = chars(marks[i].begin);
          d["end"] = chars(marks[i].end);
          d["ids"] = marks[i].ids;
          d["text"] = to_python(nlohmann::json(text.substr(marks[i].begin, marks[i].end - marks[i].begin)));
          out[i] = std::move(d);
        }
        return out;
      },
      py::arg("text"), py::kw_only(), py::arg("syntax") = "all",
      R"doc(The citation marks of a text: dicts {begin, end, ids, text} in order (character offsets).
syntax="all" reads every id of "[1, 2]" and ranges "[2-4]"; syntax="alce" reads as ALCE's eval.py
(the regex \[\d+: first number of each bracket).)doc");

  m.def(
      "remove_citations",
      [](const std::string& text, const std::string& syntax) {
        return to_python(nlohmann::json(without_citations(text, syntax)));
      },
      py::arg("text"), py::kw_only(), py::arg("syntax") = "all",
      R"doc(The text the correctness metrics see: citation marks removed as `citeval eval` removes them.
syntax="alce" is ALCE's remove_citations byte for byte (it also drops every "]" and " |");
syntax="all" first removes every mark that syntax reads ("x [2, 3]." -> "x."), then cleans up as
ALCE does.)doc");
}

#if CITEVAL_HAVE_API
#include "eval_bindings.inc"
#endif

}  // namespace

void bind_all(py::module_& m) {
#if !CITEVAL_HAVE_API
  // Without the library's runtime (citeval/runtime.h): the llm kinds of this component's registry.
  llm::register_llm_judges();
#endif
  bind_judges(m);
  bind_text(m);
#if CITEVAL_HAVE_API
  bind_eval(m);
  bind_facades(m);
  m.attr("HAVE_API") = true;
#else
  m.attr("HAVE_API") = false;
#endif
}

}  // namespace citeval::python

PYBIND11_MODULE(_citeval, m) {
  m.doc() = "citeval's engine (use the package citeval, which documents and re-exports it)";
  m.attr("__version__") = CITEVAL_VERSION;  // CMake's project version (python/CMakeLists.txt)
  citeval::python::bind_all(m);
}
