/* Memory bomb: touches 1 MiB after 1 MiB until something stops it (the cgroup memory limit). */
#include <stdlib.h>
#include <string.h>
int main(void) {
  for (;;) {
    char *block = malloc(1 << 20);
    if (block) memset(block, 1, 1 << 20);
  }
}
