/**
 * The server-rendered pages of contests (spec 01 route map: /contests/{slug} and the contest classroom
 * /contests/{slug}/{offering_id}/problems(/{problem_id})): 200 with the contest's title and description when the
 * contest exists, the 404 page when it does not or when the offering id names another contest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestRow } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contestAt, quizProblems } from './contest-fixtures.test-support.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const NOT_FOUND_TITLE = '404 - That&#39;s an error. | Katana';

describe('contest pages (server-rendered head and status)', () => {
  let t: TestApp;
  let problems: ProblemRow[];
  let contest: ContestRow;
  let other: ContestRow;

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contests'], judge: { handler: async () => ({}) as never } });
    problems = await quizProblems(t.app.db, 2);
    contest = await contestAt(t.app.db, problems, 60, 150, {
      title: 'Gift Wrap Sprint',
      description: 'Two quick problems about wrapping gifts.',
    });
    other = await contestAt(t.app.db, problems, 60, 150, { title: 'Another Sprint' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string) => t.app.inject({ url });

  it("answers a contest's detail page with 200, its title and its description", async () => {
    const res = await page(`/contests/${contest.slug}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Gift Wrap Sprint | Katana');
    expect(metaOf(res.body, 'description')).toBe('Two quick problems about wrapping gifts.');
  });

  it('answers an unknown contest with the 404 page', async () => {
    const res = await page('/contests/no-such-contest');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(NOT_FOUND_TITLE);
  });

  it('answers the contest classroom with 200 and the contest title, with or without a problem id', async () => {
    for (const url of [
      `/contests/${contest.slug}/${contest.id}/problems`,
      `/contests/${contest.slug}/${contest.id}/problems/${problems[0]!.id}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Gift Wrap Sprint | Katana');
    }
  });

  it("answers 404 for a classroom whose offering id is another contest's, or no contest's", async () => {
    for (const url of [
      `/contests/${contest.slug}/${other.id}/problems`,
      `/contests/${contest.slug}/99999999999999999999/problems`,
      '/contests/no-such-contest/100001/problems',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe(NOT_FOUND_TITLE);
    }
  });
});
