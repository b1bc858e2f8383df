/* Tries to kill its parent, pid 1, a host pid given as argv[1], and finally everything it can (kill -1).
 * Prints one line per attempt, then "survived". */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static void report(const char *what, int rc) {
  printf("%s %s\n", what, rc < 0 ? strerrorname_np(errno) : "ok");
  fflush(stdout);
}
int main(int argc, char **argv) {
  report("parent", kill(getppid(), SIGKILL));
  report("pid1", kill(1, SIGKILL));
  if (argc > 1) report("host", kill(atoi(argv[1]), SIGKILL));
  report("all", kill(-1, SIGKILL)); /* every process it may signal, except its own namespace's init and itself */
  printf("survived\n");
  return 0;
}
