/* Writes one ever-growing file in its box (RLIMIT_FSIZE stops it with SIGXFSZ). */
#include <stdio.h>
#include <string.h>
int main(void) {
  FILE *f = fopen("big.bin", "w");
  if (!f) return 3;
  char block[65536];
  memset(block, 'y', sizeof block);
  for (;;) fwrite(block, 1, sizeof block, f);
}
