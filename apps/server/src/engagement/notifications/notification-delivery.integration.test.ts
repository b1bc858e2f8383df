/**
 * Delivery end to end over a real socket.io connection: rows recorded in a committed transaction reach the sockets
 * of their user only, on the spec's events (ninjutsu_room for toasts, codestudio_notification_drawer for inbox
 * items), once; rows already read or older than 2 days are not pushed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@katana/shared/api/practice-submissions';
import {
  DRAWER_SOCKET_EVENT,
  TOAST_SOCKET_EVENT,
  drawerNotificationSchema,
  toastNotificationSchema,
} from '@katana/shared/engagement/api-notifications';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { connectSocket } from '../../realtime/socket.test-support.ts';
import { recordNotification } from './record-notification.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';

function collect(socket: Socket) {
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return heard;
}

/** Waits until `n` events were heard (the emit is asynchronous over the wire). */
async function until(heard: unknown[], n: number) {
  for (let i = 0; i < 200 && heard.length < n; i++) await new Promise((r) => setTimeout(r, 25));
}

describe('notification delivery over socket.io', () => {
  let t: TestApp;
  let url: string;
  const learner = async () => {
    const { data, session } = await signUp(t.app);
    return { id: data.user.id as number, token: data.user.node_access_token as string, session };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { realtime: { sessionCheckMs: 3_600_000 } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('pushes a committed toast and inbox item to the user only, once', async () => {
    const ada = await learner();
    const bob = await learner();
    const adaSocket = await connectSocket(url, ada.token);
    const adaSecondTab = await connectSocket(url, ada.token);
    const bobSocket = await connectSocket(url, bob.token);
    const adaHeard = collect(adaSocket);
    const tabHeard = collect(adaSecondTab);
    const bobHeard = collect(bobSocket);
    try {
      await t.app.db.transaction(async (tx) => {
        await recordNotification(tx, {
          userId: ada.id,
          notificationType: 'EXPERIENCE_POINTS_ADDED',
          label: 'Problem submitted',
          points: 40,
          bonus: 0,
          multiplier: 2,
          dedupeKey: 'PROBLEM_SOLVED:sub-1',
        });
        await recordNotification(tx, { userId: ada.id, kind: 'FOLLOW', title: 'Bob followed you' });
      });
      expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 1, drawer: 1 });
      await until(adaHeard, 2);
      await until(tabHeard, 2);

      expect(adaHeard.map(([event]) => event)).toEqual([TOAST_SOCKET_EVENT, DRAWER_SOCKET_EVENT]);
      const toast = toastNotificationSchema.parse(adaHeard[0]![1]);
      expect(toast).toMatchObject({
        notification_type: 'EXPERIENCE_POINTS_ADDED',
        content: { points: 40, bonus: 0, type: 'Problem submitted' },
        multiplier: 2,
      });
      expect(drawerNotificationSchema.parse(adaHeard[1]![1])).toMatchObject({
        kind: 'FOLLOW',
        title: 'Bob followed you',
        read: false,
      });
      expect(tabHeard).toHaveLength(2);

      // Marked delivered: a second delivery (another result, another node) sends nothing again.
      expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 0, drawer: 0 });
      await new Promise((r) => setTimeout(r, 200));
      expect(adaHeard).toHaveLength(2);
      expect(bobHeard).toEqual([]);
    } finally {
      for (const s of [adaSocket, adaSecondTab, bobSocket]) s.close();
    }
  });

  it('does not push a toast already read on load, nor one older than 2 days', async () => {
    const ada = await learner();
    const socket = await connectSocket(url, ada.token);
    const heard = collect(socket);
    try {
      const read = await recordNotification(t.app.db, {
        userId: ada.id,
        notificationType: 'TEXT_DISPLAY',
        text: 'seen',
      });
      await t.app.notifications.service.markToastsRead(ada.id, [read.id!]);
      await recordNotification(t.app.db, {
        userId: ada.id,
        notificationType: 'TEXT_DISPLAY',
        text: 'stale',
        at: new Date(Date.now() - 3 * 24 * 3_600_000),
      });
      await recordNotification(t.app.db, { userId: ada.id, notificationType: 'TEXT_DISPLAY', text: 'new' });
      expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 1, drawer: 0 });
      await until(heard, 1);
      expect(heard.map(([, p]) => (p as { content: { text: string } }).content.text)).toEqual(['new']);
    } finally {
      socket.close();
    }
  });

  it('leaves nothing to deliver when the recording transaction rolled back', async () => {
    const ada = await learner();
    await t.app.db
      .transaction(async (tx) => {
        await recordNotification(tx, { userId: ada.id, notificationType: 'LEVEL_UPGRADED', level: 2 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 0, drawer: 0 });
  });

  it('on connect pushes inbox items recorded while away, but not toasts (the page fetches those itself)', async () => {
    const ada = await learner();
    await recordNotification(t.app.db, { userId: ada.id, kind: 'CONTEST', title: 'Results are out' });
    await recordNotification(t.app.db, { userId: ada.id, notificationType: 'LEVEL_UPGRADED', level: 3 });
    // Listening before the handshake: the server pushes as soon as the socket joined the user's room.
    const socket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
      auth: { token: ada.token },
    });
    const heard = collect(socket);
    socket.connect();
    try {
      await until(heard, 1);
      expect(heard.map(([event]) => event)).toEqual([DRAWER_SOCKET_EVENT]);
      expect((heard[0]![1] as { title: string }).title).toBe('Results are out');

      // Fetched on load: handed out once, so a later delivery (the next result) does not push it again.
      const loaded = await t.app.inject({
        url: '/api/v4/notifications/unread_toasts',
        headers: { authorization: `Token ${ada.session.token}` },
      });
      // The sign-up's welcome bonus, then the level toast recorded while away.
      expect(
        loaded
          .json()
          .data.toasts.map((x: { type: string; content: { level?: number } }) => x.content.level ?? x.type),
      ).toEqual(['Welcome bonus', 3]);
      expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 0, drawer: 0 });
    } finally {
      socket.close();
    }
  });

  it('delivers a backlog larger than one batch in one call', async () => {
    const ada = await learner();
    await t.app.db
      .insert(inboxNotifications)
      .values(
        Array.from({ length: 130 }, (_, i) => ({ userId: ada.id, kind: 'DISCUSSION', title: `Reply ${i}` })),
      );
    expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 0, drawer: 130 });
    expect(await t.app.notifications.deliver(ada.id)).toEqual({ toasts: 0, drawer: 0 });
  });
});
