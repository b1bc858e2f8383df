import { describe, expect, it } from 'vitest';
import type { CgroupStats } from './cgroups.ts';
import { classifyRun, decodeExitStatus, type Observation } from './outcome.ts';
import { testLimits } from './test-support.ts';

const stats = (overrides: Partial<CgroupStats> = {}): CgroupStats => ({
  cpuTimeMs: 10,
  peakMemoryKb: 1000,
  oomKilled: false,
  memoryLimitHit: false,
  processLimitHit: false,
  ...overrides,
});
const observe = (overrides: Partial<Observation>): Observation => ({
  sandboxFailed: false,
  killReason: undefined,
  exitCode: 0,
  signal: null,
  stats: stats(),
  limits: testLimits({ cpuTimeMs: 1000 }),
  ...overrides,
});

describe('classifyRun', () => {
  it('calls an OOM kill a memory limit, never a signal', () => {
    expect(
      classifyRun(observe({ exitCode: null, signal: 'SIGKILL', stats: stats({ oomKilled: true }) })),
    ).toBe('MEMORY_LIMIT');
  });

  it('calls a crash after hitting the memory limit a memory limit', () => {
    expect(classifyRun(observe({ exitCode: 1, stats: stats({ memoryLimitHit: true }) }))).toBe(
      'MEMORY_LIMIT',
    );
  });

  it('keeps a successful run that brushed the memory limit (reclaimed cache) OK', () => {
    expect(classifyRun(observe({ stats: stats({ memoryLimitHit: true }) }))).toBe('OK');
  });

  it('reports a run that finished but used more CPU than allowed as a time limit', () => {
    expect(classifyRun(observe({ stats: stats({ cpuTimeMs: 1001 }) }))).toBe('TIME_LIMIT');
  });

  it('reports the judge killing for wall clock or CPU as a time limit, and SIGXCPU too', () => {
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGKILL', killReason: 'wall' }))).toBe(
      'TIME_LIMIT',
    );
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGKILL', killReason: 'cpu' }))).toBe('TIME_LIMIT');
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGXCPU' }))).toBe('TIME_LIMIT');
  });

  it('reports output cap and file-size signal as an output limit', () => {
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGKILL', killReason: 'output' }))).toBe(
      'OUTPUT_LIMIT',
    );
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGXFSZ' }))).toBe('OUTPUT_LIMIT');
  });

  it('separates crashes by signal from non-zero exits', () => {
    expect(classifyRun(observe({ exitCode: null, signal: 'SIGSEGV' }))).toBe('SIGNALLED');
    expect(classifyRun(observe({ exitCode: 3 }))).toBe('NONZERO_EXIT');
  });

  it('puts a sandbox failure before everything else', () => {
    expect(classifyRun(observe({ sandboxFailed: true, stats: stats({ oomKilled: true }) }))).toBe(
      'SANDBOX_ERROR',
    );
  });
});

describe('decodeExitStatus', () => {
  it('turns bwrap 128+N statuses of fatal signals back into signals', () => {
    expect(decodeExitStatus(139)).toEqual({ exitCode: null, signal: 'SIGSEGV' });
    expect(decodeExitStatus(137)).toEqual({ exitCode: null, signal: 'SIGKILL' });
    expect(decodeExitStatus(134)).toEqual({ exitCode: null, signal: 'SIGABRT' });
  });

  it('keeps ordinary exit codes', () => {
    expect(decodeExitStatus(0)).toEqual({ exitCode: 0, signal: null });
    expect(decodeExitStatus(42)).toEqual({ exitCode: 42, signal: null });
    expect(decodeExitStatus(200)).toEqual({ exitCode: 200, signal: null });
  });
});
