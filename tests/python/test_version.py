"""citeval.__version__ is the project's one version: CMakeLists.txt's project(), `citeval
--version`, and what `pip install .` records (setup.py reads the same line)."""
import os
import re
import subprocess

import citeval

SOURCE = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def project_version():
    with open(os.path.join(SOURCE, "CMakeLists.txt"), encoding="utf-8") as f:
        return re.search(r"^project\(citeval VERSION ([0-9.]+)", f.read(), re.M).group(1)


def test_version_is_the_project_version():
    assert re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", citeval.__version__)
    assert citeval.__version__ == project_version()
    assert "__version__" in citeval.__all__


def test_version_equals_the_cli_and_setup_py():
    out = subprocess.run([os.environ["CITEVAL_BIN"], "--version"], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "citeval " + citeval.__version__
    r = subprocess.run(["/usr/bin/python3", os.path.join(SOURCE, "setup.py"), "--version"], cwd=SOURCE,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == citeval.__version__
