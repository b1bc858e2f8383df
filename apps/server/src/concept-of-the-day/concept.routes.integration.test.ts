/**
 * Concept of the day over HTTP on a real database: the content import, today's concept stored once and stable,
 * past dates, future 404 and malformed 422, the 30-day archive without repeats, the quiz check, and the page head.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import { ConceptOfTheDayPaths } from '@katana/shared/api/concept-of-the-day';
import { addDays, istDate } from '@katana/shared/engagement/ist-time';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { conceptOfTheDay, concepts } from '../db/schema/concepts.ts';
import { seedConcepts, upsertConcept } from './concept-seed.ts';

describe('concept of the day routes', () => {
  let t: TestApp;
  const today = istDate(Date.now());
  const byDate = (date: string) => fillPath(ConceptOfTheDayPaths.byDate, { date });
  const quiz = (date: string) => fillPath(ConceptOfTheDayPaths.quiz, { date });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports at least 30 concepts, each with a 3-question quiz, and again without duplicates', async () => {
    const count = await seedConcepts(t.app.db, REPO_ROOT);
    expect(count).toBeGreaterThanOrEqual(30);
    expect(await seedConcepts(t.app.db, REPO_ROOT)).toBe(count);
    const rows = await t.app.db.select().from(concepts);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.quiz.length === 3)).toBe(true);
    await expect(
      upsertConcept(t.app.db, {
        slug: 'short',
        title: 'Short',
        topic: 'x',
        summary: 's',
        article: 'Too short.',
        quiz: [],
      }),
    ).rejects.toThrow(/300 to 800 words/);
  });

  it("serves today's concept without the answers, stored once, and the same for its date", async () => {
    const res = await t.app.inject({ url: ConceptOfTheDayPaths.today });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ date: today, is_today: true });
    expect(data.article.length).toBeGreaterThan(1000);
    expect(data.quiz).toHaveLength(3);
    expect(data.quiz[0]).not.toHaveProperty('answer');
    expect(data.quiz[0]).not.toHaveProperty('explanation');
    expect((await t.app.inject({ url: byDate(today) })).json().data.slug).toBe(data.slug);
    const stored = await t.app.db.select().from(conceptOfTheDay).where(eq(conceptOfTheDay.date, today));
    expect(stored).toHaveLength(1);
  });

  it('answers a past date, 404s a future date and 422s a malformed one', async () => {
    const past = await t.app.inject({ url: byDate(addDays(today, -3)) });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toMatchObject({ date: addDays(today, -3), is_today: false });
    const future = await t.app.inject({ url: byDate(addDays(today, 1)) });
    expect(future.statusCode).toBe(404);
    expect(future.json().error.message).toBe('There is no concept of the day for this date.');
    const bad = await t.app.inject({ url: byDate('2026-02-30') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.date).toBe('date must be a calendar date (YYYY-MM-DD).');
    expect((await t.app.inject({ url: byDate('2001-01-01') })).statusCode).toBe(404);
  });

  it('lists the last 30 days newest first, with no concept twice', async () => {
    const data = (await t.app.inject({ url: ConceptOfTheDayPaths.archive })).json().data;
    expect(data.today).toBe(today);
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(today);
    expect(data.days[29].date).toBe(addDays(today, -29));
    expect(new Set(data.days.map((d: { slug: string }) => d.slug)).size).toBe(30);
  });

  it('scores quiz answers with the right ones and explanations, and refuses a wrong number of answers', async () => {
    const [row] = await t.app.db
      .select({ quiz: concepts.quiz })
      .from(conceptOfTheDay)
      .innerJoin(concepts, eq(concepts.id, conceptOfTheDay.conceptId))
      .where(eq(conceptOfTheDay.date, today));
    const right = row!.quiz.map((q) => q.answer);
    const wrongFirst = [(right[0]! + 1) % row!.quiz[0]!.options.length, right[1]!, right[2]!];
    const res = await t.app.inject({ method: 'POST', url: quiz(today), payload: { answers: wrongFirst } });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.score).toBe(2);
    expect(result.total).toBe(3);
    expect(result.results.map((r: { correct: boolean }) => r.correct)).toEqual([false, true, true]);
    expect(result.results[0].answer).toBe(right[0]);
    expect(result.results[0].explanation).toBe(row!.quiz[0]!.explanation);
    const short = await t.app.inject({ method: 'POST', url: quiz(today), payload: { answers: [0] } });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe('Answer every question of the quiz.');
    const future = await t.app.inject({
      method: 'POST',
      url: quiz(addDays(today, 2)),
      payload: { answers: [0, 0, 0] },
    });
    expect(future.statusCode).toBe(404);
  });

  it("renders the concept's title on the server, and 404 for a date without a concept", async () => {
    const todays = (await t.app.inject({ url: ConceptOfTheDayPaths.today })).json().data;
    const page = await t.app.inject({ url: '/concept-of-the-day' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${todays.title} · Concept of the day | Katana</title>`);
    expect((await t.app.inject({ url: '/concept-of-the-day/quiz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/concept-of-the-day/${addDays(today, -2)}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/concept-of-the-day/${addDays(today, 5)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/concept-of-the-day/2026-13-01' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/concept-of-the-day/${today.slice(0, 8)}00` })).statusCode).toBe(404);
  });
});
