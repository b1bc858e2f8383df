/**
 * The week's global board as a Redis sorted set (REDIS_URL set): rank-of-user is ZREVRANK, a page is ZREVRANGE,
 * both O(log n) at a million learners. PostgreSQL stays the truth: after each award commits, the learner's SQL
 * total is written with ZADD GT (idempotent, and a late or repeated sync can never lower a score), and a missing
 * key is rebuilt from SQL.
 *
 * Score = exp * 2^20 + (2^20 - 1 - seconds into the week the total was reached): more EXP first, then earlier.
 * Member = 9999999999 - user id, zero-padded: Redis orders equal scores by member, so reversed it gives the lower id
 * first, the same order as SQL. A sentinel member at -inf marks a built key, so an empty week is still "built".
 */
import type { Redis } from 'ioredis';
import type { LeaderboardRepository } from './leaderboard.repository.ts';
import { leaderboardWeekAt } from '@katana/shared/engagement/leaderboard';
import { startOfIstDay } from '@katana/shared/engagement/ist-time';

const TIME_SLOTS = 2 ** 20; // > 604,800 seconds in a week
const MEMBER_BASE = 9_999_999_999;
const SENTINEL = 'built';
const KEEP_SECONDS = 35 * 86_400; // a week's key lives 5 weeks past its end
const REBUILD_CHUNK = 10_000;

export function encodeScore(weekStart: string, exp: number, reachedAtSeconds: number): number {
  const offset = Math.min(TIME_SLOTS - 1, Math.max(0, reachedAtSeconds - startOfIstDay(weekStart) / 1000));
  return exp * TIME_SLOTS + (TIME_SLOTS - 1 - offset);
}
export const decodeExp = (score: number): number => Math.floor(score / TIME_SLOTS);
export const encodeMember = (userId: number): string => String(MEMBER_BASE - userId).padStart(10, '0');
export const decodeMember = (member: string): number => MEMBER_BASE - Number(member);

// KEYS: board, board being rebuilt; ARGV: score, member, expire-at. 1 = written, 2 = written to the rebuild, 0 = no key.
const SYNC_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('ZADD', KEYS[1], 'GT', ARGV[1], ARGV[2]) redis.call('EXPIREAT', KEYS[1], ARGV[3]) return 1
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('ZADD', KEYS[2], 'GT', ARGV[1], ARGV[2]) return 2 end
return 0`;

export interface LeaderboardRedisOptions {
  redis: Redis;
  repo: LeaderboardRepository;
  /** Key prefix (tests and benches use their own). */
  prefix?: string;
}

export function createLeaderboardRedis({ redis, repo, prefix = 'katana:lb:' }: LeaderboardRedisOptions) {
  const key = (weekStart: string) => `${prefix}week:${weekStart}`;
  // An old week read again (history) stays a day rather than expiring at once.
  const expireAt = (weekStart: string) =>
    Math.max(
      leaderboardWeekAt(startOfIstDay(weekStart)).ends_at + KEEP_SECONDS,
      Math.floor(Date.now() / 1000) + 86_400,
    );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Rebuilds the week's key from SQL unless another node is at it; resolves once a built key exists. */
  async function ensure(weekStart: string): Promise<void> {
    const board = key(weekStart);
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await redis.exists(board)) return;
      const locked = await redis.set(`${board}:lock`, '1', 'PX', 120_000, 'NX');
      if (locked) {
        try {
          await rebuild(weekStart);
        } finally {
          await redis.del(`${board}:lock`);
        }
        return;
      }
      await sleep(50);
    }
    throw new Error(`leaderboard key ${board} is being rebuilt elsewhere for too long`);
  }

  /** Streams the week from SQL in board order into a fresh key, then swaps it in atomically. */
  async function rebuild(weekStart: string): Promise<number> {
    const board = key(weekStart);
    const tmp = `${board}:rebuild`;
    await redis.multi().del(tmp).zadd(tmp, '-inf', SENTINEL).exec();
    let after: { exp: number; reachedAt: number; userId: number } | null = null;
    let count = 0;
    for (;;) {
      const rows = await repo.scoresAfter(weekStart, after, REBUILD_CHUNK);
      if (rows.length === 0) break;
      const args: (string | number)[] = [];
      for (const r of rows) args.push(encodeScore(weekStart, r.exp, r.reachedAt), encodeMember(r.userId));
      await redis.zadd(tmp, 'GT', ...args);
      count += rows.length;
      after = rows[rows.length - 1]!;
    }
    await redis.multi().rename(tmp, board).expireat(board, expireAt(weekStart)).exec();
    return count;
  }

  return {
    key,
    rebuild,

    /** After an award commits: write the learner's SQL total of the week (idempotent). */
    async syncUser(weekStart: string, userId: number): Promise<void> {
      const score = await repo.weeklyScore(weekStart, userId);
      if (!score) return;
      const value = encodeScore(weekStart, score.exp, score.reachedAt);
      const board = key(weekStart);
      for (let attempt = 0; attempt < 3; attempt++) {
        const written = await redis.eval(
          SYNC_SCRIPT,
          2,
          board,
          `${board}:rebuild`,
          value,
          encodeMember(userId),
          expireAt(weekStart),
        );
        if (written !== 0) return;
        // No key yet: building it from SQL includes this learner's committed total.
        await ensure(weekStart);
      }
    },

    /** One round trip when the key is built (EXISTS and ZREVRANK pipelined); a missing key is rebuilt first. */
    async rank(weekStart: string, userId: number): Promise<number | null> {
      const board = key(weekStart);
      for (let attempt = 0; attempt < 2; attempt++) {
        const replies = await redis.multi().exists(board).zrevrank(board, encodeMember(userId)).exec();
        const [exists, rank] = (replies ?? []).map(([err, value]) => {
          if (err) throw err;
          return value;
        });
        if (exists === 1) return rank === null || rank === undefined ? null : Number(rank) + 1;
        await ensure(weekStart);
      }
      throw new Error(`leaderboard key ${board} could not be built`);
    },

    async learners(weekStart: string): Promise<number> {
      await ensure(weekStart);
      return Math.max(0, (await redis.zcard(key(weekStart))) - 1);
    },

    /** A page of the board in order: user ids and EXP (names come from SQL). */
    async page(weekStart: string, offset: number, limit: number): Promise<{ userId: number; exp: number }[]> {
      await ensure(weekStart);
      const flat = await redis.zrevrange(key(weekStart), offset, offset + limit - 1, 'WITHSCORES');
      const rows: { userId: number; exp: number }[] = [];
      for (let i = 0; i < flat.length; i += 2) {
        if (flat[i] === SENTINEL) continue;
        rows.push({ userId: decodeMember(flat[i]!), exp: decodeExp(Number(flat[i + 1])) });
      }
      return rows;
    },
  };
}

export type LeaderboardRedis = ReturnType<typeof createLeaderboardRedis>;
