/* Shared by spawner.c (the resident process) and spawner-child.c (what each run's child does before bwrap). */
#ifndef KATANA_SPAWNER_H
#define KATANA_SPAWNER_H
#include <sys/types.h>

#define MAX_ITEMS 16

struct request {
  long long id;
  const char *tasks[MAX_ITEMS], *procs[MAX_ITEMS], *rlimits[MAX_ITEMS], *snapshot[MAX_ITEMS];
  int ntasks, nprocs, nrlimits, nsnapshot;
  const char *netns_path, *stdin_file;
  unsigned long long netns_ino;
  const char *stdin_data;
  size_t stdin_len;
  int has_stdin_data;
  unsigned long long cap;
  /* The run's private /box: a tmpfs of box_bytes and box_inodes mounted over box_path (NULL: none). */
  const char *box_path;
  unsigned long long box_bytes, box_inodes;
  char *args[4096];
};

struct child_args {
  struct request *r;
  int *fds, netns;
};

/* Fixed when the spawner starts (spawner.c). */
extern const char *bwrap;
extern long sandbox_uid, sandbox_gid;
extern pid_t self;

/* Decimal, no sign; 0 or -1. */
int number(const char *s, unsigned long long *out);
/* The run's child, started by clone(CLONE_VM | CLONE_VFORK): katana-launch's steps, then exec bwrap. */
int child_main(void *args);

/* spawner-wire.c: the judge's channel (descriptor `chan`); a failed write means the judge is gone: exit. */
extern int chan;
void send_all(const char *text, size_t len, int fd);
void send_line(const char *text);
long b64_decode(char *s, size_t len);
size_t b64_encode(const char *in, size_t n, char *out);

#endif
