/* Tries the network: an IPv4 socket to argv[1]:argv[2] (the test's listener on the host) and to a public address.
 * Prints one line per attempt: "<what> ok" or "<what> <errno name>". */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static void attempt(const char *what, const char *ip, int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) {
    printf("%s socket %s\n", what, strerrorname_np(errno));
    return;
  }
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(port)};
  inet_pton(AF_INET, ip, &addr.sin_addr);
  if (connect(fd, (struct sockaddr *)&addr, sizeof addr) < 0) printf("%s connect %s\n", what, strerrorname_np(errno));
  else printf("%s ok\n", what);
  close(fd);
}
int main(int argc, char **argv) {
  if (argc > 2) attempt("host", argv[1], atoi(argv[2]));
  attempt("internet", "1.1.1.1", 53);
  int udp = socket(AF_INET6, SOCK_DGRAM, 0);
  printf("udp6 %s\n", udp < 0 ? strerrorname_np(errno) : "ok");
  return 0;
}
