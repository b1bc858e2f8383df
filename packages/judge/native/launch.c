/*
 * katana-launch: the few steps that must happen as root, in the child, BEFORE anything untrusted runs.
 *
 *   katana-launch [--cgroup-tasks FILE]... [--cgroup-procs FILE]... [--netns-fd FD] [--rlimit RES=SOFT:HARD]...
 *                 [--box DIR --box-bytes N --box-inodes N] [--keep-fds N] --uid UID --gid GID -- PROGRAM ARGS...
 *
 * 1. joins the run's fresh cgroups, so bwrap and every process it forks are accounted and limited from the first
 *    instruction: writes "0" (the writing thread itself) to each cgroup v1 `tasks` file, or its pid to a
 *    `cgroup.procs` file (cgroup v2, or the fallback when a `tasks` write is refused). See join_self() for why;
 * 1b. with --netns-fd, enters the fresh, empty network namespace open on FD (made ahead of time by katana-netns, see
 *    netns-keeper.c) and closes FD; bwrap then runs with --share-net instead of making one itself. It refuses a
 *    descriptor that is not a network namespace or is the judge's own;
 * 1c. with --box DIR (and --box-bytes N, --box-inodes N), enters a mount namespace of its own and mounts a fresh
 *    tmpfs of N bytes and N inodes over DIR: the run's private /box (see spawner-child.c mount_box);
 * 2. sets rlimits (cpu, fsize, core, stack, nofile) which survive exec;
 * 3. drops to an unprivileged uid/gid with no supplementary groups. This is what really removes root: bwrap started
 *    by root maps the sandbox uid onto host uid 0, so root-owned host files would stay readable. Started as UID,
 *    bwrap builds an unprivileged user namespace and the program's files are checked against UID;
 * 4. closes every descriptor from N on (default 5: stdio, the seccomp BPF on 3, bwrap's status pipe on 4), so
 *    nothing the judge itself inherited (a supervisor's pipe, a log file) reaches the sandbox;
 * 5. asks for SIGKILL if the judge dies, then execs PROGRAM (bwrap).
 * It replaces what `sh -c 'echo $$ > ...; exec setpriv ... prlimit ... bwrap'` would do, without two extra execs.
 *
 * On x86_64 it is built without a C library (build-native.sh passes -nostdlib -DKATANA_FREESTANDING):
 * it only makes system calls, and glibc's start-up costs ~0.4 ms per run on a virtual machine, where each of the
 * dozens of CPUID instructions glibc runs to pick its string functions traps to the hypervisor. Elsewhere the same
 * code is built against libc. Either way it never starts a thread, which join_self() relies on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#if defined(KATANA_FREESTANDING) && !defined(__x86_64__)
#error "KATANA_FREESTANDING is implemented for x86_64 only; build without it elsewhere"
#endif

/* --- system calls: a negative result is -errno ------------------------------------------------------------------ */

#ifdef KATANA_FREESTANDING
static long sys(long n, long a, long b, long c, long d, long e) {
  register long r10 __asm__("r10") = d;
  register long r8 __asm__("r8") = e;
  long ret;
  __asm__ volatile("syscall" : "=a"(ret) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8) : "rcx", "r11", "memory");
  return ret;
}

/* The compiler may emit calls to these for struct copies and zeroing, even when freestanding. */
void *memset(void *dst, int c, size_t n) {
  unsigned char *d = dst;
  while (n--) *d++ = (unsigned char)c;
  return dst;
}
void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  while (n--) *d++ = *s++;
  return dst;
}
#else
#include <string.h>
#include <unistd.h>
static long sys(long n, long a, long b, long c, long d, long e) {
  long ret = syscall(n, a, b, c, d, e);
  return ret == -1 ? -errno : ret;
}
#endif

