/** recordNotification on a real database: one row per call, idempotent per dedupe key, rolled back with its caller. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import {
  inboxNotifications,
  notificationPreferences,
  rewardToasts,
} from '../../db/schema/engagement-notifications.ts';
import { recordNotification } from './record-notification.ts';

describe('recordNotification', () => {
  let db: TestDb;
  let userId: number;
  beforeAll(async () => {
    db = await createTestDb();
    const [u] = await db.db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    userId = u!.id;
  });
  afterAll(async () => db?.close());

  it('stores an EXP toast with its content and columns, once per dedupe key', async () => {
    const input = {
      userId,
      notificationType: 'EXPERIENCE_POINTS_ADDED' as const,
      label: 'Problem submitted',
      points: 40,
      bonus: 0,
      multiplier: 2,
      dedupeKey: 'PROBLEM_SOLVED:s1',
    };
    const first = await recordNotification(db.db, input);
    const again = await recordNotification(db.db, input);
    expect(first).toMatchObject({ channel: 'toast', created: true });
    expect(again).toEqual({ channel: 'toast', id: first.id, created: false });
    const rows = await db.db.select().from(rewardToasts).where(eq(rewardToasts.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationType: 'EXPERIENCE_POINTS_ADDED',
      label: 'Problem submitted',
      points: 40,
      multiplier: 2,
      content: { points: 40, bonus: 0, type: 'Problem submitted', multiplier: 2 },
      deliveredAt: null,
      readAt: null,
    });
  });

  it('stores every toast without a dedupe key, and streak data on a streak toast', async () => {
    const streak = { current_streak: 10, longest_streak: 12, user_uuid: 'u' };
    await recordNotification(db.db, { userId, notificationType: 'DAILY_STREAK_UPGRADED', streak });
    await recordNotification(db.db, { userId, notificationType: 'DAILY_STREAK_UPGRADED', streak });
    const rows = await db.db
      .select()
      .from(rewardToasts)
      .where(eq(rewardToasts.notificationType, 'DAILY_STREAK_UPGRADED'));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.streakData).toEqual(streak);
  });

  it('leaves nothing when the caller transaction rolls back', async () => {
    await expect(
      db.db.transaction(async (tx) => {
        await recordNotification(tx, { userId, kind: 'FOLLOW', title: 'Bob followed you' });
        throw new Error('award failed');
      }),
    ).rejects.toThrow('award failed');
    const rows = await db.db
      .select()
      .from(inboxNotifications)
      .where(eq(inboxNotifications.title, 'Bob followed you'));
    expect(rows).toEqual([]);
    const kept = await recordNotification(db.db, {
      userId,
      kind: 'FOLLOW',
      title: 'Bob followed you',
      dedupeKey: 'f1',
    });
    expect(kept).toMatchObject({ channel: 'inbox', created: true });
    expect(await recordNotification(db.db, { userId, kind: 'FOLLOW', title: 'x', dedupeKey: 'f1' })).toEqual({
      ...kept,
      created: false,
    });
  });

  it('stores no inbox item of a kind the user turned off in-app, and stores it again once turned on', async () => {
    const [u] = await db.db.insert(users).values({ name: 'Off', email: 'off@example.com' }).returning();
    const off = u!.id;
    await db.db
      .insert(notificationPreferences)
      .values({ userId: off, scope: 'STUDIO', data: { CONTEST: false } });
    const skipped = await recordNotification(db.db, {
      userId: off,
      kind: 'CONTEST',
      title: 'Starts soon',
      dedupeKey: 'c1',
    });
    expect(skipped).toEqual({ channel: 'inbox', id: null, created: false });
    // Another kind still arrives.
    expect(await recordNotification(db.db, { userId: off, kind: 'FOLLOW', title: 'Followed' })).toMatchObject(
      {
        created: true,
      },
    );
    await db.db
      .update(notificationPreferences)
      .set({ data: { CONTEST: true } })
      .where(eq(notificationPreferences.userId, off));
    expect(
      await recordNotification(db.db, {
        userId: off,
        kind: 'CONTEST',
        title: 'Starts soon',
        dedupeKey: 'c1',
      }),
    ).toMatchObject({ channel: 'inbox', created: true });
    const rows = await db.db.select().from(inboxNotifications).where(eq(inboxNotifications.userId, off));
    expect(rows.map((r) => r.kind).sort()).toEqual(['CONTEST', 'FOLLOW']);
  });
});
