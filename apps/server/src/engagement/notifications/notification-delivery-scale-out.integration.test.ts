/**
 * Delivery when scaled out: two API nodes on one database with the socket.io Redis adapter. A toast recorded and
 * delivered on node A reaches the learner's socket on node B, once, and nobody else's.
 * Needs TEST_REDIS_URL; skipped with a notice without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, uniquePrefix } from '@katana/judge/test-support';
import { TOAST_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { connectSocket } from '../../realtime/socket.test-support.ts';
import { recordNotification } from './record-notification.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[notifications scale-out] TEST_REDIS_URL is unset: skipping');

describe.skipIf(!REDIS_URL)('notification delivery across two API nodes', () => {
  const prefix = uniquePrefix('notify');
  const options = {
    judge: { queue: { prefix } },
    realtime: { adapterKey: prefix, sessionCheckMs: 3_600_000 },
  };
  let a: TestApp;
  let b: App;
  let urlB: string;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: REDIS_URL! }, options);
    b = await buildApp({ config: a.config, database: a.testDb, logger: false, ...options });
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await deleteKeys(REDIS_URL!, prefix);
  });

  it('reaches the socket on the other node through the Redis adapter, once', async () => {
    const ada = (await signUp(a.app)).data.user;
    const bob = (await signUp(a.app)).data.user;
    const adaSocket = await connectSocket(urlB, ada.node_access_token as string);
    const bobSocket = await connectSocket(urlB, bob.node_access_token as string);
    const adaHeard: unknown[] = [];
    const bobHeard: unknown[] = [];
    adaSocket.on(TOAST_SOCKET_EVENT, (p: unknown) => adaHeard.push(p));
    bobSocket.onAny((e: string, p: unknown) => bobHeard.push([e, p]));
    try {
      await recordNotification(a.app.db, {
        userId: ada.id as number,
        notificationType: 'WEEKLY_LEADERBOARD_RANK_UPGRADED',
        rank: 3,
      });
      expect(await a.app.notifications.deliver(ada.id as number)).toEqual({ toasts: 1, drawer: 0 });
      expect(await b.notifications.deliver(ada.id as number)).toEqual({ toasts: 0, drawer: 0 });
      for (let i = 0; i < 200 && adaHeard.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, 200));
      expect(adaHeard).toHaveLength(1);
      expect(adaHeard[0]).toMatchObject({
        notification_type: 'WEEKLY_LEADERBOARD_RANK_UPGRADED',
        content: { rank: 3 },
      });
      expect(bobHeard).toEqual([]);
    } finally {
      adaSocket.close();
      bobSocket.close();
    }
  });
});
