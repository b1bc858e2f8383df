/** The notification endpoints over app.inject on a migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';
import { recordNotification } from './record-notification.ts';
import { publishHighlightedEvent, recordHighlightedEventRegistration } from './highlighted-events.ts';

const HOUR = 3_600_000;

describe('notification endpoints', () => {
  let t: TestApp;
  const learner = async () => {
    const { session, data } = await signUp(t.app);
    return { session, id: data.user.id as number };
  };
  const get = (session: Session, url: string) => t.app.inject({ url, headers: cookieHeaders(session) });
  const post = (session: Session, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: cookieHeaders(session), payload: payload as object });
  const list = (session: Session, query = '') =>
    get(session, `${NotificationPaths.list}?source=codestudio${query}`);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers with 101', async () => {
    const res = await t.app.inject({ url: `${NotificationPaths.unreadCount}?source=codestudio` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(101);
  });

  it("pages the inbox newest first by last_notification_id, only the caller's items", async () => {
    const ada = await learner();
    const bob = await learner();
    for (let i = 1; i <= 25; i++)
      await recordNotification(t.app.db, { userId: ada.id, kind: 'DISCUSSION', title: `Reply ${i}` });
    await recordNotification(t.app.db, { userId: bob.id, kind: 'FOLLOW', title: 'Not for Ada' });

    const first = (await list(ada.session)).json().data;
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({ kind: 'DISCUSSION', title: 'Reply 25', read: false });
    expect(first.last_notification_id).toBe(first.notifications[19].id);
    const second = (await list(ada.session, `&last_notification_id=${first.last_notification_id}`)).json()
      .data;
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Reply 5',
      'Reply 4',
      'Reply 3',
      'Reply 2',
      'Reply 1',
    ]);
    expect(second.last_notification_id).toBeNull();
    expect(
      (await get(ada.session, `${NotificationPaths.unreadCount}?source=codestudio`)).json().data,
    ).toEqual({
      notifications: 25,
    });
  });

  it('marks read, marks all read, and mark_as_read=true reads the listed page', async () => {
    const ada = await learner();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++)
      ids.push((await recordNotification(t.app.db, { userId: ada.id, kind: 'CONTEST', title: `C${i}` })).id!);
    const one = await post(ada.session, NotificationPaths.markRead, {
      source: 'codestudio',
      notification_ids: [ids[0]],
    });
    expect(one.json()).toEqual({ status: 200, data: { marked: 1 } });
    const count = () => get(ada.session, `${NotificationPaths.unreadCount}?source=codestudio`);
    expect((await count()).json().data.notifications).toBe(2);
    const page = (await list(ada.session)).json().data.notifications;
    expect(page.map((n: { read: boolean }) => n.read)).toEqual([false, false, true]);

    const all = await post(ada.session, NotificationPaths.markAllRead, { source: 'codestudio' });
    expect(all.json().data).toEqual({ marked: 2 });
    expect((await count()).json().data.notifications).toBe(0);

    await recordNotification(t.app.db, { userId: ada.id, kind: 'CONTEST', title: 'C4' });
    expect((await list(ada.session, '&mark_as_read=true')).json().data.notifications[0].read).toBe(false);
    expect((await count()).json().data.notifications).toBe(0);
  });

  it('hides unseen items older than 2 days but marks them read; read old items stay listed', async () => {
    const ada = await learner();
    const now = Date.now();
    await recordNotification(t.app.db, {
      userId: ada.id,
      kind: 'WEBINAR',
      title: 'Stale',
      at: new Date(now - 49 * HOUR),
    });
    const oldRead = await recordNotification(t.app.db, {
      userId: ada.id,
      kind: 'WEBINAR',
      title: 'Old but read',
      at: new Date(now - 72 * HOUR),
    });
    await post(ada.session, NotificationPaths.markRead, {
      source: 'codestudio',
      notification_ids: [oldRead.id],
    });
    await recordNotification(t.app.db, {
      userId: ada.id,
      kind: 'WEBINAR',
      title: 'Fresh',
      at: new Date(now - 47 * HOUR),
    });
    expect(
      (await get(ada.session, `${NotificationPaths.unreadCount}?source=codestudio`)).json().data,
    ).toEqual({
      notifications: 1,
    });
    const titles = (await list(ada.session)).json().data.notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Fresh', 'Old but read']);
    const [stale] = await t.app.db
      .select()
      .from(inboxNotifications)
      .where(eq(inboxNotifications.title, 'Stale'));
    expect(stale!.readAt).not.toBeNull();
  });

  it('rejects bad input with a 4xx envelope', async () => {
    const ada = await learner();
    const bad = [
      await list(ada.session).then(() => get(ada.session, `${NotificationPaths.list}?source=other`)),
      await get(ada.session, `${NotificationPaths.list}?source=codestudio&last_notification_id=abc`),
      await post(ada.session, NotificationPaths.markRead, { source: 'codestudio', notification_ids: [] }),
      await post(ada.session, NotificationPaths.markRead, { source: 'codestudio' }),
      await post(ada.session, NotificationPaths.markAllRead, {}),
      await post(ada.session, NotificationPaths.markToastsRead, {
        source: 'codestudio',
        notification_ids: [1],
      }),
      await get(ada.session, `${NotificationPaths.preferences}?scope=OTHER`),
      await post(ada.session, NotificationPaths.preferences, { scope: 'STUDIO', data: { NOPE: true } }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toEqual(expect.any(String));
      expect(res.body).not.toContain('at ');
    }
  });

  it('returns unread toasts on load and marks them read with source ninjutsu', async () => {
    const ada = await learner();
    const bob = await learner();
    const exp = await recordNotification(t.app.db, {
      userId: ada.id,
      notificationType: 'EXPERIENCE_POINTS_ADDED',
      label: 'Problem submitted',
      points: 40,
      bonus: 5,
      multiplier: 2,
    });
    await recordNotification(t.app.db, {
      userId: ada.id,
      notificationType: 'LEVEL_UPGRADED',
      level: 2,
      lbEntryType: 'level_up',
    });
    await recordNotification(t.app.db, {
      userId: ada.id,
      notificationType: 'TEXT_DISPLAY',
      text: 'Too old',
      at: new Date(Date.now() - 3 * 24 * HOUR),
    });
    await recordNotification(t.app.db, { userId: bob.id, notificationType: 'TEXT_DISPLAY', text: 'Bob' });

    const toasts = (await get(ada.session, NotificationPaths.unreadToasts)).json().data.toasts;
    expect(toasts).toHaveLength(3);
    // A new account's first toast is its welcome bonus (awarded at sign-up).
    expect(toasts[0]).toMatchObject({ notification_type: 'EXPERIENCE_POINTS_ADDED', type: 'Welcome bonus' });
    expect(toasts[1]).toMatchObject({
      id: exp.id,
      notification_type: 'EXPERIENCE_POINTS_ADDED',
      type: 'Problem submitted',
      points: 40,
      bonus: 5,
      multiplier: 2,
      show: true,
      content: { points: 40, bonus: 5, type: 'Problem submitted' },
    });
    expect(toasts[2]).toMatchObject({
      notification_type: 'LEVEL_UPGRADED',
      content: { level: 2, lb_entry_type: 'level_up' },
    });

    const res = await post(ada.session, NotificationPaths.markToastsRead, {
      source: 'ninjutsu',
      notification_ids: [exp.id],
    });
    expect(res.json().data).toEqual({ marked: 1 });
    const left = (await get(ada.session, NotificationPaths.unreadToasts)).json().data.toasts;
    expect(left.map((x: { notification_type: string }) => x.notification_type)).toEqual([
      'EXPERIENCE_POINTS_ADDED',
      'LEVEL_UPGRADED',
    ]);
    expect(left[0].type).toBe('Welcome bonus');
  });

  it('keeps preferences per user in scope STUDIO and hides kinds turned off', async () => {
    const ada = await learner();
    const url = `${NotificationPaths.preferences}?scope=STUDIO`;
    expect((await get(ada.session, url)).json().data).toEqual({ scope: 'STUDIO', data: {} });
    await post(ada.session, NotificationPaths.preferences, {
      scope: 'STUDIO',
      data: { FOLLOW: false, CONTEST: true },
    });
    const saved = await post(ada.session, NotificationPaths.preferences, {
      scope: 'STUDIO',
      data: { WEBINAR: false },
    });
    expect(saved.json().data).toEqual({
      scope: 'STUDIO',
      data: { FOLLOW: false, WEBINAR: false, CONTEST: true },
    });
    expect((await get(ada.session, url)).json().data.data).toEqual({
      FOLLOW: false,
      WEBINAR: false,
      CONTEST: true,
    });

    await recordNotification(t.app.db, { userId: ada.id, kind: 'FOLLOW', title: 'Muted' });
    await recordNotification(t.app.db, { userId: ada.id, kind: 'CONTEST', title: 'Shown' });
    const titles = (await list(ada.session)).json().data.notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Shown']);
    expect(
      (await get(ada.session, `${NotificationPaths.unreadCount}?source=codestudio`)).json().data,
    ).toEqual({
      notifications: 1,
    });
  });

  it("lists open high-priority events with the caller's registration and recently published ids", async () => {
    const ada = await learner();
    const now = Date.now();
    await publishHighlightedEvent(t.app.db, {
      id: 'contest:1',
      eventCategory: 'CONTEST',
      title: 'Weekly 1',
      highPriority: true,
      endsAt: new Date(now + 24 * HOUR),
    });
    await publishHighlightedEvent(t.app.db, {
      id: 'webinar:1',
      eventCategory: 'WEBINAR',
      title: 'Talk',
      highPriority: false,
      endsAt: new Date(now + 24 * HOUR),
    });
    await publishHighlightedEvent(t.app.db, {
      id: 'contest:0',
      eventCategory: 'CONTEST',
      title: 'Over',
      highPriority: true,
      endsAt: new Date(now - HOUR),
    });
    await recordHighlightedEventRegistration(t.app.db, { eventId: 'contest:1', userId: ada.id });
    const data = (await get(ada.session, NotificationPaths.highPriorityEvents)).json().data;
    expect(data.high_priority_events).toEqual([
      { id: 'contest:1', event_category: 'CONTEST', user_already_registered: true },
    ]);
    expect(data.recently_published_events.map((e: { id: string }) => e.id).sort()).toEqual([
      'contest:1',
      'webinar:1',
    ]);
  });
});
