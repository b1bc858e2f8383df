/**
 * GET /api/v1/search on the app: ranking (title before body, popularity breaking ties), one typo and a prefix still
 * find a problem, practice's access policy hides a contest's hidden problem, a held post reaches only its author,
 * type filters with per-type counts, pagination, snippets with highlight ranges, and 422s for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPaths, type SearchResponse } from '@katana/shared/api/search';
import { interviewBundles } from '../db/schema/interview-bundles.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import {
  choiceItem,
  contestAt,
  learner,
  type TestLearner,
} from '../contests/contest-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { indexSearchDocuments, reindexCatalogue } from './index.ts';

describe('GET /api/v1/search', () => {
  let t: TestApp;
  let ada: TestLearner;
  let bob: TestLearner;
  const { call, data } = injectAs(() => t.app);
  const search = (query: string, who: TestLearner | null = null) =>
    data<SearchResponse>('GET', `${SearchPaths.search}?${query}`, who);
  const titles = async (query: string, who: TestLearner | null = null) =>
    (await search(query, who)).results.map((r) => r.title);

  const problem = (title: string, statement: string): Promise<ProblemRow> =>
    insertQuizProblem(t.app.db, { ...choiceItem(title), statement });

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { slices: ['search', 'contests'], judge: { handler: async () => ({}) as never } },
    );
    await problem(
      'Dijkstra Shortest Path',
      'Find the cheapest route between two junctions of a weighted road network.',
    );
    await problem('Lantern Relay', 'Signals travel between towers along the river.');
    await problem('Harbour Cranes', 'Cranes unload ships. Each crane remembers a lantern relay it once saw.');
    await problem('Knapsack Packing', 'Pack items of given weights into a bag of limited capacity.');
    await problem('Caravan Water Stops', 'Plan the fewest stops across the desert.');
    await problem("Ferryman's Toll \\ Crossing", 'Count the coins a ferryman collects.');
    const secret = await problem('Obsidian Vault Cipher', 'Crack the vault before the guards return.');
    // A contest-only problem of a contest that has not started: hidden from everyone for now.
    await contestAt(t.app.db, [secret], 30, 90, {
      hideProblemsUntilStart: true,
      title: 'Obsidian Cup',
      description: 'A round of vault puzzles.',
    });
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
    await indexSearchDocuments(t.app.db, [
      {
        type: 'discussion',
        refKey: '1',
        title: 'Held question about mooring ropes',
        body: 'Waiting for a moderator.',
        url: '/campus/public/discussions/1',
        visibleToUserId: ada.userId,
      },
      {
        type: 'discussion',
        refKey: '2',
        title: 'Tips for lantern relay',
        body: 'Sort the towers first.',
        url: '/campus/public/discussions/2',
        popularity: 5,
      },
      ...Array.from({ length: 25 }, (_, i) => ({
        type: 'discussion' as const,
        refKey: `page-${i}`,
        title: `Pagination thread ${i}`,
        body: 'Counting marbles.',
        url: `/campus/public/discussions/page-${i}`,
        popularity: i,
      })),
    ]);
    await t.app.db.insert(interviewBundles).values({
      slug: 'anchor-splice-sprint',
      title: 'Anchor Splice Sprint',
      summary: 'Rope problems for a week.',
      level: 'Beginner',
      estimatedHours: 6,
      sections: [],
      contentHash: 'x',
    });
    await reindexCatalogue(t.app.db);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks a title match above a body mention, and returns type, title, url, snippet and highlight', async () => {
    const res = await search('q=lantern relay');
    expect(res.results[0]).toMatchObject({ type: 'problem', title: 'Lantern Relay' });
    expect(res.results[0]!.url).toMatch(/^\/problems\/contest-pick-\d+/);
    expect(res.results.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Tips for lantern relay', 'Harbour Cranes']),
    );
    const cranes = res.results.find((r) => r.title === 'Harbour Cranes')!;
    expect(cranes.snippet).toContain('lantern relay');
    expect(cranes.highlight.map(([a, b]) => cranes.snippet.slice(a, b))).toEqual(['lantern', 'relay']);
    expect(res.results[0]!.title_highlight).toEqual([
      [0, 7],
      [8, 13],
    ]);
    expect(res.results.findIndex((r) => r.title === 'Harbour Cranes')).toBeGreaterThan(0);
  });

  it('finds a problem by its title with one typo in the top 3, and by the first letters of a word', async () => {
    expect((await titles('q=Dijkstar Shortest Path')).slice(0, 3)).toContain('Dijkstra Shortest Path');
    expect((await titles('q=knapsak')).slice(0, 3)).toContain('Knapsack Packing');
    expect((await titles('q=dijk'))[0]).toBe('Dijkstra Shortest Path');
    expect((await titles('q=shortest pa'))[0]).toBe('Dijkstra Shortest Path');
    // Body words are stemmed: "networks" finds "network".
    expect(await titles('q=weighted networks')).toEqual(['Dijkstra Shortest Path']);
  });

  it('finds a short title with two typos by its similarity as a whole, and nothing for words far from any title', async () => {
    // "caravn watr stops" shares 58% of its trigrams with the title: under the 0.6 word-similarity threshold.
    expect((await titles('q=Caravn Watr Stops')).slice(0, 3)).toContain('Caravan Water Stops');
    expect(await titles('q=qqxv zzkw')).toEqual([]);
  });

  it('searches quotes and backslashes as typed, and never fails on them', async () => {
    expect((await titles(`q=${encodeURIComponent("ferryman's toll")}`))[0]).toBe(
      "Ferryman's Toll \\ Crossing",
    );
    expect((await titles(`q=${encodeURIComponent('toll \\ crossing')}`))[0]).toBe(
      "Ferryman's Toll \\ Crossing",
    );
    expect((await titles(`q=${encodeURIComponent("ferrymn's tol")}`)).slice(0, 3)).toContain(
      "Ferryman's Toll \\ Crossing",
    );
    for (const q of ["'; select 1; --", "\\' or 1=1", "''", '\\', 'caravan\u0007\t']) {
      const res = await call('GET', `${SearchPaths.search}?q=${encodeURIComponent(q)}`, null);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('answers many searches at once, each as it would alone', async () => {
    const queries = [
      'q=lantern',
      'q=dijk',
      'q=Dijkstar Shortest Path',
      'q=lantern&type=discussion',
      'q=vault',
    ];
    const alone = await Promise.all(queries.map((q) => titles(q)));
    const together = await Promise.all([...queries, ...queries, ...queries].map((q) => titles(q)));
    expect(together).toEqual([...alone, ...alone, ...alone]);
  });

  it('never shows a hidden contest problem (practice’s access policy), but shows its contest', async () => {
    for (const who of [null, ada]) {
      expect(await titles('q=Obsidian Vault Cipher', who)).not.toContain('Obsidian Vault Cipher');
      expect(await titles('q=vault', who)).toEqual(['Obsidian Cup']);
    }
    const res = await search('q=obsidian&type=problem');
    expect(res).toMatchObject({ results: [], total: 0 });
  });

  it('finds an interview bundle by its title, linking to its page', async () => {
    const { results } = await search('q=anchor%20splice&type=bundle');
    expect(results.map((r) => [r.title, r.url])).toEqual([
      ['Anchor Splice Sprint', '/interview-bundle/anchor-splice-sprint'],
    ]);
  });

  it('shows a held post to its author only', async () => {
    expect(await titles('q=mooring ropes', ada)).toEqual(['Held question about mooring ropes']);
    expect(await titles('q=mooring ropes', bob)).toEqual([]);
    expect(await titles('q=mooring ropes')).toEqual([]);
  });

  it('filters by type, keeps the counts of every type, and pages through 20 at a time', async () => {
    const all = await search('q=lantern');
    expect(all.counts).toMatchObject({ problem: 2, discussion: 1 });
    expect(all).toMatchObject({ total: 3, total_exact: true });
    const discussions = await search('q=lantern&type=discussion');
    expect(discussions.results.map((r) => r.type)).toEqual(['discussion']);
    expect(discussions).toMatchObject({ total: 1, counts: { problem: 2, discussion: 1 } });

    const first = await search('q=pagination');
    expect(first).toMatchObject({ total: 25, page: 1, page_size: 20 });
    expect(first.results).toHaveLength(20);
    // Equal matches: the more popular first.
    expect(first.results[0]!.title).toBe('Pagination thread 24');
    const second = await search('q=pagination&page=2');
    expect(second.results).toHaveLength(5);
    const seen = new Set([...first.results, ...second.results].map((r) => r.url));
    expect(seen.size).toBe(25);
    expect((await search('q=pagination&page=3')).results).toEqual([]);
  });

  it('counts a common word up to 1,000 (total_exact false), still ranks its title match first, and pages to the end', async () => {
    await indexSearchDocuments(t.app.db, [
      {
        type: 'article',
        refKey: 'marigold-layout',
        title: 'Marigold Garden Layout',
        body: 'Rows and beds.',
        url: '/articles/marigold-layout',
      },
      ...Array.from({ length: 1_050 }, (_, i) => ({
        type: 'discussion' as const,
        refKey: `marigold-${i}`,
        title: `Seedling question ${i}`,
        body: `Do marigolds like shade? Asked for the ${i}th time.`,
        url: `/campus/public/discussions/marigold-${i}`,
        popularity: 10 + i,
      })),
    ]);
    const res = await search('q=marigold');
    expect(res).toMatchObject({ total: 1_000, total_exact: false });
    expect(res.results[0]!.title).toBe('Marigold Garden Layout');
    // Then the body matches (read up to the cap, in no order), the most popular of them first.
    const seedlings = res.results.slice(1).map((r) => Number(r.title.split(' ').at(-1)));
    expect(seedlings).toHaveLength(19);
    expect(seedlings).toEqual([...seedlings].sort((a, b) => b - a));
    expect(res.counts.article).toBe(1);
    expect(res.counts.discussion).toBe(1_000);
    const last = await search('q=marigold&page=50');
    expect(last.results).toHaveLength(20);
    const articles = await search('q=marigold&type=article');
    expect(articles).toMatchObject({ total: 1, total_exact: true, counts: { article: 1 } });
  });

  it('answers nothing found with an empty page, and stop words or symbols alone do not fail', async () => {
    expect(await search('q=zzzqqqxxx')).toMatchObject({ results: [], total: 0, counts: {} });
    expect((await search('q=the')).results).toBeInstanceOf(Array);
    expect((await search(`q=${encodeURIComponent('%_:*&|!()')}`)).results).toBeInstanceOf(Array);
  });

  it('answers 422 in the envelope for a missing, blank or too long query, an unknown type or a bad page', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=x&type=nope', 'q=x&page=0']) {
      const res = await call('GET', `${SearchPaths.search}?${query}`, null);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, error: { code: expect.anything() } });
    }
    const long = await call('GET', `${SearchPaths.search}?q=${'a'.repeat(100)}`, null);
    expect(long.statusCode).toBe(200);
  });
});
