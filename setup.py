"""Builds the module citeval._citeval with CMake for `pip install` (metadata: pyproject.toml).

The module is built for the interpreter that runs pip (sys.executable): its headers, its ABI.
The build tree is $CITEVAL_BUILD_DIR if set; else build/release when it is configured for this
same interpreter (the README's build: nothing is compiled twice); else build/python-<tag>, one
tree per interpreter, configured here with -DPython_EXECUTABLE=sys.executable. pybind11's CMake
package comes from pip's copy when this interpreter has the `pybind11` package, else from
Debian's pybind11-dev. Only the target _citeval is built. The version is CMakeLists.txt's
project() version, which is also citeval.__version__. Offline (no build requirement can be
downloaded), install with --no-build-isolation:
    /usr/bin/python3 -m pip install --no-build-isolation --break-system-packages .
    python3 -m pip install --no-build-isolation .      # another interpreter, e.g. a pyenv one
"""
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version():
    """The version in CMakeLists.txt's project(): the one number of the CLI, the module and pip."""
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        m = re.search(r"^project\(citeval VERSION ([0-9.]+)", f.read(), re.M)
    if not m:
        raise RuntimeError("CMakeLists.txt: no 'project(citeval VERSION x.y.z' line")
    return m.group(1)


def cached_python(build_dir):
    """The interpreter a configured build tree builds the module for (None: not configured)."""
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt"), encoding="utf-8") as f:
            m = re.search(r"^_?Python_EXECUTABLE:[A-Z]+=(.*)$", f.read(), re.M)
    except OSError:
        return None
    return m.group(1).strip() if m else ""


def same_interpreter(a, b):
    return bool(a) and bool(b) and os.path.realpath(a) == os.path.realpath(b)


def pybind11_cmake_dir():
    """pip's pybind11 when this interpreter has it; None lets CMake find Debian's pybind11-dev."""
    try:
        import pybind11
    except ImportError:
        return None
    return pybind11.get_cmake_dir()


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("CITEVAL_BUILD_DIR")
        if not build_dir:
            release = os.path.join(ROOT, "build", "release")
            if same_interpreter(cached_python(release), sys.executable):
                build_dir = release
            else:  # one tree per interpreter: a module is built for exactly one
                tag = sysconfig.get_config_var("SOABI") or "python"
                digest = hashlib.sha256(os.path.realpath(sys.executable).encode()).hexdigest()[:8]
                build_dir = os.path.join(ROOT, "build", f"python-{tag}-{digest}")
        build_dir = os.path.abspath(build_dir)
        cached = cached_python(build_dir)
        if cached is not None and not same_interpreter(cached, sys.executable):
            raise RuntimeError(f"{build_dir} builds the module for {cached or 'no interpreter'}, not for "
                               f"{sys.executable}: unset CITEVAL_BUILD_DIR or name another tree")
        env = dict(os.environ)
        env.setdefault("CCACHE_BASEDIR", ROOT)  # as scripts/build.sh: reuse the objects of other trees
        env.setdefault("CCACHE_NOHASHDIR", "1")
        if cached is None:
            configure = [
                "cmake", "-S", ROOT, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                "-DCITEVAL_BUILD_TESTS=OFF", "-DCITEVAL_BUILD_BENCH=OFF", "-DCITEVAL_BUILD_TOOLS=OFF",
                "-DCITEVAL_BUILD_PYTHON=ON", f"-DPython_EXECUTABLE={sys.executable}"]
            pybind11_dir = pybind11_cmake_dir()
            if pybind11_dir:
                configure.append(f"-Dpybind11_DIR={pybind11_dir}")
            subprocess.check_call(configure, env=env)
        jobs = os.environ.get("CITEVAL_JOBS", str(os.cpu_count() or 2))
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "_citeval", "-j", jobs], env=env)
        built = glob.glob(os.path.join(build_dir, "python", "citeval", "_citeval*.so"))
        if not built:
            raise RuntimeError(f"CMake built no _citeval module in {build_dir}/python/citeval for "
                               f"{sys.executable}: it needs this interpreter's headers (Debian: python3-dev) "
                               "and pybind11 (Debian: pybind11-dev, or `pip install pybind11`); see "
                               f"{build_dir}/CMakeCache.txt and scripts/setup.sh")
        dest = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.copyfile(built[0], dest)
        os.chmod(dest, 0o755)
        strip = shutil.which("strip")
        if strip:  # the build tree keeps the debug info; the installed copy need not
            subprocess.call([strip, "--strip-debug", dest])


setup(version=project_version(), ext_modules=[Extension("citeval._citeval", sources=[])],
      cmdclass={"build_ext": CMakeBuild})
