/*
 * What each run's child does in katana-spawner (spawner.c) between clone and exec: katana-launch's steps
 * (launch.c) with the run's request, then bwrap. It shares the spawner's memory until the exec (vfork semantics), so
 * it only reads the request, writes to its own stack and makes system calls.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "spawner.h"

int number(const char *s, unsigned long long *out) {
  char *end;
  if (!s || !*s || *s == '-') return -1;
  errno = 0;
  *out = strtoull(s, &end, 10);
  return errno || *end ? -1 : 0;
}

static __attribute__((noreturn)) void child_die(const char *what, const char *arg, int err) {
  char msg[1024];
  int n = snprintf(msg, sizeof msg, "katana-spawner: %s %s: %s\n", what, arg ? arg : "", strerror(err));
  if (n > 0) (void)!write(2, msg, (size_t)(n < (int)sizeof msg ? n : (int)sizeof msg - 1));
  _exit(125);
}

static int write_file(const char *file, const char *text) {
  int fd = open(file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -errno;
  ssize_t len = (ssize_t)strlen(text), n = write(fd, text, (size_t)len);
  int err = errno;
  close(fd);
  return n == len ? 0 : n < 0 ? -err : -EIO;
}

static void join_procs(const char *file) {
  char pid[24];
  snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  int rc = write_file(file, pid);
  if (rc < 0) child_die("write", file, -rc);
}

/* See launch.c join_self(): moving the one thread of this (single-threaded) child skips the global threadgroup lock. */
static void join_tasks(const char *file) {
  if (write_file(file, "0\n") == 0) return;
  char procs[4096];
  const char *slash = strrchr(file, '/');
  if (!slash || (size_t)(slash - file) + sizeof "/cgroup.procs" > sizeof procs) child_die("write", file, EINVAL);
  memcpy(procs, file, (size_t)(slash - file));
  strcpy(procs + (slash - file), "/cgroup.procs");
  join_procs(procs);
}

static void set_limit(const char *spec) {
  static const struct {
    const char *name;
    int res;
  } names[] = {{"cpu", RLIMIT_CPU}, {"fsize", RLIMIT_FSIZE}, {"core", RLIMIT_CORE}, {"stack", RLIMIT_STACK}, {"nofile", RLIMIT_NOFILE}};
  const char *eq = strchr(spec, '='), *colon = eq ? strchr(eq, ':') : NULL;
  char soft_s[32], hard_s[32];
  unsigned long long soft, hard;
  if (!colon || (size_t)(colon - eq) >= sizeof soft_s || strlen(colon + 1) >= sizeof hard_s) child_die("bad rlimit", spec, EINVAL);
  memcpy(soft_s, eq + 1, (size_t)(colon - eq - 1));
  soft_s[colon - eq - 1] = 0;
  strcpy(hard_s, colon + 1);
  if (number(soft_s, &soft) < 0 || number(hard_s, &hard) < 0) child_die("bad rlimit", spec, EINVAL);
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    if (strlen(names[i].name) != (size_t)(eq - spec) || strncmp(spec, names[i].name, (size_t)(eq - spec))) continue;
    struct rlimit rl = {soft, hard};
    if (setrlimit(names[i].res, &rl) < 0) child_die("setrlimit", spec, errno);
    return;
  }
  child_die("unknown rlimit", spec, EINVAL);
}

/*
 * The run's private /box: a fresh tmpfs bounded in bytes and inodes (a program that fills it gets ENOSPC, a runtime
 * error) over the empty host directory, in a mount namespace of the run's own. The host never sees the files, and the
 * kernel frees them when the run's last process is gone: nothing for the judge to delete.
 */
static void mount_box(const struct request *r) {
  char opts[160];
  if (unshare(CLONE_NEWNS) < 0) child_die("unshare", "mount namespace", errno);
  /* Nothing mounted from here on may propagate back to the host's namespace. */
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) child_die("make private", "/", errno);
  snprintf(opts, sizeof opts, "size=%llu,nr_inodes=%llu,mode=0755,uid=%ld,gid=%ld", r->box_bytes, r->box_inodes,
           sandbox_uid, sandbox_gid);
  if (mount("katana-box", r->box_path, "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0) child_die("mount tmpfs on", r->box_path, errno);
}

/* fds: the child's future 0, 1, 2, 3 (seccomp), 4 (bwrap status); netns_fd or -1. */
static __attribute__((noreturn)) void child(struct request *r, int fds[5], int netns_fd) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL); /* the spawner blocks SIGCHLD for its signalfd; exec keeps the mask */
  /* Out of the way of 0-4 first, so no dup2 below overwrites a source. */
  for (int i = 0; i < 5; i++)
    if ((fds[i] = fcntl(fds[i], F_DUPFD_CLOEXEC, 64)) < 0) _exit(125);
  if (dup2(fds[2], 2) < 0) _exit(125); /* errors below go to the run's stderr, as katana-launch's do */
  for (int i = 0; i < r->ntasks; i++) join_tasks(r->tasks[i]);
  for (int i = 0; i < r->nprocs; i++) join_procs(r->procs[i]);
  if (netns_fd >= 0 && setns(netns_fd, CLONE_NEWNET) < 0) child_die("setns", r->netns_path, errno);
  if (r->box_path) mount_box(r);
  for (int i = 0; i < r->nrlimits; i++) set_limit(r->rlimits[i]);
  /* Raw system calls: glibc's wrappers would coordinate with "other threads" of what it takes for its own process. */
  if (syscall(SYS_setgroups, 0, NULL) < 0) child_die("setgroups", NULL, errno);
  if (syscall(SYS_setresgid, sandbox_gid, sandbox_gid, sandbox_gid) < 0) child_die("setresgid", NULL, errno);
  if (syscall(SYS_setresuid, sandbox_uid, sandbox_uid, sandbox_uid) < 0) child_die("setresuid", NULL, errno);
  if (getuid() == 0 || geteuid() == 0) child_die("still root after setresuid", NULL, EPERM);
  for (int i = 0; i < 5; i++)
    if (dup2(fds[i], i) < 0) child_die("dup2", NULL, errno);
  /* Everything else -- the channel, other runs' pipes, the namespace descriptor -- is closed (all are CLOEXEC too). */
  if (syscall(SYS_close_range, 5, ~0U, 0) < 0)
    for (int fd = 5; fd < 4096; fd++) close(fd);
  /* After the uid change, which clears it. bwrap is not setuid here, so it survives the exec. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) child_die("prctl", NULL, errno);
  if (getppid() != self) _exit(125);
  char *envp[] = {NULL};
  execve(bwrap, r->args, envp);
  child_die("exec", bwrap, errno);
}

int child_main(void *p) {
  struct child_args *a = p;
  child(a->r, a->fds, a->netns);
}

