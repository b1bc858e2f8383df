/**
 * The weekly score write, called by the EXP award INSIDE its transaction (so a rolled-back award never ranks):
 * adds the points to the learner's score of the IST week containing `at` (spec 02 §4 "Week timeframe: start date
 * plus 6 days, in Asia/Kolkata time"), places a newcomer in a league group of their tier, keeps the per-EXP counts
 * that make rank lookups cheap, and the per-entity weekly scores. Redis is synced by the caller AFTER the commit
 * (leaderboard-redis.ts, an idempotent ZADD of the SQL total).
 */
import { sql } from 'drizzle-orm';
import {
  isRankUpgrade,
  leaderboardEntryType,
  leaderboardWeekAt,
  rankWeeklyScores,
  WEEK_DAYS,
  type WeeklyScore,
} from '@katana/shared/engagement/leaderboard';
import { LEAGUE_GROUP_SIZE } from '@katana/shared/engagement/leagues';
import { startOfIstDay } from '@katana/shared/engagement/ist-time';
import { isLeaderboardUnlocked } from '@katana/shared/engagement/levels';
import { loadLevelPointsMap } from '../experience/level-policies.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import type { Db } from '../../db/client.ts';
import { num, rowsOf } from './sql-rows.ts';

export type WeeklyEntityType = 'PracticeTopic' | 'GuidedPath' | 'ContestRound';

export interface WeeklyExpInput {
  userId: number;
  points: number;
  at: Date;
  /** Boards the award also counts on (a contest round, a guided path). */
  entities?: { entityType: WeeklyEntityType; entityId: string }[];
  /** A solved problem: the award also counts on the PracticeTopic board of each of its topics (by topic slug). */
  problemId?: number;
  /**
   * The learner's total EXP (every source, the welcome bonus included) before this award: the leaderboard toasts go
   * only to a learner whose leaderboard was already unlocked (isLeaderboardUnlocked). 0 when not given.
   */
  totalExpBefore?: number;
}

export interface WeeklyExpChange {
  weekStart: string;
  exp: number;
  /** The learner's first EXP of this week (the "leaderboard entry"). */
  entered: boolean;
  /** They had EXP in an earlier week (re_entry rather than first_entry). */
  everOnLeaderboard: boolean;
  tierOrder: number;
  groupIndex: number;
  /** Rank in the league group before and after the award (before: null on entry). */
  previousGroupRank: number | null;
  groupRank: number;
  /** Lifetime weekly EXP before this award (activity only: the welcome bonus is not on any board). */
  totalBefore: number;
}

/** The IST week's first day ('YYYY-MM-DD') containing an instant. */
export function weekStartOf(at: Date): string {
  return leaderboardWeekAt(at.getTime()).first_day;
}

export async function addWeeklyExp(db: Db, input: WeeklyExpInput): Promise<void> {
  const change = await applyWeeklyExp(db, input);
  if (change) await recordLeaderboardToasts(db, input, change);
}

