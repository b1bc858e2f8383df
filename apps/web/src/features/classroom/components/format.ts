/** Display helpers of the classroom: times, memory, relative dates (spec 03 §9 "Relative time labels"). */
import { relativeTimeLabel } from '@katana/shared/engagement/relative-time';
import type { TestResult } from '@katana/shared/api/practice-submissions';
import type { CaseStatus } from '@katana/shared/verdicts';

/** A language key's name among the problem's languages ('python' -> 'Python 3'); the key itself when not listed. */
export function languageLabel(
  languages: readonly { key: string; name: string }[],
  key: string | null | undefined,
): string | null {
  return languages.find((l) => l.key === key)?.name ?? key ?? null;
}

export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined) return '–';
  return kb < 1024 ? `${Math.round(kb)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}

/** Spec 03 §9 relative time labels (the shared rule) for an ISO time from the API; '' for an unreadable one. */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : relativeTimeLabel(then, now);
}

/** Per-case results as the result table reads them. */
export const CASE_STATUS_LABEL: Record<CaseStatus, string> = {
  MATCH: 'Passed',
  NO_MATCH: 'Wrong answer',
  ERROR: 'Error',
  RE: 'Runtime error',
  TO: 'Time limit exceeded',
  MLE: 'Memory limit exceeded',
};

/** A result row's status: a case status, or a test the judge skipped once the verdict was settled. */
export const TEST_STATUS_LABEL: Record<TestResult['status'], string> = {
  ...CASE_STATUS_LABEL,
  NOT_RUN: 'Not run',
};
