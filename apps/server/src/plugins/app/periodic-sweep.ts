/**
 * A background sweep every `intervalMs` on this node (the contest rating and the contest participation EXP): one
 * run at a time (a slow run is not overlapped, the next tick is skipped), failures logged, and on close the timer
 * stops and a run in flight is awaited, because the database closes after this hook. The sweeps themselves are
 * safe to run on every node at once (advisory locks, idempotent writes).
 */
import type { FastifyInstance } from 'fastify';

export function startPeriodicSweep<T>(
  app: FastifyInstance,
  opts: {
    intervalMs: number;
    run(): Promise<T>;
    /** Logs what a run did (skip the log when it did nothing). */
    report(result: T): void;
    failureMessage: string;
  },
): void {
  if (opts.intervalMs <= 0) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = opts
      .run()
      .then(opts.report)
      .catch((error: unknown) => app.log.error({ err: error }, opts.failureMessage))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
