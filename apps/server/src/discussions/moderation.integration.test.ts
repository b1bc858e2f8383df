/**
 * Moderation: a learner's first post is held (seen by them and moderators only, then approved), moderators hide,
 * lock and pin posts and hide comments, ban from posting with a reason and an end, read the review queue (held posts
 * and reports) and the audit log every action writes; learners get 403 on all of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import { RoleMessage } from '@katana/shared/api/roles';
import {
  DiscussionMessage,
  DiscussionPaths,
  type AuditLog,
  type ModerationQueue,
  type PostDetail,
  type PostList,
} from '@katana/shared/api/discussions';
import { searchDocuments } from '../db/schema/search.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { callAs, createPost, learner, moderator, type Learner } from './discussion.test-support.ts';

describe('discussions moderation', () => {
  let t: TestApp;
  let mod: Learner;
  const call = callAs(() => t.app);
  const data = async <T>(...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const postPath = (id: number) => fillPath(DiscussionPaths.post, { id: String(id) });
  const moderate = (id: number, action: string, who: Learner = mod, reason?: string) =>
    call('POST', fillPath(DiscussionPaths.moderate, { id: String(id) }), who, { action, reason });
  const newest = async (who: Learner | null) =>
    (await data<PostList>('GET', `${DiscussionPaths.posts}?sort=new`, who)).posts.map((p) => p.id);
  const searchDoc = async (id: number) =>
    (
      await t.app.db
        .select()
        .from(searchDocuments)
        .where(and(eq(searchDocuments.type, 'discussion'), eq(searchDocuments.refKey, String(id))))
    )[0];

  beforeAll(async () => {
    t = await createTestApp(
      { CAPTCHA_MAX_NUMBER: '2000', DISCUSSION_HOLD_FIRST_POSTS: '1', DISCUSSION_POSTS_PER_HOUR: '50' },
      { slices: ['discussions'] },
    );
    mod = await moderator(t.app);
  });
  afterAll(async () => t?.close());

  it('holds a learner’s first post for review: only they and moderators see it until approved', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const res = await call('POST', DiscussionPaths.posts, ada, {
      title: 'My very first post',
      body: 'hello',
      category: 'general',
      captcha_token: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(201);
    const { post, message } = res.json().data as { post: PostDetail; message: string };
    expect(message).toBe(DiscussionMessage.HELD);
    expect(post.status).toBe('held');
    expect((await searchDoc(post.id))?.visibleToUserId).toBe(ada.id);
    expect((await call('GET', postPath(post.id), bob)).statusCode).toBe(404);
    expect((await call('GET', postPath(post.id), null)).statusCode).toBe(404);
    expect(await newest(bob)).not.toContain(post.id);
    expect(await newest(ada)).toContain(post.id);
    const queue = await data<ModerationQueue>('GET', DiscussionPaths.queue, mod);
    expect(queue.held.map((p) => p.id)).toContain(post.id);
    expect((await moderate(post.id, 'approve')).statusCode).toBe(200);
    expect((await data<PostDetail>('GET', postPath(post.id), bob)).status).toBe('visible');
    expect((await searchDoc(post.id))?.visibleToUserId).toBeNull();
    // The second post is not held.
    expect((await createPost(t.app, ada, { title: 'Second post' })).status).toBe('visible');
  });

  it('hides and unhides a post (out of lists and search), locks comments, pins to the top; all audited', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const post = await createPost(t.app, mod, { title: 'Moderated thread' });
    expect((await moderate(post.id, 'hide', ada)).json().error.message).toBe(RoleMessage.FORBIDDEN);
    expect((await moderate(post.id, 'hide', mod, 'Off topic')).statusCode).toBe(200);
    expect((await call('GET', postPath(post.id), bob)).statusCode).toBe(404);
    expect(await searchDoc(post.id)).toBeUndefined();
    expect((await data<PostDetail>('GET', postPath(post.id), mod)).status).toBe('hidden');
    await moderate(post.id, 'unhide');
    expect(await searchDoc(post.id)).toBeDefined();

    await moderate(post.id, 'lock');
    const locked = await call('POST', fillPath(DiscussionPaths.comments, { id: String(post.id) }), bob, {
      body: 'hi',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(DiscussionMessage.LOCKED);
    await moderate(post.id, 'unlock');
    const commented = await data<PostDetail>(
      'POST',
      fillPath(DiscussionPaths.comments, { id: String(post.id) }),
      bob,
      {
        body: 'spam',
      },
    );

    const later = await createPost(t.app, mod, { title: 'A newer post' });
    await moderate(post.id, 'pin');
    const first = await newest(null);
    expect(first.indexOf(post.id)).toBeLessThan(first.indexOf(later.id));
    await moderate(post.id, 'unpin');

    const commentId = commented.comments[0]!.id;
    const hidden = await data<PostDetail>(
      'POST',
      fillPath(DiscussionPaths.moderateComment, { id: String(commentId) }),
      mod,
      {
        action: 'hide',
        reason: 'Spam',
      },
    );
    expect(hidden.comment_count).toBe(0);
    const seenByAda = await data<PostDetail>('GET', postPath(post.id), ada);
    expect(seenByAda.comments[0]).toMatchObject({ hidden: true, body: '' });

    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    const mine = audit.entries
      .filter((e) => e.target_id === post.id && e.target_type === 'post')
      .map((e) => e.action);
    expect(mine).toEqual(['unpin', 'pin', 'unlock', 'lock', 'unhide', 'hide']);
    expect(audit.entries.find((e) => e.action === 'hide' && e.target_id === post.id)).toMatchObject({
      reason: 'Off topic',
      moderator: { uuid: mod.uuid },
    });
    expect(audit.entries.some((e) => e.target_type === 'comment' && e.target_id === commentId)).toBe(true);
    expect((await call('GET', DiscussionPaths.audit, ada)).statusCode).toBe(403);
    expect((await call('GET', DiscussionPaths.audit, null)).statusCode).toBe(401);
  });

  it('bans a learner from posting and commenting with a reason and an end, then lifts it', async () => {
    const ada = await learner(t.app);
    const post = await createPost(t.app, mod, { title: 'Ban target thread' });
    const ends = new Date(Date.now() + 86_400_000).toISOString();
    await data('POST', DiscussionPaths.bans, mod, {
      user_uuid: ada.uuid,
      reason: 'Repeated spam',
      ends_at: ends,
    });
    const refused = await call('POST', fillPath(DiscussionPaths.comments, { id: String(post.id) }), ada, {
      body: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^You are banned from posting until .* UTC: Repeated spam$/);
    const bans = await data<{ bans: { user: { uuid: string } }[] }>('GET', DiscussionPaths.bans, mod);
    expect(bans.bans.map((b) => b.user.uuid)).toContain(ada.uuid);
    await data('DELETE', fillPath(DiscussionPaths.ban, { userId: ada.uuid }), mod);
    expect(
      (await call('POST', fillPath(DiscussionPaths.comments, { id: String(post.id) }), ada, { body: 'x' }))
        .statusCode,
    ).toBe(200);
    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    expect(audit.entries.slice(0, 2).map((e) => e.action)).toEqual(['unban', 'ban']);
    // An expired ban no longer applies.
    await data('POST', DiscussionPaths.bans, mod, {
      user_uuid: ada.uuid,
      reason: 'Short',
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(
      (await call('POST', fillPath(DiscussionPaths.comments, { id: String(post.id) }), ada, { body: 'y' }))
        .statusCode,
    ).toBe(200);
  });

  it('takes learners’ reports once each into the review queue', async () => {
    const ada = await learner(t.app);
    const post = await createPost(t.app, mod, { title: 'Reported thread' });
    const report = { parent_type: 'post', parent_id: post.id, reason: 'Rude' };
    expect((await data<{ message: string }>('POST', DiscussionPaths.reports, ada, report)).message).toBe(
      DiscussionMessage.REPORTED,
    );
    await data('POST', DiscussionPaths.reports, ada, report);
    const queue = await data<ModerationQueue>('GET', DiscussionPaths.queue, mod);
    expect(queue.reports.filter((r) => r.parent_id === post.id && r.parent_type === 'post')).toHaveLength(1);
    expect((await call('GET', DiscussionPaths.queue, ada)).statusCode).toBe(403);
  });
});
