/** The badge endpoints over app.inject on a migrated database, with badges granted through grantBadge. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreakBadgePaths, userBadgesSchema } from '@katana/shared/engagement/api-streaks-badges';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { grantBadge } from './grant-badge.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('badge endpoints', () => {
  let t: TestApp;
  const learner = async (name = 'Ada Lovelace') => {
    const { session, data } = await signUp(t.app, { name });
    return { session, id: data.user.id as number };
  };
  const get = (session: Session | null, url: string) =>
    t.app.inject({ url, headers: session ? cookieHeaders(session) : {} });
  const post = (session: Session, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: cookieHeaders(session), payload });

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['badges'] });
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers with 101', async () => {
    const res = await get(null, StreakBadgePaths.badges);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(101);
  });

  it("lists the learner's own badges by badge_level_order with tier names, filtered by entity", async () => {
    const ada = await learner();
    const bob = await learner('Bob');
    const at = new Date('2026-03-05T12:00:00Z');
    await grantBadge(t.app.db, {
      userId: ada.id,
      badgeKey: 'PracticeTopic:arrays',
      tier: 3,
      at,
      entityName: 'Arrays',
    });
    await grantBadge(t.app.db, { userId: ada.id, badgeKey: 'Streak:10', at });
    await grantBadge(t.app.db, { userId: bob.id, badgeKey: 'Streak:50', at });

    const res = await get(ada.session, StreakBadgePaths.badges);
    expect(res.statusCode).toBe(200);
    const { badges } = userBadgesSchema.parse(res.json().data);
    expect(badges.map((b) => [b.entity_type, b.entity_id, b.level, b.tier, b.acknowledged])).toEqual([
      ['Streak', '10', 1, 'Achiever', false],
      ['PracticeTopic', 'arrays', 3, 'Master', false],
    ]);
    expect(badges[0]!.awarded_at).toBe(at.toISOString());

    const filtered = await get(
      ada.session,
      `${StreakBadgePaths.badges}?entity_type=PracticeTopic&entity_id=arrays`,
    );
    expect(filtered.json().data.badges.map((b: { entity_name: string }) => b.entity_name)).toEqual([
      'Arrays',
    ]);
  });

  it("acknowledges only the learner's own badges, once", async () => {
    const ada = await learner();
    const bob = await learner('Bob');
    const at = new Date();
    const mine = await grantBadge(t.app.db, { userId: ada.id, badgeKey: 'Streak:100', at });
    const his = await grantBadge(t.app.db, { userId: bob.id, badgeKey: 'Streak:100', at });
    const body = { user_badge_level_ids: [mine.userBadgeLevelId, his.userBadgeLevelId] };
    expect((await post(ada.session, StreakBadgePaths.acknowledgeBadges, body)).json()).toEqual({
      status: 200,
      data: { acknowledged: 1 },
    });
    expect((await post(ada.session, StreakBadgePaths.acknowledgeBadges, body)).json().data).toEqual({
      acknowledged: 0,
    });
    const [adas] = (await get(ada.session, StreakBadgePaths.badges)).json().data.badges;
    expect(adas.acknowledged).toBe(true);
    const [bobs] = (await get(bob.session, StreakBadgePaths.badges)).json().data.badges;
    expect(bobs.acknowledged).toBe(false);
  });

  it('shows the rename notice to badge holders until BADGE_NAME_CHANGE_POPUP_SHOWN is acknowledged', async () => {
    const ada = await learner();
    const none = await learner('Nobody');
    await grantBadge(t.app.db, { userId: ada.id, badgeKey: 'Streak:10', at: new Date() });
    expect((await get(none.session, StreakBadgePaths.renamePopup)).json().data).toEqual({
      show_popup: false,
    });
    expect((await get(ada.session, StreakBadgePaths.renamePopup)).json().data).toEqual({ show_popup: true });
    const ack = await post(ada.session, StreakBadgePaths.userEvents, {
      event_key: 'BADGE_NAME_CHANGE_POPUP_SHOWN',
      acknowledgement: true,
    });
    expect(ack.statusCode).toBe(200);
    expect((await get(ada.session, StreakBadgePaths.renamePopup)).json().data).toEqual({ show_popup: false });
  });

  it('links the certificate of a held badge and serves it as a cached 1044x584 PNG', async () => {
    const ada = await learner('Ada Lovelace');
    const granted = await grantBadge(t.app.db, {
      userId: ada.id,
      badgeKey: 'ContestRound:weekly-7',
      tier: 2,
      at: new Date('2026-03-05T12:00:00Z'),
      entityName: 'Weekly Contest 7',
      contestRank: 12,
    });
    const query = `entity_type=ContestRound&entity_id=weekly-7&badge_level_id=${granted.badgeLevelId}&contest_rank=12`;
    const res = await get(ada.session, `${StreakBadgePaths.certificate}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const image: string = res.json().data.certificate_image;
    expect(image).toMatch(
      new RegExp(`^/api/v3/badges/certificates/${granted.userBadgeLevelId}\\.png\\?s=[\\w-]{22}$`),
    );
    // Public but not guessable: without (or with another badge's) signature there is no image.
    expect((await get(null, image.replace(/\?s=.*$/, ''))).statusCode).toBe(404);
    expect((await get(null, image.replace(/\?s=.{4}/, '?s=AAAA'))).statusCode).toBe(404);

    const png = await get(null, image);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=300');
    const bytes = png.rawPayload;
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: width and height as big-endian integers at bytes 16-23.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1044, 584]);
    expect(bytes.length).toBeGreaterThan(10_000);

    // Served from the in-memory cache the second time: same bytes, no new render.
    const renders = t.app.badges.certificateRenders();
    const again = await get(null, image);
    expect(again.rawPayload.equals(bytes)).toBe(true);
    expect(t.app.badges.certificateRenders()).toBe(renders);
  });

  it('answers 404 for a badge the learner does not hold and 4xx for bad input', async () => {
    const ada = await learner();
    const bob = await learner('Bob');
    const his = await grantBadge(t.app.db, { userId: bob.id, badgeKey: 'Streak:300', at: new Date() });
    const notMine = await get(
      ada.session,
      `${StreakBadgePaths.certificate}?entity_type=Streak&entity_id=300&badge_level_id=${his.badgeLevelId}`,
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe('No such badge');
    expect((await get(null, '/api/v3/badges/certificates/999999.png')).statusCode).toBe(404);

    const bad = [
      await get(ada.session, `${StreakBadgePaths.badges}?entity_type=Nope`),
      await get(ada.session, `${StreakBadgePaths.badges}?entity_id=arrays`),
      await get(ada.session, `${StreakBadgePaths.certificate}?entity_type=Streak&entity_id=10`),
      await get(
        ada.session,
        `${StreakBadgePaths.certificate}?entity_type=Streak&entity_id=10&badge_level_id=x`,
      ),
      await post(ada.session, StreakBadgePaths.acknowledgeBadges, { user_badge_level_ids: [] }),
      await post(ada.session, StreakBadgePaths.acknowledgeBadges, { user_badge_level_ids: ['a'] }),
      await get(null, '/api/v3/badges/certificates/abc.png'),
      await post(ada.session, StreakBadgePaths.userEvents, { event_key: '', acknowledgement: true }),
      await post(ada.session, StreakBadgePaths.userEvents, { event_key: 'X', acknowledgement: 'yes' }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
  });
});
