/** The follow endpoints over app.inject on a migrated database: check, list, toggle, the FOLLOW inbox item, Friends. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPaths, followListSchema } from '@katana/shared/engagement/api-community';
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { addWeeklyExp } from '../leaderboard/weekly-exp.ts';

interface Learner {
  session: Session;
  id: number;
  uuid: string;
  name: string;
}

describe('follow endpoints', () => {
  let t: TestApp;
  const learner = async (name: string): Promise<Learner> => {
    const { session, data } = await signUp(t.app, { name });
    return { session, id: data.user.id as number, uuid: data.user.uuid as string, name };
  };
  const get = (who: Learner | null, url: string) =>
    t.app.inject({ url, headers: who ? cookieHeaders(who.session) : {} });
  const toggle = (who: Learner | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: CommunityPaths.follow,
      headers: who ? cookieHeaders(who.session) : {},
      payload,
    });
  const inbox = async (who: Learner) =>
    (await get(who, `${NotificationPaths.list}?source=codestudio`)).json().data.notifications as {
      kind: string;
      title: string;
      link: string | null;
    }[];

  let ada: Learner;
  let bob: Learner;
  let cy: Learner;
  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['community'] });
    ada = await learner('Ada Lovelace');
    bob = await learner('Bob Stone');
    cy = await learner('Cy Young');
  });
  afterAll(async () => t?.close());

  it('needs a signed-in learner (101)', async () => {
    for (const res of [
      await get(null, `${CommunityPaths.followCheck}?profile_uuid=${ada.uuid}`),
      await get(null, `${CommunityPaths.followList}?profile_uuid=${ada.uuid}`),
      await toggle(null, { uuid: ada.uuid }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe(101);
    }
  });

  it('rejects bad input: missing uuid 422, unknown or malformed uuid 404, oneself 400', async () => {
    const missing = await toggle(bob, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toEqual(expect.any(String));
    expect((await get(bob, CommunityPaths.followCheck)).statusCode).toBe(422);
    for (const uuid of ['7d0c0f5e-7e8b-4a3e-9b57-0d3f4f0c1a2b', 'not-a-uuid']) {
      const res = await toggle(bob, { uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No such profile');
      expect((await get(bob, `${CommunityPaths.followList}?profile_uuid=${uuid}`)).statusCode).toBe(404);
    }
    const self = await toggle(bob, { uuid: bob.uuid });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot follow yourself');
    expect(JSON.stringify(self.json())).not.toMatch(/stack|at /);
  });

  it('toggles follow, lists both sides, and notifies the followed learner once', async () => {
    const first = await toggle(bob, { uuid: ada.uuid });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ uuid: ada.uuid, isFollowing: true });
    expect((await get(bob, `${CommunityPaths.followCheck}?profile_uuid=${ada.uuid}`)).json().data).toEqual({
      is_following: true,
    });
    expect((await get(ada, `${CommunityPaths.followCheck}?profile_uuid=${bob.uuid}`)).json().data).toEqual({
      is_following: false,
    });
    const list = followListSchema.parse(
      (await get(cy, `${CommunityPaths.followList}?profile_uuid=${ada.uuid}`)).json().data,
    );
    expect(list.followers.map((u) => [u.uuid, u.name])).toEqual([[bob.uuid, 'Bob Stone']]);
    expect(list.following).toEqual([]);
    const bobs = followListSchema.parse(
      (await get(bob, `${CommunityPaths.followList}?profile_uuid=${bob.uuid}`)).json().data,
    );
    expect(bobs.following.map((u) => u.name)).toEqual(['Ada Lovelace']);

    const items = await inbox(ada);
    expect(items.map((i) => [i.kind, i.title, i.link])).toEqual([
      ['FOLLOW', 'Bob Stone started following you', `/profile/${bob.uuid}`],
    ]);
    expect((await get(ada, `${NotificationPaths.unreadCount}?source=codestudio`)).json().data).toEqual({
      notifications: 1,
    });
    expect(await inbox(bob)).toEqual([]);

    // Unfollow, then follow again: the relation flips, the inbox item is not doubled.
    expect((await toggle(bob, { uuid: ada.uuid })).json().data.isFollowing).toBe(false);
    expect(
      (await get(bob, `${CommunityPaths.followCheck}?profile_uuid=${ada.uuid}`)).json().data.is_following,
    ).toBe(false);
    expect((await toggle(bob, { uuid: ada.uuid })).json().data.isFollowing).toBe(true);
    expect((await inbox(ada)).length).toBe(1);
  });

  it('serialises concurrent toggles: an even number leaves the relation as it was, never doubled', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => toggle(cy, { uuid: bob.uuid })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const flips = results.map((r) => r.json().data.isFollowing as boolean);
    expect(flips.filter(Boolean).length).toBe(2);
    expect(
      (await get(cy, `${CommunityPaths.followCheck}?profile_uuid=${bob.uuid}`)).json().data.is_following,
    ).toBe(false);
    const list = followListSchema.parse(
      (await get(cy, `${CommunityPaths.followList}?profile_uuid=${bob.uuid}`)).json().data,
    );
    expect(list.followers).toEqual([]);
    expect((await inbox(bob)).filter((i) => i.kind === 'FOLLOW').length).toBe(1);
  });

  it('feeds the Friends leaderboard: the learners one follows, and oneself', async () => {
    const at = new Date();
    for (const [who, points] of [
      [ada, 40],
      [bob, 30],
      [cy, 20],
    ] as const)
      await addWeeklyExp(t.testDb.db, { userId: who.id, points, at });
    const names = async () =>
      (await get(cy, `${LeaderboardPaths.board}?scope=Friends`))
        .json()
        .data.rows.map((r: { name: string }) => r.name);
    expect(await names()).toEqual(['Cy Young']);
    await toggle(cy, { uuid: ada.uuid });
    expect(await names()).toEqual(['Ada Lovelace', 'Cy Young']);
  });
});
