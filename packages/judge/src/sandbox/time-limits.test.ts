/**
 * Time Limit Exceeded is decided by CPU time. The wall clock only stops programs that sleep; on a loaded machine a
 * program that waits for a CPU is not charged for the wait. Real sandbox (needs root and bubblewrap); the "loaded
 * machine" is busy processes at a higher priority on the CPU the program pins itself to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compile, disposeArtifact, type CompiledArtifact } from '../compile-run/compile.ts';
import { runCompiled } from '../compile-run/run-compiled.ts';
import { submissionLimits } from '../judging/limits.ts';
import { decideCaseStatus } from '../verdict/case-result.ts';
import { requireSandbox, skipSandboxTests } from './test-support.ts';

/** A one-second problem as the judge runs it: 1 s of CPU, the wall clock only against sleepers. */
const oneSecond = submissionLimits({ timeLimitS: 1, memoryMb: 64, outputMb: 1 });

/** Pins itself to CPU 0, then spins for `argv[1]` ms of its own CPU time and prints the answer. */
const SPIN_ON_CPU0 = `#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double cpu_ms(void) {
  struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
int main(int argc, char **argv) {
  cpu_set_t one; CPU_ZERO(&one); CPU_SET(0, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) return 2;
  double until = cpu_ms() + atof(argv[1]);
  volatile unsigned long x = 0;
  while (cpu_ms() < until) x++;
  puts("42");
  return 0;
}
`;

let spin: CompiledArtifact;
let hogs: ChildProcess[] = [];

beforeAll(async () => {
  requireSandbox();
  const compiled = await compile('c', SPIN_ON_CPU0);
  if (!compiled.artifact) throw new Error(compiled.message);
  spin = compiled.artifact;
});
afterAll(async () => {
  if (spin) await disposeArtifact(spin);
});
afterEach(() => {
  for (const hog of hogs) hog.kill('SIGKILL');
  hogs = [];
});

/**
 * Two busy loops on CPU 0, each in its own session (the kernel's autogroups share a CPU between sessions, and every
 * sandboxed run is one) at autogroup nice -10: a program at nice 0 on that CPU gets about a twentieth of it.
 */
async function hogCpu0(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const hog = spawn('setsid', ['taskset', '-c', '0', 'sh', '-c', 'while :; do :; done'], {
      stdio: 'ignore',
    });
    hogs.push(hog);
  }
  // Past the exec of setsid and taskset: the loops are spinning before the program starts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const hog of hogs) writeFileSync(`/proc/${hog.pid}/autogroup`, '-10');
}

describe.skipIf(skipSandboxTests)('time limits', () => {
  it('a CPU-bound loop is TIME_LIMIT with at least the limit of CPU time', async () => {
    const result = await runCompiled(spin, undefined, oneSecond, { args: ['60000'] });
    expect(result.outcome).toBe('TIME_LIMIT');
    expect(result.cpuTimeMs).toBeGreaterThanOrEqual(1000);
    expect(decideCaseStatus(result, null, 1).status).toBe('TO');
  });

  it('a program that prints the right answer and then sleeps past the wall clock is TIME_LIMIT', async () => {
    const sleeper = await compile('python', 'import time\nprint(42, flush=True)\ntime.sleep(60)\n');
    try {
      const result = await runCompiled(sleeper.artifact!, undefined, oneSecond);
      expect(result.stdout).toBe('42\n');
      expect(result.outcome).toBe('TIME_LIMIT');
      expect(result.cpuTimeMs).toBeLessThan(1000);
      // The output is never checked: the case is a time-out whatever it printed.
      expect(decideCaseStatus(result, { verdict: 'AC', message: 'ok' }, 1).status).toBe('TO');
    } finally {
      await disposeArtifact(sleeper.artifact!);
    }
  });

  it('a program that waits for a CPU behind a busier process is judged by its CPU time, not the wall clock', async () => {
    await hogCpu0();
    // ~400 ms of CPU at a twentieth of a CPU takes several seconds, past the 3 s wall clock of a 1 s problem.
    const result = await runCompiled(spin, undefined, oneSecond, { args: ['400'] });
    expect(result.wallTimeMs).toBeGreaterThan(oneSecond.wallTimeMs);
    expect(result.outcome).toBe('OK');
    expect(result.stdout).toBe('42\n');
    expect(result.cpuTimeMs).toBeLessThan(1000);
  });
});
