/**
 * Contest categories and essence types (spec 03 §3 "Contest categories derived from title: weekly, biweekly (title
 * contains beginner), scholarship, striver, other"; "Contest essence types: community_practice, hiring_challenge,
 * skill_development, rated_challenge"; spec 02 §3 gives their labels) and the contest routes of spec 01 §2
 * ("/contests; /contests/{contest_slug}/{offering_id}/problems").
 */

export const CONTEST_CATEGORIES = ['weekly', 'biweekly', 'scholarship', 'striver', 'other'] as const;
export type ContestCategory = (typeof CONTEST_CATEGORIES)[number];

/**
 * The category a title implies, case-insensitively. The spec lists the categories and only says biweekly is the
 * one whose title contains "beginner"; our reading of the precedence: "beginner" wins (a "Beginner Weekly Contest"
 * is biweekly), then the words in the spec's order: weekly, scholarship, striver; anything else is other. A title
 * like "Biweekly Contest 4" without "beginner" contains "weekly" and so is weekly: the spec keys biweekly on
 * "beginner" alone.
 */
export function contestCategory(title: string): ContestCategory {
  const t = title.toLowerCase();
  if (t.includes('beginner')) return 'biweekly';
  if (t.includes('weekly')) return 'weekly';
  if (t.includes('scholarship')) return 'scholarship';
  if (t.includes('striver')) return 'striver';
  return 'other';
}

export const CONTEST_ESSENCE_TYPES = [
  'community_practice',
  'hiring_challenge',
  'skill_development',
  'rated_challenge',
] as const;
export type ContestEssenceType = (typeof CONTEST_ESSENCE_TYPES)[number];

/** Labels exactly as spec 02 §3 writes them (note the capital D in "Skill Development"). */
export const CONTEST_ESSENCE_LABEL: Record<ContestEssenceType, string> = {
  community_practice: 'Community practice',
  hiring_challenge: 'Hiring challenge',
  skill_development: 'Skill Development',
  rated_challenge: 'Rated challenge',
};

export function isContestEssenceType(value: unknown): value is ContestEssenceType {
  return typeof value === 'string' && (CONTEST_ESSENCE_TYPES as readonly string[]).includes(value);
}

/** Label of an essence type; unknown values (old data) get none rather than a raw key on screen. */
export function contestEssenceLabel(value: unknown): string | null {
  return isContestEssenceType(value) ? CONTEST_ESSENCE_LABEL[value] : null;
}

export function contestListPath(): string {
  return '/contests';
}

export function contestPath(slug: string): string {
  return `/contests/${encodeURIComponent(slug)}`;
}

/** The contest classroom; with a problem id, that problem is open. */
export function contestClassroomPath(
  slug: string,
  offeringId: number | string,
  problemId?: string | number,
): string {
  const base = `/contests/${encodeURIComponent(slug)}/${encodeURIComponent(String(offeringId))}/problems`;
  return problemId === undefined ? base : `${base}/${encodeURIComponent(String(problemId))}`;
}
