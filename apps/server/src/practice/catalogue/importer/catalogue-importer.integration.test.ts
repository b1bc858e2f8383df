import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadPackage } from '@katana/judge';
import { problemPackages, problems } from '../../../db/schema/practice.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { REPO_ROOT } from '../../../plugins/app/repo-root.ts';
import { importCatalogue } from './catalogue-importer.ts';
import { importSources } from './import-command.ts';
import { zipFolderFiles } from './package-zip.ts';
import { readFolderFiles } from './package-files.ts';

const CONTENT = path.join(REPO_ROOT, 'content');

/** A small content folder: one CODE and one SQL package, a choice item and a NOTE, and lists.yaml. */
function fixtureContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'katana-content-'));
  for (const slug of ['anagram-shelves', 'late-ferry-sailings'])
    cpSync(path.join(CONTENT, 'problems', slug), path.join(dir, 'problems', slug), { recursive: true });
  for (const slug of ['stack-pop-sequence', 'hashing-in-practice'])
    cpSync(path.join(CONTENT, 'items', slug), path.join(dir, 'items', slug), { recursive: true });
  cpSync(path.join(CONTENT, 'lists.yaml'), path.join(dir, 'lists.yaml'));
  // An operator's own company tag (the shipped catalogue names none).
  appendFileSync(
    path.join(dir, 'problems', 'anagram-shelves', 'katana.yaml'),
    'companies: [Inkwell Press]\n',
  );
  return dir;
}

