/**
 * The judge queue as an app plugin. Embedded (no REDIS_URL): an in-process queue judges here, one sandboxed job per
 * core. Scale-out (REDIS_URL): a BullMQ producer; `katana worker` processes judge. Decorates `app.judge`, replaces
 * the foundation's `queue` health entry with live numbers and adds `sandbox` (cgroup version, bubblewrap) and
 * `languages` (why each unavailable language is: for operators, learners only read that it is not available).
 */
import fp from 'fastify-plugin';
import {
  createJudgeQueue,
  type CreateJudgeQueueOptions,
  createSandbox,
  type JudgeQueue,
  judgeQueueEnv,
  listLanguages,
  sandboxAvailability,
} from '@katana/judge';
import type { JudgeJobData, JudgeJobResult } from './judge-job.ts';
import { createJudgeJobHandler, type JudgeJobHandler } from './judge-job-handler.ts';
import { JudgeService, type JudgeServiceOptions } from './judge.service.ts';
import { removeLeftoverBoxes } from './leftover-boxes.ts';
import { sandboxHealth } from './sandbox-health.ts';
import { unavailableLanguages } from './judge-language.presenter.ts';
import { createSqlSupport, type SqlSupport } from './sql-support.ts';
import { createProblemJobDeps, type ProblemStoreFactory } from './problem-job-deps.ts';
import { ReconnectingQueue } from './reconnecting-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    judge: JudgeService;
  }
}

export interface JudgePluginOptions {
  /** Judges jobs in this process (in-process engine). Default: the real handler with the bubblewrap sandbox. */
  handler?: JudgeJobHandler;
  /** Jobs judged at once here; default JUDGE_CONCURRENCY or the number of cores. */
  concurrency?: number;
  sql?: SqlSupport;
  service?: JudgeServiceOptions;
  /** How long running jobs may finish when the app closes before they are aborted (default 10 s). */
  closeGraceMs?: number;
  /** Where problem packages are unpacked (default: <os tmp>/katana-packages). */
  packageCacheDir?: string;
  /** Where problem jobs judged here read packages and store verdicts (the composition root supplies practice's). */
  store?: ProblemStoreFactory;
  /** BullMQ tuning and key prefix (tests use their own prefix). */
  queue?: Omit<CreateJudgeQueueOptions<JudgeJobData, JudgeJobResult>, 'redisUrl' | 'handler' | 'concurrency'>;
}

const CLOSE_GRACE_MS = 10_000;

export default fp<JudgePluginOptions>(
  async (app, opts) => {
    const redisUrl = app.config.redisUrl;
    const concurrency = opts.concurrency ?? judgeQueueEnv().concurrency;
    const sql = opts.sql ?? createSqlSupport();
    // Scale-out: this node only produces; the workers own the sandboxes.
    const judgesHere = !redisUrl;
    let handler: JudgeJobHandler | undefined = judgesHere ? opts.handler : undefined;
    let problems: ReturnType<typeof createProblemJobDeps> | null = null;
    if (judgesHere && !handler) {
      if (!opts.store) throw new Error('judge plugin: judging here needs a problem store (options.store)');
      // Problem jobs read packages from this app's database and store verdicts there.
      const sandbox = createSandbox();
      void removeLeftoverBoxes(app.log);
      problems = createProblemJobDeps({
        store: opts.store(app.db),
        sandbox,
        sql,
        packageCacheDir: opts.packageCacheDir,
        onError: (err, job) => app.log.error({ err, ...job }, 'judge job failed unexpectedly'),
      });
      handler = createJudgeJobHandler({ sandbox, sql, problems });
    }
    const queue: JudgeQueue<JudgeJobData, JudgeJobResult> = redisUrl
      ? // Scale-out: the API must start and answer while Redis is down, like every other Redis use.
        new ReconnectingQueue(
          () => createJudgeQueue<JudgeJobData, JudgeJobResult>({ ...opts.queue, redisUrl, concurrency }),
          {
            onConnectError: (err) =>
              app.log.warn({ err: { message: err.message } }, 'judge queue: Redis unreachable'),
          },
        )
      : await createJudgeQueue<JudgeJobData, JudgeJobResult>({ ...opts.queue, concurrency, handler });
    queue.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'judge queue error'));
    // Embedded with the real handler: runs need this machine's sandbox. Scale-out: the workers check their own.
    const unavailableReason =
      judgesHere && !opts.handler
        ? () => {
            const sandbox = sandboxAvailability();
            return sandbox.available ? null : (sandbox.reason ?? 'sandbox unavailable');
          }
        : () => null;
    const service = new JudgeService(queue, sql, { unavailableReason, ...opts.service });
    app.decorate('judge', service);

    app.health.register('queue', async () => ({ ...(await queue.health()) }));
    app.health.register('sandbox', async () => {
      const health = await sandboxHealth();
      // An API node that does not judge is healthy without a sandbox; the entry still shows what it would use.
      return judgesHere ? { ...health, judges_here: true } : { ...health, ok: true, judges_here: false };
    });
    // A missing language does not make the server unhealthy. SQL engines show their last probe (they start on first
    // use, not for a health poll).
    app.health.register('languages', async () => ({
      ok: true,
      unavailable: unavailableLanguages(listLanguages()),
    }));

    app.addHook('onClose', async () => {
      await service.close();
      await queue.close({ graceMs: opts.closeGraceMs ?? CLOSE_GRACE_MS });
      await problems?.close();
      await sql.close();
    });
  },
  { name: 'judge', dependencies: ['health', 'redis', 'database'] },
);
