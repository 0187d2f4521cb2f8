#!/usr/bin/python3
"""The component graph of src/, checked (ctest architecture_graph_test; issue 20).

Reads the declared layering (src/layers.txt), each component's CMake dependencies (every
citeval::NAME / citeval_NAME of a known component in src/NAME/CMakeLists.txt, foreach loops
expanded, comments dropped) and every #include of src/ and include/citeval/, and fails when
  * a folder of src/ is not declared in a layer, or a component is declared twice;
  * a component's CMake DEPS name a component of its own or a higher layer, or the DEPS graph
    has a cycle;
  * a file includes a header of a component of its own or a higher layer, or of a component its
    DEPS do not reach (headers declared `interface` need only the layering);
  * a src/cli/cmd_*.cc (or a cmd_*.h) includes a project header other than citeval/*.h and
    cli/*.h, unless the pair is in the allowlist (cmd_include_allowlist.txt), or an allowlisted
    pair no longer occurs (the list only shrinks).
It prints one line per violation (file:line: what, why) and exits 1, or prints a one-line
summary and exits 0.

  /usr/bin/python3 tests/architecture/graph_check.py [--root DIR] [--allowlist FILE]
"""

import argparse
import pathlib
import re
import sys

SOURCE_SUFFIXES = {".h", ".hpp", ".cc", ".cpp", ".inc"}
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.MULTILINE)
FOREACH_RE = re.compile(r"foreach\(\s*(\w+)\s+([^)]*)\)(.*?)endforeach\(\s*\)", re.DOTALL)
TARGET_RE = re.compile(r"\bciteval(::|_)([a-z][a-z0-9_]*)\b(?!\$)")
PUBLIC_DIR = "citeval"


class Layering:
    """src/layers.txt: the layers (bottom first), public header owners, interface headers."""

    def __init__(self, path, name):
        self.path = path
        self.layer_of = {}      # component -> layer index (0 = bottom)
        self.layers = []        # [[component, ...], ...]
        self.public_owner = {}  # "citeval/result.h" -> component
        self.interface = set()  # "model/model_module_api.h", ...
        self.errors = []
        for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = raw.split("#", 1)[0].split()
            if not line:
                continue
            keyword, words = line[0], line[1:]
            where = f"{name}:{number}"
            if keyword == "layer" and words:
                for component in words:
                    if component in self.layer_of:
                        self.errors.append(f"{where}: component {component} is declared twice")
                    self.layer_of[component] = len(self.layers)
                self.layers.append(words)
            elif keyword == "public" and len(words) >= 2:
                for header in words[1:]:
                    self.public_owner[header] = words[0]
            elif keyword == "interface" and words:
                self.interface.update(words)
            else:
                self.errors.append(f"{where}: expected 'layer NAME...', 'public OWNER HEADER...' "
                                   f"or 'interface HEADER...', got {raw.strip()!r}")
        for header, owner in self.public_owner.items():
            if owner not in self.layer_of:
                self.errors.append(f"{name}: public {header}: {owner} is not a declared component")
        if "api" in self.layer_of:
            self.default_public_owner = "api"
        else:
            self.default_public_owner = None

    def owner_of_public(self, header):
        return self.public_owner.get(header, self.default_public_owner)


def strip_cmake_comments(text):
    # A '#' starts a comment outside quotes; bracket arguments ([=[ ... ]=]) are kept as text,
    # which is harmless: they only ever name the component itself.
    out = []
    for line in text.splitlines():
        in_quotes = False
        cut = len(line)
        for i, ch in enumerate(line):
            if ch == '"' and (i == 0 or line[i - 1] != "\\"):
                in_quotes = not in_quotes
            elif ch == "#" and not in_quotes:
                cut = i
                break
        out.append(line[:cut])
    return "\n".join(out)


def expand_foreach(text):
    def expand(match):
        var, items, body = match.group(1), match.group(2).split(), match.group(3)
        return "\n".join(body.replace("${" + var + "}", item) for item in items)
    previous = None
    while previous != text:
        previous, text = text, FOREACH_RE.sub(expand, text)
    return text


def cmake_deps(cmake_file, component, known):
    """{dependency: line} of the components a CMakeLists.txt names."""
    text = expand_foreach(strip_cmake_comments(cmake_file.read_text(encoding="utf-8")))
    deps = {}
    for match in TARGET_RE.finditer(text):
        name = match.group(2)
        if name == component or name not in known:
            continue
        deps.setdefault(name, text.count("\n", 0, match.start()) + 1)
    return deps


