/*
 * katana-netns: keeps a few fresh, empty network namespaces ready for sandboxed runs, so that creating one (~0.5 ms
 * of kernel work: sysctl tables, the loopback device) is not on each run's critical path. Started once by the judge
 * (as root), as its child, with pipes on stdin and stdout:
 *
 *   katana-netns [COUNT]          keeps COUNT (default 2, at most 16) namespaces ready
 *   -> "ready FD INODE\n"         a new namespace is held open on descriptor FD (read it via /proc/PID/fd/FD)
 *   <- "take FD\n"                the judge has opened FD for one run: close it here, make a replacement
 *
 * Each namespace is handed to exactly one run and never again: the keeper closes its descriptor when it is taken
 * and never enters it (it goes back to its own namespace right after making one). Nothing is configured inside: no
 * interfaces but a loopback device that stays down. Exits when the judge closes stdin or dies.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_READY 16

static int home_ns = -1;

/* Makes one namespace and returns a descriptor holding it, or -1. */
static int make_netns(void) {
  if (unshare(CLONE_NEWNET) < 0) return -1;
  int fd = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
  int saved = errno;
  if (setns(home_ns, CLONE_NEWNET) < 0) {
    perror("katana-netns: cannot return to its own network namespace");
    exit(1);
  }
  errno = saved;
  return fd;
}

static int announce(int fd) {
  struct stat st;
  if (fstat(fd, &st) < 0) return -1;
  return printf("ready %d %llu\n", fd, (unsigned long long)st.st_ino) < 0 || fflush(stdout) != 0 ? -1 : 0;
}

int main(int argc, char **argv) {
  int want = argc > 1 ? atoi(argv[1]) : 2;
  if (want < 1 || want > MAX_READY) want = 2;
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() == 1) return 1;
  home_ns = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
  if (home_ns < 0) {
    perror("katana-netns: /proc/self/ns/net");
    return 1;
  }
  int held[MAX_READY], count = 0;
  char line[64];
  for (;;) {
    while (count < want) {
      int fd = make_netns();
      if (fd < 0) {
        perror("katana-netns: unshare(CLONE_NEWNET)");
        return 1;
      }
      held[count++] = fd;
      if (announce(fd) < 0) return 0; /* the judge is gone */
    }
    if (!fgets(line, sizeof line, stdin)) return 0;
    int fd;
    if (sscanf(line, "take %d", &fd) != 1) continue;
    for (int i = 0; i < count; i++) {
      if (held[i] != fd) continue;
      close(fd);
      held[i] = held[--count];
      break;
    }
  }
}
