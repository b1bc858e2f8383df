import { describe, expect, it } from 'vitest';
import { CaseStatus } from '@katana/shared/verdicts';
import type { CheckResult } from '../checkers/types.ts';
import { decideCaseStatus, decideInteractiveStatus } from './case-result.ts';
import { runResult } from './test-support.ts';

const ac: CheckResult = { verdict: 'AC', message: 'ok' };
const wa: CheckResult = { verdict: 'WA', message: 'token 1: expected "7", got "8"' };
const je: CheckResult = { verdict: 'JE', message: 'validator exited with 1' };

describe('decideCaseStatus', () => {
  const table: Array<[string, Parameters<typeof runResult>[0], CheckResult | null, CaseStatus]> = [
    ['accepted output', {}, ac, CaseStatus.MATCH],
    ['wrong output', {}, wa, CaseStatus.NO_MATCH],
    ['checker failure', {}, je, CaseStatus.ERROR],
    ['time limit beats the checker', { outcome: 'TIME_LIMIT' }, ac, CaseStatus.TO],
    [
      'memory limit is MLE, never a crash',
      { outcome: 'MEMORY_LIMIT', signal: 'SIGKILL', exitCode: null },
      null,
      CaseStatus.MLE,
    ],
    ['non-zero exit', { outcome: 'NONZERO_EXIT', exitCode: 1 }, null, CaseStatus.RE],
    ['signal', { outcome: 'SIGNALLED', signal: 'SIGSEGV', exitCode: null }, null, CaseStatus.RE],
    ['output flood', { outcome: 'OUTPUT_LIMIT' }, null, CaseStatus.RE],
    ['sandbox failure', { outcome: 'SANDBOX_ERROR' }, null, CaseStatus.ERROR],
  ];
  it.each(table)('%s', (_name, run, check, status) => {
    expect(decideCaseStatus(runResult(run), check, 2).status).toBe(status);
  });

  it('reports the runtime error text from stderr, else how the program died', () => {
    expect(
      decideCaseStatus(
        runResult({ outcome: 'NONZERO_EXIT', exitCode: 1, stderr: 'Traceback...\nValueError\n' }),
        null,
        1,
      ).message,
    ).toBe('Traceback...\nValueError');
    expect(
      decideCaseStatus(runResult({ outcome: 'SIGNALLED', signal: 'SIGSEGV', exitCode: null }), null, 1)
        .message,
    ).toBe('killed by signal SIGSEGV');
  });
});

describe('decideInteractiveStatus', () => {
  it('keeps TLE when the validator only saw the pipe close', () => {
    expect(decideInteractiveStatus(runResult({ outcome: 'TIME_LIMIT' }), wa, 1).status).toBe(CaseStatus.TO);
  });
  it('trusts the validator over a submission that died of SIGPIPE after being rejected', () => {
    expect(
      decideInteractiveStatus(runResult({ outcome: 'SIGNALLED', signal: 'SIGPIPE', exitCode: null }), wa, 1)
        .status,
    ).toBe(CaseStatus.NO_MATCH);
  });
  it('is a runtime error when the submission crashed on its own', () => {
    expect(decideInteractiveStatus(runResult({ outcome: 'NONZERO_EXIT', exitCode: 3 }), wa, 1).status).toBe(
      CaseStatus.RE,
    );
  });
  it('is a judge error when the interactor fails', () => {
    expect(decideInteractiveStatus(runResult(), je, 1).status).toBe(CaseStatus.ERROR);
  });
  // Issue #22, gap 2a: a rejection that came first settles the test, whatever the submission did afterwards.
  it('is a wrong answer when the validator rejected first, even if the submission then timed out or was stopped', () => {
    for (const after of [
      runResult({ outcome: 'TIME_LIMIT' }),
      runResult({ outcome: 'SIGNALLED', signal: 'SIGKILL', exitCode: null }),
      runResult({ outcome: 'NONZERO_EXIT', exitCode: 1 }),
    ]) {
      expect(decideInteractiveStatus(after, wa, 1, true)).toEqual({
        status: CaseStatus.NO_MATCH,
        message: wa.message,
      });
    }
  });
  it('keeps the submission crash over an interactor failure it caused', () => {
    expect(decideInteractiveStatus(runResult({ outcome: 'NONZERO_EXIT', exitCode: 3 }), je, 1).status).toBe(
      CaseStatus.RE,
    );
  });
  it('accepts when the validator accepts and the submission exited cleanly', () => {
    expect(decideInteractiveStatus(runResult(), ac, 1).status).toBe(CaseStatus.MATCH);
  });
});
