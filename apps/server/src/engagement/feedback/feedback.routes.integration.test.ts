/**
 * POST /api/v3/feedback over app.inject on a migrated database: sign-in, each body rule (422 with its message),
 * the stored row, the per-hour limit (429), and the operator's `katana feedback list` over the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FeedbackPaths } from '@katana/shared/engagement/api-feedback';
import { feedbackReports } from '../../db/schema/engagement-feedback.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { listFeedback } from './feedback-command.ts';

interface Learner {
  session: Session;
  id: number;
}

describe('POST /api/v3/feedback', () => {
  let t: TestApp;
  const learner = async (name = 'Rhea Report'): Promise<Learner> => {
    const { session, data } = await signUp(t.app, { name });
    return { session, id: data.user.id as number };
  };
  const send = (who: Learner | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: FeedbackPaths.feedback,
      headers: who ? cookieHeaders(who.session) : {},
      payload,
    });
  const rows = (who: Learner) =>
    t.app.db.select().from(feedbackReports).where(eq(feedbackReports.userId, who.id));

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['feedback'] });
  });
  afterAll(async () => t?.close());

  it('needs a signed-in learner (401 in the envelope)', async () => {
    const res = await send(null, { area: 'exp', issue: 'EXP not added' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(101);
  });

  it.each([
    [
      'area',
      'Pick one of: exp, leaderboard, notifications.',
      { area: 'billing', issue: 'Other', comment: 'x' },
    ],
    ['issue', 'Please select an issue', { area: 'exp' }],
    ['issue', 'Pick one of the listed issues.', { area: 'exp', issue: 'Wrong league' }],
    ['comment', 'This field is required', { area: 'leaderboard', issue: 'Other', comment: '  ' }],
    [
      'comment',
      'Keep it under 1000 characters.',
      { area: 'exp', issue: 'Wrong level', comment: 'z'.repeat(1001) },
    ],
    [
      'page',
      'A path on this site, like /leaderboard.',
      { area: 'exp', issue: 'Wrong level', page: '//evil.example' },
    ],
  ])('answers 422 on %s: %s', async (field, message, payload) => {
    const who = await learner();
    const res = await send(who, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, error: { code: 422, fields: { [field]: message } } });
    expect(await rows(who)).toHaveLength(0);
  });

  it('stores the report with the area, issue, trimmed comment and page', async () => {
    const who = await learner();
    const res = await send(who, {
      area: 'leaderboard',
      issue: 'Other',
      comment: '  My friend Asha is missing  ',
      page: '/leaderboard',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { received: true } });
    const [row, ...more] = await rows(who);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      area: 'leaderboard',
      issue: 'Other',
      comment: 'My friend Asha is missing',
      pagePath: '/leaderboard',
    });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('answers 429 after the tenth report within an hour, and counts only the last hour', async () => {
    const who = await learner();
    for (let i = 0; i < 10; i++)
      expect((await send(who, { area: 'exp', issue: 'EXP not added' })).statusCode).toBe(200);
    const limited = await send(who, { area: 'exp', issue: 'EXP not added' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, error: { code: 429 } });
    expect(limited.json().error.message).toMatch(/try again later/);
    expect(await rows(who)).toHaveLength(10);
    // Another learner is not held back by this one's reports.
    expect((await send(await learner(), { area: 'exp', issue: 'Wrong level' })).statusCode).toBe(200);
    // Reports older than an hour no longer count.
    await t.app.db
      .update(feedbackReports)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(feedbackReports.userId, who.id));
    expect((await send(who, { area: 'exp', issue: 'Booster not applied' })).statusCode).toBe(200);
  });

  describe('katana feedback list', () => {
    const list = async (args: string[]) => {
      let out = '';
      const code = await listFeedback(t.app.db, args, (text) => (out += text));
      return { code, out };
    };

    it('prints the reports newest first as a table with who sent them', async () => {
      const who = await learner('Omar Operator-Test');
      await send(who, {
        area: 'notifications',
        issue: 'Too many notifications',
        page: '/notification-center',
      });
      await send(who, {
        area: 'notifications',
        issue: 'Other',
        comment: 'Bell shows a dot\nbut nothing new',
      });
      const { code, out } = await list(['--area', 'notifications', '--since', '1h']);
      expect(code).toBe(0);
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^id +when \(UTC\) +user +area +issue +page +comment$/);
      expect(lines[2]).toContain(`${who.id} Omar Operator-Test`);
      expect(lines[2]).toMatch(/notifications +Other +- +Bell shows a dot but nothing new$/);
      expect(lines[3]).toMatch(/Too many notifications +\/notification-center +-$/);
      expect(out).not.toContain('leaderboard');
    });

    it("prints a learner's text without terminal control characters", async () => {
      const who = await learner('Tess Terminal');
      const comment =
        'Clear\u001b[2J\u001b[H screen, \u001b]0;pwned\u0007title, \u001b]8;;https://evil.example\u001b\\link' +
        '\u001b]8;;\u001b\\, \u009b31mred\u009b0m, bell\u0007 back\b\b\r over, \u202egnp.exe\u202c and \u2066iso\u2069 end';
      expect((await send(who, { area: 'exp', issue: 'Other', comment })).statusCode).toBe(200);
      const { out } = await list(['--area', 'exp', '--limit', '1']);
      const row = out.split('\n')[2]!;
      expect(out).not.toMatch(
        // eslint-disable-next-line no-control-regex
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
      );
      expect(out).not.toContain('\u001b[2J');
      expect(row).toContain(`${who.id} Tess Terminal`);
      expect(row).toMatch(/Clear screen, title, link, red, bell back over, gnp\.exe and iso end$/);
    });

    it('leaves out reports before --since, and says when there are none', async () => {
      const { out } = await list(['--since', '2099-01-01']);
      expect(out).toBe('No feedback reports.');
    });

    it('rejects a bad --area or --since with the usage (exit 2)', async () => {
      expect((await list(['--area', 'billing'])).code).toBe(2);
      expect((await list(['--since', 'yesterday-ish'])).code).toBe(2);
    });
  });
});
