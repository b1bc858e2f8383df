/* Tries to trace: itself (TRACEME), its parent, and pid 1. Prints the errno name of each attempt or "ok". */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <unistd.h>
static void report(const char *what, long rc) {
  printf("%s %s\n", what, rc < 0 ? strerrorname_np(errno) : "ok");
}
int main(void) {
  report("traceme", ptrace(PTRACE_TRACEME, 0, 0, 0));
  report("attach-parent", ptrace(PTRACE_ATTACH, getppid(), 0, 0));
  report("attach-1", ptrace(PTRACE_ATTACH, 1, 0, 0));
  return 0;
}
