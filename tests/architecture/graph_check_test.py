#!/usr/bin/python3
"""Self-test of graph_check.py (ctest architecture_graph_selftest): small fake trees in a
temporary folder, one violation each, and the exact complaint the check must make — so the check
of the real tree (architecture_graph_test) is known to be able to fail."""

import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import graph_check  # noqa: E402

LAYERS = """# bottom first
layer common
layer text meta   # a comment after the words
layer api
layer cli
public common citeval/result.h
interface meta/meta_abi.h
"""

# A tree that passes: each component includes only lower ones it links, the commands only public
# and cli/ headers; cli links everything through a foreach, as src/cli/CMakeLists.txt does.
CLEAN = {
    "src/layers.txt": LAYERS,
    "include/citeval/result.h": "#pragma once\n",
    "include/citeval/evaluate.h": '#pragma once\n#include "citeval/result.h"\n',
    "src/common/CMakeLists.txt": "citeval_library(common SOURCES a.cc DEPS fmt::fmt)\n",
    "src/common/a.h": '#pragma once\n#include "citeval/result.h"\n#include <vector>\n',
    "src/common/a.cc": '#include "common/a.h"\n#include "a_data.h"\n#include <fmt/format.h>\n',
    "src/text/CMakeLists.txt": ("# citeval::text — not linked by the comment naming citeval::api\n"
                                "citeval_library(text SOURCES t.cc DEPS citeval::common)\n"),
    "src/text/t.h": '#pragma once\n#include "common/a.h"\n',
    "src/text/t.cc": '#include "text/t.h"\n#include "nlohmann/json.hpp"\n',
    "src/meta/CMakeLists.txt": "citeval_library(meta SOURCES m.cc DEPS citeval::common)\n",
    "src/meta/m.h": "#pragma once\n",
    "src/meta/meta_abi.h": "#pragma once\n",
    "src/meta/m.cc": '#include "meta/m.h"\n',
    "src/api/CMakeLists.txt": "citeval_library(api SOURCES x.cc DEPS citeval::text)\n",
    "src/api/x.cc": ('#include "citeval/evaluate.h"\n#include "text/t.h"\n#include "common/a.h"\n'
                     '#include "meta/meta_abi.h"  // interface: no link needed\n'),
    "src/cli/CMakeLists.txt": ("foreach(component common text meta api)\n"
                               "  target_link_libraries(citeval PRIVATE citeval::${component})\n"
                               "endforeach()\n"),
    "src/cli/helper.h": '#pragma once\n#include "text/t.h"\n',
    "src/cli/cmd_ok.cc": ('#include "citeval/evaluate.h"\n#include "cli/helper.h"\n'
                          '#include "cmd_ok.h"\n#include <CLI/CLI.hpp>\n'),
}


