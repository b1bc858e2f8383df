/* Uses no CPU at all: only the wall-clock limit can stop it. */
#include <unistd.h>
int main(void) {
  for (;;) sleep(1000);
}
