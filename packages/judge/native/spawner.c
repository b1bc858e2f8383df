/*
 * katana-spawner: a resident launcher. Started once by the judge (as root, as its child) with a Node IPC channel
 * (`spawn(..., { stdio: [..., 'ipc'] })`, a private socketpair: nothing else can connect to it), it forks each
 * sandboxed run itself, so a run no longer pays for Node forking its own large process and exec'ing katana-launch.
 *
 *   katana-spawner --bwrap PATH --seccomp FILE --uid UID --gid GID --cgroup-root DIR
 *
 * It only ever execs PATH (bubblewrap), with the judge's arguments, as UID/GID, with the seccomp filter FILE on fd 3:
 * those are fixed at start, not per request. Per run, the forked child does what katana-launch does (launch.c):
 * joins the run's cgroups (writes "0" to each v1 `tasks` file, or its pid to `cgroup.procs`; only files under
 * DIR), enters the prepared network namespace, sets the rlimits, drops to UID/GID, closes every descriptor but 0-4,
 * asks for SIGKILL when the spawner dies, and execs bwrap with an empty environment.
 *
 * The run's stdout and stderr are pipes the spawner reads; it forwards them in as few messages as it can (at most
 * 64 KiB each, and whatever is left with the exit status), so a short run costs the judge a single wake-up. It
 * forwards at most CAP+1 bytes of each stream (the judge sees the overflow and kills the run) and drops the rest.
 *
 * Wire (Node's IPC framing: one JSON value per line):
 *   <- "BASE64"  a request; decoded it is NUL-terminated tokens:
 *        run ID [tasks FILE | procs FILE | netns PATH INODE | rlimit NAME=SOFT:HARD | stdin-file PATH
 *                | stdin-data LEN <LEN bytes> | cap BYTES | snapshot FILE | box PATH BYTES INODES]... args N ARG1..ARGN
 *        (no stdin-*: /dev/null; snapshot: cgroup files read when the run is over, sent with its status;
 *         box: a tmpfs of BYTES and INODES over PATH in the run's own mount namespace, its private /box)
 *        kill ID
 *   -> {"ready":PID}                           once, after the start-up checks
 *   -> {"id":ID,"out":"B64","err":"B64"}       output so far (a 64 KiB buffer filled)
 *   -> {"id":ID,"out":"B64","err":"B64","status":WAIT_STATUS,"started":0|1,"utime":US,"stime":US,
 *       "snapshot":["B64"|null,...]}         reaped and both pipes at end of file; started: bwrap reported
 *                                              "child-pid" on its status pipe (the program really ran); snapshot:
 *                                              the snapshot files' contents then (the judge's cgroup numbers)
 *   -> {"id":ID,"error":"TEXT"}                the run could not be started at all
 * When the judge goes away (end of the channel, or its death: parent-death signal) every run is killed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "spawner.h"

#define MAX_RUNS 64
#define MAX_LINE (1 << 20)
#define CHUNK 65536

struct run {
  long long id;
  pid_t pid; /* 0: free slot */
  int status_fd, fds[2], reaped, wait_status, started;
  struct rusage ru;
  char *buf[2];
  size_t len[2];
  unsigned long long forwarded[2], cap;
  char *snapshot[MAX_ITEMS];
  int nsnapshot;
};

static struct run runs[MAX_RUNS];
int chan = -1;
static int devnull = -1;
const char *bwrap;
static const char *seccomp_file, *cgroup_root;
long sandbox_uid = -1, sandbox_gid = -1;
static struct stat own_netns;
pid_t self;

static void fatal(const char *what) {
  fprintf(stderr, "katana-spawner: %s: %s\n", what, strerror(errno));
  exit(1);
}

/* --- messages to the judge ----------------------------------------------------------------------------------------- */

