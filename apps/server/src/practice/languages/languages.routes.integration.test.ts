import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAll } from './language-seed.service.ts';

describe('GET /api/v1/languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedAll(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the 12 seeded languages in order', async () => {
    const res = await t.app.inject({ url: '/api/v1/languages' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.languages.map((l: { key: string }) => l.key)).toEqual([...COMPILER_LANGUAGES]);
    expect(data.languages[1]).toEqual({
      key: 'cpp',
      name: 'C++',
      extension: 'cpp',
      editor_mode: 'cpp',
      sort_order: 20,
    });
  });

  it('filters with q on key or name', async () => {
    const res = await t.app.inject({ url: '/api/v1/languages?q=SQL' });
    expect(res.json().data.languages.map((l: { key: string }) => l.key)).toEqual(['psql', 'mysql']);
  });

  it('rejects an empty or too long q with 422 and the field message', async () => {
    const empty = await t.app.inject({ url: '/api/v1/languages?q=%20' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ q: 'Type at least one character.' });
    const long = await t.app.inject({ url: `/api/v1/languages?q=${'x'.repeat(51)}` });
    expect(long.json().error.fields).toEqual({ q: 'At most 50 characters.' });
  });
});
