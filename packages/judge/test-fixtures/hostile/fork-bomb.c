/* Fork bomb: every process forks forever. Contained by pids.max; the spinning is stopped by the CPU limit. */
#include <unistd.h>
int main(void) {
  for (;;) fork();
}
