/**
 * Discussions for learners: posting needs a captcha and a session, votes follow the reaction toggle rule, the three
 * sort orders, pagination and filters, edit ("edited") and soft delete, follow, DISCUSSION notifications to
 * followers, reply targets and mentions, per-learner rate limits, one level of replies, locked threads, practice's
 * access policy on problem threads, and the XSS corpus.
 */
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import {
  DiscussionMessage,
  DiscussionPaths,
  hotRank,
  type PostDetail,
  type PostList,
} from '@katana/shared/api/discussions';
import { inboxNotifications } from '../db/schema/engagement-notifications.ts';
import { users } from '../db/schema/users.ts';
import { discussionPosts } from '../db/schema/discussions.ts';
import { searchDocuments } from '../db/schema/search.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { callAs, createPost, insertProblem, learner, type Learner } from './discussion.test-support.ts';

describe('discussions', () => {
  let t: TestApp;
  const call = callAs(() => t.app);
  const data = async <T>(...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const inbox = (who: Learner) =>
    t.app.db
      .select()
      .from(inboxNotifications)
      .where(and(eq(inboxNotifications.userId, who.id), eq(inboxNotifications.kind, 'DISCUSSION')));
  const postPath = (id: number) => fillPath(DiscussionPaths.post, { id: String(id) });
  const commentsPath = (id: number) => fillPath(DiscussionPaths.comments, { id: String(id) });
  const vote = (who: Learner, id: number, reaction_type: 'UPVOTE' | 'DOWNVOTE', parent_type = 'post') =>
    data<{ score: number; upvotes: number; downvotes: number; my_vote: number }>(
      'POST',
      DiscussionPaths.reactions,
      who,
      { parent_id: id, parent_type, reaction_type },
    );

  beforeAll(async () => {
    t = await createTestApp(
      {
        CAPTCHA_MAX_NUMBER: '2000',
        DISCUSSION_HOLD_FIRST_POSTS: '0',
        DISCUSSION_POSTS_PER_HOUR: '3',
        DISCUSSION_COMMENTS_PER_10_MINUTES: '4',
      },
      { slices: ['discussions'] },
    );
  });
  afterAll(async () => t?.close());

  it('refuses anonymous writers (401) and posts without a solved captcha (422 on captcha_token)', async () => {
    const ada = await learner(t.app);
    const body = { title: 'A question about heaps', body: 'Why?', category: 'general' };
    expect((await call('POST', DiscussionPaths.posts, null, body)).statusCode).toBe(401);
    const missing = await call('POST', DiscussionPaths.posts, ada, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toHaveProperty('captcha_token');
    const token = await solveCaptcha(t.app);
    expect(
      (await call('POST', DiscussionPaths.posts, ada, { ...body, captcha_token: token })).statusCode,
    ).toBe(201);
    // One solution posts once.
    expect(
      (await call('POST', DiscussionPaths.posts, ada, { ...body, captcha_token: token })).statusCode,
    ).toBe(422);
    const bad = await call('POST', DiscussionPaths.posts, ada, {
      ...body,
      category: 'nope',
      captcha_token: token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.category).toBe(DiscussionMessage.UNKNOWN_CATEGORY);
  });

  it('toggles votes: the same vote again removes it, the other one switches it (spec 03 values 1 / -1)', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const post = await createPost(t.app, ada);
    expect(await vote(bob, post.id, 'UPVOTE')).toMatchObject({
      score: 1,
      upvotes: 1,
      downvotes: 0,
      my_vote: 1,
    });
    expect(await vote(bob, post.id, 'DOWNVOTE')).toMatchObject({
      score: -1,
      upvotes: 0,
      downvotes: 1,
      my_vote: -1,
    });
    expect(await vote(bob, post.id, 'DOWNVOTE')).toMatchObject({
      score: 0,
      upvotes: 0,
      downvotes: 0,
      my_vote: 0,
    });
    await vote(ada, post.id, 'UPVOTE');
    await vote(bob, post.id, 'UPVOTE');
    const seen = await data<PostDetail>('GET', postPath(post.id), bob);
    expect(seen).toMatchObject({ score: 2, my_vote: 1 });
    expect((await data<PostDetail>('GET', postPath(post.id), null)).my_vote).toBe(0);
  });

  it('sorts by new, top and hot (score order of magnitude plus age), pinned first, and pages', async () => {
    const ada = await learner(t.app);
    const tag = `sort${Date.now()}`;
    const ids: number[] = [];
    for (const [i, minutesAgo] of [600, 300, 0].entries()) {
      const p = await createPost(t.app, (await learner(t.app)) ?? ada, {
        title: `Sort order ${i}`,
        tags: [tag],
      });
      const createdAt = new Date(Date.now() - minutesAgo * 60_000);
      await t.app.db
        .update(discussionPosts)
        .set({ createdAt, hot: hotRank(0, createdAt) })
        .where(eq(discussionPosts.id, p.id));
      ids.push(p.id);
    }
    const [old, middle, fresh] = ids as [number, number, number];
    // The oldest gets 100 votes' worth of score: two orders of magnitude = 25 hours of age, so it leads "hot".
    await t.app.db.update(discussionPosts).set({ score: 99 }).where(eq(discussionPosts.id, old));
    await vote(ada, old, 'UPVOTE');
    await vote(ada, middle, 'DOWNVOTE');
    const order = async (sort: string) =>
      (await data<PostList>('GET', `${DiscussionPaths.posts}?sort=${sort}&tag=${tag}`, null)).posts.map(
        (p) => p.id,
      );
    expect(await order('new')).toEqual([fresh, middle, old]);
    expect(await order('top')).toEqual([old, fresh, middle]);
    expect(await order('hot')).toEqual([old, fresh, middle]);
    const page2 = await data<PostList>('GET', `${DiscussionPaths.posts}?sort=new&page=2`, null);
    expect(page2.page).toBe(2);
    expect(page2.page_size).toBe(20);
    const cat = await data<PostList>('GET', `${DiscussionPaths.posts}?category=career`, null);
    expect(cat.posts.every((p) => p.category === 'career')).toBe(true);
    const tags = await data<{ tags: { tag: string }[] }>(
      'GET',
      `${DiscussionPaths.tags}?term=${tag.slice(0, 6)}`,
      null,
    );
    expect(tags.tags.map((x) => x.tag)).toContain(tag);
  });

  it('edits own posts (shown as edited), refuses others’ (403), and soft-deletes (404 after, out of search)', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const post = await createPost(t.app, ada, { title: 'Typo in tittle' });
    const edit = { title: 'Typo in title', body: 'Fixed', category: 'general', tags: ['meta'] };
    expect((await call('PUT', postPath(post.id), bob, edit)).statusCode).toBe(403);
    const edited = await data<PostDetail>('PUT', postPath(post.id), ada, edit);
    expect(edited).toMatchObject({ title: 'Typo in title', edited: true, tags: ['meta'] });
    const [doc] = await t.app.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.refKey, String(post.id)));
    expect(doc?.title).toBe('Typo in title');
    expect((await call('DELETE', postPath(post.id), bob)).statusCode).toBe(403);
    await data('DELETE', postPath(post.id), ada);
    expect((await call('GET', postPath(post.id), ada)).statusCode).toBe(404);
    const gone = await t.app.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.refKey, String(post.id)));
    expect(gone.filter((d) => d.type === 'discussion')).toEqual([]);
  });

  it('notifies a learner mentioned by screen name, whatever the case, and not an e-mail address', async () => {
    const [ada, eve] = [await learner(t.app), await learner(t.app)];
    await t.app.db.update(users).set({ screenName: 'eve_codes' }).where(eq(users.id, eve.id));
    await createPost(t.app, ada, {
      title: 'Screen names',
      body: 'Ping @Eve_Codes about it, or write to someone@eve_codes.example.',
    });
    expect((await inbox(eve)).map((n) => n.title)).toEqual([`${ada.name} mentioned you in “Screen names”`]);
    await createPost(t.app, ada, { title: 'Mail only', body: 'Write to me@eve_codes please.' });
    expect(await inbox(eve)).toHaveLength(1);
  });

  it('notifies followers (the author by default), the replied-to author and mentioned learners', async () => {
    const [ada, bob, cy, dee] = [
      await learner(t.app),
      await learner(t.app),
      await learner(t.app),
      await learner(t.app),
    ];
    const post = await createPost(t.app, ada, {
      title: 'Mentions',
      body: `Hi @${dee.uuid}, what do you think?`,
    });
    expect((await inbox(dee)).map((n) => n.title)).toEqual([`${ada.name} mentioned you in “Mentions”`]);
    const after = await data<PostDetail>('POST', commentsPath(post.id), bob, { body: 'Try BFS.' });
    expect(after.comment_count).toBe(1);
    expect((await inbox(ada)).map((n) => n.title)).toEqual([`${bob.name} commented on “Mentions”`]);
    expect((await inbox(ada))[0]?.link).toMatch(new RegExp(`/campus/public/discussions/${post.id}#comment-`));
    // Cy follows, then Ada replies to Bob's comment: Bob (replied to) and Cy (follower) hear of it, Ada does not.
    expect(
      (
        await data<{ is_following: boolean }>(
          'POST',
          fillPath(DiscussionPaths.follow, { id: String(post.id) }),
          cy,
        )
      ).is_following,
    ).toBe(true);
    const parent = after.comments[0]!;
    const replied = await data<PostDetail>('POST', commentsPath(post.id), ada, {
      body: 'Thanks!',
      parent_id: parent.id,
    });
    expect(replied.comments[0]?.replies.map((r) => r.body)).toEqual(['Thanks!']);
    expect((await inbox(bob)).map((n) => n.title)).toEqual([
      `${ada.name} replied to your comment on “Mentions”`,
    ]);
    expect((await inbox(cy)).map((n) => n.title)).toEqual([`${ada.name} commented on “Mentions”`]);
    expect(await inbox(ada)).toHaveLength(1);
    // Replies go one level deep.
    const deep = await call('POST', commentsPath(post.id), bob, {
      body: 'deeper',
      parent_id: replied.comments[0]!.replies[0]!.id,
    });
    expect(deep.statusCode).toBe(422);
    // Unfollowing stops them.
    await data('POST', fillPath(DiscussionPaths.follow, { id: String(post.id) }), cy);
    await data('POST', commentsPath(post.id), bob, { body: 'One more' });
    expect(await inbox(cy)).toHaveLength(1);
  });

  it('edits and deletes own comments; a deleted one keeps its place without its text', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const post = await createPost(t.app, ada);
    const withComment = await data<PostDetail>('POST', commentsPath(post.id), bob, { body: 'first' });
    const id = withComment.comments[0]!.id;
    const commentPath = fillPath(DiscussionPaths.comment, { id: String(id) });
    expect((await call('PUT', commentPath, ada, { body: 'hijack' })).statusCode).toBe(403);
    expect((await data<PostDetail>('PUT', commentPath, bob, { body: 'first!' })).comments[0]).toMatchObject({
      body: 'first!',
      edited: true,
    });
    const removed = await data<PostDetail>('DELETE', commentPath, bob);
    expect(removed.comments[0]).toMatchObject({ deleted: true, body: '', body_html: '' });
    expect(removed.comment_count).toBe(0);
  });

  it('limits each learner’s posts per hour and comments per 10 minutes (429 with a clear message)', async () => {
    const ada = await learner(t.app);
    for (let i = 0; i < 3; i++) await createPost(t.app, ada, { title: `Rate limited ${i}` });
    const res = await call('POST', DiscussionPaths.posts, ada, {
      title: 'One too many',
      body: 'x',
      category: 'general',
      captcha_token: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(DiscussionMessage.POST_RATE);
    const bob = await learner(t.app);
    const target = (await data<PostList>('GET', `${DiscussionPaths.posts}?sort=new`, null)).posts[0]!.id;
    for (let i = 0; i < 4; i++) await data('POST', commentsPath(target), bob, { body: `c${i}` });
    const over = await call('POST', commentsPath(target), bob, { body: 'again' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(DiscussionMessage.COMMENT_RATE);
    // Another learner is not affected.
    expect((await call('POST', commentsPath(target), ada, { body: 'me too' })).statusCode).toBe(200);
  });

  it('gives a problem its thread, hidden with the problem (404) and closed while its solution is locked (403)', async () => {
    const ada = await learner(t.app);
    const [open, hidden, live] = [
      await insertProblem(t.app, `disc-open-${Date.now()}`),
      await insertProblem(t.app, `disc-hidden-${Date.now()}`),
      await insertProblem(t.app, `disc-live-${Date.now()}`),
    ];
    const post = await createPost(t.app, ada, {
      title: 'Open problem thread',
      category: 'problem-help',
      problem_id: open.id,
    });
    const thread = await data<PostList>('GET', `${DiscussionPaths.posts}?problem_id=${open.id}`, null);
    expect(thread.posts.map((p) => p.id)).toEqual([post.id]);
    const hiddenPost = await createPost(t.app, ada, {
      title: 'Hidden problem thread',
      problem_id: hidden.id,
    });
    t.app.problemAccess.register({
      name: 'discussions-test-hidden',
      hidden: (problemId) => sql`${problemId} = ${hidden.id}`,
    });
    t.app.problemAccess.register({
      name: 'discussions-test-live',
      solutionLock: async (problem) => (problem.id === live.id ? 'The contest is live.' : null),
    });
    expect((await call('GET', `${DiscussionPaths.posts}?problem_id=${hidden.id}`, ada)).statusCode).toBe(404);
    expect((await call('GET', postPath(hiddenPost.id), ada)).statusCode).toBe(404);
    const everything = await data<PostList>('GET', `${DiscussionPaths.posts}?sort=new&page=1`, ada);
    expect(everything.posts.map((p) => p.id)).not.toContain(hiddenPost.id);
    const closed = await call('GET', `${DiscussionPaths.posts}?problem_id=${live.id}`, ada);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(DiscussionMessage.PROBLEM_CLOSED);
    const status = await data(
      'GET',
      fillPath(DiscussionPaths.problemStatus, { problemId: String(live.id) }),
      null,
    );
    expect(status).toEqual({ open: false, message: DiscussionMessage.PROBLEM_CLOSED });
    const creating = await call('POST', DiscussionPaths.posts, ada, {
      title: 'During the contest',
      body: 'x',
      category: 'problem-help',
      problem_id: live.id,
      captcha_token: await solveCaptcha(t.app),
    });
    expect(creating.statusCode).toBe(403);
  });

  it('renders the XSS corpus in titles, bodies, tags and comments as inert text', async () => {
    const ada = await learner(t.app);
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[entity](&#106;avascript:alert(1))',
      '<svg onload=alert(1)><circle/></svg>',
      '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[d](data:text/html,<script>alert(1)</script>)',
      '<style>body{background:url(javascript:alert(1))}</style>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">a</a>',
      '<div style="background:url(javascript:alert(1))">s</div>',
      '$\\href{javascript:alert(1)}{x}$',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '&lt;img src=x onerror=alert(1)&gt;',
    ].join('\n\n');
    const post = await createPost(t.app, ada, { title: '<img src=x onerror=alert(1)> title', body: corpus });
    const withComment = await data<PostDetail>('POST', commentsPath(post.id), ada, { body: corpus });
    for (const html of [post.body_html, withComment.comments[0]!.body_html]) {
      // Text is escaped (a literal "<" in text is "&#x3C;"), so every "<" opens a real element: check the tags.
      const tags = html.match(/<[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(5);
      for (const tag of tags) {
        expect(tag).not.toMatch(
          /^<\/?(script|iframe|svg|style|object|embed|form|input|mglyph|base|link|meta)\b/i,
        );
        expect(tag).not.toMatch(/\son\w+\s*=/i);
        expect(tag).not.toMatch(/javascript:|data:|vbscript:/i);
        expect(tag).not.toMatch(/\sstyle="(?![a-z\-:;.\d\s]*")/i);
        expect(tag).not.toMatch(/\s(href|src)="(?!https?:|mailto:|#|\/)/i);
      }
      expect(html).toContain('&#x3C;img src=x onerror=alert(1)>');
    }
    // Titles are text (the web escapes them); tags only take letters, digits and + # . -
    expect(post.title).toBe('<img src=x onerror=alert(1)> title');
    const badTag = await call('POST', DiscussionPaths.posts, ada, {
      title: 'Bad tag',
      body: 'x',
      category: 'general',
      tags: ['<script>'],
      captcha_token: await solveCaptcha(t.app),
    });
    expect(badTag.statusCode).toBe(422);
  });

  it('lists categories by type with counts, and active colleges', async () => {
    const cats = await data<{ categories: { slug: string; category_type: string }[] }>(
      'GET',
      `${DiscussionPaths.categories}?category_type=campus`,
      null,
    );
    expect(cats.categories.every((c) => c.category_type === 'campus')).toBe(true);
    expect(cats.categories.map((c) => c.slug)).toContain('placements');
    const active = await data<{ colleges: unknown[] }>('GET', DiscussionPaths.activeColleges, null);
    expect(Array.isArray(active.colleges)).toBe(true);
  });
});
