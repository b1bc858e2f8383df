/* Thread bomb: threads that never end, created as fast as possible (threads count against pids.max too). */
#include <pthread.h>
#include <unistd.h>
static void *idle(void *arg) {
  (void)arg;
  for (;;) pause();
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  for (;;) {
    pthread_t t;
    pthread_create(&t, &attr, idle, 0);
  }
}
