/**
 * Interview experiences: a learner writes one (captcha on submit), it waits for a moderator, is approved, listed,
 * filtered, searched and server-rendered; rejected with a reason; an edit sends it back to review; the author
 * deletes it; Markdown is inert; linked problems follow practice's access policy; the demo samples exist only on
 * demand.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaMessage } from '@katana/shared/api/captcha';
import {
  ExperienceMessage,
  InterviewExperiencePaths as Paths,
  MAX_PENDING_EXPERIENCES,
  type ExperienceBody,
  type ExperienceDetail,
  type ExperienceItems,
  type ExperienceList,
} from '@katana/shared/api/interview-experiences';
import { fillPath } from '@katana/shared/api/paths';
import { colleges } from '../db/schema/colleges.ts';
import { interviewExperiences } from '../db/schema/interview-experiences.ts';
import { searchDocuments } from '../db/schema/search.ts';
import { signUp } from '../test/auth-helpers.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { injectAs, type Caller } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { importFixtureCatalogue } from '../practice/catalogue/catalogue.test-support.ts';
import { runInterviewExperienceDemo } from './interview-experience-demo.ts';

describe('interview experiences', () => {
  let t: TestApp;
  const { call, data } = injectAs(() => t.app);
  let author: Caller;
  let other: Caller;
  let moderator: Caller;

  const caller = async (name: string): Promise<{ who: Caller; id: number; email: string }> => {
    const { session, email } = await signUp(t.app, { name });
    const id = (await t.app.repos.users.findByEmail(email))!.id;
    return { who: { authorization: `Token ${session.token}` }, id, email };
  };

  const body = (overrides: Partial<ExperienceBody> = {}): ExperienceBody => ({
    company: 'Bazaarly Pvt. Ltd.',
    role: 'Backend Engineer',
    branch: 'Computer Science',
    college_slug: 'test-college',
    outcome: 'selected',
    interview_date: '2025-09-12',
    experience_years: 1,
    tips: 'Practise **two pointers**.',
    rounds: [
      {
        name: 'Online test',
        kind: 'online_assessment',
        questions: 'Find pairs of gifts within a budget, then explain the complexity.',
        problem_slugs: ['gift-pair-budget', 'anagram-shelves'],
      },
    ],
    ...overrides,
  });

  const submitted = async (overrides: Partial<ExperienceBody> = {}) => ({
    ...body(overrides),
    submit: true,
    captcha_token: await solveCaptcha(t.app),
  });

  const create = async (who: Caller, payload: ExperienceBody) => {
    const res = await call('POST', Paths.list, who, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ExperienceDetail;
  };
  const detailUrl = (slug: string) => fillPath(Paths.detail, { slug });
  const reviewUrl = (slug: string) => fillPath(Paths.review, { slug });
  const list = (query = '') => data<ExperienceList>('GET', `${Paths.list}${query ? `?${query}` : ''}`, null);

  beforeAll(async () => {
    t = await createTestApp(
      { CAPTCHA_MAX_NUMBER: '2000', INTERVIEW_EXPERIENCE_SUBMITS_PER_MINUTE: '100' },
      {
        // A policy that hides one catalogue problem from anonymous visitors (a learner-only problem).
        register: (app) =>
          app.problemAccess.register({
            name: 'test-hidden',
            hidden: (problemId, { viewer }) =>
              viewer === null
                ? sql`${problemId} in (select id from problems where slug = 'anagram-shelves')`
                : undefined,
          }),
      },
    );
    await importFixtureCatalogue(t.testDb.db);
    await t.app.db.insert(colleges).values({ slug: 'test-college', name: 'Test College of Engineering' });
    author = (await caller('Grace Hopper')).who;
    other = (await caller('Alan Turing')).who;
    const mod = await caller('Moderator Mo');
    moderator = mod.who;
    await t.app.repos.roles.grant(mod.id, 'moderator', 'test');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds a submitted experience for review, then lists, indexes and renders it once approved', async () => {
    const draftless = await create(author, await submitted());
    expect(draftless.status).toBe('pending');
    expect(draftless.message).toBe(ExperienceMessage.SUBMITTED);
    expect(draftless.slug).toMatch(/^bazaarly-pvt-ltd-backend-engineer-interview-experience-[0-9a-f]{6}$/);
    const { slug } = draftless;

    // Held: not listed, not readable by others, invisible to search; the author and moderators see it.
    expect((await list()).experiences.map((e) => e.slug)).not.toContain(slug);
    expect((await call('GET', detailUrl(slug), null)).statusCode).toBe(404);
    expect((await call('GET', detailUrl(slug), other)).statusCode).toBe(404);
    expect((await data<ExperienceDetail>('GET', detailUrl(slug), author)).can_edit).toBe(true);
    const queue = await data<ExperienceItems>('GET', Paths.reviewQueue, moderator);
    expect(queue.experiences.map((e) => e.slug)).toContain(slug);
    const html = await t.app.inject({ url: `/interview-experiences/${slug}` });
    expect(html.statusCode).toBe(404);

    // Only moderators review.
    expect((await call('GET', Paths.reviewQueue, author)).statusCode).toBe(403);
    expect((await call('GET', Paths.reviewQueue, null)).statusCode).toBe(401);
    expect((await call('POST', reviewUrl(slug), author, { decision: 'approve' })).statusCode).toBe(403);

    const approved = await data<ExperienceDetail>('POST', reviewUrl(slug), moderator, {
      decision: 'approve',
    });
    expect(approved.status).toBe('published');
    const listed = await list();
    expect(listed.experiences[0]).toMatchObject({
      slug,
      company: 'Bazaarly Pvt. Ltd.',
      company_key: 'bazaarly',
      role: 'Backend Engineer',
      outcome: 'selected',
      college: { slug: 'test-college', name: 'Test College of Engineering' },
      author: { name: 'Grace Hopper' },
      rounds_count: 1,
      is_demo: false,
    });
    expect((await data<ExperienceItems>('GET', Paths.recent, null)).experiences[0]?.slug).toBe(slug);
    expect((await call('POST', reviewUrl(slug), moderator, { decision: 'approve' })).statusCode).toBe(409);

    // A visitor reads it: the hidden problem is not linked, the visible one is.
    const seen = await data<ExperienceDetail>('GET', detailUrl(slug), null);
    expect(seen.rounds[0]?.problems.map((p) => p.slug)).toEqual(['gift-pair-budget']);
    expect(seen.tips_html).toContain('<strong>two pointers</strong>');
    expect(seen.can_edit).toBe(false);
    expect(seen.rejection_reason).toBeNull();

    const [doc] = await t.app.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.type, 'interview_experience'), eq(searchDocuments.refKey, slug)));
    expect(doc).toMatchObject({ url: `/interview-experiences/${slug}` });
    expect(doc?.title).toContain('Bazaarly');

    // The server-rendered head: spec 03's title inputs, the description cut to 150 characters.
    const page = await t.app.inject({ url: `/interview-experiences/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>Bazaarly Pvt. Ltd. Interview Experience by Grace Hopper | Katana</title>',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1] ?? '';
    expect(description).toMatch(
      /^Grace Hopper, Computer Science, Test College of Engineering shares the Bazaarly/,
    );
    expect(description.length).toBeLessThanOrEqual(153);
  });

  it('filters by company (however it is spelt), role, outcome, year and text', async () => {
    const publish = async (who: Caller, overrides: Partial<ExperienceBody>) => {
      const { slug } = await create(who, await submitted(overrides));
      await data('POST', reviewUrl(slug), moderator, { decision: 'approve' });
      return slug;
    };
    const a = await publish(other, {
      company: 'Lumen Labs',
      role: 'Data Analyst',
      outcome: 'rejected',
      interview_date: '2024-03-01',
      rounds: [{ name: 'SQL', kind: 'technical', questions: 'Window functions over monthly sales totals.' }],
    });
    const b = await publish(other, {
      company: 'BAZAARLY',
      role: 'Frontend Engineer',
      interview_date: '2025-02-02',
    });
    const slugs = async (query: string) => (await list(query)).experiences.map((e) => e.slug);

    expect(await slugs('company=bazaarly')).toContain(b);
    expect(await slugs('company=bazaarly')).not.toContain(a);
    expect((await list('company=Bazaarly%20Inc.')).total).toBe(2);
    expect(await slugs('role=analyst')).toEqual([a]);
    expect(await slugs('outcome=rejected')).toEqual([a]);
    expect(await slugs('year=2024')).toEqual([a]);
    expect(await slugs('q=WINDOW%20functions')).toEqual([a]);
    expect(await slugs('q=%25')).toEqual([]);
    const companies = (
      await data<{ companies: { key: string; count: number }[] }>('GET', Paths.companies, null)
    ).companies;
    expect(companies[0]).toMatchObject({ key: 'bazaarly', count: 2 });
    const bad = await call('GET', `${Paths.list}?outcome=hired`, null);
    expect(bad.statusCode).toBe(422);
  });

  it('requires the captcha to submit but not to save a draft, and validates like the form', async () => {
    const noCaptcha = await call('POST', Paths.list, author, { ...body(), submit: true });
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json().error.fields.captcha_token).toBe(CaptchaMessage.MISSING);
    const badCaptcha = await call('POST', Paths.list, author, {
      ...body(),
      submit: true,
      captcha_token: 'eyJ4IjoxfQ==',
    });
    expect(badCaptcha.statusCode).toBe(422);
    expect(badCaptcha.json().error.fields.captcha_token).toBe(CaptchaMessage.INVALID);

    const token = await solveCaptcha(t.app);
    expect(
      (await call('POST', Paths.list, author, { ...body(), submit: true, captcha_token: token })).statusCode,
    ).toBe(201);
    const replay = await call('POST', Paths.list, author, { ...body(), submit: true, captcha_token: token });
    expect(replay.statusCode).toBe(422);

    const draft = await create(author, { company: 'Quillmark', role: 'SDE intern' });
    expect(draft).toMatchObject({ status: 'draft', message: ExperienceMessage.SAVED, rounds: [] });

    const incomplete = await call('POST', Paths.list, author, {
      company: 'Quillmark',
      role: 'SDE intern',
      submit: true,
      captcha_token: await solveCaptcha(t.app),
      rounds: [{ kind: 'coding', questions: 'short' }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().error.fields).sort()).toEqual(
      ['interview_date', 'outcome', 'rounds.0.questions'].sort(),
    );

    const unknown = await call('POST', Paths.list, author, {
      ...body({ college_slug: 'no-such-college', interview_date: '2999-01-01' }),
      rounds: [
        {
          kind: 'coding',
          questions: 'A long enough description of the round.',
          problem_slugs: ['no-such-problem'],
        },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({
      'rounds.0.problem_slugs': `${ExperienceMessage.UNKNOWN_PROBLEM} no-such-problem`,
      college_slug: ExperienceMessage.UNKNOWN_COLLEGE,
      interview_date: ExperienceMessage.FUTURE_DATE,
    });
    expect((await call('POST', Paths.list, null, body())).statusCode).toBe(401);
  });

  it('rejects with a reason the author sees; an edit goes back to review and leaves the list', async () => {
    const { slug } = await create(author, await submitted({ company: 'Northwind' }));
    const noReason = await call('POST', reviewUrl(slug), moderator, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    await data('POST', reviewUrl(slug), moderator, {
      decision: 'reject',
      reason: 'Please describe the rounds.',
    });
    const mine = await data<ExperienceItems>('GET', Paths.mine, author);
    expect(mine.experiences.find((e) => e.slug === slug)?.status).toBe('rejected');
    expect((await data<ExperienceDetail>('GET', detailUrl(slug), author)).rejection_reason).toBe(
      'Please describe the rounds.',
    );
    expect((await call('GET', detailUrl(slug), null)).statusCode).toBe(404);

    // Resubmitted, approved, then edited: back in the queue, out of the list and of search.
    await data('PUT', detailUrl(slug), author, await submitted({ company: 'Northwind' }));
    await data('POST', reviewUrl(slug), moderator, { decision: 'approve' });
    expect((await list('company=northwind')).total).toBe(1);
    const edited = await data<ExperienceDetail>('PUT', detailUrl(slug), author, {
      ...body({ company: 'Northwind' }),
      tips: 'Updated tips.',
    });
    expect(edited).toMatchObject({ status: 'pending', tips: 'Updated tips.', rejection_reason: null });
    expect((await list('company=northwind')).total).toBe(0);
    const docs = await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.refKey, slug));
    expect(docs).toEqual([]);

    // Somebody else cannot edit or delete it.
    expect((await call('PUT', detailUrl(slug), other, body())).statusCode).toBe(404);
    expect((await call('DELETE', detailUrl(slug), other)).statusCode).toBe(404);
    const deleted = await data<{ deleted: boolean }>('DELETE', detailUrl(slug), author);
    expect(deleted.deleted).toBe(true);
    expect((await call('GET', detailUrl(slug), author)).statusCode).toBe(404);
  });

  it('renders Markdown inert: scripts, event handlers and javascript: links do nothing', async () => {
    const xss = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
    ].join('\n\n');
    const { slug } = await create(
      author,
      await submitted({
        company: '<script>alert(1)</script>',
        rounds: [{ name: '<b>round</b>', kind: 'coding', questions: xss }],
        tips: xss,
      }),
    );
    const seen = await data<ExperienceDetail>('GET', detailUrl(slug), author);
    for (const html of [seen.rounds[0]!.questions_html, seen.tips_html]) {
      expect(html).not.toMatch(/<script|<img|<svg|<a[^>]*href="javascript:/i);
      expect(html).not.toMatch(/<[^>]*\son\w+=/i);
      expect(html).toContain('&#x3C;script>');
    }
    await data('POST', reviewUrl(slug), moderator, { decision: 'approve' });
    const page = await t.app.inject({ url: `/interview-experiences/${slug}` });
    expect(page.body).not.toContain('<script>alert(1)</script>');
  });

  it('caps how many experiences one learner may have waiting for review', async () => {
    const busy = (await caller('Busy Writer')).who;
    for (let i = 0; i < MAX_PENDING_EXPERIENCES; i += 1)
      await create(busy, await submitted({ company: `Cap ${i}` }));
    const refused = await call('POST', Paths.list, busy, await submitted({ company: 'Cap extra' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(ExperienceMessage.TOO_MANY_PENDING);
    // A draft is still fine.
    expect((await call('POST', Paths.list, busy, body({ company: 'Cap draft' }))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown slug, on the API and the page', async () => {
    const res = await call('GET', detailUrl('no-such-experience'), null);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ExperienceMessage.NOT_FOUND);
    expect((await t.app.inject({ url: '/interview-experiences/no-such-experience' })).statusCode).toBe(404);
  });

  it('creates the labelled demo samples only when asked, once, and removes them', async () => {
    const demoCount = async () =>
      (await t.app.db.select().from(interviewExperiences).where(eq(interviewExperiences.isDemo, true)))
        .length;
    expect(await demoCount()).toBe(0);
    const printed: string[] = [];
    expect(await runInterviewExperienceDemo(t.app.db, [], (s) => printed.push(s))).toBe(0);
    expect(await demoCount()).toBe(3);
    expect(await runInterviewExperienceDemo(t.app.db, [], (s) => printed.push(s))).toBe(0);
    expect(await demoCount()).toBe(3);
    const demo = (await list('company=Example%20Corp%20(demo)')).experiences;
    expect(demo).toHaveLength(2);
    expect(demo.every((e) => e.is_demo && e.company.includes('(demo)'))).toBe(true);
    const [linked] = (
      await data<ExperienceDetail>(
        'GET',
        detailUrl('example-corp-demo-software-engineer-interview-experience-demo01'),
        null,
      )
    ).rounds;
    expect(linked?.problems.map((p) => p.slug)).toEqual(['gift-pair-budget']);
    expect(await runInterviewExperienceDemo(t.app.db, ['--remove'], (s) => printed.push(s))).toBe(0);
    expect(await demoCount()).toBe(0);
  });
});