#define sys0(n) sys((n), 0, 0, 0, 0, 0)
#define sys1(n, a) sys((n), (long)(a), 0, 0, 0, 0)
#define sys2(n, a, b) sys((n), (long)(a), (long)(b), 0, 0, 0)
#define sys3(n, a, b, c) sys((n), (long)(a), (long)(b), (long)(c), 0, 0)
#define sys4(n, a, b, c, d) sys((n), (long)(a), (long)(b), (long)(c), (long)(d), 0)
#define sys5(n, a, b, c, d, e) sys((n), (long)(a), (long)(b), (long)(c), (long)(d), (long)(e))

static __attribute__((noreturn)) void exit_now(int code) {
  for (;;) sys1(SYS_exit_group, code);
}

/* --- strings ------------------------------------------------------------------------------------------------------ */

static size_t length(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

static int same(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return *a == *b;
}

/* Decimal digits only, no sign, no overflow; returns 0 and sets *out, or -EINVAL. */
static int parse_number(const char *s, const char *end, unsigned long long *out) {
  unsigned long long v = 0;
  if (s == end) return -EINVAL;
  for (; s < end; s++) {
    if (*s < '0' || *s > '9' || v > (~0ULL - 9) / 10) return -EINVAL;
    v = v * 10 + (unsigned long long)(*s - '0');
  }
  *out = v;
  return 0;
}

static const char *error_text(long err) {
  switch (err) {
    case EPERM: return "Operation not permitted";
    case ENOENT: return "No such file or directory";
    case ESRCH: return "No such process";
    case EINTR: return "Interrupted system call";
    case EIO: return "Input/output error";
    case E2BIG: return "Argument list too long";
    case ENOEXEC: return "Exec format error";
    case EBADF: return "Bad file descriptor";
    case EAGAIN: return "Resource temporarily unavailable";
    case ENOMEM: return "Cannot allocate memory";
    case EACCES: return "Permission denied";
    case EFAULT: return "Bad address";
    case EBUSY: return "Device or resource busy";
    case ENOTDIR: return "Not a directory";
    case EISDIR: return "Is a directory";
    case EINVAL: return "Invalid argument";
    case EMFILE: return "Too many open files";
    case ENOSPC: return "No space left on device";
    case EROFS: return "Read-only file system";
    case ENAMETOOLONG: return "File name too long";
    case ENOSYS: return "Function not implemented";
    case ELOOP: return "Too many levels of symbolic links";
    default: return "unknown error";
  }
}

static __attribute__((noreturn)) void die(const char *what, const char *arg, long err) {
  char msg[1024];
  size_t n = 0;
  const char *parts[] = {"katana-launch: ", what, " ", arg ? arg : "", ": ", error_text(err)};
  for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++)
    for (const char *s = parts[p]; *s && n < sizeof msg - 1; s++) msg[n++] = *s;
  msg[n++] = '\n';
  sys3(SYS_write, 2, msg, n);
  exit_now(125);
}

/* --- the launcher ------------------------------------------------------------------------------------------------ */

static int resource_of(const char *name) {
  if (same(name, "cpu")) return RLIMIT_CPU;
  if (same(name, "fsize")) return RLIMIT_FSIZE;
  if (same(name, "core")) return RLIMIT_CORE;
  if (same(name, "stack")) return RLIMIT_STACK;
  if (same(name, "nofile")) return RLIMIT_NOFILE;
  return -1;
}

/* "name=soft:hard" */
static void set_limit(char *spec) {
  char *eq = spec, *colon;
  while (*eq && *eq != '=') eq++;
  colon = eq;
  while (*colon && *colon != ':') colon++;
  if (!*eq || !*colon) die("bad --rlimit", spec, EINVAL);
  *eq = 0;
  int res = resource_of(spec);
  if (res < 0) die("unknown rlimit", spec, EINVAL);
  unsigned long long soft, hard;
  if (parse_number(eq + 1, colon, &soft) < 0 || parse_number(colon + 1, colon + length(colon), &hard) < 0)
    die("bad --rlimit value for", spec, EINVAL);
  struct rlimit rl = {soft, hard};
  long rc = sys4(SYS_prlimit64, 0, res, &rl, NULL);
  if (rc < 0) die("setrlimit", spec, -rc);
}