/** addWeeklyExp with what changed (the leaderboard's own toasts use it). Points <= 0 change nothing. */
export async function applyWeeklyExp(db: Db, input: WeeklyExpInput): Promise<WeeklyExpChange | null> {
  const { userId, points } = input;
  if (!Number.isInteger(points)) throw new RangeError(`EXP points must be a whole number, got ${points}`);
  if (points <= 0) return null;
  const weekStart = weekStartOf(input.at);
  const reachedAt = new Date(Math.floor(input.at.getTime() / 1000) * 1000).toISOString();

  const [member] = rowsOf<{ tier_order: number; total_exp: number }>(
    await db.execute(sql`
      insert into leaderboard_members (user_id, total_exp) values (${userId}, ${points})
      on conflict (user_id) do update set total_exp = leaderboard_members.total_exp + excluded.total_exp
      returning tier_order, total_exp`),
  );
  const tierOrder = num(member!.tier_order);
  const totalBefore = num(member!.total_exp) - points;
  const everOnLeaderboard = totalBefore > 0;

  let change = await addToExisting(db, weekStart, userId, points, reachedAt);
  if (!change) {
    // A newcomer takes the next seat of their tier's groups; one entry per tier at a time so seats never collide.
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`katana:lb:join:${weekStart}:${tierOrder}`}))`,
    );
    change = await addToExisting(db, weekStart, userId, points, reachedAt);
    if (!change) {
      const groupIndex = await nextGroupIndex(db, weekStart, tierOrder);
      await db.execute(sql`
        insert into weekly_scores (week_start, user_id, exp, reached_at, tier_order, group_index)
        values (${weekStart}, ${userId}, ${points}, ${reachedAt}, ${tierOrder}, ${groupIndex})`);
      await moveCount(db, weekStart, null, { exp: points, reachedAt: Date.parse(reachedAt) / 1000 });
      const group = await groupScores(db, weekStart, tierOrder, groupIndex);
      change = {
        weekStart,
        exp: points,
        entered: true,
        everOnLeaderboard,
        tierOrder,
        groupIndex,
        previousGroupRank: null,
        groupRank: rankIn(group, userId),
        totalBefore,
      };
    }
  }
  change.everOnLeaderboard = everOnLeaderboard;
  change.totalBefore = totalBefore;

  for (const entity of await entitiesOf(db, input)) {
    await db.execute(sql`
      insert into weekly_entity_scores (week_start, entity_type, entity_id, user_id, exp, reached_at)
      values (${weekStart}, ${entity.entityType}, ${entity.entityId}, ${userId}, ${points}, ${reachedAt})
      on conflict (week_start, entity_type, entity_id, user_id) do update
        set exp = weekly_entity_scores.exp + excluded.exp,
            reached_at = greatest(weekly_entity_scores.reached_at, excluded.reached_at)`);
  }
  return change;
}

async function addToExisting(
  db: Db,
  weekStart: string,
  userId: number,
  points: number,
  reachedAt: string,
): Promise<WeeklyExpChange | null> {
  const [before] = rowsOf<{ exp: number; reached_at: string; tier_order: number; group_index: number }>(
    await db.execute(sql`
      select exp, extract(epoch from reached_at)::bigint as reached_at, tier_order, group_index from weekly_scores
      where week_start = ${weekStart} and user_id = ${userId} for update`),
  );
  if (!before) return null;
  await db.execute(sql`
    update weekly_scores set exp = exp + ${points}, reached_at = greatest(reached_at, ${reachedAt}::timestamptz)
    where week_start = ${weekStart} and user_id = ${userId}`);
  const oldExp = num(before.exp);
  const exp = oldExp + points;
  const oldReached = num(before.reached_at);
  await moveCount(
    db,
    weekStart,
    { exp: oldExp, reachedAt: oldReached },
    { exp, reachedAt: Math.max(oldReached, Date.parse(reachedAt) / 1000) },
  );
  const tierOrder = num(before.tier_order);
  const groupIndex = num(before.group_index);
  const group = await groupScores(db, weekStart, tierOrder, groupIndex);
  const previous = group.map((s) =>
    s.user_id === String(userId) ? { ...s, exp: oldExp, reached_at: num(before.reached_at) * 1000 } : s,
  );
  return {
    weekStart,
    exp,
    entered: false,
    everOnLeaderboard: true,
    tierOrder,
    groupIndex,
    previousGroupRank: rankIn(previous, userId),
    groupRank: rankIn(group, userId),
    totalBefore: 0,
  };
}

async function groupScores(
  db: Db,
  weekStart: string,
  tierOrder: number,
  groupIndex: number,
): Promise<WeeklyScore[]> {
  const rows = rowsOf<{ user_id: number; exp: number; reached_at: string }>(
    await db.execute(sql`
      select user_id, exp, extract(epoch from reached_at)::bigint as reached_at from weekly_scores
      where week_start = ${weekStart} and tier_order = ${tierOrder} and group_index = ${groupIndex}`),
  );
  return rows.map((r) => ({
    user_id: String(r.user_id),
    exp: num(r.exp),
    reached_at: num(r.reached_at) * 1000,
  }));
}

function rankIn(scores: WeeklyScore[], userId: number): number {
  return rankWeeklyScores(scores).find((s) => s.user_id === String(userId))?.rank ?? scores.length;
}

/**
 * Toasts of the award (recorded in its transaction, delivered after the commit by the notification delivery):
 * LEADERBOARD_ENTRY re_entry when an unlocked learner's first EXP of a week puts them back on a board (the very
 * first entry is the level-2 LEVEL_UPGRADED toast of the EXP award); WEEKLY_LEADERBOARD_RANK_UPGRADED when the
 * award lifts them in their league group (shared isRankUpgrade), once per week and rank.
 */
async function recordLeaderboardToasts(
  db: Db,
  input: WeeklyExpInput,
  change: WeeklyExpChange,
): Promise<void> {
  const { userId, at } = input;
  // Unlocked by the learner's whole total, as the level counts it (not by their weekly EXP, which has no bonus).
  if (!isLeaderboardUnlocked(input.totalExpBefore ?? 0, await loadLevelPointsMap(db))) return;
  if (change.entered) {
    await recordNotification(db, {
      notificationType: 'LEADERBOARD_ENTRY',
      userId,
      at,
      dedupeKey: `LB_ENTRY:${change.weekStart}`,
      lbEntryType: leaderboardEntryType(change.everOnLeaderboard),
      rank: change.groupRank,
    });
  } else if (isRankUpgrade(change.previousGroupRank, change.groupRank)) {
    await recordNotification(db, {
      notificationType: 'WEEKLY_LEADERBOARD_RANK_UPGRADED',
      userId,
      at,
      dedupeKey: `LB_RANK:${change.weekStart}:${change.groupRank}`,
      rank: change.groupRank,
    });
  }
}

/** The hour of the week (0-167) of an instant in epoch seconds. */
export function hourOfWeek(weekStart: string, epochSeconds: number): number {
  const hour = Math.floor((epochSeconds - startOfIstDay(weekStart) / 1000) / 3600);
  return Math.min(WEEK_DAYS * 24 - 1, Math.max(0, hour));
}

/**
 * Moves a learner's count from their old (EXP, hour) to the new one. Every award locks count rows in ascending
 * order (the old EXP is always the lower), table by table, so two concurrent awards never deadlock here.
 */
async function moveCount(
  db: Db,
  weekStart: string,
  from: { exp: number; reachedAt: number } | null,
  to: { exp: number; reachedAt: number },
): Promise<void> {
  if (from) await bumpCount(db, weekStart, from.exp, -1);
  await bumpCount(db, weekStart, to.exp, 1);
  if (from) await bumpHourCount(db, weekStart, from.exp, hourOfWeek(weekStart, from.reachedAt), -1);
  await bumpHourCount(db, weekStart, to.exp, hourOfWeek(weekStart, to.reachedAt), 1);
}

async function bumpCount(db: Db, weekStart: string, exp: number, delta: number): Promise<void> {
  await db.execute(sql`
    insert into weekly_exp_counts (week_start, exp, learners) values (${weekStart}, ${exp}, ${delta})
    on conflict (week_start, exp) do update set learners = weekly_exp_counts.learners + excluded.learners`);
}

async function bumpHourCount(
  db: Db,
  weekStart: string,
  exp: number,
  hour: number,
  delta: number,
): Promise<void> {
  await db.execute(sql`
    insert into weekly_exp_hour_counts (week_start, exp, hour, learners) values (${weekStart}, ${exp}, ${hour}, ${delta})
    on conflict (week_start, exp, hour) do update set learners = weekly_exp_hour_counts.learners + excluded.learners`);
}

/** Groups fill in join order (leagues.ts leagueGroupIndex): the last group of the tier until it holds 30. */
export async function nextGroupIndex(db: Db, weekStart: string, tierOrder: number): Promise<number> {
  const [last] = rowsOf<{ group_index: number | null }>(
    await db.execute(sql`
      select max(group_index) as group_index from weekly_scores
      where week_start = ${weekStart} and tier_order = ${tierOrder}`),
  );
  if (last?.group_index === null || last?.group_index === undefined) return 0;
  const groupIndex = num(last.group_index);
  const [size] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(*) as n from weekly_scores
      where week_start = ${weekStart} and tier_order = ${tierOrder} and group_index = ${groupIndex}`),
  );
  return num(size?.n) < LEAGUE_GROUP_SIZE ? groupIndex : groupIndex + 1;
}

async function entitiesOf(
  db: Db,
  input: WeeklyExpInput,
): Promise<{ entityType: WeeklyEntityType; entityId: string }[]> {
  const entities = [...(input.entities ?? [])];
  if (input.problemId !== undefined) {
    const topics = rowsOf<{ slug: string }>(
      await db.execute(sql`
        select t.slug from problem_topics pt join topics t on t.id = pt.topic_id
        where pt.problem_id = ${input.problemId} order by t.slug`),
    );
    for (const t of topics) entities.push({ entityType: 'PracticeTopic', entityId: t.slug });
  }
  return entities;
}