static void send_error(long long id, const char *what, int err) {
  char text[256], line[400];
  snprintf(text, sizeof text, "katana-spawner: %s: %s", what, strerror(err));
  /* `what` may come from the request (a path): keep the JSON valid. */
  for (char *p = text; *p; p++)
    if (*p == '"' || *p == '\\' || (unsigned char)*p < 0x20) *p = '?';
  snprintf(line, sizeof line, "{\"id\":%lld,\"error\":\"%s\"}\n", id, text);
  send_line(line);
}

/* --- requests ------------------------------------------------------------------------------------------------------ */

/* Cursor over NUL-terminated tokens. */
struct cursor {
  char *p, *end;
};
static const char *token(struct cursor *c) {
  if (c->p >= c->end) return NULL;
  char *t = c->p, *z = memchr(t, 0, (size_t)(c->end - t));
  if (!z) return NULL;
  c->p = z + 1;
  return t;
}

static int cgroup_file_ok(const char *file) {
  size_t n = strlen(cgroup_root);
  return strncmp(file, cgroup_root, n) == 0 && file[n] == '/' && !strstr(file, "/../") && !strstr(file, "/./");
}

/* Returns NULL when well-formed, or what is wrong. */
static const char *parse_run(struct cursor *c, struct request *r) {
  const char *t;
  unsigned long long v;
  while ((t = token(c))) {
    if (!strcmp(t, "args")) {
      if (number(token(c), &v) < 0 || v + 2 > sizeof r->args / sizeof r->args[0]) return "bad args count";
      r->args[0] = (char *)bwrap;
      for (unsigned long long i = 0; i < v; i++)
        if (!(r->args[i + 1] = (char *)token(c))) return "short args";
      r->args[v + 1] = NULL;
      return c->p == c->end ? NULL : "trailing bytes";
    }
    const char *a = token(c);
    if (!a) return "missing value";
    if (!strcmp(t, "tasks") || !strcmp(t, "procs")) {
      if (!cgroup_file_ok(a)) return "cgroup file outside the cgroup root";
      if (r->ntasks + r->nprocs >= MAX_ITEMS) return "too many cgroups";
      if (t[0] == 't') r->tasks[r->ntasks++] = a;
      else r->procs[r->nprocs++] = a;
    } else if (!strcmp(t, "netns")) {
      r->netns_path = a;
      if (number(token(c), &r->netns_ino) < 0) return "bad netns inode";
    } else if (!strcmp(t, "rlimit")) {
      if (r->nrlimits >= MAX_ITEMS) return "too many rlimits";
      r->rlimits[r->nrlimits++] = a;
    } else if (!strcmp(t, "snapshot")) {
      if (!cgroup_file_ok(a)) return "snapshot file outside the cgroup root";
      if (r->nsnapshot >= MAX_ITEMS) return "too many snapshot files";
      r->snapshot[r->nsnapshot++] = a;
    } else if (!strcmp(t, "box")) {
      /* Only ever mounted in the run's own mount namespace (spawner-child.c): nothing changes for the host. */
      if (a[0] != '/' || strstr(a, "/../") || strstr(a, "/./")) return "box path not absolute";
      r->box_path = a;
      if (number(token(c), &r->box_bytes) < 0 || number(token(c), &r->box_inodes) < 0 || !r->box_bytes || !r->box_inodes)
        return "bad box size";
    } else if (!strcmp(t, "cap")) {
      if (number(a, &r->cap) < 0) return "bad cap";
    } else if (!strcmp(t, "stdin-file")) {
      r->stdin_file = a;
    } else if (!strcmp(t, "stdin-data")) {
      if (number(a, &v) < 0 || v > 65536 || v > (unsigned long long)(c->end - c->p)) return "bad stdin data";
      r->stdin_data = c->p;
      r->stdin_len = v;
      r->has_stdin_data = 1;
      c->p += v;
    } else {
      return "unknown request field";
    }
  }
  return "no args";
}

/* --- the spawner --------------------------------------------------------------------------------------------------- */

static struct run *free_slot(void) {
  for (int i = 0; i < MAX_RUNS; i++)
    if (!runs[i].pid) return &runs[i];
  return NULL;
}

