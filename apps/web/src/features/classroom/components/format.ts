/** Display helpers of the classroom: times, memory, relative dates (spec 03 §9 "Relative time labels"). */
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Under 60 s 'A few seconds ago', then minutes, hours, days (up to 30), months (up to a year), else '5 Mar 2024'. */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return 'A few seconds ago';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (days < 365) return plural(months, 'month');
  const date = new Date(then);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
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
