/**
 * ContestRound badges on a real database: when an ended contest is settled (the participation sweep), each official
 * participant gets the badge level their final rank earns (1: Master, 2-3: Specialist, 4-10: Achiever), with the
 * rank stored on the badge and a PROFILE inbox item; sweeping again grants nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { users } from '../db/schema/users.ts';
import { badgeLevels, userBadgeLevels } from '../db/schema/engagement-badges.ts';
import { inboxNotifications } from '../db/schema/engagement-notifications.ts';
import { createContestParticipationExpService } from './contest-participation-exp.service.ts';
import { FINISHED_CONTEST_END, finishedContest } from './rating/finished-contest.test-support.ts';

describe('ContestRound badges', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  it('grants the level of the final rank once, with contest_rank, when the contest is settled', async () => {
    const learners = await db.db
      .insert(users)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `L${i + 1}`, email: `l${i + 1}@example.com` })))
      .returning({ id: users.id });
    const ids = learners.map((l) => l.id);
    // Learner i solves 12 - i problems: final ranks 1..12.
    const contest = await finishedContest(
      db.db,
      ids,
      ids.map((_, i) => 12 - i),
      { title: 'Weekly Contest 9' },
    );
    const service = createContestParticipationExpService({
      db: db.db,
      deliver: async () => undefined,
      warn: () => undefined,
    });
    const after = new Date(FINISHED_CONTEST_END + 60_000);
    expect((await service.sweep(after)).awarded).toHaveLength(12);

    const held = await db.db
      .select({ userId: userBadgeLevels.userId, level: badgeLevels.level, rank: userBadgeLevels.contestRank })
      .from(userBadgeLevels)
      .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
      .where(eq(badgeLevels.badgeKey, `ContestRound:${contest.id}`));
    const byUser = new Map(held.map((h) => [h.userId, h]));
    expect(ids.map((id) => byUser.get(id)?.level ?? null)).toEqual([
      3,
      2,
      2,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      null,
      null,
    ]);
    expect(ids.map((id) => byUser.get(id)?.rank ?? null)).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      null,
      null,
    ]);

    const [level] = await db.db
      .select()
      .from(badgeLevels)
      .where(eq(badgeLevels.badgeKey, `ContestRound:${contest.id}`));
    expect(level).toMatchObject({
      entityType: 'ContestRound',
      entityName: 'Weekly Contest 9',
      entitySlug: contest.slug,
    });
    const inbox = await db.db
      .select({ title: inboxNotifications.title, kind: inboxNotifications.kind })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, ids[0]!));
    expect(inbox).toEqual([{ title: 'You earned the Master badge: Weekly Contest 9', kind: 'PROFILE' }]);

    // Settled once: a later sweep grants nothing more.
    expect((await service.sweep(new Date(after.getTime() + 60_000))).awarded).toEqual([]);
    const again = await db.db
      .select()
      .from(userBadgeLevels)
      .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
      .where(eq(badgeLevels.badgeKey, `ContestRound:${contest.id}`));
    expect(again).toHaveLength(10);
  });
});
