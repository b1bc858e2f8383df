/** Wire shapes of online-compiler results: program runs and SQL runs share one response schema. */
import { describe, expect, it } from 'vitest';
import { judgeRunResultSchema } from '@katana/shared/api/judge';
import type { JudgeRunResult } from '@katana/judge';
import { presentProgramRun, presentSqlRun, STDERR_EXCERPT_CHARS } from './run-job.ts';
import type { RunJobData } from './judge-job.ts';

const data: RunJobData = {
  kind: 'run',
  language: 'psql',
  source: 'select 1',
  stdin: '',
  timeLimitS: 2,
  memoryLimitMb: 256,
};

const programRun = (overrides: Partial<NonNullable<JudgeRunResult['run']>> = {}): JudgeRunResult => ({
  language: 'python',
  verdict: 'RUNTIME_ERROR',
  status: 'RE',
  message: 'ZeroDivisionError',
  compile: { ok: true, message: '' },
  run: {
    outcome: 'NONZERO_EXIT',
    exitCode: 1,
    signal: null,
    cpuTimeMs: 12,
    wallTimeMs: 30,
    peakMemoryKb: 4096,
    stdout: 'partial\n',
    stderr: 'Traceback...\nZeroDivisionError: division by zero\n',
    truncated: false,
    ...overrides,
  },
  limits: { timeLimitS: 2, memoryLimitMb: 256 },
});

describe('presentProgramRun', () => {
  it('keeps the measurements and outputs in snake_case, valid for the response schema', () => {
    const wire = presentProgramRun(programRun());
    expect(wire.run).toEqual({
      outcome: 'NONZERO_EXIT',
      exit_code: 1,
      signal: null,
      cpu_time_ms: 12,
      wall_time_ms: 30,
      peak_memory_kb: 4096,
      stdout: 'partial\n',
      stderr: 'Traceback...\nZeroDivisionError: division by zero\n',
      truncated: false,
    });
    expect(wire.limits).toEqual({ time_limit_s: 2, memory_limit_mb: 256 });
    expect(judgeRunResultSchema.safeParse(wire).success).toBe(true);
  });

  it('cuts a stderr flood to its start and says so', () => {
    const wire = presentProgramRun(programRun({ stderr: 'e'.repeat(STDERR_EXCERPT_CHARS + 10) }));
    expect(wire.run?.stderr).toHaveLength(STDERR_EXCERPT_CHARS);
    expect(wire.run?.truncated).toBe(true);
  });

  it('has no run when the program did not compile', () => {
    const result: JudgeRunResult = {
      ...programRun(),
      verdict: 'COMPILATION_ERROR',
      status: null,
      compile: { ok: false, message: 'main.cpp:1: error' },
      run: null,
    };
    const wire = presentProgramRun(result);
    expect(wire.run).toBeNull();
    expect(judgeRunResultSchema.safeParse(wire).success).toBe(true);
  });
});

describe('presentSqlRun', () => {
  it('shows the result table as stdout and reports no CPU time or memory (the engine measures neither)', () => {
    const wire = presentSqlRun(data, {
      status: 'OK',
      columns: ['n'],
      rows: [['1']],
      table: '| n |\n',
      timeMs: 5,
    });
    expect(wire).toMatchObject({ verdict: 'CORRECT_ANSWER', status: 'MATCH' });
    expect(wire.run).toMatchObject({
      outcome: 'OK',
      stdout: '| n |\n',
      cpu_time_ms: null,
      peak_memory_kb: null,
      wall_time_ms: 5,
    });
    expect(judgeRunResultSchema.safeParse(wire).success).toBe(true);
  });

  it('maps a database error, a time-out and a memory limit to their verdicts', () => {
    const failed = (status: 'ERROR' | 'TO' | 'MLE', error: string) =>
      presentSqlRun(data, { status, columns: [], rows: [], table: `${error}\n`, error, timeMs: 9 });
    expect(failed('ERROR', 'relation "x" does not exist')).toMatchObject({
      verdict: 'ERROR',
      message: 'relation "x" does not exist',
      run: { outcome: 'QUERY_ERROR', stderr: 'relation "x" does not exist' },
    });
    expect(failed('TO', 'time limit')).toMatchObject({
      verdict: 'TIME_LIMIT_EXCEEDED',
      run: { outcome: 'TIME_LIMIT' },
    });
    expect(failed('MLE', 'memory')).toMatchObject({
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      run: { outcome: 'MEMORY_LIMIT' },
    });
  });
});
