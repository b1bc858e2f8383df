import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { addWeeklyExp } from './weekly-exp.ts';
import { createLeaderboardRepository } from './leaderboard.repository.ts';
import { createLeaderboardRedis, decodeMember, encodeMember, encodeScore } from './leaderboard-redis.ts';

// Monday 4 Mar 2024 00:00 IST.
const MONDAY = new Date('2024-03-03T18:30:00Z');
const WEEK = '2024-03-04';
const at = (minutes: number) => new Date(MONDAY.getTime() + minutes * 60_000);

describe('score and member encoding (board order in one sorted set)', () => {
  it('orders more EXP first, then the earlier time, then the lower user id', () => {
    const start = MONDAY.getTime() / 1000;
    expect(encodeScore(WEEK, 11, start + 600_000)).toBeGreaterThan(encodeScore(WEEK, 10, start));
    expect(encodeScore(WEEK, 10, start + 5)).toBeGreaterThan(encodeScore(WEEK, 10, start + 6));
    expect(encodeMember(7) > encodeMember(8)).toBe(true); // ZREVRANGE on equal scores: higher member first
    expect(decodeMember(encodeMember(123456))).toBe(123456);
  });
});

// Runs when TEST_REDIS_URL points at a Redis (scripts/test-services.sh starts one; CI sets it).
describe.skipIf(!process.env.TEST_REDIS_URL)('Redis weekly board against SQL', () => {
  let testDb: TestDb;
  let redis: Redis;
  let ids: number[];
  const prefix = `katana:test:lb:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    testDb = await createTestDb();
    redis = new Redis(process.env.TEST_REDIS_URL!);
    const rows = await testDb.db
      .insert(users)
      .values(Array.from({ length: 6 }, (_, i) => ({ name: `R${i}`, email: `redis${i}@example.com` })))
      .returning({ id: users.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await testDb.close();
  });

  it('rebuilds a missing key from SQL, then agrees with SQL on every rank and page after ZADD syncs', async () => {
    const repo = createLeaderboardRepository(testDb.db);
    const board = createLeaderboardRedis({ redis, repo, prefix });
    // Ties on EXP: the earlier one ranks first; equal time too: the lower id.
    const plan: [number, number, number][] = [
      [0, 40, 1],
      [1, 40, 2],
      [2, 70, 3],
      [3, 40, 1],
      [4, 5, 9],
    ];
    for (const [i, points, minute] of plan)
      await addWeeklyExp(testDb.db, { userId: ids[i]!, points, at: at(minute) });

    expect(await redis.exists(board.key(WEEK))).toBe(0);
    const sqlRanks = await Promise.all(ids.map((id) => repo.globalRank(WEEK, id)));
    expect(sqlRanks).toEqual([2, 4, 1, 3, 5, null]);
    // First read rebuilds the key from SQL.
    expect(await Promise.all(ids.map((id) => board.rank(WEEK, id)))).toEqual(sqlRanks);
    expect(await board.learners(WEEK)).toBe(5);

    // Awards after the build: synced with ZADD of the SQL total, repeated syncs change nothing.
    await addWeeklyExp(testDb.db, { userId: ids[4]!, points: 100, at: at(20) });
    await addWeeklyExp(testDb.db, { userId: ids[5]!, points: 1, at: at(21) });
    for (const id of [ids[4]!, ids[5]!, ids[4]!]) await board.syncUser(WEEK, id);
    const ranks = await Promise.all(ids.map((id) => board.rank(WEEK, id)));
    expect(ranks).toEqual(await Promise.all(ids.map((id) => repo.globalRank(WEEK, id))));
    expect(ranks).toEqual([3, 5, 2, 4, 1, 6]);
    expect(await board.page(WEEK, 0, 100)).toEqual(
      (await repo.globalPage(WEEK, 0, 100)).map((r) => ({ userId: r.userId, exp: r.exp })),
    );
    expect((await board.page(WEEK, 4, 10)).map((r) => r.userId)).toEqual([ids[1], ids[5]]);
  });

  it('never lowers a score: a stale sync after a newer one is ignored (ZADD GT)', async () => {
    const repo = createLeaderboardRepository(testDb.db);
    const board = createLeaderboardRedis({ redis, repo, prefix });
    const member = encodeMember(ids[2]!);
    const before = Number(await redis.zscore(board.key(WEEK), member));
    await redis.zadd(board.key(WEEK), 'GT', before - 1_000_000, member);
    await board.syncUser(WEEK, ids[2]!);
    expect(Number(await redis.zscore(board.key(WEEK), member))).toBe(before);
  });

  it('rebuilds after the key is lost (a Redis restart) with the same answers', async () => {
    const repo = createLeaderboardRepository(testDb.db);
    const board = createLeaderboardRedis({ redis, repo, prefix });
    const expected = await Promise.all(ids.map((id) => board.rank(WEEK, id)));
    await redis.del(board.key(WEEK));
    await addWeeklyExp(testDb.db, { userId: ids[1]!, points: 500, at: at(30) });
    await board.syncUser(WEEK, ids[1]!); // the sync finds no key and rebuilds it from SQL
    expect(await redis.ttl(board.key(WEEK))).toBeGreaterThan(0);
    expect(await board.rank(WEEK, ids[1]!)).toBe(1);
    expect(await board.rank(WEEK, ids[4]!)).toBe(expected[4]! + 1);
    // An empty week is built too (and reads answer without SQL each time).
    expect(await board.learners('2024-01-01')).toBe(0);
    expect(await board.rank('2024-01-01', ids[0]!)).toBeNull();
  });
});
