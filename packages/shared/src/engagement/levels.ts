/**
 * User levels (spec 02 §3 "Levels: 1 to 10, each with a locked and an unlocked icon"; §4 "EXP and levels"; §9
 * "Default user level 1", "Levels 1 to 10", "Onboarding completion EXP threshold 100").
 *
 * level_points_map (the policies response field) maps each level, as a string key, to the total EXP at which it
 * is reached. The spec names the map but not its shape or values; we read it as "minimum total EXP per level"
 * because that is what a level bar needs, and level 1 starts at 0 EXP.
 */

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_USER_LEVEL = 1;
export const ONBOARDING_COMPLETION_EXP = 100;
/** "Onboarding relates to user level 3 or less." */
export const ONBOARDING_MAX_USER_LEVEL = 3;
/** "A level-2 level-up entry triggers the leaderboard unlock animation" ("Level 2 Leaderboard unlocked"). */
export const LEADERBOARD_UNLOCK_LEVEL = 2;

export type LevelPointsMap = Record<string, number>;

/**
 * Our default thresholds (the spec gives none). Level 2 sits at 100 EXP, the onboarding completion threshold, so
 * finishing the experience onboarding and unlocking the level-2 leaderboard happen on the same award; the later
 * gaps grow so that each level takes a little longer than the one before.
 */
export const DEFAULT_LEVEL_POINTS_MAP: LevelPointsMap = {
  '1': 0,
  '2': 100,
  '3': 300,
  '4': 600,
  '5': 1000,
  '6': 1600,
  '7': 2400,
  '8': 3500,
  '9': 5000,
  '10': 7000,
};

/**
 * Thresholds as an array indexed by level - 1. A valid map has exactly the levels 1..10, level 1 at 0 and strictly
 * increasing whole numbers; anything else throws, because a broken map would silently mis-level every user.
 */
export function levelThresholds(map: LevelPointsMap): number[] {
  const keys = Object.keys(map);
  if (keys.length !== MAX_LEVEL || !LEVELS.every((l) => String(l) in map)) {
    throw new RangeError('level_points_map must have exactly the levels 1 to 10');
  }
  const thresholds = LEVELS.map((l) => map[String(l)]!);
  thresholds.forEach((points, i) => {
    if (!Number.isInteger(points) || points < 0)
      throw new RangeError(`level ${i + 1}: points must be a whole number >= 0`);
    if (i === 0 && points !== 0) throw new RangeError('level 1 must start at 0 points');
    if (i > 0 && points <= thresholds[i - 1]!)
      throw new RangeError(`level ${i + 1}: points must exceed level ${i}`);
  });
  return thresholds;
}

export function isValidLevelPointsMap(map: LevelPointsMap): boolean {
  try {
    levelThresholds(map);
    return true;
  } catch {
    return false;
  }
}

/** The level reached with a total of `points` EXP (negative totals count as 0). */
export function levelForPoints(points: number, map: LevelPointsMap = DEFAULT_LEVEL_POINTS_MAP): number {
  const thresholds = levelThresholds(map);
  let level = MIN_LEVEL;
  thresholds.forEach((min, i) => {
    if (points >= min) level = i + 1;
  });
  return level;
}

/**
 * Whether the weekly leaderboards are open to a learner with this total EXP: the level of the WHOLE total (the
 * welcome bonus and every other award included, as the level itself counts them) is at least level 2. The one rule
 * for the lock: the server's xp-summary (the `locked` every web leaderboard view shows) and its leaderboard toasts
 * decide it here from the same total the web's level (levelForPoints) is shown from, so a learner shown Level 2 is
 * never shown "Reach Level 2 to unlock".
 */
export function isLeaderboardUnlocked(
  totalExp: number,
  map: LevelPointsMap = DEFAULT_LEVEL_POINTS_MAP,
): boolean {
  return levelForPoints(totalExp, map) >= LEADERBOARD_UNLOCK_LEVEL;
}

export interface LevelProgress {
  level: number;
  /** EXP at which the current level started. */
  level_points: number;
  /** null at level 10. */
  next_level: number | null;
  next_level_points: number | null;
  /** EXP still needed for the next level; 0 at level 10. */
  points_to_next: number;
  /** Share of the way from this level to the next, 0..1 (1 at level 10). */
  progress: number;
}

export function levelProgress(points: number, map: LevelPointsMap = DEFAULT_LEVEL_POINTS_MAP): LevelProgress {
  const thresholds = levelThresholds(map);
  const total = Math.max(0, points);
  const level = levelForPoints(total, map);
  const levelPoints = thresholds[level - 1]!;
  if (level === MAX_LEVEL) {
    return {
      level,
      level_points: levelPoints,
      next_level: null,
      next_level_points: null,
      points_to_next: 0,
      progress: 1,
    };
  }
  const next = thresholds[level]!;
  return {
    level,
    level_points: levelPoints,
    next_level: level + 1,
    next_level_points: next,
    points_to_next: next - total,
    progress: (total - levelPoints) / (next - levelPoints),
  };
}

/** Levels newly reached when a total moves from `before` to `after` (empty when no level changes). */
export function levelsGained(
  before: number,
  after: number,
  map: LevelPointsMap = DEFAULT_LEVEL_POINTS_MAP,
): number[] {
  const from = levelForPoints(before, map);
  const to = levelForPoints(after, map);
  const gained: number[] = [];
  for (let level = from + 1; level <= to; level += 1) gained.push(level);
  return gained;
}

/** "When the total crosses from under 100 to 100 or more, onboarding is marked completed." */
export function crossesOnboardingThreshold(before: number, after: number): boolean {
  return before < ONBOARDING_COMPLETION_EXP && after >= ONBOARDING_COMPLETION_EXP;
}

export function isOnboardingLevel(level: number): boolean {
  return level <= ONBOARDING_MAX_USER_LEVEL;
}

/** The Level tab: every level with its threshold and whether its unlocked or locked icon shows. */
export function levelLadder(
  userLevel: number,
  map: LevelPointsMap = DEFAULT_LEVEL_POINTS_MAP,
): { level: number; points: number; unlocked: boolean }[] {
  return levelThresholds(map).map((points, i) => ({ level: i + 1, points, unlocked: i + 1 <= userLevel }));
}

export function isValidLevel(level: unknown): level is number {
  return Number.isInteger(level) && (level as number) >= MIN_LEVEL && (level as number) <= MAX_LEVEL;
}