static void start_run(struct cursor *c) {
  struct request r = {0};
  r.cap = 64 * 1024;
  unsigned long long id;
  if (number(token(c), &id) < 0) return;
  r.id = (long long)id;
  const char *bad = parse_run(c, &r);
  if (bad) return send_error(r.id, bad, EINVAL);
  struct run *slot = free_slot();
  if (!slot) return send_error(r.id, "too many runs", EAGAIN);
  int out[2] = {-1, -1}, err[2] = {-1, -1}, status[2] = {-1, -1}, in[2] = {-1, -1}, sec = -1, netns = -1, input = -1;
  const char *what = "buffer";
  for (int s = 0; s < 2; s++)
    if (!slot->buf[s] && !(slot->buf[s] = malloc(CHUNK))) goto fail;
  what = "pipe";
  if (pipe2(out, O_CLOEXEC) < 0 || pipe2(err, O_CLOEXEC) < 0 || pipe2(status, O_CLOEXEC | O_NONBLOCK) < 0) goto fail;
  /* The spawner's ends are non-blocking (it polls them); the program's stay blocking. */
  if (fcntl(out[0], F_SETFL, O_NONBLOCK) < 0 || fcntl(err[0], F_SETFL, O_NONBLOCK) < 0) goto fail;
  what = seccomp_file;
  if ((sec = open(seccomp_file, O_RDONLY | O_CLOEXEC)) < 0) goto fail;
  if (r.stdin_file) {
    what = r.stdin_file;
    if ((input = open(r.stdin_file, O_RDONLY | O_CLOEXEC)) < 0) goto fail;
  } else if (r.has_stdin_data) {
    /* Small inputs fit a pipe's buffer: written here, then the write end is closed (the program reads to EOF). */
    what = "stdin pipe";
    if (pipe2(in, O_CLOEXEC | O_NONBLOCK) < 0) goto fail;
    if (r.stdin_len && write(in[1], r.stdin_data, r.stdin_len) != (ssize_t)r.stdin_len) goto fail;
    close(in[1]);
    in[1] = -1;
    if (fcntl(in[0], F_SETFL, 0) < 0) goto fail;
    input = in[0];
    in[0] = -1;
  }
  if (r.netns_path) {
    struct stat st;
    what = r.netns_path;
    if ((netns = open(r.netns_path, O_RDONLY | O_CLOEXEC)) < 0 || fstat(netns, &st) < 0) goto fail;
    /* The namespace the judge was handed, and never the spawner's (= the judge's) own. */
    errno = EINVAL;
    if (st.st_ino != r.netns_ino || (st.st_dev == own_netns.st_dev && st.st_ino == own_netns.st_ino)) goto fail;
  }
  int fds[5] = {input >= 0 ? input : devnull, out[1], err[1], sec, status[1]};
  /*
   * vfork semantics: the child borrows the spawner's memory (no page-table copy, no copy-on-write faults) and the
   * spawner waits until it has exec'd bwrap or died. The child runs on its own stack and touches nothing shared
   * but the request it reads.
   */
  static char stack[256 * 1024] __attribute__((aligned(16)));
  struct child_args args = {&r, fds, netns};
  what = "clone";
  pid_t pid = clone(child_main, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &args);
  if (pid < 0) goto fail;
  close(out[1]);
  close(err[1]);
  close(status[1]);
  close(sec);
  if (input >= 0) close(input);
  if (netns >= 0) close(netns);
  char *bufs[2] = {slot->buf[0], slot->buf[1]};
  *slot = (struct run){.id = r.id, .pid = pid, .status_fd = status[0], .fds = {out[0], err[0]}, .cap = r.cap, .buf = {bufs[0], bufs[1]}};
  for (int i = 0; i < r.nsnapshot; i++)
    if ((slot->snapshot[slot->nsnapshot] = strdup(r.snapshot[i]))) slot->nsnapshot++;
  return;
fail:;
  int saved = errno;
  int all[] = {out[0], out[1], err[0], err[1], status[0], status[1], in[0], in[1], sec, netns, input};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
    if (all[i] >= 0) close(all[i]);
  send_error(r.id, what, saved);
}

