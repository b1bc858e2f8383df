import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, freshIp, signUp } from '../../test/auth-helpers.ts';
import { insertCodeProblem } from '../../practice/submissions/problem-fixtures.test-support.ts';
import { sumPackage } from '../../judge/problem-package.test-support.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';
import {
  BAD_HOST_MESSAGE,
  MAX_BODY_DEPTH,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  TOO_DEEP_MESSAGE,
  findInvalidText,
} from './text-input-guard.ts';

describe('findInvalidText', () => {
  it('accepts any well-formed text: emoji (surrogate pairs), tabs, control characters, every script', () => {
    expect(
      findInvalidText({ code: 'print("🥷 नमस्ते 你好")\t\u0001\u001b[0m', list: ['𝔸'] }, 'body'),
    ).toBeUndefined();
  });

  it('names the field of a NUL, a lone surrogate (high or low) or a bad key', () => {
    expect(findInvalidText({ a: { code: 'x\u0000y' } }, 'body')).toEqual({
      field: 'a.code',
      message: NUL_MESSAGE,
    });
    expect(findInvalidText({ ids: ['ok', 'x\ud800'] }, 'body')).toEqual({
      field: 'ids.1',
      message: SURROGATE_MESSAGE,
    });
    expect(findInvalidText('\udc00x', 'body')).toEqual({ field: 'body', message: SURROGATE_MESSAGE });
    expect(findInvalidText({ 'k\u0000': 1 }, 'body')).toEqual({ field: 'body', message: NUL_MESSAGE });
  });

  it('stops at the depth limit without recursion, however deep the value', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInvalidText(deep, 'body', MAX_BODY_DEPTH)?.message).toBe(TOO_DEEP_MESSAGE);
    expect(findInvalidText([[['ok']]], 'body', MAX_BODY_DEPTH)).toBeUndefined();
  });
});

describe('text-input guard', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    headers = cookieHeaders((await signUp(t.app)).session);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/problems/${problem.slug}/submissions`,
      headers,
      payload: { language: 'python', code },
      remoteAddress: freshIp(),
    });

  it('refuses a code submission holding a NUL with 422 and a message on the code field', async () => {
    const res = await submit('print(1)\u0000');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      error: { code: 422, message: 'Validation failed.', fields: { code: NUL_MESSAGE } },
    });
  });

  it('refuses a lone surrogate in a JSON text field with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/problems/${problem.slug}/suggest_edit`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"section":"statement","suggestion":"typo \\ud800 here"}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ suggestion: SURROGATE_MESSAGE });
  });

  it('still takes code with emoji and other scripts', async () => {
    const res = await submit('print("🥷 नमस्ते")  # ✓');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.submission.code).toBe('print("🥷 नमस्ते")  # ✓');
  });

  it('refuses a NUL in a path or query parameter with 422 in the envelope', async () => {
    const inPath = await t.app.inject({ url: '/api/v1/problems/sum%00', remoteAddress: freshIp() });
    expect(inPath.statusCode).toBe(422);
    expect(inPath.json().error.fields).toEqual({ slug: NUL_MESSAGE });
    const inQuery = await t.app.inject({ url: '/api/v1/problems?search=a%00b', remoteAddress: freshIp() });
    expect(inQuery.statusCode).toBe(422);
    expect(inQuery.json().error.fields).toEqual({ search: NUL_MESSAGE });
  });

  it('refuses a body nested deeper than any schema with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/user_logs',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"new_user":false,"utm":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json().error.fields)).toEqual([TOO_DEEP_MESSAGE]);
  });

  it('answers a page URL holding a NUL with the not-found page', async () => {
    const res = await t.app.inject({ url: `/problems/${problem.slug}%00` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('refuses a Host header that names no host with 400, and ignores a cookie holding a NUL', async () => {
    const badHost = await t.app.inject({ url: '/api/v1/problems', headers: { host: 'a..b:99999' } });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.json()).toEqual({ status: 400, error: { code: 400, message: BAD_HOST_MESSAGE } });
    const badCookie = await t.app.inject({
      url: '/api/v2/users/login_status',
      headers: { cookie: 'ninja_auth_token=a%00b' },
    });
    expect(badCookie.statusCode).toBe(200);
  });
});
