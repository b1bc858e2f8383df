import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { problemCompanies, problemPackages, problems } from '../../../db/schema/practice.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { importCatalogue, type ImportReport } from './catalogue-importer.ts';
import { readListsFile } from './lists-file.ts';
import { CONTENT_DIR } from './start-import.ts';

const folders = (dir: string) =>
  readdirSync(path.join(CONTENT_DIR, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

// The whole content/ folder, as the server imports it at start.
describe('importing the whole catalogue', () => {
  let testDb: TestDb;
  let first: ImportReport;
  beforeAll(async () => {
    testDb = await createTestDb();
    first = await importCatalogue(testDb.db, CONTENT_DIR);
  }, 180_000);
  afterAll(async () => {
    await testDb.close();
  });

  it('imports every package and item without an issue', async () => {
    expect(first.issues).toEqual([]);
    const packages = folders('problems');
    const items = folders('items');
    expect(packages.length).toBeGreaterThanOrEqual(45);
    expect(items.length).toBeGreaterThanOrEqual(22);
    expect(first.inserted).toHaveLength(packages.length + items.length);
    expect(first.packagesStored).toBe(packages.length);

    const rows = await testDb.db.select().from(problems).orderBy(asc(problems.position));
    const byType = (type: string) => rows.filter((r) => r.problemType === type);
    const dataScience = [...byType('DATASCIENCE'), ...byType('MACHINE_LEARNING')];
    const frontend = [...byType('FRONTEND'), ...byType('REACT')];
    expect(byType('CODE')).toHaveLength(
      packages.length - byType('SQL').length - dataScience.length - frontend.length,
    );
    expect(dataScience.length).toBeGreaterThanOrEqual(6);
    expect(frontend.length).toBeGreaterThanOrEqual(8);
    expect(byType('SQL').length).toBeGreaterThanOrEqual(18);
    expect(byType('CODE').length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((r) => r.item !== null)).toHaveLength(items.length);
    expect(await testDb.db.select({ sha: problemPackages.sha256 }).from(problemPackages)).toHaveLength(
      packages.length,
    );
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
  });

  it('gives every CODE problem what the classroom shows', async () => {
    const rows = await testDb.db.select().from(problems);
    for (const row of rows.filter((r) => r.problemType === 'CODE')) {
      const where = row.slug;
      expect(row.statement.length, where).toBeGreaterThan(200);
      expect(row.editorial.length, where).toBeGreaterThan(100);
      expect(row.samples.length, where).toBeGreaterThanOrEqual(2);
      expect(row.hints.length, where).toBeGreaterThan(0);
      expect(
        row.hints.every((h) => typeof h === 'string'),
        where,
      ).toBe(true);
      expect(row.testCount, where).toBeGreaterThanOrEqual(12);
      expect(Object.keys(row.scaffolds), where).toEqual(
        expect.arrayContaining(['cpp', 'java', 'python', 'javascript']),
      );
      expect(row.solutions.map((s) => s.language).sort(), where).toEqual(
        expect.arrayContaining(['cpp', 'java', 'python']),
      );
      expect(row.timeLimitS, where).toBeGreaterThan(0);
      expect(row.packageSha, where).toMatch(/^[0-9a-f]{64}$/);
    }
    for (const row of rows.filter((r) => ['DATASCIENCE', 'MACHINE_LEARNING'].includes(r.problemType))) {
      expect(row.languages, row.slug).toEqual(['python']);
      expect(Object.keys(row.scaffolds), row.slug).toEqual(['python']);
      expect(
        row.solutions.map((s) => s.language),
        row.slug,
      ).toEqual(['python']);
      expect(row.samples[0]?.input, row.slug).toMatch(/^[a-z_]+(,[a-z_]+)*\n/);
    }
    for (const row of rows.filter((r) => r.problemType === 'SQL')) {
      expect(row.languages, row.slug).toContain('psql');
      expect(row.solutions.length, row.slug).toBeGreaterThan(0);
    }
    // Front-end problems: one language, the starter files as its scaffold and the reference files as the solution.
    for (const row of rows.filter((r) => r.problemType === 'FRONTEND' || r.problemType === 'REACT')) {
      const language = row.problemType === 'REACT' ? 'react' : 'frontend';
      expect(row.languages, row.slug).toEqual([language]);
      expect(Object.keys(JSON.parse(row.scaffolds[language]!) as object), row.slug).toContain('index.html');
      expect(
        row.solutions.map((s) => s.language),
        row.slug,
      ).toEqual([language]);
      expect(row.testCount, row.slug).toBeGreaterThanOrEqual(4);
      expect(row.packageSha, row.slug).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('fills every topic ladder of lists.yaml with the problems of its topic, easy to hard', async () => {
    const ladders = (await readListsFile(path.join(CONTENT_DIR, 'lists.yaml'))).filter((l) => l.topic);
    expect(ladders.length).toBeGreaterThanOrEqual(15);
    const rank = { EASY: 0, MEDIUM: 1, HARD: 2 } as Record<string, number>;
    for (const ladder of ladders) {
      const result = await testDb.db.execute(sql`
        select p.slug, p.difficulty, p.problem_type,
               exists (select 1 from problem_topics pt join topics t on t.id = pt.topic_id
                       where pt.problem_id = p.id and t.slug = ${ladder.topic}) as has_topic
        from problem_list_items li join problem_lists l on l.id = li.list_id join problems p on p.id = li.problem_id
        where l.slug = ${ladder.slug} order by li.position`);
      const rows = (
        result as unknown as {
          rows: Array<{ slug: string; difficulty: string; problem_type: string; has_topic: boolean }>;
        }
      ).rows;
      expect(rows.length, ladder.slug).toBeGreaterThanOrEqual(3);
      expect(
        rows.every((r) => r.has_topic && ['CODE', 'SQL'].includes(r.problem_type)),
        ladder.slug,
      ).toBe(true);
      const ranks = rows.map((r) => rank[r.difficulty]!);
      expect(ranks, ladder.slug).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  // Company tags say "asked at X": a claim only an operator can make about their own content. Ours makes none.
  it('ships no company tags', async () => {
    expect(await testDb.db.select().from(problemCompanies)).toEqual([]);
  });

  it('changes nothing on a second import (same ids, no writes)', async () => {
    const before = await testDb.db
      .select({ id: problems.id, slug: problems.slug, updatedAt: problems.updatedAt })
      .from(problems)
      .orderBy(asc(problems.id));
    const second = await importCatalogue(testDb.db, CONTENT_DIR);
    expect(second).toMatchObject({
      inserted: [],
      updated: [],
      packagesStored: 0,
      listChanges: 0,
      issues: [],
    });
    expect(second.unchanged).toBe(before.length);
    const after = await testDb.db
      .select({ id: problems.id, slug: problems.slug, updatedAt: problems.updatedAt })
      .from(problems)
      .orderBy(asc(problems.id));
    expect(after).toEqual(before);
  });
});
