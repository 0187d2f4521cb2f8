"""Builds the module citeval._citeval with CMake for `pip install` (metadata: pyproject.toml).

The build tree is $CITEVAL_BUILD_DIR if set, else build/release when it is configured (the
README's build: nothing is compiled twice), else build/python (configured here). Only the target
_citeval is built. Debian's pip cannot download build requirements: install with
    /usr/bin/python3 -m pip install --no-build-isolation --break-system-packages .
"""
import glob
import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("CITEVAL_BUILD_DIR")
        if not build_dir:
            release = os.path.join(ROOT, "build", "release")
            build_dir = release if os.path.exists(os.path.join(release, "CMakeCache.txt")) else os.path.join(
                ROOT, "build", "python")
        build_dir = os.path.abspath(build_dir)
        if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
            subprocess.check_call([
                "cmake", "-S", ROOT, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                "-DCITEVAL_BUILD_TESTS=OFF", "-DCITEVAL_BUILD_BENCH=OFF", "-DCITEVAL_BUILD_TOOLS=OFF",
                "-DCITEVAL_BUILD_PYTHON=ON", f"-DPython_EXECUTABLE={sys.executable}"])
        jobs = os.environ.get("CITEVAL_JOBS", str(os.cpu_count() or 2))
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "_citeval", "-j", jobs])
        built = glob.glob(os.path.join(build_dir, "python", "citeval", "_citeval*.so"))
        if not built:
            raise RuntimeError(f"CMake built no _citeval module in {build_dir}/python/citeval "
                               "(is pybind11-dev installed? see scripts/setup.sh)")
        dest = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.copyfile(built[0], dest)
        os.chmod(dest, 0o755)
        strip = shutil.which("strip")
        if strip:  # the build tree keeps the debug info; the installed copy need not
            subprocess.call([strip, "--strip-debug", dest])


setup(ext_modules=[Extension("citeval._citeval", sources=[])], cmdclass={"build_ext": CMakeBuild})
