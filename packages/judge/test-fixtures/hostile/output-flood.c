/* Writes to stdout without end. */
#include <stdio.h>
#include <string.h>
int main(void) {
  char line[4096];
  memset(line, 'x', sizeof line - 1);
  line[sizeof line - 1] = '\n';
  for (;;) fwrite(line, 1, sizeof line, stdout);
}