static void kill_run(struct cursor *c) {
  unsigned long long id;
  if (number(token(c), &id) < 0) return;
  for (int i = 0; i < MAX_RUNS; i++)
    if (runs[i].pid && !runs[i].reaped && runs[i].id == (long long)id) kill(runs[i].pid, SIGKILL); /* not reaped: ours */
}

static void handle_line(char *line, size_t len) {
  /* Requests are JSON strings; anything else (Node's own internal messages are objects) is ignored. */
  if (len < 2 || line[0] != '"' || line[len - 1] != '"') return;
  long n = b64_decode(line + 1, len - 2);
  if (n < 0) return;
  struct cursor c = {line + 1, line + 1 + n};
  const char *op = token(&c);
  if (op && !strcmp(op, "run")) start_run(&c);
  else if (op && !strcmp(op, "kill")) kill_run(&c);
}

/* Sends what is buffered, plus the exit status when `final`. */
#define SNAPSHOT_MAX 4096

/*
 * True when the task can never run a user instruction again: gone, a zombie, or exiting with its memory released
 * (as cgroups.ts finished(): typically bwrap's init still unmounting its namespace after the monitor has exited).
 */
static int finished(long pid) {
  char path[64], stat[1024];
  snprintf(path, sizeof path, "/proc/%ld/stat", pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 1;
  ssize_t got = read(fd, stat, sizeof stat - 1);
  close(fd);
  if (got <= 0) return 1;
  stat[got] = 0;
  char *p = strrchr(stat, ')');
  if (!p || !p[1]) return 0;
  p += 2; /* "state ppid pgrp session tty tpgid flags ... vsize" (fields 3, 4, ... 23) */
  char state = *p;
  unsigned long long field[24] = {0};
  for (int i = 4; i <= 23 && (p = strchr(p, ' ')); i++) field[i] = strtoull(++p, NULL, 10);
  return state == 'Z' || state == 'X' || ((field[9] & 0x4 /* PF_EXITING */) && field[23] == 0);
}

/* A cgroup.procs text without the tasks that are finished(): the judge then sees a group that nothing can run in. */
static size_t running_pids(char *text, size_t len) {
  size_t out = 0;
  text[len] = 0;
  for (char *line = text, *next; *line; line = next) {
    next = strchr(line, '\n');
    next = next ? next + 1 : line + strlen(line);
    if (finished(strtol(line, NULL, 10))) continue;
    memmove(text + out, line, (size_t)(next - line));
    out += (size_t)(next - line);
  }
  return out;
}
static void flush(struct run *r, int final) {
  static char line[2 * (CHUNK / 3 + 1) * 4 + MAX_ITEMS * ((SNAPSHOT_MAX / 3 + 1) * 4 + 8) + 512];
  size_t n = (size_t)snprintf(line, 64, "{\"id\":%lld", r->id);
  static const char *names[] = {",\"out\":\"", ",\"err\":\""};
  for (int s = 0; s < 2; s++) {
    if (!r->len[s]) continue;
    n += (size_t)sprintf(line + n, "%s", names[s]);
    n += b64_encode(r->buf[s], r->len[s], line + n);
    line[n++] = '"';
    r->len[s] = 0;
  }
  if (final)
    n += (size_t)sprintf(line + n, ",\"status\":%d,\"started\":%d,\"utime\":%lld,\"stime\":%lld", r->wait_status, r->started,
                         (long long)r->ru.ru_utime.tv_sec * 1000000 + r->ru.ru_utime.tv_usec,
                         (long long)r->ru.ru_stime.tv_sec * 1000000 + r->ru.ru_stime.tv_usec);
  if (final && r->nsnapshot) {
    /* Read now, with the run over: the judge can skip its own reads when nothing is left in the groups. */
    n += (size_t)sprintf(line + n, ",\"snapshot\":[");
    for (int i = 0; i < r->nsnapshot; i++) {
      char text[SNAPSHOT_MAX + 1];
      int fd = open(r->snapshot[i], O_RDONLY | O_CLOEXEC);
      ssize_t got = fd < 0 ? -1 : read(fd, text, SNAPSHOT_MAX);
      if (fd >= 0) close(fd);
      size_t name = strlen(r->snapshot[i]);
      if (got > 0 && got < SNAPSHOT_MAX && name >= 12 && !strcmp(r->snapshot[i] + name - 12, "cgroup.procs"))
        got = (ssize_t)running_pids(text, (size_t)got);
      if (i) line[n++] = ',';
      if (got < 0 || got == SNAPSHOT_MAX) {
        n += (size_t)sprintf(line + n, "null");
        continue;
      }
      line[n++] = '"';
      n += b64_encode(text, (size_t)got, line + n);
      line[n++] = '"';
    }
    line[n++] = ']';
  }
  line[n++] = '}';
  line[n++] = '\n';
  send_all(line, n, -1);
}

/* Reads what a pipe has now (non-blocking), forwarding full buffers; closes it at end of file. */
static void drain(struct run *r, int s) {
  static char scratch[CHUNK];
  while (r->fds[s] >= 0) {
    int keep = r->forwarded[s] <= r->cap; /* up to CAP+1 bytes reach the judge; later ones are dropped */
    size_t room = CHUNK - r->len[s];
    if (keep && r->forwarded[s] + room > r->cap + 1) room = (size_t)(r->cap + 1 - r->forwarded[s]);
    ssize_t got = keep ? read(r->fds[s], r->buf[s] + r->len[s], room) : read(r->fds[s], scratch, sizeof scratch);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0 && errno == EAGAIN) return;
    if (got <= 0) {
      close(r->fds[s]);
      r->fds[s] = -1;
      return;
    }
    if (!keep) continue;
    r->len[s] += (size_t)got;
    r->forwarded[s] += (unsigned long long)got;
    if (r->len[s] == CHUNK || r->forwarded[s] > r->cap) flush(r, 0);
  }
}

