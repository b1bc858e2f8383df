/** Plain-data builders for verdict tests (no sandbox involved). */
import type { CaseStatus } from '@katana/shared/verdicts';
import type { RunResult } from '../sandbox/types.ts';
import type { CaseResult } from './case-result.ts';

export function caseResult(index: number, status: CaseStatus, message = status as string): CaseResult {
  return {
    index,
    name: `secret/${String(index).padStart(2, '0')}`,
    group: 'secret',
    isSample: false,
    status,
    cpuTimeMs: 10,
    wallTimeMs: 12,
    peakMemoryKb: 2048,
    exitCode: 0,
    signal: null,
    outputExcerpt: '',
    stderrExcerpt: '',
    outputTruncated: false,
    message,
  };
}

export function runResult(overrides: Partial<RunResult> = {}): RunResult {
  return {
    outcome: 'OK',
    exitCode: 0,
    signal: null,
    cpuTimeMs: 5,
    wallTimeMs: 6,
    peakMemoryKb: 1024,
    stdout: '',
    stderr: '',
    truncated: false,
    ...overrides,
  };
}