class GraphCheckTest(unittest.TestCase):
    def run_check(self, changes=None, allowlist=None):
        files = dict(CLEAN)
        files.update(changes or {})
        with tempfile.TemporaryDirectory() as tmp:
            root = pathlib.Path(tmp)
            for name, text in files.items():
                if text is None:
                    continue
                path = root / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            allowlist_path = root / "allowlist.txt"
            allowlist_path.write_text(allowlist or "", encoding="utf-8")
            errors, summary = graph_check.check(root, allowlist_path)
        return [e.replace(str(allowlist_path), "ALLOWLIST") for e in errors], summary

    def test_clean_tree_passes(self):
        errors, summary = self.run_check()
        self.assertEqual(errors, [])
        self.assertEqual(summary, "5 components in 4 layers, 7 CMake edges, 12 files, "
                                  "0 allowlisted command includes")

    def test_backward_include(self):
        errors, _ = self.run_check({"src/common/a.cc": '#include "common/a.h"\n#include "text/t.h"\n'})
        self.assertEqual(errors, ["src/common/a.cc:2: common includes text/t.h of text, which is not "
                                  "below it (layer 1 >= 0, src/layers.txt)"])

    def test_backward_include_of_a_public_header(self):
        errors, _ = self.run_check({"src/text/t.h": '#pragma once\n#include "citeval/evaluate.h"\n'})
        self.assertEqual(errors, ["src/text/t.h:2: text includes citeval/evaluate.h of api, which is "
                                  "not below it (layer 2 >= 1, src/layers.txt)"])

    def test_same_layer_include(self):
        errors, _ = self.run_check({"src/meta/m.cc": '#include "meta/m.h"\n#include "text/t.h"\n'})
        self.assertEqual(errors, ["src/meta/m.cc:2: meta includes text/t.h of text, which is not "
                                  "below it (layer 1 >= 1, src/layers.txt)"])

    def test_include_outside_the_deps_closure(self):
        errors, _ = self.run_check({"src/api/x.cc": '#include "text/t.h"\n#include "meta/m.h"\n'})
        self.assertEqual(errors, ["src/api/x.cc:2: api includes meta/m.h, but its CMake DEPS do not "
                                  "reach meta (src/api/CMakeLists.txt)"])

    def test_deps_cycle(self):
        errors, _ = self.run_check({
            "src/text/CMakeLists.txt": "citeval_library(text SOURCES t.cc DEPS citeval::common citeval::api)\n"})
        self.assertEqual(errors, [
            "src/text/CMakeLists.txt:1: text links api, which is not below it (layer 2 >= 1, src/layers.txt)",
            "CMake DEPS cycle: api -> text -> api"])

    def test_upward_link_through_a_variable_and_a_target_name(self):
        errors, _ = self.run_check({"src/meta/CMakeLists.txt": (
            "set(META_DEPS citeval::common)\nlist(APPEND META_DEPS citeval::text)\n"
            "citeval_library(meta SOURCES m.cc DEPS ${META_DEPS})\n"
            "target_include_directories(citeval_meta PRIVATE $<TARGET_PROPERTY:citeval_api,X>)\n")})
        self.assertEqual(errors, [
            "src/meta/CMakeLists.txt:4: meta links api, which is not below it (layer 2 >= 1, src/layers.txt)",
            "src/meta/CMakeLists.txt:2: meta links text, which is not below it (layer 1 >= 1, src/layers.txt)"])

    def test_command_including_an_internal_header(self):
        errors, _ = self.run_check({"src/cli/cmd_bad.cc": '#include "citeval/result.h"\n#include "text/t.h"\n'})
        self.assertEqual(errors, ["src/cli/cmd_bad.cc:2: a command includes text/t.h; a front end "
                                  "includes only citeval/*.h and cli/*.h (make it a library call)"])

    def test_command_header_counts_as_the_command(self):
        errors, _ = self.run_check({"src/cli/cmd_bad.h": '#pragma once\n#include "common/a.h"\n',
                                    "src/cli/other.h": '#pragma once\n#include "common/a.h"\n'})
        self.assertEqual(errors, ["src/cli/cmd_bad.h:2: a command includes common/a.h; a front end "
                                  "includes only citeval/*.h and cli/*.h (make it a library call)"])

    def test_allowlist_excuses_a_command_and_only_shrinks(self):
        bad = {"src/cli/cmd_bad.cc": '#include "text/t.h"\n'}
        errors, summary = self.run_check(bad, "# today's\nsrc/cli/cmd_bad.cc text/t.h  # helper x removes it\n")
        self.assertEqual(errors, [])
        self.assertTrue(summary.endswith("1 allowlisted command includes"), summary)
        errors, _ = self.run_check(None, "\nsrc/cli/cmd_bad.cc text/t.h\n")
        self.assertEqual(errors, ["ALLOWLIST:2: src/cli/cmd_bad.cc no longer includes text/t.h: "
                                  "delete the line (the allowlist only shrinks)"])

    def test_undeclared_folder_and_unknown_component(self):
        errors, _ = self.run_check({"src/extra/e.h": "#pragma once\n"})
        self.assertEqual(errors, ["src/extra/: not a component of src/layers.txt (add it to a layer)"])

    def test_bad_layers_line(self):
        errors, _ = self.run_check({"src/layers.txt": LAYERS.replace("layer api", "layer api meta\nlayers x")})
        self.assertEqual(errors[:2], [
            "src/layers.txt:4: component meta is declared twice",
            "src/layers.txt:5: expected 'layer NAME...', 'public OWNER HEADER...' or 'interface "
            "HEADER...', got 'layers x'"])


if __name__ == "__main__":
    unittest.main()
