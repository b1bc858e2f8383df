/**
 * Badges (spec 02 §3 "Badge"; §4 "Badge popup and badge rename"; §4 "Sharing is allowed only for the first badge";
 * §9 "Certificate cache 300 s", badge percentage tables).
 */
import { CODE_TOPICS, type ItemTopic } from '../items/item-schema.ts';
import { STREAK_MILESTONES, type StreakMilestone } from './streaks.ts';

export const BadgeKind = {
  PracticeTopic: 'PracticeTopic',
  GuidedPath: 'GuidedPath',
  ContestRound: 'ContestRound',
  Challenge: 'Challenge',
  Streak: 'Streak',
  Subject: 'Subject',
} as const;
export type BadgeKind = (typeof BadgeKind)[keyof typeof BadgeKind];

export const BadgeTypeVariant = { Normal: 1, Differentiable: 2 } as const;
export type BadgeTypeVariant = (typeof BadgeTypeVariant)[keyof typeof BadgeTypeVariant];

export const BadgeEntityOrigin = {
  NewPublicSection: 'NewPublicSection',
  Codestudio: 'Codestudio',
  GuidedPath: 'GuidedPath',
  Contest: 'Contest',
  Challenge: 'Challenge',
  Profile: 'Profile',
} as const;
export type BadgeEntityOrigin = (typeof BadgeEntityOrigin)[keyof typeof BadgeEntityOrigin];

export const HoverCardBadgeEntityType = {
  PracticeTopic: 'PracticeTopic',
  ContestRound: 'ContestRound',
  GuidedPath: 'GuidedPath',
  SpecialGP: 'SpecialGP',
} as const;
export type HoverCardBadgeEntityType =
  (typeof HoverCardBadgeEntityType)[keyof typeof HoverCardBadgeEntityType];

/** Levels 1 to 3 map to Achiever, Specialist, Master (formerly Ronin, Samurai, Sensei). */
export const BADGE_TIERS = { 1: 'Achiever', 2: 'Specialist', 3: 'Master' } as const;
export type BadgeLevel = keyof typeof BADGE_TIERS;
export type BadgeTierName = (typeof BADGE_TIERS)[BadgeLevel];
export const BADGE_LEVELS = [1, 2, 3] as const satisfies readonly BadgeLevel[];
export const LEGACY_BADGE_TIERS = { 1: 'Ronin', 2: 'Samurai', 3: 'Sensei' } as const;
export const BADGE_RENAMES = { Ronin: 'Achiever', Samurai: 'Specialist', Sensei: 'Master' } as const;

export function badgeTierName(level: number): BadgeTierName {
  const name = BADGE_TIERS[level as BadgeLevel];
  if (!name) throw new RangeError(`No badge level ${level}`);
  return name;
}

/** A tier name as it reads now: an old name becomes its new one, anything else is returned as it is. */
export function currentTierName(name: string): string {
  return (BADGE_RENAMES as Record<string, string>)[name] ?? name;
}

/**
 * Badge percentage tables per tier (spec 02 §9). The spec gives only the subject table (Achiever 1, Specialist 0.5,
 * Master 0.25) and says tables exist per practice topic and guided path. The subject numbers fall as the tier rises,
 * so we read them as "in the top N percent of the subject's learners" (by problems solved in the subject). Practice
 * topics and guided paths are read as the share of the topic or path the learner completed instead
 * (PRACTICE_TOPIC_BADGE_COMPLETION, GUIDED_PATH_BADGE_COMPLETION; docs/spec-deviations.md).
 */
export const BADGE_PERCENTAGE_TABLES: Record<'Subject', Record<BadgeLevel, number>> = {
  Subject: { 1: 1, 2: 0.5, 3: 0.25 },
};

/**
 * PracticeTopic badges by the share of the topic's problems the learner solved: badge level -> minimum percentage.
 * Reaching a level grants it and every level below it, once (docs/spec-deviations.md).
 */
export const PRACTICE_TOPIC_BADGE_COMPLETION: Record<BadgeLevel, number> = { 1: 25, 2: 50, 3: 100 };

/** The badge levels a completion percentage reaches in a table like PRACTICE_TOPIC_BADGE_COMPLETION. */
export function badgeLevelsForCompletion(
  table: Record<BadgeLevel, number>,
  solved: number,
  total: number,
): BadgeLevel[] {
  if (total <= 0) return [];
  const percentage = (solved / total) * 100;
  return BADGE_LEVELS.filter((level) => percentage >= table[level]);
}

