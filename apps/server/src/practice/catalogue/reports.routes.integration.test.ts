import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_DETAIL_MAX } from '@katana/shared/api/practice-catalogue';
import { problemReports, problems, submissions } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp, signUpLearner } from './catalogue.test-support.ts';

describe('POST /api/v1/reports', () => {
  let t: TestApp;
  let session: Session;
  let userId: number;
  let problemId: number;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ({ session, userId } = await signUpLearner(t.app));
    problemId = (
      await t.testDb.db
        .select({ id: problems.id })
        .from(problems)
        .where(eq(problems.slug, 'gift-pair-budget'))
    )[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (payload: Record<string, unknown>, who = session) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reports', headers: cookieHeaders(who), payload });

  it('stores a problem report (by id or slug) and returns its id', async () => {
    const res = await report({
      entity_type: 'problem',
      entity_id: problemId,
      issue_type: 'WRONG_TEST_CASE',
      issue_detail: ' Test 3 expects 7 but 6 fits the budget. ',
      source: 'classroom',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.testDb.db
      .select()
      .from(problemReports)
      .where(eq(problemReports.id, Number(res.json().data.id)));
    expect(row).toMatchObject({
      userId,
      entityType: 'problem',
      entityId: String(problemId),
      issueType: 'WRONG_TEST_CASE',
      issueDetail: 'Test 3 expects 7 but 6 fits the budget.',
      source: 'classroom',
    });
    const bySlug = await report({
      entity_type: 'problem',
      entity_id: 'gift-pair-budget',
      issue_type: 'TYPO',
      issue_detail: 'x',
    });
    const [slugRow] = await t.testDb.db
      .select()
      .from(problemReports)
      .where(eq(problemReports.id, Number(bySlug.json().data.id)));
    expect(slugRow!.entityId).toBe(String(problemId));
  });

  it("accepts reports on the user's own submissions only", async () => {
    const [mine] = await t.testDb.db
      .insert(submissions)
      .values({ userId, problemId, submissionType: 'CODE', language: 'cpp', code: 'x' })
      .returning();
    const ok = await report({
      entity_type: 'submission',
      entity_id: mine!.id,
      issue_type: 'OTHER',
      issue_detail: 'Judged twice.',
    });
    expect(ok.statusCode).toBe(200);
    const other = await signUp(t.app);
    const notTheirs = await report(
      { entity_type: 'submission', entity_id: mine!.id, issue_type: 'OTHER', issue_detail: 'x' },
      other.session,
    );
    expect(notTheirs.statusCode).toBe(404);
    const malformed = await report({
      entity_type: 'submission',
      entity_id: 'not-a-uuid',
      issue_type: 'OTHER',
      issue_detail: 'x',
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('rejects bad bodies with field messages, unknown problems and anonymous callers', async () => {
    const empty = await report({
      entity_type: 'problem',
      entity_id: problemId,
      issue_type: 'TYPO',
      issue_detail: '  ',
    });
    expect(empty.json().error.fields).toEqual({ issue_detail: 'Describe the issue.' });
    const long = await report({
      entity_type: 'problem',
      entity_id: problemId,
      issue_type: 'TYPO',
      issue_detail: 'x'.repeat(REPORT_DETAIL_MAX + 1),
    });
    expect(long.json().error.fields).toEqual({ issue_detail: `At most ${REPORT_DETAIL_MAX} characters.` });
    const type = await report({
      entity_type: 'problem',
      entity_id: problemId,
      issue_type: 'RUDE',
      issue_detail: 'x',
    });
    expect(type.statusCode).toBe(422);
    const entity = await report({
      entity_type: 'contest',
      entity_id: 1,
      issue_type: 'TYPO',
      issue_detail: 'x',
    });
    expect(entity.statusCode).toBe(422);
    const unknown = await report({
      entity_type: 'problem',
      entity_id: 999999,
      issue_type: 'TYPO',
      issue_detail: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      payload: { entity_type: 'problem', entity_id: problemId, issue_type: 'TYPO', issue_detail: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
