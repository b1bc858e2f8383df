/**
 * The library, videos and what's new on the app: categories and articles from the shipped content, a learner's
 * "mark as read" (history, first read kept) and bookmarks, related problems through the access policy, 404s, the
 * server-rendered heads, the video calls, and what's new: unread until read, published once with one NEW_CONTENT
 * item per learner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LibraryPaths,
  type LibraryArticle,
  type LibraryCategoryDetail,
  type LibraryHome,
  type VideoList,
  type WhatsNew,
} from '@katana/shared/api/library';
import { fillPath } from '@katana/shared/api/paths';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { problems } from '../db/schema/practice.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { publishWhatsNewAtStart } from './whats-new-publish.ts';

const silent = { info: () => {} };

// The first library call renders the library's articles once (KaTeX): slow on a loaded machine.
describe('library', { timeout: 180_000 }, () => {
  let t: TestApp;
  let ada: TestLearner;
  let bob: TestLearner;
  const { call, data } = injectAs(() => t.app);
  const article = (who: TestLearner | null, category: string, slug: string) =>
    data<LibraryArticle>('GET', fillPath(LibraryPaths.article, { category, slug }), who);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { judge: { handler: async () => ({}) as never }, slices: ['library', 'notifications'] },
    );
    ada = await learner(t.app, 'Ada Lovelace');
    // One catalogue problem the union-find article names.
    const [quiz] = await insertNamedQuizzes(t.app.db, 'lib', 1, (n) => question(n, 'lib'));
    await t.app.db.update(problems).set({ slug: 'raft-rope-bridges' }).where(eq(problems.id, quiz!.id));
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lists the categories with their article counts, and no history for an anonymous reader', async () => {
    const home = await data<LibraryHome>('GET', LibraryPaths.home, null);
    expect(home.categories.map((c) => c.slug)).toEqual([
      'data-structures',
      'algorithms',
      'competitive-programming',
      'interview-preparation',
      'sql-and-databases',
    ]);
    expect(home.categories.reduce((n, c) => n + c.article_count, 0)).toBeGreaterThanOrEqual(30);
    expect(home.history).toEqual([]);
  });

  it('serves an article with its table of contents, neighbours and the related problems that exist', async () => {
    const read = await article(null, 'data-structures', 'union-find');
    expect(read.title).toBe('Union-find: keeping track of groups');
    expect(read.toc[0]).toEqual({ id: 'the-idea', text: 'The idea', level: 2 });
    expect(read.html).toContain('<h2 id="the-idea"');
    expect(read.previous).toMatchObject({ slug: 'heaps-and-priority-queues' });
    expect(read.next).toMatchObject({ slug: 'tries' });
    expect(read.related_problems.map((p) => p.slug)).toEqual(['raft-rope-bridges']);
    expect(read.is_read).toBe(false);
    const shared = await article(null, 'algorithms', 'binary-search');
    expect(shared.guided_path?.slug).toBe('data-structures-algorithms');
  });

  it('answers 404 for an unknown category or article, in the API and on the page', async () => {
    expect((await call('GET', fillPath(LibraryPaths.category, { category: 'nope' }), null)).statusCode).toBe(
      404,
    );
    const wrongCategory = fillPath(LibraryPaths.article, { category: 'algorithms', slug: 'union-find' });
    expect((await call('GET', wrongCategory, null)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/library/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/library/algorithms/nope' })).statusCode).toBe(404);
  });

  it('renders the heads of the category and article pages', async () => {
    const category = await t.app.inject({ url: '/library/sql-and-databases' });
    expect(category.statusCode).toBe(200);
    expect(category.body).toMatch(/<title>SQL and databases articles[^<]*<\/title>/);
    const page = await t.app.inject({ url: '/library/data-structures/tries' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Tries for prefix questions[^<]*<\/title>/);
    expect(page.body).toContain('A trie (from retrieval');
  });

  it('marks an article read once (the first time kept), into the history and the category counts', async () => {
    const body = { category: 'data-structures', slug: 'tries' };
    const first = await data<{ read_at: string }>('POST', LibraryPaths.read, ada, body);
    const again = await data<{ read_at: string }>('POST', LibraryPaths.read, ada, body);
    expect(again.read_at).toBe(first.read_at);
    expect((await article(ada, 'data-structures', 'tries')).is_read).toBe(true);
    const home = await data<LibraryHome>('GET', LibraryPaths.home, ada);
    expect(home.history.map((h) => h.slug)).toEqual(['tries']);
    expect(home.categories.find((c) => c.slug === 'data-structures')?.read_count).toBe(1);
    const category = await data<LibraryCategoryDetail>(
      'GET',
      fillPath(LibraryPaths.category, { category: 'data-structures' }),
      ada,
    );
    expect(category.articles.filter((a) => a.is_read).map((a) => a.slug)).toEqual(['tries']);
  });

  it('needs a learner to mark read, and refuses an article that does not exist', async () => {
    const body = { category: 'data-structures', slug: 'tries' };
    expect((await call('POST', LibraryPaths.read, null, body)).statusCode).toBe(401);
    const missing = { category: 'data-structures', slug: 'no-such-article' };
    expect((await call('POST', LibraryPaths.read, ada, missing)).statusCode).toBe(404);
  });

  it('bookmarks an article and removes the bookmark', async () => {
    const body = { category: 'algorithms', slug: 'two-pointers' };
    await data('POST', LibraryPaths.bookmark, ada, { ...body, bookmarked: true });
    expect((await data<LibraryHome>('GET', LibraryPaths.home, ada)).bookmarks.map((b) => b.slug)).toEqual([
      'two-pointers',
    ]);
    await data('POST', LibraryPaths.bookmark, ada, { ...body, bookmarked: false });
    expect((await data<LibraryHome>('GET', LibraryPaths.home, ada)).bookmarks).toEqual([]);
  });

  it('lists no videos (none ship), logs watch events and refuses to complete an unknown video', async () => {
    expect(await data<VideoList>('GET', LibraryPaths.videos, ada)).toEqual({ videos: [], topics: [] });
    const log = { youtube_video_id: 'abcdefghijk', event_type: 'PLAY', video_timestamp: 12.5 };
    expect(await data('POST', LibraryPaths.videoWatchLog, ada, log)).toEqual({ recorded: true });
    const bad = await call('POST', LibraryPaths.videoWatchLog, ada, { ...log, event_type: 'SKIP' });
    expect(bad.statusCode).toBe(422);
    const done = { video_id: 'none', video_list_id: 'graphs' };
    expect((await call('POST', LibraryPaths.videoCompleted, ada, done)).statusCode).toBe(404);
  });

  it("keeps what's new unread until the learner reads the newest release", async () => {
    const before = await data<WhatsNew>('GET', LibraryPaths.whatsNew, ada);
    expect(before.entries.length).toBeGreaterThanOrEqual(4);
    expect(before.unread).toBe(true);
    const anonymous = await data<WhatsNew>('GET', LibraryPaths.whatsNew, null);
    expect(anonymous).toMatchObject({ unread: false, latest_version: before.latest_version });

    const older = before.entries.at(-1)!.version;
    expect(await data('POST', LibraryPaths.whatsNewRead, ada, { version: older })).toMatchObject({
      unread: true,
    });
    await data('POST', LibraryPaths.whatsNewRead, ada, { version: before.latest_version });
    expect((await data<WhatsNew>('GET', LibraryPaths.whatsNew, ada)).unread).toBe(false);
    // Reading an older release later (an old tab) does not bring the dot back.
    await data('POST', LibraryPaths.whatsNewRead, ada, { version: older });
    expect((await data<WhatsNew>('GET', LibraryPaths.whatsNew, ada)).unread).toBe(false);
    expect((await call('POST', LibraryPaths.whatsNewRead, ada, { version: '9.9.9' })).statusCode).toBe(404);
  });

  it('publishes the releases once: one NEW_CONTENT item per learner, nothing on the next start', async () => {
    bob = await learner(t.app, 'Bob Builder');
    const first = await publishWhatsNewAtStart(t.app.db, silent);
    expect(first.published.length).toBeGreaterThanOrEqual(4);
    expect(first.told).toEqual(expect.arrayContaining([ada.userId, bob.userId]));
    expect(await publishWhatsNewAtStart(t.app.db, silent)).toEqual({ published: [], told: [] });

    const inbox = await data<{ notifications: { kind: string; title: string; link: string | null }[] }>(
      'GET',
      `${NotificationPaths.list}?source=codestudio`,
      bob,
    );
    const items = inbox.notifications.filter((n) => n.kind === 'NEW_CONTENT');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ link: '/whats-new', title: expect.stringMatching(/^What's new in /) });
  });
});
