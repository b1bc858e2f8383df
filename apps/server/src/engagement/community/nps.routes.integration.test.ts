/** The NPS endpoints over app.inject on a migrated database: the trigger rule, the answer, the dismissal, 401s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CommunityPaths } from '@katana/shared/engagement/api-community';
import { npsDismissals, npsResponses } from '../../db/schema/engagement-community.ts';
import { problems, userProblemStates } from '../../db/schema/practice.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';

interface Learner {
  session: Session;
  id: number;
}

const DAY = 24 * 60 * 60 * 1000;

describe('NPS endpoints', () => {
  let t: TestApp;
  const learner = async (opts: { ageDays?: number } = {}): Promise<Learner> => {
    const { session, data } = await signUp(t.app, { name: 'Nia Survey' });
    const id = data.user.id as number;
    if (opts.ageDays)
      await t.app.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - opts.ageDays * DAY) })
        .where(eq(users.id, id));
    return { session, id };
  };
  const get = (who: Learner | null, url: string, csrf = true) =>
    t.app.inject({ url, headers: who ? cookieHeaders(who.session, { csrf }) : {} });
  const trigger = async (who: Learner, forced = false) => {
    const res = await get(who, `${CommunityPaths.npsTrigger}${forced ? '?nps=1' : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.trigger_nps as boolean;
  };
  const submit = (who: Learner | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: CommunityPaths.nps,
      headers: who ? cookieHeaders(who.session) : {},
      payload,
    });
  const answers = (who: Learner) =>
    t.app.db.select().from(npsResponses).where(eq(npsResponses.userId, who.id));

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['community'] });
  });
  afterAll(async () => t?.close());

  it('needs a signed-in learner (401 in the envelope)', async () => {
    for (const res of [
      await get(null, CommunityPaths.npsTrigger),
      await get(null, `${CommunityPaths.npsDismiss}?nps_rating=3`),
      await submit(null, { nps_rating: 9 }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe(101);
    }
  });

  it('asks a learner whose account is two weeks old, not a brand-new one unless ?nps forces the check', async () => {
    const fresh = await learner();
    expect(await trigger(fresh)).toBe(false);
    expect(await trigger(fresh, true)).toBe(true);
    const settled = await learner({ ageDays: 20 });
    expect(await trigger(settled)).toBe(true);
  });

  it('asks a new learner once they have solved 5 problems', async () => {
    const keen = await learner();
    const solve = async (n: number) => {
      const [p] = await t.app.db
        .insert(problems)
        .values({
          slug: `nps-solved-${keen.id}-${n}`,
          uuid: `nps-solved-${keen.id}-${n}`,
          name: `Solved ${n}`,
          problemType: 'CODE',
          difficulty: 'EASY',
          maxScore: 10,
          contentHash: `nps-solved-${keen.id}-${n}`,
        })
        .returning({ id: problems.id });
      await t.app.db
        .insert(userProblemStates)
        .values({ userId: keen.id, problemId: p!.id, solvedAt: new Date() });
    };
    for (let n = 1; n <= 4; n++) await solve(n);
    expect(await trigger(keen)).toBe(false);
    await solve(5);
    expect(await trigger(keen)).toBe(true);
  });

  it('stores the answer once, answers submitted, and stops asking', async () => {
    const ada = await learner({ ageDays: 30 });
    const first = await submit(ada, { nps_rating: 9, additional_feedback: '  Loved the contests  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ submitted: true });
    expect(await trigger(ada)).toBe(false);
    expect(await trigger(ada, true)).toBe(false);

    // A second submit (double click, another tab) is not stored again; the first answer stands.
    const again = await submit(ada, { nps_rating: 2, additional_feedback: 'changed my mind' });
    expect(again.json().data).toEqual({ submitted: true });
    const stored = await answers(ada);
    expect(stored.map((r) => [r.rating, r.feedback])).toEqual([[9, 'Loved the contests']]);
  });

  it('rejects a rating outside 1-10 and feedback over 200 characters in the envelope', async () => {
    const bob = await learner({ ageDays: 30 });
    for (const payload of [
      { nps_rating: 11 },
      { nps_rating: 0 },
      { nps_rating: 7.5 },
      { nps_rating: 8, additional_feedback: 'x'.repeat(201) },
      {},
    ]) {
      const res = await submit(bob, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toEqual(expect.any(String));
      expect(JSON.stringify(res.json())).not.toMatch(/stack|at \//);
    }
    expect(await answers(bob)).toEqual([]);
    expect((await submit(bob, { nps_rating: 8, additional_feedback: 'x'.repeat(200) })).statusCode).toBe(200);
  });

  it('records a dismissal with the rating (or none) and then stops asking', async () => {
    const cy = await learner({ ageDays: 30 });
    expect(await trigger(cy)).toBe(true);
    // A state-changing GET: a cookie session must echo the CSRF token.
    expect((await get(cy, `${CommunityPaths.npsDismiss}?nps_rating=4`, false)).statusCode).toBe(403);
    const res = await get(cy, `${CommunityPaths.npsDismiss}?nps_rating=4`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ dismissed: true });
    expect(await trigger(cy)).toBe(false);
    expect(await trigger(cy, true)).toBe(false);

    const dee = await learner({ ageDays: 30 });
    expect((await get(dee, CommunityPaths.npsDismiss)).statusCode).toBe(200);
    expect((await get(dee, `${CommunityPaths.npsDismiss}?nps_rating=12`)).statusCode).toBe(422);
    const rows = await t.app.db.select().from(npsDismissals);
    expect(rows.filter((r) => r.userId === cy.id).map((r) => r.rating)).toEqual([4]);
    expect(rows.filter((r) => r.userId === dee.id).map((r) => r.rating)).toEqual([null]);
    expect(await trigger(dee)).toBe(false);
  });
});