static void maybe_finish(struct run *r) {
  if (!r->pid || !r->reaped || r->fds[0] >= 0 || r->fds[1] >= 0) return;
  flush(r, 1);
  for (int i = 0; i < r->nsnapshot; i++) free(r->snapshot[i]);
  r->nsnapshot = 0;
  r->pid = 0;
}

static void reap(void) {
  int st;
  struct rusage ru;
  pid_t pid;
  while ((pid = wait4(-1, &st, WNOHANG, &ru)) > 0) {
    for (int i = 0; i < MAX_RUNS; i++) {
      struct run *r = &runs[i];
      if (r->pid != pid || r->reaped) continue;
      /* bwrap writes {"child-pid": N} once the program's process exists; everything it wrote is in the pipe now. */
      char buf[4096];
      ssize_t got = read(r->status_fd, buf, sizeof buf - 1);
      buf[got > 0 ? got : 0] = 0;
      close(r->status_fd);
      r->reaped = 1;
      r->wait_status = st;
      r->ru = ru;
      r->started = strstr(buf, "\"child-pid\"") != NULL;
      /* Usually the output is all there and the writers are gone: one message for the whole run. */
      drain(r, 0);
      drain(r, 1);
      maybe_finish(r);
      break;
    }
  }
}

static void kill_all_and_exit(void) {
  for (int i = 0; i < MAX_RUNS; i++)
    if (runs[i].pid && !runs[i].reaped) kill(runs[i].pid, SIGKILL);
  exit(0);
}

