/**
 * (2) A burst of A+B submissions in C++ (10 tests each) through the REAL judge queue with the real sandbox: every
 * submission is compiled once and run on every test, exactly as the judge does. Reports drain time, throughput,
 * core utilisation and that nothing was lost or judged wrongly.
 *
 *   node --import tsx bench/judge/burst.ts [--submissions 1000] [--engine in-process|bullmq|both]
 *        [--concurrency N (in-process, default cores)] [--workers 2 (bullmq processes, 1 job each)]
 *
 * BullMQ needs TEST_REDIS_URL or REDIS_URL (a unique key prefix is used and deleted afterwards).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJudgeQueue, type JudgePriority, type JudgeQueue } from '@katana/judge';
import {
  abSubmission,
  createAbHandler,
  removeDir,
  TESTS,
  writeAbPackage,
  type BurstJob,
  type BurstResult,
} from './ab-problem.ts';
import { cpuCounters, printMachine } from './machine.ts';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '1000' },
    engine: { type: 'string', default: 'in-process' },
    concurrency: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});
const submissions = Number(values.submissions);
const cores = availableParallelism();
const concurrency = values.concurrency ? Number(values.concurrency) : cores;
const workers = Number(values.workers);
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PRIORITIES: JudgePriority[] = ['contest', 'practice', 'rejudge'];

/** CPU seconds of this process itself. */
function ownCpuS(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

interface BurstReport {
  engine: string;
  setup: string;
  drainS: number;
  lost: number;
  duplicates: number;
  wrong: number;
  failed: number;
  /** Node processes (queue, judge logic, spawning) + every sandboxed process (compilers, tests) from cgroups. */
  nodeCpuS: number;
  sandboxCpuS: number;
  hostBusyShare: number;
}

type DrainResult = Pick<BurstReport, 'drainS' | 'lost' | 'duplicates' | 'wrong' | 'failed' | 'sandboxCpuS'>;

async function drain(queue: JudgeQueue<BurstJob, BurstResult>): Promise<DrainResult> {
  const done = new Map<string, BurstResult | null>();
  let duplicates = 0;
  let wrong = 0;
  let failed = 0;
  let sandboxCpuMs = 0;
  let finish!: () => void;
  const all = new Promise<void>((resolve) => (finish = resolve));
  const expected = new Map<string, string>();
  // The clock starts before the first enqueue: drain time includes enqueueing, as a real burst would.
  const start = performance.now();
  const record = (jobId: string, result: BurstResult | null) => {
    if (done.has(jobId)) duplicates++;
    done.set(jobId, result);
    if (result) sandboxCpuMs += result.sandboxCpuMs;
    if (!result) failed++;
    else if (
      result.verdict !== expected.get(jobId) ||
      (result.verdict === 'CORRECT_ANSWER' && result.passed !== TESTS)
    )
      wrong++;
    // A long run on a busy machine should show it is alive.
    if (done.size % 100 === 0)
      console.error(
        `  ${done.size}/${submissions} judged after ${((performance.now() - start) / 1000).toFixed(0)} s`,
      );
    if (done.size === submissions) finish();
  };
  queue.on('completed', ({ jobId, result }) => record(jobId, result));
  queue.on('failed', ({ jobId, error }) => {
    console.error(`job ${jobId} failed: ${error}`);
    record(jobId, null);
  });
  for (let i = 0; i < submissions; i++) {
    const { source, expected: verdict } = abSubmission(i);
    expected.set(`ab-${i}`, verdict);
    await queue.enqueue({ id: `ab-${i}`, data: { i, source } }, { priority: PRIORITIES[i % 3]! });
  }
  // A stuck queue must end the run with "lost", not hang it.
  const timeout = setTimeout(finish, Math.max(600_000, submissions * 2000));
  await all;
  clearTimeout(timeout);
  const drainS = (performance.now() - start) / 1000;
  return {
    drainS,
    lost: submissions - done.size,
    duplicates,
    wrong,
    failed,
    sandboxCpuS: sandboxCpuMs / 1000,
  };
}

function startWorkers(count: number, prefix: string, packageDir: string): Promise<ChildProcess[]> {
  const script = fileURLToPath(new URL('./burst-worker.ts', import.meta.url));
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = fork(script, [redisUrl!, prefix, packageDir, '1'], {
        execArgv: ['--import', 'tsx'],
        stdio: 'inherit',
      });
      return new Promise<ChildProcess>((resolve, reject) => {
        child.once('message', () => resolve(child));
        child.once('exit', (code) => reject(new Error(`worker exited ${code} before it was ready`)));
      });
    }),
  );
}

