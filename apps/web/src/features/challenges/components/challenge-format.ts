/** Dates of a challenge as the pages show them (UTC, like the unlock rule). */
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatChallengeDate(isoOrDay: string): string {
  const at = isoOrDay.length === 10 ? `${isoOrDay}T00:00:00Z` : isoOrDay;
  return DATE.format(new Date(at));
}

export const STATUS_LABELS = { upcoming: 'Starts soon', running: 'Running', ended: 'Ended' } as const;

export function challengeProblemHref(challenge: string, problem: string): string {
  return `/problems/${encodeURIComponent(problem)}?challenge=${encodeURIComponent(challenge)}`;
}

export function signInHref(path: string): string {
  return `/auth?redirect=${encodeURIComponent(path)}`;
}
