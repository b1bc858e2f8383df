/** Challenge rows to the wire shapes of @katana/shared/api/challenges. */
import {
  challengeStatus,
  dayUnlocksAt,
  type ChallengeBadge,
  type ChallengeCard,
  type ChallengeDay,
} from '@katana/shared/api/challenges';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import { boardEntrant } from '@katana/shared/profile/board-entrant';
import type { ChallengeRow } from '../db/schema/challenges.ts';
import type { BoardRow } from './challenges.repository.ts';

export function presentCard(
  row: ChallengeRow,
  view: { now: Date; participants: number; registered: boolean },
): ChallengeCard {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    month_index: row.monthIndex,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    status: challengeStatus(row.startsOn, row.endsOn, view.now),
    days: row.days.length,
    participants: view.participants,
    registered: view.registered,
  };
}

export function presentDays(
  row: ChallengeRow,
  view: { now: Date; problems: Map<string, { name: string; difficulty: string }>; solved: Set<number> },
): ChallengeDay[] {
  return row.days.map((slug, i) => {
    const day = i + 1;
    const unlocksAt = dayUnlocksAt(row.startsOn, day);
    const unlocked = view.now >= unlocksAt;
    const problem = view.problems.get(slug);
    return {
      day,
      unlocks_at: unlocksAt.toISOString(),
      unlocked,
      problem:
        unlocked && problem
          ? { slug, name: problem.name, difficulty: problem.difficulty as Difficulty }
          : null,
      solved: view.solved.has(day),
    };
  });
}

/** The highest of the learner's Challenge badges of one challenge (entity id '<month index>-<level>'). */
export function presentBadge(
  badges: readonly { userBadgeLevelId: number; entityId: string; awardedAt: Date }[],
): ChallengeBadge | null {
  let best: ChallengeBadge | null = null;
  for (const b of badges) {
    const [index, level] = b.entityId.split('-').map(Number);
    if (index === undefined || level === undefined || Number.isNaN(index) || Number.isNaN(level)) continue;
    if (!best || level > best.level)
      best = {
        user_badge_level_id: b.userBadgeLevelId,
        month_index: index,
        level,
        awarded_at: b.awardedAt.toISOString(),
      };
  }
  return best;
}

/**
 * Board rows with shared ranks: equal solved days and equal last-solve time share a rank; each learner shown by the
 * boards' one rule (boardEntrant: a private profile keeps its link and picture to itself, not from its viewer).
 */
export function presentBoard(rows: readonly BoardRow[], viewer: number | null) {
  let rank = 0;
  return rows.map((row, i) => {
    const prev = rows[i - 1];
    if (!prev || prev.solved !== row.solved || prev.lastSolvedAt.getTime() !== row.lastSolvedAt.getTime())
      rank = i + 1;
    return {
      userId: row.userId,
      entry: {
        rank,
        ...boardEntrant(row, viewer),
        solved: row.solved,
        last_solved_at: row.lastSolvedAt.toISOString(),
      },
    };
  });
}