async function measure(engine: 'in-process' | 'bullmq', packageDir: string): Promise<BurstReport> {
  let queue: JudgeQueue<BurstJob, BurstResult>;
  let children: ChildProcess[] = [];
  let cleanup = async () => {};
  let setup: string;
  const prefix = `katana-bench-${process.pid}`;
  if (engine === 'in-process') {
    const { handler, dispose } = await createAbHandler(packageDir);
    queue = await createJudgeQueue<BurstJob, BurstResult>({ handler, concurrency });
    cleanup = dispose;
    setup = `in-process queue, concurrency ${concurrency}`;
  } else {
    if (!redisUrl) throw new Error('--engine bullmq needs TEST_REDIS_URL or REDIS_URL');
    children = await startWorkers(workers, prefix, packageDir);
    queue = await createJudgeQueue<BurstJob, BurstResult>({ redisUrl, prefix });
    setup = `BullMQ on Redis, ${workers} worker processes x concurrency 1`;
  }
  const cpuBefore = ownCpuS();
  const hostBefore = cpuCounters();
  const result = await drain(queue);
  const hostAfter = cpuCounters();
  let nodeCpuS = ownCpuS() - cpuBefore;
  await queue.close();
  // Each worker reports its own CPU time as it exits (it was idle before the burst started: start-up is negligible
  // next to the burst, and counted, which only makes the utilisation look better by that much).
  const workerCpu = children.map(
    (c) =>
      new Promise<number>((resolve) =>
        c.on('message', (m: { cpuS?: number }) => m.cpuS !== undefined && resolve(m.cpuS)),
      ),
  );
  for (const child of children) child.kill('SIGTERM');
  nodeCpuS += (await Promise.all(workerCpu)).reduce((a, b) => a + b, 0);
  await cleanup();
  if (engine === 'bullmq') {
    const { deleteKeys } = await import('@katana/judge/test-support');
    await deleteKeys(redisUrl!, prefix);
  }
  return {
    engine,
    setup,
    ...result,
    nodeCpuS,
    hostBusyShare: (hostAfter.busy - hostBefore.busy) / (hostAfter.total - hostBefore.total),
  };
}

function print(r: BurstReport): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(`\n${r.engine}: ${r.setup}`);
  console.log(`  ${submissions} submissions x ${TESTS} tests: drained in ${r.drainS.toFixed(1)} s`);
  console.log(
    `  throughput ${(submissions / r.drainS).toFixed(2)} submissions/s, ${((submissions * TESTS) / r.drainS).toFixed(1)} test runs/s`,
  );
  const judgeCpuS = r.nodeCpuS + r.sandboxCpuS;
  console.log(
    `  judge CPU ${judgeCpuS.toFixed(1)} s (node processes ${r.nodeCpuS.toFixed(1)} s + sandboxed compilers and tests ` +
      `${r.sandboxCpuS.toFixed(1)} s) = ${pct(judgeCpuS / (cores * r.drainS))} of ${cores} cores x wall`,
  );
  console.log(`  host busy (/proc/stat, all processes incl. others on the machine) ${pct(r.hostBusyShare)}`);
  console.log(
    `  lost ${r.lost}, duplicate results ${r.duplicates}, failed jobs ${r.failed}, wrong verdicts ${r.wrong}`,
  );
}

printMachine();
const packageDir = await writeAbPackage();
try {
  const engines =
    values.engine === 'both'
      ? (['in-process', 'bullmq'] as const)
      : [values.engine as 'in-process' | 'bullmq'];
  for (const engine of engines) print(await measure(engine, packageDir));
} finally {
  await removeDir(packageDir);
}
