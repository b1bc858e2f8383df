/** The league sign-up (spec 02 §3 "Interested user", §5 rule, §7 calls) over app.inject on a migrated database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, freshEmail, signUp, type Session } from '../../test/auth-helpers.ts';
import { leagueInterestedUsers } from '../../db/schema/engagement-leaderboard.ts';

describe('GET/POST /api/v3/interested-users', () => {
  let t: TestApp;
  let session: Session;
  let email: string;
  const url = (params: Record<string, string>) =>
    `${LeaderboardPaths.interestedUsers}?${new URLSearchParams(params).toString()}`;
  const check = (params: Record<string, string>, who: Session | null = session) =>
    t.app.inject({ url: url(params), headers: who ? cookieHeaders(who) : {} });
  const add = (params: Record<string, string>, who: Session | null = session) =>
    t.app.inject({ method: 'POST', url: url(params), headers: who ? cookieHeaders(who) : {} });
  const rows = () => t.testDb.db.select().from(leagueInterestedUsers);

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['leaderboard'] });
    email = freshEmail('league');
    session = (await signUp(t.app, { email, name: 'Ada Lovelace' })).session;
  });
  afterAll(async () => t?.close());

  it('the check is for a signed-in learner (101)', async () => {
    const res = await check({ category: 'league' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(101);
  });

  it('needs an e-mail, a known category, and entity type and id together (422 with a message)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ category: 'league' }, 'email'],
      [{ category: 'league', email: 'nope' }, 'email'],
      [{ category: 'pizza', email }, 'category'],
      [{ category: 'league', email, entity_type: 'College' }, 'entity_id'],
      [{ category: 'league', email, entity_id: 'iit-x' }, 'entity_id'],
      [{ category: 'league', email, entity_type: 'Galaxy', entity_id: '1' }, 'entity_type'],
    ];
    for (const [params, field] of cases) {
      const res = await add(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(422);
      expect(res.json().error.fields?.[field], JSON.stringify(params)).toEqual(expect.any(String));
    }
    expect((await check({ category: 'league', entity_type: 'College' })).statusCode).toBe(422);
    expect(await rows()).toEqual([]);
  });

  it('signs the learner up once however often it is sent, and the check then says so', async () => {
    expect((await check({ category: 'league' })).json().data).toEqual({ interested: false });
    for (let i = 0; i < 3; i++) {
      const res = await add({ category: 'league', email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ interested: true });
    }
    const stored = await rows();
    expect(stored.map((r) => [r.email, r.category, r.entityType, r.entityId])).toEqual([
      [email.toLowerCase(), 'league', null, null],
    ]);
    expect((await check({ category: 'league' })).json().data).toEqual({ interested: true });
    // A campus board's list is its own: not signed up for it yet.
    const campus = { category: 'league', entity_type: 'College', entity_id: 'iit-x' };
    expect((await check(campus)).json().data).toEqual({ interested: false });
    await add({ ...campus, email });
    expect((await check(campus)).json().data).toEqual({ interested: true });
    expect((await rows()).length).toBe(2);
  });

  it('a signed-out visitor may sign up by e-mail; the learner with that e-mail then reads it as theirs', async () => {
    const later = freshEmail('visitor');
    const res = await add({ category: 'league', email: later }, null);
    expect(res.statusCode).toBe(200);
    const [row] = await t.testDb.db
      .select()
      .from(leagueInterestedUsers)
      .where(eq(leagueInterestedUsers.email, later.toLowerCase()));
    expect(row?.userId).toBeNull();
    const joined = (await signUp(t.app, { email: later, name: 'Visitor Later' })).session;
    expect((await check({ category: 'league' }, joined)).json().data).toEqual({ interested: true });
  });
});
