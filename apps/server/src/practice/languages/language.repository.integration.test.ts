import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, testDriver, type TestDb } from '../../test/test-db.ts';
import { createLanguageRepository, type LanguageRepository } from './language.repository.ts';

describe(`language.repository (${testDriver()})`, () => {
  let testDb: TestDb;
  let repo: LanguageRepository;

  beforeAll(async () => {
    testDb = await createTestDb();
    repo = createLanguageRepository(testDb.db);
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await testDb.db.execute(sql`delete from languages`);
  });

  const row = (key: string, name: string, sortOrder: number) => ({
    key,
    name,
    extension: key,
    editorMode: key,
    sortOrder,
  });

  it('inserts rows and lists them in sort order', async () => {
    expect(await repo.insert([row('ruby', 'Ruby', 20), row('c', 'C', 10), row('cpp', 'C++', 15)])).toBe(3);
    expect((await repo.list()).map((r) => r.key)).toEqual(['c', 'cpp', 'ruby']);
    expect(await repo.count()).toBe(3);
  });

  it('filters by key or name, case-insensitively, treating % and _ literally', async () => {
    await repo.insert([row('javascript', 'JavaScript', 10), row('java', 'Java', 20), row('php', 'PHP', 30)]);
    expect((await repo.list({ q: 'JAVA' })).map((r) => r.key)).toEqual(['javascript', 'java']);
    expect((await repo.list({ q: 'ph' })).map((r) => r.key)).toEqual(['php']);
    expect(await repo.list({ q: '%' })).toEqual([]);
    expect(await repo.list({ q: '_' })).toEqual([]);
  });

  it('finds one row by key, undefined when absent', async () => {
    await repo.insert([row('r', 'R', 10)]);
    expect((await repo.findByKey('r'))?.name).toBe('R');
    expect(await repo.findByKey('cobol')).toBeUndefined();
  });

  it('updates fields and moves updated_at forward', async () => {
    await repo.insert([row('kotlin', 'Kotlin', 10)]);
    const before = await repo.findByKey('kotlin');
    expect(await repo.update('kotlin', { name: 'Kotlin/JVM' })).toBe(true);
    const after = await repo.findByKey('kotlin');
    expect(after?.name).toBe('Kotlin/JVM');
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect(await repo.update('cobol', { name: 'COBOL' })).toBe(false);
  });

  it('rejects a duplicate key', async () => {
    await repo.insert([row('c', 'C', 10)]);
    await expect(repo.insert([row('c', 'C again', 20)])).rejects.toThrow();
  });
});
