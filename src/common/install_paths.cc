#include "common/install_paths.h"

#include <dlfcn.h>

#include <cstdlib>
#include <system_error>

namespace citeval {
namespace {

namespace fs = std::filesystem;

fs::path env_dir(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? fs::path(v) : fs::path();
}

void add_unique(std::vector<fs::path>& out, fs::path p) {
  p = p.lexically_normal();
  for (const auto& q : out) {
    if (q == p) return;
  }
  out.push_back(std::move(p));
}

}  // namespace

fs::path code_object_dir() {
  Dl_info info{};
  // The address of this very function: dladdr names the object it was linked into.
  if (dladdr(reinterpret_cast<void*>(&code_object_dir), &info) != 0 && info.dli_fname != nullptr &&
      *info.dli_fname != '\0') {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(fs::path(info.dli_fname), ec);
    // The main executable may be reported by the name it was started with (argv[0]); a name
    // without a directory says nothing, so /proc/self/exe decides then.
    if (!ec && p.has_parent_path() && fs::path(info.dli_fname).has_parent_path()) return p.parent_path();
  }
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe.parent_path();
}

std::vector<fs::path> data_path_candidates(std::string_view relative) {
  std::vector<fs::path> out;
  if (fs::path env = env_dir("CITEVAL_DATA_DIR"); !env.empty()) add_unique(out, env / relative);
  if (fs::path dir = code_object_dir(); !dir.empty()) {
    add_unique(out, dir / ".." / "share" / "citeval" / relative);
    add_unique(out, dir / ".." / ".." / "share" / "citeval" / relative);
  }
  return out;
}

fs::path find_data_path(std::string_view relative) {
  const auto candidates = data_path_candidates(relative);
  for (const auto& p : candidates) {
    std::error_code ec;
    if (fs::exists(p, ec)) return p;
  }
  return candidates.empty() ? fs::path() : candidates.front();
}

std::vector<fs::path> module_path_candidates(std::string_view file_name) {
  std::vector<fs::path> out;
  if (fs::path env = env_dir("CITEVAL_LIB_DIR"); !env.empty()) add_unique(out, env / file_name);
  if (fs::path dir = code_object_dir(); !dir.empty()) {
    add_unique(out, dir / ".." / "lib" / "citeval" / file_name);
    add_unique(out, dir / ".." / ".." / "lib" / "citeval" / file_name);
    add_unique(out, dir / file_name);
  }
  return out;
}

}  // namespace citeval
