/**
 * The demo contests seeded from content/contests/contests.json (the real file, over quiz problems standing in for
 * its catalogue slugs) and the CLI's --start parsing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { contestPhase } from '@katana/shared/contests/contest-lifecycle';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { scheduleOf } from './contest-board.ts';
import { parseStart } from './contest-command.ts';
import { choiceItem } from './contest-fixtures.test-support.ts';
import { createContestRepository } from './contest.repository.ts';
import { CONTESTS_SEED_FILE, seedContests } from './contest-seed.ts';
import { problems } from '../db/schema/practice.ts';
import { eq } from 'drizzle-orm';

const silent = { info: () => undefined, warn: () => undefined };

describe('seedContests', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
    const file = JSON.parse(await readFile(CONTESTS_SEED_FILE, 'utf8')) as {
      contests: { problems: string[] }[];
    };
    for (const slug of new Set(file.contests.flatMap((c) => c.problems))) {
      const row = await insertQuizProblem(db.db, choiceItem());
      await db.db.update(problems).set({ slug }).where(eq(problems.id, row.id));
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('creates an upcoming weekly, a soon-live and a past contest once; a restart adds nothing', async () => {
    const now = Date.UTC(2026, 10, 18, 9, 0); // a Wednesday
    const created = await seedContests(db.db, silent, now);
    expect(created).toEqual(['weekly-contest-257', 'beginner-sprint-2026-11-18', 'scholarship-challenge-1']);
    const weekly = (await createContestRepository(db.db).findBySlug('weekly-contest-257'))!;
    expect(weekly).toMatchObject({
      title: 'Weekly Contest 257',
      category: 'weekly',
      format: 'ICPC',
      freezeMinutes: 15,
    });
    expect(weekly.startAt.toISOString()).toBe('2026-11-22T14:30:00.000Z');
    const sprint = (await createContestRepository(db.db).findBySlug('beginner-sprint-2026-11-18'))!;
    expect(sprint).toMatchObject({ category: 'biweekly', format: 'IOI', guestAllowed: true, rated: false });
    expect(contestPhase(scheduleOf(sprint), now + 11 * 60_000)).toBe('live');
    const past = (await createContestRepository(db.db).findBySlug('scholarship-challenge-1'))!;
    expect(contestPhase(scheduleOf(past), now)).toBe('ended');
    expect(past.category).toBe('scholarship');
    expect((await createContestRepository(db.db).problems(past.id)).map((p) => p.slug)).toEqual([
      'telegraph-run-length',
      'bracket-ledger-check',
      'anagram-shelves',
      'frost-spread-grid',
    ]);
    expect(await seedContests(db.db, silent, now + 60_000)).toEqual([]);
  });

  it('parses --start as ISO, now or +minutes and refuses anything else', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseStart('now', now).getTime()).toBe(now);
    expect(parseStart('+15', now).getTime()).toBe(now + 15 * 60_000);
    expect(parseStart('2026-12-06T14:30:00Z').toISOString()).toBe('2026-12-06T14:30:00.000Z');
    expect(() => parseStart('soon')).toThrow('--start: not a time: soon');
  });
});
