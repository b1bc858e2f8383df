/*
 * Writes the judge's seccomp deny-list as raw BPF (the format `bwrap --seccomp FD` reads) to the file in argv[1].
 * Built and run once by scripts/build-native.sh; the sandbox then only opens the exported file per run.
 *
 * Default action is ALLOW: toolchains (JVM, Node, R, fpc...) use a wide, changing set of syscalls, so an allow-list
 * would break them. Namespaces, cgroups and the unprivileged uid are the main walls; this filter removes the kernel
 * surfaces an untrusted program never needs (network sockets, tracing, mounting, namespace games, kernel keyrings,
 * module loading, eBPF, perf, cross-process memory access).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

static int deny(scmp_filter_ctx ctx, const char *name) {
  int nr = seccomp_syscall_resolve_name(name);
  if (nr == __NR_SCMP_ERROR) return 0; /* not on this architecture */
  int rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
  if (rc < 0) fprintf(stderr, "seccomp-filter: cannot deny %s: %d\n", name, rc);
  return rc;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s OUTPUT.bpf\n", argv[0]);
    return 2;
  }
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return 1;
  /* 32-bit syscalls (int 0x80) would dodge the x86_64 rules: any foreign architecture kills the process. */
  if (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0) return 1;
  /* A binary search over syscall numbers instead of one long chain: same rules, and the kernel's action cache (which
   * runs the filter once per syscall number when bwrap installs it) is built in ~50 us instead of ~140 us per run. */
  if (seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2) < 0) return 1;
#ifdef __x86_64__
  /* x32 shares the x86_64 audit arch; give it the same rules rather than a blind spot. */
  seccomp_arch_add(ctx, SCMP_ARCH_X32);
#endif

  static const char *denied[] = {
      "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
      "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig", "fsmount",
      "fspick", "mount_setattr", "unshare", "setns", "reboot", "kexec_load", "kexec_file_load", "init_module",
      "finit_module", "delete_module", "bpf", "perf_event_open", "keyctl", "add_key", "request_key", "acct",
      "swapon", "swapoff", "syslog", "userfaultfd", "open_by_handle_at", "name_to_handle_at", "iopl", "ioperm",
      "quotactl", "lookup_dcookie", "vhangup", "settimeofday", "clock_settime", "clock_adjtime", "adjtimex",
      "sethostname", "setdomainname", "fanotify_init", "io_uring_setup", "io_uring_enter", "io_uring_register",
      NULL,
  };
  for (const char **name = denied; *name; name++)
    if (deny(ctx, *name) < 0) return 1;

  /* Only local (AF_UNIX) sockets: some runtimes use socketpair/unix sockets internally; the net namespace is empty
   * anyway, this makes a network connect fail even before routing. */
  if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX)) < 0) return 1;
  /* New namespaces through clone flags (unshare/setns are denied above); one rule per flag because a rule's
   * conditions are ANDed. */
  static const unsigned long ns_flags[] = {CLONE_NEWNS,  CLONE_NEWUTS,    CLONE_NEWIPC,  CLONE_NEWUSER,
                                           CLONE_NEWPID, CLONE_NEWNET,    CLONE_NEWCGROUP, CLONE_NEWTIME};
  for (unsigned i = 0; i < sizeof ns_flags / sizeof ns_flags[0]; i++)
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                         SCMP_A0(SCMP_CMP_MASKED_EQ, ns_flags[i], ns_flags[i])) < 0)
      return 1;
  /* clone3 passes its flags in memory where BPF cannot look: ENOSYS makes glibc fall back to clone(2). */
  if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) < 0) return 1;

  int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    perror(argv[1]);
    return 1;
  }
  int rc = seccomp_export_bpf(ctx, fd);
  close(fd);
  seccomp_release(ctx);
  if (rc < 0) {
    fprintf(stderr, "seccomp-filter: export failed: %d\n", rc);
    return 1;
  }
  return 0;
}
