/**
 * "Top interview experiences" (the most viewed published in the last TOP_EXPERIENCES_DAYS days, each signed-in
 * learner counted once, the author never) beside "recent experiences" (the newest published), and the per-learner
 * per-minute limit on submitting experiences for review (429 in the envelope).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExperienceMessage,
  InterviewExperiencePaths as Paths,
  TOP_EXPERIENCES_DAYS,
  type ExperienceBody,
  type ExperienceDetail,
  type ExperienceItems,
} from '@katana/shared/api/interview-experiences';
import { fillPath } from '@katana/shared/api/paths';
import { interviewExperiences } from '../db/schema/interview-experiences.ts';
import { signUp } from '../test/auth-helpers.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { injectAs, type Caller } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('top and recent interview experiences, and the submission rate limit', () => {
  let t: TestApp;
  const { call, data } = injectAs(() => t.app);
  let moderator: Caller;
  let n = 0;

  const caller = async (name: string) => {
    const { session, email } = await signUp(t.app, { name });
    const id = (await t.app.repos.users.findByEmail(email))!.id;
    return { who: { authorization: `Token ${session.token}` }, id };
  };
  const learner = async () => (await caller(`Learner ${String.fromCharCode(97 + n++)}`)).who;
  const submitted = async (company: string): Promise<ExperienceBody> => ({
    company,
    role: 'Backend Engineer',
    branch: 'Computer Science',
    outcome: 'selected',
    interview_date: '2025-09-12',
    experience_years: 1,
    tips: '',
    rounds: [
      {
        name: 'Online test',
        kind: 'online_assessment',
        questions: 'Find pairs of gifts within a budget, then explain the complexity.',
        problem_slugs: [],
      },
    ],
    submit: true,
    captcha_token: await solveCaptcha(t.app),
  });
  const publish = async (author: Caller, company: string) => {
    const res = await call('POST', Paths.list, author, await submitted(company));
    expect(res.statusCode, res.body).toBe(201);
    const { slug } = res.json().data as ExperienceDetail;
    await data('POST', fillPath(Paths.review, { slug }), moderator, { decision: 'approve' });
    return slug;
  };
  const view = (slug: string, who: Caller | null) =>
    data<ExperienceDetail>('GET', fillPath(Paths.detail, { slug }), who);
  const slugs = async (path: string) =>
    (await data<ExperienceItems>('GET', path, null)).experiences.map((e) => e.slug);

  beforeAll(async () => {
    t = await createTestApp(
      { CAPTCHA_MAX_NUMBER: '2000', INTERVIEW_EXPERIENCE_SUBMITS_PER_MINUTE: '2' },
      { slices: ['interview-experiences'] },
    );
    const mod = await caller('Moderator Mo');
    moderator = mod.who;
    await t.app.repos.roles.grant(mod.id, 'moderator', 'test');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ranks the top experiences by learners who read them (once each, never the author) within the window', async () => {
    const [ada, bob] = [await learner(), await learner()];
    const quiet = await publish(ada, 'Quiet Co');
    const popular = await publish(ada, 'Popular Co');
    const old = await publish(bob, 'Old Co');
    const [r1, r2, r3] = [await learner(), await learner(), await learner()];
    for (const reader of [r1, r2, r3]) await view(popular, reader);
    await view(popular, r1); // again: still one learner
    await view(popular, ada); // the author
    await view(popular, null); // anonymous
    expect((await view(popular, r2)).view_count).toBe(3);
    await view(quiet, r1);
    for (const reader of [r1, r2, r3]) await view(old, reader);
    await view(old, await learner());
    const longAgo = new Date(Date.now() - (TOP_EXPERIENCES_DAYS + 1) * 86_400_000);
    await t.app.db
      .update(interviewExperiences)
      .set({ publishedAt: longAgo })
      .where(eq(interviewExperiences.slug, old));

    const top = await data<ExperienceItems>('GET', Paths.top, null);
    expect(top.experiences.map((e) => e.slug)).toEqual([popular, quiet]);
    expect(top.experiences.map((e) => e.view_count)).toEqual([3, 1]);
    // Recent: the newest published first, whatever their views.
    expect((await slugs(Paths.recent)).slice(0, 2)).toEqual([popular, quiet]);
  });

  it('answers 429 in the envelope when a learner submits more than the per-minute limit, drafts excepted', async () => {
    const busy = await learner();
    for (const company of ['Rate One', 'Rate Two'])
      expect((await call('POST', Paths.list, busy, await submitted(company))).statusCode).toBe(201);
    const refused = await call('POST', Paths.list, busy, await submitted('Rate Three'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 429,
      error: { code: 429, message: ExperienceMessage.SUBMIT_RATE },
    });
    const draft = { ...(await submitted('Rate Draft')), submit: false };
    expect((await call('POST', Paths.list, busy, draft)).statusCode).toBe(201);
    // Another learner is not held back.
    expect((await call('POST', Paths.list, await learner(), await submitted('Rate Else'))).statusCode).toBe(
      201,
    );
  });
});
