/*
 * katana-launch: the few steps that must happen as root, in the child, BEFORE anything untrusted runs.
 *
 *   katana-launch [--cgroup-tasks FILE]... [--cgroup-procs FILE]... [--rlimit RES=SOFT:HARD]... [--keep-fds N]
 *                 --uid UID --gid GID -- PROGRAM ARGS...
 *
 * 1. joins the run's fresh cgroups, so bwrap and every process it forks are accounted and limited from the first
 *    instruction: writes "0" (the writing thread itself) to each cgroup v1 `tasks` file, or its pid to a
 *    `cgroup.procs` file (cgroup v2, or the fallback when a `tasks` write is refused). See join_self() for why;
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
#include <fcntl.h>
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

/* One write(2) of TEXT to FILE; returns 0, or -1 with errno set. */
static int write_file(const char *file, const char *text) {
  int fd = open(file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t len = (ssize_t)strlen(text), n = write(fd, text, (size_t)len);
  int saved = errno;
  close(fd);
  errno = saved;
  return n == len ? 0 : -1;
}

static void join_procs(const char *procs_file) {
  char pid[24];
  snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  if (write_file(procs_file, pid) < 0) die("write", procs_file);
}

/*
 * Moves the calling thread into a cgroup v1 hierarchy by writing "0" to its `tasks` file. Writing a pid to
 * cgroup.procs migrates a whole thread group, so the kernel takes the global cgroup_threadgroup_rwsem for writing,
 * and that percpu rwsem waits for an RCU grace period first (~10 ms, most of a sandboxed run's launch cost). Since
 * Linux 6.0 a write of "0" to `tasks` -- one thread, and it is `current` -- skips that lock (cgroup_procs_write_start:
 * a current thread cannot exit or exec under the writer). This process is single-threaded (nothing here starts a
 * thread), so moving the thread moves the process, and everything bwrap forks after it inherits the cgroup. Older
 * kernels accept the same write and simply take the lock. If the write is refused, fall back to cgroup.procs.
 */
static void join_self(const char *tasks_file) {
  if (write_file(tasks_file, "0\n") == 0) return;
  const char *slash = strrchr(tasks_file, '/');
  char procs[4096];
  if (!slash || snprintf(procs, sizeof procs, "%.*s/cgroup.procs", (int)(slash - tasks_file), tasks_file) >= (int)sizeof procs)
    die("write", tasks_file);
  join_procs(procs);
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
    if (!strcmp(argv[i], "--cgroup-tasks")) join_self(argv[++i]);
    else if (!strcmp(argv[i], "--cgroup-procs")) join_procs(argv[++i]);
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
