#!/usr/bin/env python3
"""Writes the option keywords of python/citeval/__init__.pyi from the library's option schema.

The stub's evaluate_* signatures hold a generated region

    # citeval-options: begin alce
    at_most_citations: int = ...,
    # citeval-options: end

and this tool replaces its lines with the schema's user options of that benchmark
(citeval._citeval.eval_option_schema(), i.e. citeval/options.h) and the LLM settings' llm_*
options (llm_option_schema(): every benchmark's) that the signature does not name outside the
region (judge, cache, ...), so the stubs and the schema cannot drift. A region named "llm"
(configure_llm's) gets the LLM settings without their prefix. `--check` (run by
the test test_option_parity.py) rewrites nothing and fails, showing the difference; `--write`
rewrites the stub. Run it with the build's package on the path:

    PYTHONPATH=build/release/python /usr/bin/python3 tools/python_stubs.py --write python/citeval/__init__.pyi
"""
import argparse
import difflib
import re
import sys

BEGIN_RE = re.compile(r"^(\s*)# citeval-options: begin ([a-z-]+)$")
END_RE = re.compile(r"^\s*# citeval-options: end$")
TYPES = {"bool": "bool", "int": "int", "size": "int", "double": "float", "string": "str"}


# Where Python takes more than the schema's type: several endpoints as a list (the binding joins
# them as the CLI's comma-separated --llm-base-url value).
WIDER = {"llm_base_url": "Union[str, Sequence[str]]"}


def annotation(e):
    if e["name"] in WIDER:
        return WIDER[e["name"]]
    if e["type"] == "enum":
        return "Literal[" + ", ".join(f'"{c}"' for c in e["choices"]) + "]"
    return TYPES[e["type"]]


def render(text, schema, llm_schema):
    """The stub with every region regenerated; raises ValueError on an unclosed region."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        m = BEGIN_RE.match(lines[i])
        out.append(lines[i])
        i += 1
        if not m:
            continue
        indent, benchmark = m.group(1), m.group(2)
        j = i
        while j < len(lines) and not END_RE.match(lines[j]):
            j += 1
        if j == len(lines):
            raise ValueError(f"line {i}: '{lines[i - 1].strip()}' has no '# citeval-options: end'")
        # The signature around the region: from its `def` to its end.
        start = max(k for k in range(i) if lines[k].startswith("def "))
        end = next(k for k in range(j, len(lines)) if lines[k].rstrip().endswith(": ..."))
        outside = "\n".join(lines[start:i - 1] + lines[j + 1:end + 1])
        named = set(re.findall(r"(\w+)\s*:", outside))
        if benchmark == "llm":
            entries = [dict(e, name=e["name"][len("llm_"):]) for e in llm_schema]
        else:
            entries = schema + llm_schema
        for e in entries:
            applies = not e["benchmarks"] or benchmark in e["benchmarks"]
            if e["user"] and applies and e["name"] not in named:
                out.append(f"{indent}{e['name']}: {annotation(e)} = ...,")
        out.append(lines[j])
        i = j + 1
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--write", action="store_true")
    ap.add_argument("stub")
    a = ap.parse_args()
    from citeval import _citeval
    with open(a.stub, encoding="utf-8") as f:
        old = f.read()
    try:
        new = render(old, _citeval.eval_option_schema(), _citeval.llm_option_schema())
    except ValueError as e:
        print(f"{a.stub}: {e}", file=sys.stderr)
        return 1
    if new == old:
        print(f"python_stubs: {a.stub} declares the schema's options")
        return 0
    if a.write:
        with open(a.stub, "w", encoding="utf-8") as f:
            f.write(new)
        print(f"python_stubs: rewrote {a.stub}")
        return 0
    sys.stderr.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), a.stub,
                                               a.stub + " (from the schema)"))
    print(f"python_stubs: {a.stub} differs from the option schema; rewrite it with\n"
          f"  PYTHONPATH=build/release/python /usr/bin/python3 tools/python_stubs.py --write {a.stub}",
          file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
