/* Tries to dodge the seccomp filter through other syscall ABIs: x32 numbering (bit 30 set), then the 32-bit
 * `int $0x80` entry. Prints the x32 result; the 32-bit attempt must kill the process (SIGSYS). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
int main(void) {
  long r = syscall(0x40000000L | SYS_socket, AF_INET, SOCK_STREAM, 0);
  printf("x32 socket %s\n", r < 0 ? strerrorname_np(errno) : "ok");
  fflush(stdout);
  long ret;
  /* i386 socket(2) is syscall 359 */
  __asm__ volatile("int $0x80" : "=a"(ret) : "a"(359L), "b"((long)AF_INET), "c"((long)SOCK_STREAM), "d"(0L) : "memory");
  printf("i386 socket %ld\n", ret);
  return 0;
}
