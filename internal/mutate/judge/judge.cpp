// judge: a batch oracle for the differential test. It links libLLVM once and
// judges many files, in one process, the way `llvm-as` and
// `opt -passes=verify` do: parse (LLParser), the debug-info upgrade the
// tools run on every module (invalid debug info is dropped with a warning;
// a module that is otherwise broken is a fatal error), then the verifier.
// The upgrade is done here step by step instead of by llvm::UpgradeDebugInfo
// so that a broken module does not end the process. Should LLVM still end
// it (a crash), the test judges that file with the real tools and restarts
// the judge on the rest. The test also asks the real tools about a sample.
//
// Input: one path per line on stdin. Output, per path, for "as" then "opt":
//   @@ <tool> <status> <nbytes>\n<stderr bytes>\n
#include "llvm/AsmParser/Parser.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSummaryIndex.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

using namespace llvm;

// pendingOptError, when set, replaces the next "opt" answer (see
// optParseError).
static std::string pendingOptError;

static void emit(const char *tool, int status, const std::string &out) {
  if (std::string(tool) == "opt" && !pendingOptError.empty()) {
    std::string e = pendingOptError;
    pendingOptError.clear();
    std::cout << "@@ opt 1 " << e.size() << "\n" << e << "\n";
    return;
  }
  std::cout << "@@ " << tool << " " << status << " " << out.size() << "\n" << out << "\n";
}

// optParseError is opt's parse error when it differs from llvm-as's: opt
// reads a module without a summary index, so a summary entry it cannot
// skip (e.g. typeidCompatibleVTable) is an error there and not in llvm-as.
static std::string optParseError(const std::string &path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const std::string s = text.str();
  if (s.rfind("^", 0) != 0 && s.find("\n^") == std::string::npos)
    return "";
  LLVMContext ctx;
  SMDiagnostic err;
  if (parseAssemblyFile(path, err, ctx))
    return "";
  std::string out;
  raw_string_ostream os(out);
  err.print("opt", os);
  return os.str();
}

static void judge(const std::string &path) {
  const std::string optErr = optParseError(path);
  pendingOptError = optErr; // llvm-as's verdict as below; opt stops at its parse error
  LLVMContext ctx;
  SMDiagnostic err;
#if LLVM_VERSION_MAJOR >= 17
  auto dl = [](StringRef, StringRef) -> std::optional<std::string> { return std::nullopt; };
#else
  auto dl = [](StringRef) -> Optional<std::string> { return None; };
#endif
  auto pm = parseAssemblyFileWithIndexNoUpgradeDebugInfo(path, err, ctx, nullptr, dl);
  if (!pm.Mod) {
    std::string as, opt;
    raw_string_ostream aos(as), oos(opt);
    err.print("llvm-as", aos);
    err.print("opt", oos);
    emit("as", 1, aos.str());
    emit("opt", 1, oos.str());
    return;
  }
  Module &m = *pm.Mod;
  // The debug-info upgrade.
  std::string up;
  raw_string_ostream uos(up);
  unsigned version = getDebugMetadataVersionFromModule(m);
  if (version == DEBUG_METADATA_VERSION) {
    bool brokenDI = false;
    if (verifyModule(m, &uos, &brokenDI)) {
      uos << "LLVM ERROR: Broken module found, compilation aborted!\n";
      emit("as", 1, uos.str());
      emit("opt", 1, uos.str());
      return;
    }
    if (brokenDI) {
      uos << "warning: ignoring invalid debug info in " << path << "\n";
      StripDebugInfo(m);
    }
  } else if (StripDebugInfo(m)) {
    uos << "warning: ignoring debug info with an invalid version (" << version << ") in " << path << "\n";
  }
  // The verifier.
  std::string v;
  raw_string_ostream vos(v);
  if (verifyModule(m, &vos)) {
    emit("as", 1, uos.str() + "llvm-as: assembly parsed, but does not verify as correct!\n" + vos.str());
    emit("opt", 1, uos.str() + vos.str() + "opt: " + path + ": error: input module is broken!\n");
    return;
  }
  emit("as", 0, uos.str());
  emit("opt", 0, uos.str());
}

int main() {
  std::ios::sync_with_stdio(false);
  std::string path;
  while (std::getline(std::cin, path)) {
    if (path.empty()) continue;
    judge(path);
    std::cout.flush();
  }
  return 0;
}
