/**
 * PracticeTopic and Subject badges through the judged-submission hook on a real database: the tier thresholds
 * (25 / 50 / 100 % of a topic; top 1 / 0.5 / 0.25 % of a subject's learners), once per level, with their inbox item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { problemTopics, problems, topics, userProblemStates } from '../../db/schema/practice.ts';
import { badgeLevels, userBadgeLevels } from '../../db/schema/engagement-badges.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';
import type { Db } from '../../db/client.ts';
import { backfillTopicBadges, badgesSubmissionHook } from './practice-badges.ts';

const at = new Date('2026-03-05T10:00:00Z');

async function addProblems(db: Db, prefix: string, count: number, topicIds: number[]): Promise<number[]> {
  const rows = await db
    .insert(problems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        slug: `${prefix}-${i}`,
        uuid: `${prefix}-uuid-${i}`,
        name: `${prefix} ${i}`,
        problemType: 'CODE',
        difficulty: 'EASY',
        maxScore: 100,
        contentHash: `${prefix}-${i}`,
      })),
    )
    .returning({ id: problems.id });
  const ids = rows.map((r) => r.id);
  await db
    .insert(problemTopics)
    .values(ids.flatMap((problemId) => topicIds.map((topicId) => ({ problemId, topicId }))));
  return ids;
}

async function solve(db: Db, userId: number, problemId: number): Promise<void> {
  await db
    .insert(userProblemStates)
    .values({ userId, problemId, userScore: 100, attemptedAt: at, solvedAt: at });
  await badgesSubmissionHook(db, {
    submissionId: `${userId}-${problemId}`,
    userId,
    problemId,
    problemSlug: 'p',
    problemType: 'CODE',
    verdict: 'CORRECT_ANSWER',
    percentageScore: 100,
    solved: true,
    firstSolve: true,
    pointsGained: 100,
    maxScore: 100,
    submittedAt: at,
    judgedAt: at,
  });
}

async function levelsOf(db: Db, userId: number, key: string): Promise<number[]> {
  const rows = await db
    .select({ level: badgeLevels.level })
    .from(userBadgeLevels)
    .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
    .where(and(eq(userBadgeLevels.userId, userId), eq(badgeLevels.badgeKey, key)));
  return rows.map((r) => r.level).sort();
}

describe('practice badges', () => {
  let db: TestDb;
  let ada: number;
  let graphs: number;
  let sqlTopic: number;
  beforeAll(async () => {
    db = await createTestDb();
    const [u] = await db.db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    ada = u!.id;
    const t = await db.db
      .insert(topics)
      .values([
        { slug: 'graphs', name: 'Graphs' },
        { slug: 'sql', name: 'SQL' },
      ])
      .returning();
    [graphs, sqlTopic] = t.map((r) => r.id) as [number, number];
  });
  afterAll(async () => db?.close());

  it('grants a topic badge level at 25, 50 and 100 % of the topic solved, each once with its inbox item', async () => {
    const ids = await addProblems(db.db, 'graph', 8, [graphs]);
    const seen: number[][] = [];
    for (const id of ids) {
      await solve(db.db, ada, id);
      seen.push(await levelsOf(db.db, ada, 'PracticeTopic:graphs'));
    }
    expect(seen).toEqual([[], [1], [1], [1, 2], [1, 2], [1, 2], [1, 2], [1, 2, 3]]);

    // A re-judged submission grants nothing new.
    await badgesSubmissionHook(db.db, {
      submissionId: 'again',
      userId: ada,
      problemId: ids[7]!,
      problemSlug: 'p',
      problemType: 'CODE',
      verdict: 'CORRECT_ANSWER',
      percentageScore: 100,
      solved: true,
      firstSolve: false,
      pointsGained: 0,
      maxScore: 100,
      submittedAt: at,
      judgedAt: at,
    });
    expect(await levelsOf(db.db, ada, 'PracticeTopic:graphs')).toEqual([1, 2, 3]);
    const inbox = await db.db
      .select({ title: inboxNotifications.title })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, ada));
    expect(inbox.map((n) => n.title).filter((t) => t.endsWith(': Graphs'))).toEqual([
      'You earned the Achiever badge: Graphs',
      'You earned the Specialist badge: Graphs',
      'You earned the Master badge: Graphs',
    ]);
    const [level] = await db.db
      .select()
      .from(badgeLevels)
      .where(eq(badgeLevels.badgeKey, 'PracticeTopic:graphs'));
    expect(level).toMatchObject({ entityType: 'PracticeTopic', entityId: 'graphs', entitySlug: 'graphs' });
  });

  it('ranks a subject learner against everyone who solved there: top 0.25 % Master, 0.5 % Specialist, 1 % Achiever', async () => {
    const [first, ...rest] = await addProblems(db.db, 'query', 5, [sqlTopic]);
    // 400 learners solved one SQL problem each.
    const crowd = await db.db
      .insert(users)
      .values(Array.from({ length: 400 }, (_, i) => ({ name: `L${i}`, email: `l${i}@example.com` })))
      .returning({ id: users.id });
    await db.db
      .insert(userProblemStates)
      .values(crowd.map((c) => ({ userId: c.id, problemId: first!, userScore: 100, solvedAt: at })));
    const [b, c, d] = crowd.map((x) => x.id) as [number, number, number];

    await solve(db.db, b, rest[0]!); // b: 2 solved, rank 1 of 400 -> 0.25 % -> Master
    expect(await levelsOf(db.db, b, 'Subject:sql')).toEqual([1, 2, 3]);
    await solve(db.db, c, rest[0]!);
    await solve(db.db, c, rest[1]!); // c: 3 solved, rank 1; b now rank 2
    const h = crowd[20]!.id;
    await solve(db.db, h, rest[1]!); // h: 2 solved, behind c only -> rank 2 of 400 -> 0.5 % -> Specialist
    expect(await levelsOf(db.db, h, 'Subject:sql')).toEqual([1, 2]);
    await solve(db.db, b, rest[2]!); // b: 3 solved, tied with c at rank 1
    await solve(db.db, d, rest[3]!); // d: 2 solved, behind c and b: rank 3 of 400 -> 0.75 % -> Achiever only
    expect(await levelsOf(db.db, d, 'Subject:sql')).toEqual([1]);
    await solve(db.db, c, rest[2]!); // c: 4 solved, rank 1
    expect(await levelsOf(db.db, c, 'Subject:sql')).toEqual([1, 2, 3]);

    const e = crowd[10]!.id;
    await solve(db.db, e, rest[0]!); // e: 2 solved, behind c (4) and b (3) -> rank 3 -> Achiever
    expect(await levelsOf(db.db, e, 'Subject:sql')).toEqual([1]);
    const f = crowd[11]!.id;
    await badgesSubmissionHook(db.db, {
      submissionId: 'f',
      userId: f,
      problemId: first!,
      problemSlug: 'p',
      problemType: 'CODE',
      verdict: 'CORRECT_ANSWER',
      percentageScore: 100,
      solved: true,
      firstSolve: true,
      pointsGained: 0,
      maxScore: 100,
      submittedAt: at,
      judgedAt: at,
    }); // f: 1 solved, rank 5 of 401 -> 1.25 % -> nothing
    expect(await levelsOf(db.db, f, 'Subject:sql')).toEqual([]);
    expect(await levelsOf(db.db, ada, 'Subject:sql')).toEqual([]);
    // Ada never solved SQL. The SQL topic badge is a PracticeTopic badge of its own: b solved 3 of 5 (60 %).
    expect(await levelsOf(db.db, b, 'PracticeTopic:sql')).toEqual([1, 2]);
  });

  it('backfills the topic levels reached by solves recorded before the hook, once', async () => {
    const [t] = await db.db.insert(topics).values({ slug: 'heaps', name: 'Heaps' }).returning();
    const ids = await addProblems(db.db, 'heap', 4, [t!.id]);
    // Ada solved 2 of 4 (50 %) without the hook (an older installation).
    await db.db
      .insert(userProblemStates)
      .values(ids.slice(0, 2).map((problemId) => ({ userId: ada, problemId, userScore: 100, solvedAt: at })));
    expect(await levelsOf(db.db, ada, 'PracticeTopic:heaps')).toEqual([]);
    expect(await backfillTopicBadges(db.db, at)).toBe(2);
    expect(await levelsOf(db.db, ada, 'PracticeTopic:heaps')).toEqual([1, 2]);
    expect(await backfillTopicBadges(db.db, at)).toBe(0);
  });
});
