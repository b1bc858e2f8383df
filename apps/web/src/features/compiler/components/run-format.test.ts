import { describe, expect, it } from 'vitest';
import { formatDuration, formatLimits, formatMemory, runVerdictLabel } from './run-format.ts';

describe('run formatting', () => {
  it('reads a run within the limits as Success and failures by their status label', () => {
    expect(runVerdictLabel('CORRECT_ANSWER')).toBe('Success');
    expect(runVerdictLabel('COMPILATION_ERROR')).toBe('Compilation Error');
    expect(runVerdictLabel('TIME_LIMIT_EXCEEDED')).toBe('Time Limit Exceeded');
    expect(runVerdictLabel('MEMORY_LIMIT_EXCEEDED')).toBe('Memory Limit Exceeded');
  });

  it.each([
    [0, '0 ms'],
    [12.4, '12 ms'],
    [999, '999 ms'],
    [1000, '1.00 s'],
    [2345, '2.35 s'],
  ])('shows %s ms as %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it.each([
    [900, '900 KB'],
    [1024, '1.0 MB'],
    [3380, '3.3 MB'],
    [262144, '256.0 MB'],
  ])('shows %s KB as %s', (kb, text) => expect(formatMemory(kb)).toBe(text));

  it('states the limits', () => expect(formatLimits(2, 256)).toBe('2 s CPU time, 256 MB memory'));
});
