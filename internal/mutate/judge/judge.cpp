// judge: a batch oracle for the differential test. It links libLLVM once and
// judges many files the way `llvm-as` and `opt -passes=verify` do, forking a
// child per file and tool so that LLVM's fatal errors end only that child.
// The real tools are asked again for a sample by the test (drift check).
//
// Input: one path per line on stdin. Output, per path and tool:
//   @@ <tool> <status> <nbytes>\n<stderr bytes>\n
// where tool is "as" or "opt" and status the exit status (128+signal).
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSummaryIndex.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Config/llvm-config.h"

#include <cstdio>
#include <iostream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;

static int asTool(const std::string &path) {
  LLVMContext ctx;
  SMDiagnostic err;
  // As llvm-as: debug info is upgraded (invalid debug info is dropped
  // with a warning; a module that is otherwise broken aborts).
  auto pm = parseAssemblyFileWithIndex(path, err, ctx);
  if (!pm.Mod) {
    err.print("llvm-as", errs());
    return 1;
  }
  std::string s;
  raw_string_ostream os(s);
  if (verifyModule(*pm.Mod, &os)) {
    errs() << "llvm-as: assembly parsed, but does not verify as correct!\n";
    errs() << os.str();
    return 1;
  }
  return 0;
}

static int optTool(const std::string &path) {
  LLVMContext ctx;
  SMDiagnostic err;
  auto m = parseIRFile(path, err, ctx);
  if (!m) {
    err.print("opt", errs());
    return 1;
  }
  if (verifyModule(*m, &errs())) {
    errs() << "opt: " << path << ": error: input module is broken!\n";
    return 1;
  }
  return 0;
}

static void run(const std::string &path, const char *tool) {
  int fds[2];
  if (pipe(fds) != 0) { perror("pipe"); exit(2); }
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    close(fds[1]);
    int rc = tool[0] == 'a' ? asTool(path) : optTool(path);
    errs().flush();
    _exit(rc);
  }
  close(fds[1]);
  std::string out;
  char buf[65536];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) out.append(buf, n);
  close(fds[0]);
  int st = 0;
  waitpid(pid, &st, 0);
  int code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  std::cout << "@@ " << tool << " " << code << " " << out.size() << "\n" << out << "\n";
  std::cout.flush();
}

int main() {
  std::string path;
  while (std::getline(std::cin, path)) {
    if (path.empty()) continue;
    run(path, "as");
    run(path, "opt");
  }
  return 0;
}