def find_cycle(graph):
    """One cycle of the graph {node: {node, ...}} as a list (first == last), or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def closure(graph, start):
    seen, todo = set(), [start]
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def read_allowlist(path):
    """{(file, header): line} from lines 'src/cli/cmd_x.cc header/y.h  # why'."""
    entries = {}
    if path is None or not path.exists():
        return entries
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) != 2:
            raise SystemExit(f"{path}:{number}: expected 'FILE HEADER', got {raw.strip()!r}")
        entries[(words[0], words[1])] = number
    return entries


def check(root, allowlist_path):
    root = pathlib.Path(root)
    errors = []
    layering = Layering(root / "src" / "layers.txt", "src/layers.txt")
    errors += layering.errors
    known = set(layering.layer_of)
    rank = layering.layer_of

    folders = sorted(p.name for p in (root / "src").iterdir() if p.is_dir())
    for folder in folders:
        if folder not in known:
            errors.append(f"src/{folder}/: not a component of src/layers.txt (add it to a layer)")

    # The declared dependencies and their checks.
    graph = {}
    for folder in folders:
        cmake = root / "src" / folder / "CMakeLists.txt"
        if folder not in known or not cmake.exists():
            graph.setdefault(folder, set())
            continue
        deps = cmake_deps(cmake, folder, known)
        graph[folder] = set(deps)
        for dep, line in sorted(deps.items()):
            if rank[dep] >= rank[folder]:
                errors.append(f"src/{folder}/CMakeLists.txt:{line}: {folder} links {dep}, which is "
                              f"not below it (layer {rank[dep]} >= {rank[folder]}, src/layers.txt)")
    cycle = find_cycle(graph)
    if cycle:
        errors.append("CMake DEPS cycle: " + " -> ".join(cycle))
    reach = {component: closure(graph, component) for component in graph}

    # The includes.
    def owner(header, including):
        first, _, rest = header.partition("/")
        if not rest:
            return including  # a header beside the file ("html_assets.h", generated ones)
        if first == PUBLIC_DIR:
            if (root / "include" / header).exists():
                return layering.owner_of_public(header)
            return None
        if first in known or (root / "src" / first).is_dir():
            return first
        return None  # a library's header (<fmt/format.h>, "nlohmann/json.hpp")

    files = []
    for path in sorted((root / "src").rglob("*")):
        if path.suffix in SOURCE_SUFFIXES and path.is_file():
            component = path.relative_to(root / "src").parts[0]
            files.append((path, component))
    public = root / "include" / PUBLIC_DIR
    if public.is_dir():
        for path in sorted(public.glob("*.h")):
            files.append((path, layering.owner_of_public(f"{PUBLIC_DIR}/{path.name}")))

    allowlist = read_allowlist(allowlist_path)
    used_allowlist = set()
    for path, component in files:
        relative = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        # A command's own header (cmd_mauve.h) counts as the command: no detour around the rule.
        is_command = relative.startswith("src/cli/cmd_")
        for match in INCLUDE_RE.finditer(text):
            header = match.group(2)
            line = text.count("\n", 0, match.start()) + 1
            target = owner(header, component)
            if target is None or component not in known:
                continue
            if target not in known:
                errors.append(f"{relative}:{line}: includes {header} of src/{target}/, which is not "
                              "a component of src/layers.txt")
                continue
            if is_command and not (header.startswith(PUBLIC_DIR + "/") or header.startswith("cli/")
                                   or "/" not in header):
                if (relative, header) in allowlist:
                    used_allowlist.add((relative, header))
                else:
                    errors.append(f"{relative}:{line}: a command includes {header}; a front end "
                                  "includes only citeval/*.h and cli/*.h (make it a library call)")
            if target == component:
                continue
            if rank[target] >= rank[component]:
                errors.append(f"{relative}:{line}: {component} includes {header} of {target}, which "
                              f"is not below it (layer {rank[target]} >= {rank[component]}, "
                              "src/layers.txt)")
            elif target not in reach.get(component, set()) and header not in layering.interface:
                errors.append(f"{relative}:{line}: {component} includes {header}, but its CMake "
                              f"DEPS do not reach {target} (src/{component}/CMakeLists.txt)")
    for entry, line in sorted(allowlist.items(), key=lambda kv: kv[1]):
        if entry not in used_allowlist:
            errors.append(f"{allowlist_path}:{line}: {entry[0]} no longer includes {entry[1]}: "
                          "delete the line (the allowlist only shrinks)")
    summary = (f"{len(known)} components in {len(layering.layers)} layers, "
               f"{sum(len(v) for v in graph.values())} CMake edges, {len(files)} files, "
               f"{len(used_allowlist)} allowlisted command includes")
    return errors, summary


def main():
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=str(here.parent.parent), help="the repository root")
    parser.add_argument("--allowlist", default=str(here / "cmd_include_allowlist.txt"),
                        help="FILE HEADER lines a command may still include ('' for none)")
    args = parser.parse_args()
    allowlist = pathlib.Path(args.allowlist) if args.allowlist else None
    errors, summary = check(args.root, allowlist)
    for error in errors:
        print(error)
    if errors:
        print(f"graph_check: {len(errors)} violation(s); {summary}", file=sys.stderr)
        return 1
    print(f"graph_check: ok; {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
