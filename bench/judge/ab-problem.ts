/**
 * The A+B problem the judge benchmarks use: a real problem package on disk (2023-07 draft layout, 10 secret tests),
 * read by the judge's own package reader, and the C++ submissions sent to it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  createSandbox,
  type JudgeHandler,
  judgeSubmission,
  loadPackage,
  type PreparedProblem,
  prepareProblem,
  type Sandbox,
} from '@katana/judge';

export const TESTS = 10;

/** Writes the package; the caller removes `dir`. Inputs are fixed so every run judges the same data. */
export async function writeAbPackage(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'katana-bench-ab-'));
  await writeFile(
    join(dir, 'problem.yaml'),
    'problem_format_version: 2023-07-draft\nname: A plus B\nuuid: 2f6d8f0e-4a51-4c7a-9a39-6f1f1b2b0c11\n' +
      'limits:\n  time_limit: 1\n  memory: 256\n',
  );
  await mkdir(join(dir, 'data', 'secret'), { recursive: true });
  for (let i = 1; i <= TESTS; i++) {
    const a = (i * 7919) % 1_000_003;
    const b = -((i * 104_729) % 999_983);
    const name = join(dir, 'data', 'secret', String(i).padStart(2, '0'));
    await writeFile(`${name}.in`, `${a} ${b}\n`);
    await writeFile(`${name}.ans`, `${a + b}\n`);
  }
  return dir;
}

/** Every submission differs by a comment, as real ones do; one in ten subtracts instead (WRONG_ANSWER). */
export function abSubmission(i: number): { source: string; expected: 'CORRECT_ANSWER' | 'WRONG_ANSWER' } {
  const wrong = i % 10 === 9;
  const source =
    `// submission ${i}\n#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n` +
    `  std::cout << (a ${wrong ? '-' : '+'} b) << "\\n";\n}\n`;
  return { source, expected: wrong ? 'WRONG_ANSWER' : 'CORRECT_ANSWER' };
}

export interface BurstJob {
  i: number;
  source: string;
}
export interface BurstResult {
  verdict: string;
  passed: number;
  /** CPU time of every sandboxed process of this job (compiler and the tests), from their cgroups. */
  sandboxCpuMs: number;
}

/** Sums the cgroup CPU time of every run: a sandbox's process tree is not all reaped by us, so rusage misses it. */
function cpuCountingSandbox(inner: Sandbox): Sandbox & { take(): number } {
  let total = 0;
  return {
    async run(spec) {
      const result = await inner.run(spec);
      total += result.cpuTimeMs;
      return result;
    },
    start(spec, onStdout) {
      const live = inner.start(spec, onStdout);
      return { ...live, result: live.result.then((r) => ((total += r.cpuTimeMs), r)) };
    },
    async runInteractive(submission, validator) {
      const r = await inner.runInteractive(submission, validator);
      total += r.submission.cpuTimeMs + r.validator.cpuTimeMs;
      return r;
    },
    take() {
      const t = total;
      total = 0;
      return t;
    },
  };
}

/** The judge's real path per job: compile once, run the 10 tests in the sandbox, check, aggregate. */
export async function createAbHandler(packageDir: string): Promise<{
  handler: JudgeHandler<BurstJob, BurstResult>;
  dispose(): Promise<void>;
}> {
  const shared = createSandbox();
  const loaded = await loadPackage(packageDir);
  const prepared: PreparedProblem = await prepareProblem(loaded.pkg, shared);
  return {
    handler: async (job) => {
      // One counter per job: jobs run concurrently.
      const sandbox = cpuCountingSandbox(shared);
      const result = await judgeSubmission({
        pkg: loaded.pkg,
        prepared,
        language: 'cpp',
        source: job.data.source,
        sandbox,
        mode: 'all',
      });
      return {
        verdict: result.verdict,
        passed: result.noOfTestCasesCorrect,
        sandboxCpuMs: sandbox.take(),
      };
    },
    async dispose() {
      await prepared.dispose();
      await loaded.dispose();
    },
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
