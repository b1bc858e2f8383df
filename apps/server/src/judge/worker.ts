/**
 * `katana worker`: the scale-out judge process. Takes jobs from the BullMQ queue on REDIS_URL and judges them with
 * the same handler the embedded server uses, in this machine's sandbox; SIGTERM/SIGINT stop it gracefully (running
 * jobs finish within the grace period, the rest go back to the queue for another worker).
 */
import {
  type BullmqSettings,
  createSandbox,
  judgeQueueEnv,
  sandboxAvailability,
  startWorker,
  type WorkerHandle,
} from '@katana/judge';
import { removeLeftoverBoxes } from './leftover-boxes.ts';
import { ConfigError, loadConfig } from '../plugins/app/config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../plugins/app/logger.ts';
import { createJudgeJobHandler } from './judge-job-handler.ts';
import { createSqlSupport } from './sql-support.ts';
import { createProblemJobDeps, type ProblemStoreFactory } from './problem-job-deps.ts';

export const WORKER_USAGE = `usage: katana worker

Judges jobs from the BullMQ queue. Environment:
  REDIS_URL          Redis of the queue (required)
  DATABASE_URL       PostgreSQL of the API (problem packages, submission verdicts); without it only
                     online-compiler runs are judged
  JUDGE_CONCURRENCY  jobs judged at once (default: the number of cores)
  LOG_LEVEL          as for the server`;

export interface WorkerRun {
  worker: WorkerHandle;
  /** Resolves with the exit code once the worker has stopped. */
  stopped: Promise<number>;
}

export interface JudgeWorkerOptions {
  env?: NodeJS.ProcessEnv;
  /** SIGTERM/SIGINT close the worker gracefully (default true). */
  handleSignals?: boolean;
  /** Queue name, key prefix, recovery timings; must match the server's (tests use their own prefix). */
  settings?: Omit<BullmqSettings, 'redisUrl'>;
  /** An open database instead of DATABASE_URL (tests share theirs); the caller closes it. */
  database?: DatabaseHandle;
  /** Where problem packages are unpacked (default: <os tmp>/katana-packages). */
  packageCacheDir?: string;
  /** Where problem jobs read packages and store verdicts (the composition root supplies practice's). */
  store: ProblemStoreFactory;
}

/** Starts the worker; apart from the command so tests can run it in-process and stop it without signals. */
export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<WorkerRun> {
  const { env = process.env, handleSignals = true, settings = {} } = options;
  const config = loadConfig(env);
  if (!config.redisUrl)
    throw new ConfigError(['REDIS_URL: katana worker takes jobs from Redis; set REDIS_URL']);
  const { concurrency } = judgeQueueEnv(env);
  const log = createLogger(config);
  const sandbox = sandboxAvailability();
  if (!sandbox.available) throw new Error(`the sandbox cannot run programs here: ${sandbox.reason}`);
  const sql = createSqlSupport();
  // Problem jobs read packages and store verdicts in the API's database; the worker opens it itself.
  const opened =
    !options.database && config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl }) : null;
  const database = options.database ?? opened;
  if (!database) log.warn('DATABASE_URL is not set: only online-compiler runs can be judged here');
  const box = createSandbox();
  void removeLeftoverBoxes(log);
  const problems = database
    ? createProblemJobDeps({
        store: options.store(database.db),
        sandbox: box,
        sql,
        packageCacheDir: options.packageCacheDir,
        onError: (err, job) => log.error({ err, ...job }, 'judge job failed unexpectedly'),
      })
    : null;
  const worker = await startWorker({
    ...settings,
    redisUrl: config.redisUrl,
    concurrency,
    handleSignals,
    handler: createJudgeJobHandler({ sandbox: box, sql, ...(problems ? { problems } : {}) }),
    onError: (err) => log.warn({ err: { message: err.message } }, 'judge worker error'),
  });
  log.info({ concurrency: worker.concurrency, cgroup: sandbox.cgroups.version }, 'judge worker started');
  const stopped = worker.closed.then(async () => {
    await problems?.close();
    await opened?.close();
    await sql.close();
    log.info('judge worker stopped');
    return 0;
  });
  return { worker, stopped };
}

export async function runWorkerCommand(args: string[], store: ProblemStoreFactory): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(WORKER_USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(`unexpected argument '${args[0]}'\n${WORKER_USAGE}`);
    return 64;
  }
  try {
    const { stopped } = await startJudgeWorker({ store });
    return await stopped;
  } catch (error) {
    if (error instanceof ConfigError) throw error; // the CLI prints it and exits 78
    console.error(`katana worker: ${(error as Error).message}`);
    return 1;
  }
}