/**
 * Subjects (spec 02 §9 names HTML, CSS, JavaScript and React, none of which this catalogue teaches): a subject is a
 * whole field of study made of practice topics. Ours are the catalogue's three fields: data structures and
 * algorithms (the CODE problems' topics), SQL, and the computer-science fundamentals that quizzes cover
 * (docs/spec-deviations.md). A problem belongs to a subject when any of its topics does.
 */
export const BADGE_SUBJECTS = [
  {
    slug: 'data-structures-algorithms',
    name: 'Data Structures & Algorithms',
    topics: [...CODE_TOPICS, 'problem-solving'],
  },
  { slug: 'sql', name: 'SQL', topics: ['sql'] },
  {
    slug: 'cs-fundamentals',
    name: 'CS Fundamentals',
    topics: ['complexity', 'oop', 'operating-systems', 'networking'],
  },
] as const satisfies readonly { slug: string; name: string; topics: readonly ItemTopic[] }[];

/**
 * ContestRound badges (spec 02 §3: a ContestRound badge carries the learner's contest_rank): one badge per contest,
 * at the level the final official rank earns — Master for the winner, Specialist for the rest of the top 3,
 * Achiever for the rest of the top 10 — for a participant who solved at least one problem (docs/spec-deviations.md).
 * Ties share a rank, so two winners are both Masters.
 */
export const CONTEST_ROUND_BADGE_RANKS: Record<BadgeLevel, number> = { 1: 10, 2: 3, 3: 1 };

export function contestRoundBadgeLevel(rank: number, problemsSolved: number): BadgeLevel | null {
  if (problemsSolved < 1 || !Number.isInteger(rank) || rank < 1) return null;
  return [...BADGE_LEVELS].reverse().find((level) => rank <= CONTEST_ROUND_BADGE_RANKS[level]) ?? null;
}

/** The top percentage a rank stands for: rank 1 of 400 is the top 0.25 %. */
export function topPercent(rank: number, total: number): number {
  if (!Number.isInteger(rank) || rank < 1 || total < rank)
    throw new RangeError('rank must be within 1..total');
  return (rank / total) * 100;
}

/** The highest tier a learner at `rank` of `total` earns, or null outside every tier. */
export function badgeLevelForRank(
  table: keyof typeof BADGE_PERCENTAGE_TABLES,
  rank: number,
  total: number,
): BadgeLevel | null {
  const top = topPercent(rank, total);
  const levels = [...BADGE_LEVELS].reverse();
  return levels.find((level) => top <= BADGE_PERCENTAGE_TABLES[table][level]) ?? null;
}

/** Streak badges exist for each streak milestone. */
export const STREAK_BADGE_DAYS: readonly StreakMilestone[] = STREAK_MILESTONES;

/** Challenge badges use a month-style index (1 to 42) and a level (0 to 11). */
export const CHALLENGE_BADGE_INDEX = { min: 1, max: 42 } as const;
export const CHALLENGE_BADGE_LEVEL = { min: 0, max: 11 } as const;

export function isValidChallengeBadge(index: number, level: number): boolean {
  return (
    Number.isInteger(index) &&
    Number.isInteger(level) &&
    index >= CHALLENGE_BADGE_INDEX.min &&
    index <= CHALLENGE_BADGE_INDEX.max &&
    level >= CHALLENGE_BADGE_LEVEL.min &&
    level <= CHALLENGE_BADGE_LEVEL.max
  );
}

/** The hover card's badge list is ordered by badge_level_order (stable for equal orders). */
export function sortByBadgeLevelOrder<T extends { badge_level_order: number }>(badges: readonly T[]): T[] {
  return [...badges].sort((a, b) => a.badge_level_order - b.badge_level_order);
}

/** "Sharing is allowed only for the first badge." */
export function canShareBadge(index: number): boolean {
  return index === 0;
}

export const BADGE_CERTIFICATE_CACHE_SECONDS = 300;

// ---- The badge-rename notice ----

export const SHOW_BADGE_RENAME_POPUP_KEY = 'show_badge_rename_popup';
export const BADGE_NAME_CHANGE_POPUP_SHOWN = 'BADGE_NAME_CHANGE_POPUP_SHOWN';

/**
 * "Shown if a local flag says true, or if unknown it is fetched (reads show_popup)." A stored false means it was
 * acknowledged here, so no fetch. Returns 'fetch' when the server must be asked.
 */
export function badgeRenamePopupDecision(localFlag: string | null): 'show' | 'hide' | 'fetch' {
  if (localFlag === 'true') return 'show';
  if (localFlag === 'false') return 'hide';
  return 'fetch';
}