describe('catalogue importer', () => {
  let testDb: TestDb;
  let content: string;
  beforeAll(async () => {
    testDb = await createTestDb();
    content = fixtureContent();
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(content, { recursive: true, force: true });
  });

  const rows = () =>
    testDb.db
      .select({
        id: problems.id,
        slug: problems.slug,
        updatedAt: problems.updatedAt,
        hash: problems.contentHash,
      })
      .from(problems)
      .orderBy(problems.slug);

  it('imports packages and items, then a second import changes nothing (same ids, no writes)', async () => {
    const first = await importCatalogue(testDb.db, content);
    expect(first.issues).toEqual([]);
    expect([...first.inserted].sort()).toEqual([
      'anagram-shelves',
      'hashing-in-practice',
      'late-ferry-sailings',
      'stack-pop-sequence',
    ]);
    expect(first.packagesStored).toBe(2);
    const before = await rows();

    const second = await importCatalogue(testDb.db, content);
    expect(second).toMatchObject({
      inserted: [],
      updated: [],
      unchanged: 4,
      packagesStored: 0,
      listChanges: 0,
    });
    expect(await rows()).toEqual(before);
  });

  it('maps a CODE package: statement, samples, limits, scaffolds first, accepted solutions, tags and lists', async () => {
    const [row] = await testDb.db.select().from(problems).where(eq(problems.slug, 'anagram-shelves'));
    expect(row).toMatchObject({
      name: 'Anagram Shelves',
      uuid: '531404a0-08e4-477e-9282-6ba47f68ae15',
      problemType: 'CODE',
      difficulty: 'MEDIUM',
      maxScore: 80,
      timeLimitS: 1,
      memoryLimitMb: 256,
      defaultLanguage: 'cpp',
      item: null,
    });
    expect(row!.statement).toContain('## Input');
    expect(row!.editorial.length).toBeGreaterThan(100);
    expect(row!.hints).toHaveLength(3);
    expect(row!.samples[0]!.input).toBe(
      readFileSync(path.join(content, 'problems/anagram-shelves/data/sample/01.in'), 'utf8'),
    );
    expect(row!.languages.slice(0, 4)).toEqual(['cpp', 'java', 'python', 'javascript']);
    expect(row!.languages).toEqual(expect.arrayContaining(['c', 'ruby', 'kotlin', 'php']));
    expect(Object.keys(row!.scaffolds).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(row!.solutions.map((s) => s.language)).toEqual(['cpp', 'java', 'python']);
    // Samples and secret tests are all judged on submit.
    expect(row!.testCount).toBe(15);

    const tags = await testDb.db.execute(sql`
      select (select array_agg(t.slug order by t.slug) from problem_topics pt join topics t on t.id = pt.topic_id
              where pt.problem_id = ${row!.id}) as topics,
             (select array_agg(c.name) from problem_companies pc join companies c on c.id = pc.company_id
              where pc.problem_id = ${row!.id}) as companies`);
    expect((tags as unknown as { rows: unknown[] }).rows[0]).toEqual({
      topics: ['hashing', 'strings'],
      companies: ['Inkwell Press'],
    });
  });

  it('maps a SQL package (dialects, reference queries per dialect) and items (full item kept server side)', async () => {
    const [sqlRow] = await testDb.db.select().from(problems).where(eq(problems.slug, 'late-ferry-sailings'));
    expect(sqlRow).toMatchObject({
      problemType: 'SQL',
      languages: ['psql', 'mysql'],
      defaultLanguage: 'psql',
      sqlSettings: { ordered: true, column_names: 'case-insensitive', dialects: ['psql', 'mysql'] },
    });
    expect(sqlRow!.solutions.map((s) => s.language)).toEqual(['psql', 'mysql']);
    expect(sqlRow!.solutions[1]!.code).toBe(
      readFileSync(
        path.join(content, 'problems/late-ferry-sailings/submissions/accepted/solution.mysql.sql'),
        'utf8',
      ),
    );
    expect(Object.keys(sqlRow!.scaffolds).sort()).toEqual(['mysql', 'psql']);

    const [item] = await testDb.db.select().from(problems).where(eq(problems.slug, 'stack-pop-sequence'));
    expect(item).toMatchObject({ problemType: 'SINGLE_CHOICE', packageSha: null, languages: [] });
    expect(item!.item).toMatchObject({ rightAnswers: expect.any(Array), solutionDesc: expect.any(String) });
    const [note] = await testDb.db.select().from(problems).where(eq(problems.slug, 'hashing-in-practice'));
    expect(note).toMatchObject({ problemType: 'NOTE', statement: '', maxScore: 0 });
  });

  it('stores each package as a zip that @katana/judge loadPackage reads back', async () => {
    const [row] = await testDb.db
      .select({ sha: problems.packageSha })
      .from(problems)
      .where(eq(problems.slug, 'anagram-shelves'));
    const [pkgRow] = await testDb.db
      .select()
      .from(problemPackages)
      .where(eq(problemPackages.sha256, row!.sha!));
    expect(pkgRow!.byteSize).toBe(pkgRow!.archive.length);
    const dir = mkdtempSync(path.join(tmpdir(), 'katana-zip-'));
    try {
      const file = path.join(dir, 'anagram-shelves.zip');
      writeFileSync(file, pkgRow!.archive);
      const { pkg, dispose } = await loadPackage(file);
      try {
        expect(pkg.testCases).toHaveLength(15);
        expect(pkg.submissions.filter((s) => s.expected === 'accepted')).toHaveLength(3);
        expect(pkg.metadata.name.en).toBe('Anagram Shelves');
      } finally {
        await dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('updates a changed problem in place (same id, counters kept) and keeps a removed one', async () => {
    const [before] = await testDb.db.select().from(problems).where(eq(problems.slug, 'anagram-shelves'));
    await testDb.db
      .update(problems)
      .set({ submissionCount: 7, upvoteCount: 3 })
      .where(eq(problems.id, before!.id));
    appendFileSync(
      path.join(content, 'problems/anagram-shelves/statement/problem.en.md'),
      '\nOne more line.\n',
    );
    rmSync(path.join(content, 'items/stack-pop-sequence'), { recursive: true });

    const report = await importCatalogue(testDb.db, content);
    expect(report).toMatchObject({
      inserted: [],
      updated: ['anagram-shelves'],
      unchanged: 2,
      packagesStored: 1,
    });
    const [after] = await testDb.db.select().from(problems).where(eq(problems.slug, 'anagram-shelves'));
    expect(after).toMatchObject({ id: before!.id, submissionCount: 7, upvoteCount: 3 });
    expect(after!.statement.endsWith('One more line.\n')).toBe(true);
    expect(after!.packageSha).not.toBe(before!.packageSha);
    expect((await rows()).map((r) => r.slug)).toContain('stack-pop-sequence');
  });

  it('reports a malformed package and still imports the others', async () => {
    const broken = path.join(content, 'problems', 'broken-one');
    cpSync(path.join(content, 'problems', 'anagram-shelves'), broken, { recursive: true });
    writeFileSync(path.join(broken, 'katana.yaml'), 'slug: broken-one\ndifficulty: IMPOSSIBLE\n');
    try {
      const report = await importCatalogue(testDb.db, content);
      expect(report.issues).toEqual([
        {
          source: 'content/problems/broken-one',
          reason: expect.stringContaining("katana.yaml: 'difficulty'"),
        },
      ]);
      expect(report.unchanged).toBe(3);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('imports a package zip through `katana problem import` (slug from the archive name without katana.yaml)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'katana-zip-'));
    try {
      const pkgDir = path.join(dir, 'plain');
      cpSync(path.join(content, 'problems', 'anagram-shelves'), pkgDir, { recursive: true });
      rmSync(path.join(pkgDir, 'katana.yaml'));
      const zip = path.join(dir, 'Shelf Sorter.zip');
      writeFileSync(zip, await zipFolderFiles(await readFolderFiles(pkgDir)));

      const outcome = await importSources(testDb.db, [zip, path.join(dir, 'nothing-here')]);
      expect(outcome.report.inserted).toEqual(['shelf-sorter']);
      expect(outcome.unreadable).toEqual([
        { source: path.join(dir, 'nothing-here'), reason: expect.any(String) },
      ]);
      const [row] = await testDb.db.select().from(problems).where(eq(problems.slug, 'shelf-sorter'));
      expect(row).toMatchObject({
        difficulty: 'MEDIUM',
        maxScore: 80,
        problemType: 'CODE',
        source: 'Shelf Sorter.zip',
      });

      const again = await importSources(testDb.db, [zip]);
      expect(again.report).toMatchObject({ inserted: [], updated: [], unchanged: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the topic ladders in step with the problems, items left out, and writes nothing when nothing changed', async () => {
    const members = async (list: string) => {
      const result = await testDb.db.execute(sql`
        select p.slug from problem_list_items li
        join problem_lists l on l.id = li.list_id join problems p on p.id = li.problem_id
        where l.slug = ${list} order by li.position`);
      return (result as unknown as { rows: Array<{ slug: string }> }).rows.map((r) => r.slug);
    };
    expect(await members('ladder-strings')).toEqual(['anagram-shelves']);
    expect(await members('ladder-sql')).toEqual(['late-ferry-sailings']);
    // hashing-in-practice is a NOTE on hashing: a ladder holds CODE and SQL problems only.
    expect(await members('ladder-hashing')).toEqual(['anagram-shelves']);

    const katanaYaml = path.join(content, 'problems/anagram-shelves/katana.yaml');
    const original = readFileSync(katanaYaml, 'utf8');
    writeFileSync(katanaYaml, original.replace(/^topics: .*$/m, 'topics: [hashing, sorting-searching]'));
    const report = await importCatalogue(testDb.db, content);
    expect(report.updated).toEqual(['anagram-shelves']);
    expect(report.listChanges).toBeGreaterThan(0);
    expect(await members('ladder-strings')).toEqual([]);
    expect(await members('ladder-hashing')).toEqual(['anagram-shelves']);
    expect(await members('ladder-sorting-searching')).toEqual(['anagram-shelves']);

    expect(await importCatalogue(testDb.db, content)).toMatchObject({ updated: [], listChanges: 0 });
  });
});