int main(int argc, char **argv) {
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--bwrap")) bwrap = argv[i + 1];
    else if (!strcmp(argv[i], "--seccomp")) seccomp_file = argv[i + 1];
    else if (!strcmp(argv[i], "--cgroup-root")) cgroup_root = argv[i + 1];
    else if (!strcmp(argv[i], "--uid")) sandbox_uid = atol(argv[i + 1]);
    else if (!strcmp(argv[i], "--gid")) sandbox_gid = atol(argv[i + 1]);
  }
  if (!bwrap || bwrap[0] != '/' || !seccomp_file || seccomp_file[0] != '/' || !cgroup_root || cgroup_root[0] != '/' ||
      sandbox_uid <= 0 || sandbox_gid <= 0) {
    fprintf(stderr, "usage: katana-spawner --bwrap PATH --seccomp FILE --uid UID --gid GID --cgroup-root DIR (uid/gid not 0)\n");
    return 2;
  }
  self = getpid();
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() == 1) return 1;
  const char *env_fd = getenv("NODE_CHANNEL_FD");
  chan = env_fd ? atoi(env_fd) : 3;
  /* Only the judge: the channel is a socketpair its parent made; the peer must be that parent, running as our uid. */
  struct ucred peer;
  socklen_t plen = sizeof peer;
  if (getsockopt(chan, SOL_SOCKET, SO_PEERCRED, &peer, &plen) < 0) fatal("channel");
  if (peer.pid != getppid() || peer.uid != geteuid() || geteuid() != 0) {
    fprintf(stderr, "katana-spawner: refusing a channel from pid %d uid %d (want the parent, root)\n", (int)peer.pid, (int)peer.uid);
    return 1;
  }
  if (fcntl(chan, F_SETFD, FD_CLOEXEC) < 0) fatal("channel");
  if ((devnull = open("/dev/null", O_RDONLY | O_CLOEXEC)) < 0) fatal("/dev/null");
  if (stat("/proc/self/ns/net", &own_netns) < 0) fatal("/proc/self/ns/net");
  if (access(seccomp_file, R_OK) < 0) fatal(seccomp_file);
  if (access(bwrap, X_OK) < 0) fatal(bwrap);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  if (sigprocmask(SIG_BLOCK, &chld, NULL) < 0) fatal("sigprocmask");
  int sigfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (sigfd < 0) fatal("signalfd");
  char ready[64];
  snprintf(ready, sizeof ready, "{\"ready\":%d}\n", (int)self);
  send_line(ready);

  static char buf[MAX_LINE];
  size_t have = 0;
  for (;;) {
    struct pollfd p[2 + 2 * MAX_RUNS] = {{chan, POLLIN, 0}, {sigfd, POLLIN, 0}};
    struct run *owner[2 + 2 * MAX_RUNS];
    int np = 2;
    for (int i = 0; i < MAX_RUNS; i++)
      for (int s = 0; s < 2; s++)
        if (runs[i].pid && runs[i].fds[s] >= 0) {
          owner[np] = &runs[i];
          p[np++] = (struct pollfd){runs[i].fds[s], POLLIN, 0};
        }
    if (poll(p, (nfds_t)np, -1) < 0) {
      if (errno == EINTR) continue;
      fatal("poll");
    }
    for (int k = 2; k < np; k++) {
      if (!p[k].revents) continue;
      struct run *r = owner[k];
      drain(r, r->fds[0] == p[k].fd ? 0 : 1);
      maybe_finish(r);
    }
    if (p[1].revents) {
      struct signalfd_siginfo si;
      while (read(sigfd, &si, sizeof si) > 0) {
      }
      reap();
    }
    if (!p[0].revents) continue;
    ssize_t n = read(chan, buf + have, sizeof buf - have);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) kill_all_and_exit(); /* the judge closed the channel */
    have += (size_t)n;
    char *start = buf, *nl;
    while ((nl = memchr(start, '\n', have - (size_t)(start - buf)))) {
      handle_line(start, (size_t)(nl - start));
      start = nl + 1;
    }
    have -= (size_t)(start - buf);
    memmove(buf, start, have);
    if (have == sizeof buf) kill_all_and_exit(); /* a line longer than any request: not the judge's */
  }
}
