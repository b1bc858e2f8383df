/*
 * katana-launch: the few steps that must happen as root, in the child, BEFORE anything untrusted runs.
 *
 *   katana-launch [--cgroup-procs FILE]... [--rlimit RES=SOFT:HARD]... [--keep-fds N] --uid UID --gid GID
 *                 -- PROGRAM ARGS...
 *
 * 1. joins the run's fresh cgroups (writes its own pid to each cgroup.procs), so bwrap and every process it forks are
 *    accounted and limited from the first instruction;
 * 2. sets rlimits (cpu, fsize, core, stack, nofile) which survive exec;
 * 3. drops to an unprivileged uid/gid with no supplementary groups. This is what really removes root: bwrap started
 *    by root maps the sandbox uid onto host uid 0, so root-owned host files would stay readable. Started as UID,
 *    bwrap builds an unprivileged user namespace and the program's files are checked against UID;
 * 4. closes every descriptor from N on (default 5: stdio, the seccomp BPF on 3, bwrap's status pipe on 4), so
 *    nothing the judge itself inherited (a supervisor's pipe, a log file) reaches the sandbox;
 * 5. asks for SIGKILL if the judge dies, then execs PROGRAM (bwrap).
 * It replaces what `sh -c 'echo $$ > ...; exec setpriv ... prlimit ... bwrap'` would do, without two extra execs.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

static void die(const char *what, const char *arg) {
  fprintf(stderr, "katana-launch: %s %s: %s\n", what, arg ? arg : "", strerror(errno));
  _exit(125);
}

static int resource_of(const char *name) {
  if (!strcmp(name, "cpu")) return RLIMIT_CPU;
  if (!strcmp(name, "fsize")) return RLIMIT_FSIZE;
  if (!strcmp(name, "core")) return RLIMIT_CORE;
  if (!strcmp(name, "stack")) return RLIMIT_STACK;
  if (!strcmp(name, "nofile")) return RLIMIT_NOFILE;
  return -1;
}

static void set_limit(char *spec) {
  char *eq = strchr(spec, '='), *colon = eq ? strchr(eq, ':') : NULL;
  if (!eq || !colon) {
    errno = EINVAL;
    die("bad --rlimit", spec);
  }
  *eq = 0;
  int res = resource_of(spec);
  if (res < 0) {
    errno = EINVAL;
    die("unknown rlimit", spec);
  }
  struct rlimit rl = {strtoull(eq + 1, NULL, 10), strtoull(colon + 1, NULL, 10)};
  if (setrlimit(res, &rl) < 0) die("setrlimit", spec);
}

static void join_cgroup(const char *procs_file) {
  FILE *f = fopen(procs_file, "w");
  if (!f) die("open", procs_file);
  if (fprintf(f, "%d\n", (int)getpid()) < 0 || fclose(f) != 0) die("write", procs_file);
}

int main(int argc, char **argv) {
  long uid = -1, gid = -1, keep_fds = 5;
  int i = 1;
  for (; i < argc; i++) {
    if (!strcmp(argv[i], "--")) {
      i++;
      break;
    }
    if (i + 1 >= argc) {
      errno = EINVAL;
      die("missing value for", argv[i]);
    }
    if (!strcmp(argv[i], "--cgroup-procs")) join_cgroup(argv[++i]);
    else if (!strcmp(argv[i], "--rlimit")) set_limit(argv[++i]);
    else if (!strcmp(argv[i], "--uid")) uid = strtol(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--gid")) gid = strtol(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--keep-fds")) keep_fds = strtol(argv[++i], NULL, 10);
    else {
      errno = EINVAL;
      die("unknown option", argv[i]);
    }
  }
  if (i >= argc || uid <= 0 || gid <= 0) {
    errno = EINVAL;
    die("usage: --uid UID --gid GID -- PROGRAM ARGS... (uid/gid must not be 0)", NULL);
  }
  if (setgroups(0, NULL) < 0) die("setgroups", NULL);
  if (setresgid(gid, gid, gid) < 0) die("setresgid", NULL);
  if (setresuid(uid, uid, uid) < 0) die("setresuid", NULL);
  if (getuid() == 0 || geteuid() == 0) {
    errno = EPERM;
    die("still root after setresuid", NULL);
  }
  if (keep_fds < 3) keep_fds = 3;
  if (syscall(SYS_close_range, (unsigned)keep_fds, ~0U, 0) < 0) {
    for (int fd = (int)keep_fds; fd < 4096; fd++) close(fd); /* kernels before 5.9 */
  }
  /* Set after the uid change: a credential change clears the parent-death signal. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) die("prctl", NULL);
  if (getppid() == 1) _exit(125); /* the judge already died */
  execv(argv[i], argv + i);
  die("exec", argv[i]);
  return 125;
}
