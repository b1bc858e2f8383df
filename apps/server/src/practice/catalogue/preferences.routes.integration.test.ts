import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp } from './catalogue.test-support.ts';

describe('POST /api/v1/users/default_language and /api/v1/users/preferences', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    session = (await signUp(t.app)).session;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, headers = cookieHeaders(session)) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('stores the default language and the autocomplete switch independently', async () => {
    expect((await post('/api/v1/users/preferences', { autocomplete: false })).json()).toEqual({
      status: 200,
      data: { default_language: null, autocomplete: false },
    });
    expect((await post('/api/v1/users/default_language', { language: 'java' })).json().data).toEqual({
      default_language: 'java',
      autocomplete: false,
    });
    expect(
      (await post('/api/v1/users/default_language', { language: 'psql' })).json().data.default_language,
    ).toBe('psql');
    const detail = await t.app.inject({
      url: '/api/v1/problems/anagram-shelves',
      headers: cookieHeaders(session),
    });
    expect(detail.json().data).toMatchObject({
      user_default_language: 'psql',
      autocomplete: false,
      default_language_unavailable: true,
    });
  });

  it('rejects unknown languages and bad bodies with 422, anonymous callers with 401', async () => {
    const unknown = await post('/api/v1/users/default_language', { language: 'cobol' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ language: "Unknown language 'cobol'." });
    const empty = await post('/api/v1/users/default_language', { language: ' ' });
    expect(empty.json().error.fields).toEqual({ language: 'Choose a language.' });
    expect((await post('/api/v1/users/preferences', { autocomplete: 'no' })).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/preferences',
      payload: { autocomplete: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
