import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { createTestDb, testDriver, type TestDb } from '../../test/test-db.ts';
import { createLanguageRepository } from './language.repository.ts';
import { seedAll } from './language-seed.service.ts';

describe(`seed.service (${testDriver()})`, () => {
  let testDb: TestDb;
  let repos: { languages: ReturnType<typeof createLanguageRepository> };

  beforeAll(async () => {
    testDb = await createTestDb();
    repos = { languages: createLanguageRepository(testDb.db) };
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('seeds the 12 compiler languages in the spec order', async () => {
    const first = await seedAll(testDb.db);
    expect(first.languages).toEqual({ inserted: 12, updated: 0, unchanged: 0 });
    const rows = await repos.languages.list();
    expect(rows.map((r) => r.key)).toEqual([...COMPILER_LANGUAGES]);
    expect(rows.find((r) => r.key === 'cpp')).toMatchObject({
      name: 'C++',
      extension: 'cpp',
      editorMode: 'cpp',
    });
    expect(rows.find((r) => r.key === 'psql')).toMatchObject({ name: 'PostgreSQL', extension: 'sql' });
  });

  it('changes nothing when run a second time', async () => {
    const before = await repos.languages.list();
    const second = await seedAll(testDb.db);
    expect(second.languages).toEqual({ inserted: 0, updated: 0, unchanged: 12 });
    const after = await repos.languages.list();
    expect(after).toHaveLength(12);
    expect(after.map((r) => [r.key, r.updatedAt.toISOString()])).toEqual(
      before.map((r) => [r.key, r.updatedAt.toISOString()]),
    );
  });

  it('repairs a row edited by hand and restores a deleted one', async () => {
    await repos.languages.update('ruby', { name: 'Rubyy' });
    const third = await seedAll(testDb.db);
    expect(third.languages).toEqual({ inserted: 0, updated: 1, unchanged: 11 });
    expect((await repos.languages.findByKey('ruby'))?.name).toBe('Ruby');
  });
});