static long positive(const char *option, const char *value) {
  unsigned long long v;
  if (parse_number(value, value + length(value), &v) < 0 || v == 0 || v > 0x7fffffff) die(option, value, EINVAL);
  return (long)v;
}

/* One write(2) of TEXT to FILE; returns 0 or -errno. */
static long write_file(const char *file, const char *text) {
  long fd = sys3(SYS_openat, AT_FDCWD, file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return fd;
  long len = (long)length(text), n = sys3(SYS_write, fd, text, len);
  sys1(SYS_close, fd);
  return n < 0 ? n : n == len ? 0 : -EIO;
}

static void join_procs(const char *procs_file) {
  char pid[24], *p = pid + sizeof pid - 1;
  unsigned long v = (unsigned long)sys0(SYS_getpid);
  *p = 0;
  *--p = '\n';
  do *--p = (char)('0' + v % 10); while ((v /= 10) && p > pid);
  long rc = write_file(procs_file, p);
  if (rc < 0) die("write", procs_file, -rc);
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
  size_t dir = length(tasks_file);
  while (dir > 0 && tasks_file[dir - 1] != '/') dir--;
  char procs[4096];
  static const char name[] = "cgroup.procs";
  if (dir == 0 || dir + sizeof name > sizeof procs) die("write", tasks_file, EINVAL);
  memcpy(procs, tasks_file, dir);
  memcpy(procs + dir, name, sizeof name);
  join_procs(procs);
}

static void enter_netns(const char *value) {
  unsigned long long fd;
  struct stat mine, theirs;
  long rc;
  if (parse_number(value, value + length(value), &fd) < 0 || fd > 1024) die("--netns-fd", value, EINVAL);
  if ((rc = sys2(SYS_fstat, fd, &theirs)) < 0) die("--netns-fd", value, -rc);
  if ((rc = sys4(SYS_newfstatat, AT_FDCWD, "/proc/self/ns/net", &mine, 0)) < 0) die("stat", "/proc/self/ns/net", -rc);
  if (theirs.st_dev == mine.st_dev && theirs.st_ino == mine.st_ino) die("--netns-fd is the judge's own namespace", value, EINVAL);
  if ((rc = sys2(SYS_setns, fd, CLONE_NEWNET)) < 0) die("setns", value, -rc); /* EINVAL: not a network namespace */
  sys1(SYS_close, fd);
}

/* Appends the decimal digits of V at *P (no terminator); returns the new end. */
static char *append_number(char *p, unsigned long long v) {
  char digits[24];
  int n = 0;
  do digits[n++] = (char)('0' + v % 10); while ((v /= 10) && n < (int)sizeof digits);
  while (n) *p++ = digits[--n];
  return p;
}

static char *append_text(char *p, const char *text) {
  while (*text) *p++ = *text++;
  return p;
}

/* See spawner-child.c mount_box: the run's own mount namespace, then a bounded tmpfs over DIR. */
static void mount_box(const char *dir, unsigned long long bytes, unsigned long long inodes, long uid, long gid) {
  char opts[160], *p = opts;
  long rc;
  if ((rc = sys1(SYS_unshare, CLONE_NEWNS)) < 0) die("unshare", "mount namespace", -rc);
  if ((rc = sys4(SYS_mount, 0, "/", 0, MS_REC | MS_PRIVATE)) < 0) die("make private", "/", -rc);
  p = append_number(append_text(p, "size="), bytes);
  p = append_number(append_text(p, ",nr_inodes="), inodes);
  p = append_number(append_text(p, ",mode=0755,uid="), (unsigned long long)uid);
  p = append_number(append_text(p, ",gid="), (unsigned long long)gid);
  *p = 0;
  if ((rc = sys5(SYS_mount, "katana-box", dir, "tmpfs", MS_NOSUID | MS_NODEV, opts)) < 0)
    die("mount tmpfs on", dir, -rc);
}

static int launch(int argc, char **argv, char **envp) {
  long uid = -1, gid = -1, keep_fds = 5;
  const char *box = NULL;
  long box_bytes = 0, box_inodes = 0;
  int i = 1;
  for (; i < argc; i++) {
    if (same(argv[i], "--")) {
      i++;
      break;
    }
    if (i + 1 >= argc) die("missing value for", argv[i], EINVAL);
    if (same(argv[i], "--cgroup-tasks")) join_self(argv[++i]);
    else if (same(argv[i], "--cgroup-procs")) join_procs(argv[++i]);
    else if (same(argv[i], "--netns-fd")) enter_netns(argv[++i]);
    else if (same(argv[i], "--rlimit")) set_limit(argv[++i]);
    else if (same(argv[i], "--uid")) uid = positive("--uid", argv[++i]);
    else if (same(argv[i], "--gid")) gid = positive("--gid", argv[++i]);
    else if (same(argv[i], "--keep-fds")) keep_fds = positive("--keep-fds", argv[++i]);
    else if (same(argv[i], "--box")) box = argv[++i];
    else if (same(argv[i], "--box-bytes")) box_bytes = positive("--box-bytes", argv[++i]);
    else if (same(argv[i], "--box-inodes")) box_inodes = positive("--box-inodes", argv[++i]);
    else die("unknown option", argv[i], EINVAL);
  }
  if (i >= argc || uid <= 0 || gid <= 0)
    die("usage: --uid UID --gid GID -- PROGRAM ARGS... (uid/gid must not be 0)", NULL, EINVAL);
  if (box && (box[0] != '/' || box_bytes <= 0 || box_inodes <= 0)) die("--box needs an absolute DIR, --box-bytes and --box-inodes", box, EINVAL);
  if (box) mount_box(box, (unsigned long long)box_bytes, (unsigned long long)box_inodes, uid, gid);
  long rc;
  if ((rc = sys2(SYS_setgroups, 0, NULL)) < 0) die("setgroups", NULL, -rc);
  if ((rc = sys3(SYS_setresgid, gid, gid, gid)) < 0) die("setresgid", NULL, -rc);
  if ((rc = sys3(SYS_setresuid, uid, uid, uid)) < 0) die("setresuid", NULL, -rc);
  if (sys0(SYS_getuid) == 0 || sys0(SYS_geteuid) == 0) die("still root after setresuid", NULL, EPERM);
  if (keep_fds < 3) keep_fds = 3;
  if (sys3(SYS_close_range, keep_fds, ~0U, 0) < 0) {
    for (long fd = keep_fds; fd < 4096; fd++) sys1(SYS_close, fd); /* kernels before 5.9 */
  }
  /* Set after the uid change: a credential change clears the parent-death signal. */
  if ((rc = sys2(SYS_prctl, PR_SET_PDEATHSIG, SIGKILL)) < 0) die("prctl", NULL, -rc);
  if (sys0(SYS_getppid) == 1) exit_now(125); /* the judge already died */
  rc = sys3(SYS_execve, argv[i], argv + i, envp);
  die("exec", argv[i], -rc);
}

#ifdef KATANA_FREESTANDING
/* The kernel starts us with argc, argv[], NULL, envp[], NULL on the stack. */
__attribute__((used, noreturn)) void katana_start(long *sp) {
  int argc = (int)sp[0];
  char **argv = (char **)(sp + 1);
  exit_now(launch(argc, argv, argv + argc + 1));
}
__asm__(".text\n.globl _start\n_start:\n  xor %ebp, %ebp\n  mov %rsp, %rdi\n  and $-16, %rsp\n  call katana_start\n  hlt\n");
#else
int main(int argc, char **argv, char **envp) {
  return launch(argc, argv, envp);
}
#endif
