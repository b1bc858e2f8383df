/**
 * The review queue's decisions: a report is resolved (what it reports is hidden) or dismissed (no action), by whom
 * and when, written to the audit log, and leaves the queue; a held post that a moderator hid leaves it too; the queue
 * and the audit log name people (name, @screen name, profile link), never internal ids.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import {
  DiscussionMessage,
  DiscussionPaths,
  type AuditLog,
  type ModerationQueue,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { discussionReports } from '../db/schema/discussions.ts';
import { users } from '../db/schema/users.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { callAs, createPost, learner, moderator, type Learner } from './discussion.test-support.ts';

describe('discussions review queue decisions', () => {
  let t: TestApp;
  let mod: Learner;
  const call = callAs(() => t.app);
  const data = async <T>(...args: Parameters<typeof call>) => {
    const res = await call(...args);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const decide = (reportId: number, action: string, who: Learner = mod, reason?: string) =>
    call('POST', fillPath(DiscussionPaths.reportDecision, { id: String(reportId) }), who, { action, reason });
  const queue = () => data<ModerationQueue>('GET', DiscussionPaths.queue, mod);
  const reportsOf = (q: ModerationQueue, type: string, id: number) =>
    q.reports.filter((r) => r.parent_type === type && r.parent_id === id);
  const report = async (who: Learner, parent_type: string, parent_id: number, reason = 'Rude') => {
    await data('POST', DiscussionPaths.reports, who, { parent_type, parent_id, reason });
    return reportsOf(await queue(), parent_type, parent_id).find((r) => r.reporter.uuid === who.uuid)!;
  };
  const setScreenName = (who: Learner, screenName: string) =>
    t.app.db.update(users).set({ screenName }).where(eq(users.id, who.id));

  beforeAll(async () => {
    t = await createTestApp(
      { CAPTCHA_MAX_NUMBER: '2000', DISCUSSION_HOLD_FIRST_POSTS: '1', DISCUSSION_POSTS_PER_HOUR: '50' },
      { slices: ['discussions'] },
    );
    mod = await moderator(t.app);
  });
  afterAll(async () => t?.close());

  it('resolves a post’s reports by hiding it: every open report of it leaves the queue, stamped and audited', async () => {
    const [ada, bob, cy] = [await learner(t.app), await learner(t.app), await learner(t.app)];
    await setScreenName(ada, 'ada_writes');
    const post = await createPost(t.app, mod, { title: 'A reported thread' });
    const mine = await createPost(t.app, mod, { title: 'Another thread' });
    await report(bob, 'post', mine.id);
    const byBob = await report(bob, 'post', post.id, 'Spam');
    await report(cy, 'post', post.id, 'Also spam');
    expect(byBob.reporter).toMatchObject({ name: bob.name, profile_url: `/profile/${bob.uuid}` });
    expect(byBob.author).toMatchObject({ uuid: mod.uuid, name: mod.name });

    expect((await decide(byBob.id, 'resolve', ada)).statusCode).toBe(403);
    const res = await decide(byBob.id, 'resolve', mod, 'Advertising');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as ModerationQueue;
    expect(reportsOf(after, 'post', post.id)).toEqual([]);
    expect(reportsOf(after, 'post', mine.id)).toHaveLength(1);
    expect((await call('GET', fillPath(DiscussionPaths.post, { id: String(post.id) }), bob)).statusCode).toBe(
      404,
    );
    const [stored] = await t.app.db
      .select()
      .from(discussionReports)
      .where(eq(discussionReports.id, byBob.id));
    expect(stored).toMatchObject({ resolution: 'resolved', resolvedBy: mod.id });
    expect(stored!.resolvedAt).toBeInstanceOf(Date);

    const again = await decide(byBob.id, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DiscussionMessage.REPORT_CLOSED);
    expect((await decide(999_999, 'dismiss')).json().error).toMatchObject({
      code: 404,
      message: DiscussionMessage.REPORT_NOT_FOUND,
    });
    expect((await decide(byBob.id, 'escalate')).statusCode).toBe(422);

    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    const entries = audit.entries.filter((e) => e.target_type === 'post' && e.target_id === post.id);
    expect(entries.map((e) => e.action)).toEqual(['resolve_report', 'hide']);
    expect(entries[0]).toMatchObject({
      reason: 'Advertising',
      moderator: { uuid: mod.uuid, name: mod.name, profile_url: `/profile/${mod.uuid}` },
      target_user: { uuid: mod.uuid },
    });
  });

  it('dismisses a comment’s report: nothing is hidden, the report leaves the queue and the audit names the author', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    await setScreenName(ada, 'Ada_Comments');
    const post = await createPost(t.app, mod, { title: 'A thread with a comment' });
    const withComment = await data<PostDetail>(
      'POST',
      fillPath(DiscussionPaths.comments, { id: String(post.id) }),
      ada,
      { body: 'An honest answer' },
    );
    const commentId = withComment.comments[0]!.id;
    const byBob = await report(bob, 'comment', commentId, 'I disagree');
    expect(byBob.author).toMatchObject({
      uuid: ada.uuid,
      screen_name: 'Ada_Comments',
      profile_url: '/profile/Ada_Comments',
    });

    const after = (await decide(byBob.id, 'dismiss')).json().data as ModerationQueue;
    expect(reportsOf(after, 'comment', commentId)).toEqual([]);
    const seen = await data<PostDetail>('GET', fillPath(DiscussionPaths.post, { id: String(post.id) }), bob);
    expect(seen.comments[0]).toMatchObject({ id: commentId, hidden: false });
    const [stored] = await t.app.db
      .select()
      .from(discussionReports)
      .where(eq(discussionReports.id, byBob.id));
    expect(stored).toMatchObject({ resolution: 'dismissed', resolvedBy: mod.id });

    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    expect(audit.entries[0]).toMatchObject({
      action: 'dismiss_report',
      target_type: 'comment',
      target_id: commentId,
      target_user: { uuid: ada.uuid, screen_name: 'Ada_Comments', profile_url: '/profile/Ada_Comments' },
    });
  });

  it('closes a comment’s open reports when a moderator hides the comment from the thread', async () => {
    const [ada, bob] = [await learner(t.app), await learner(t.app)];
    const post = await createPost(t.app, mod, { title: 'Thread with spam' });
    const detail = await data<PostDetail>(
      'POST',
      fillPath(DiscussionPaths.comments, { id: String(post.id) }),
      ada,
      { body: 'Buy now' },
    );
    const commentId = detail.comments[0]!.id;
    await report(bob, 'comment', commentId, 'Spam');
    await data('POST', fillPath(DiscussionPaths.moderateComment, { id: String(commentId) }), mod, {
      action: 'hide',
    });
    expect(reportsOf(await queue(), 'comment', commentId)).toEqual([]);
  });

  it('takes a held post that a moderator hid out of the queue: hiding is the decision', async () => {
    const ada = await learner(t.app);
    const res = await call('POST', DiscussionPaths.posts, ada, {
      title: 'First post, held',
      body: 'Buy followers here',
      category: 'general',
      captcha_token: await solveCaptcha(t.app),
    });
    const held = (res.json().data as { post: PostDetail }).post;
    expect((await queue()).held.map((p) => p.id)).toContain(held.id);
    await data('POST', fillPath(DiscussionPaths.moderate, { id: String(held.id) }), mod, { action: 'hide' });
    expect((await queue()).held.map((p) => p.id)).not.toContain(held.id);
    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    expect(audit.entries[0]).toMatchObject({
      action: 'hide',
      target_id: held.id,
      target_user: { uuid: ada.uuid, name: ada.name },
    });
  });

  it('names the banned learner in the audit log', async () => {
    const ada = await learner(t.app);
    await setScreenName(ada, 'ada_banned');
    await data('POST', DiscussionPaths.bans, mod, { user_uuid: ada.uuid, reason: 'Spam' });
    const audit = await data<AuditLog>('GET', DiscussionPaths.audit, mod);
    expect(audit.entries[0]).toMatchObject({
      action: 'ban',
      target_type: 'user',
      target_user: { uuid: ada.uuid, name: ada.name, profile_url: '/profile/ada_banned' },
    });
  });
});
