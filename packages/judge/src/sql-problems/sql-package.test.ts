import { afterEach, describe, expect, it } from 'vitest';
import { PackageError } from '../package/package-error.ts';
import { readPackageDir } from '../package/read-package.ts';
import { referenceSubmission, submissionDialects } from './sql-submissions.ts';
import { shelfPackage, writePackage, type PackageFiles } from './test-support.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function read(files: PackageFiles) {
  const { root, cleanup } = await writePackage(files);
  cleanups.push(cleanup);
  return readPackageDir(root);
}

describe('reading a SQL problem package', () => {
  it('reads NN.sql setups (samples first, name order) instead of .in/.ans, with the katana.yaml settings', async () => {
    const pkg = await read(
      shelfPackage({ 'data/secret/02-ties.ans': 'id\ttitle\n5\tAtlas\n', 'data/secret/README.txt': 'notes' }),
    );
    expect(pkg.testCases).toEqual([]);
    expect(pkg.sql).toMatchObject({
      ordered: true,
      columnNames: 'case-insensitive',
      dialects: ['psql', 'mysql'],
    });
    expect(pkg.sql!.tests.map((t) => [t.name, t.isSample])).toEqual([
      ['sample/01', true],
      ['secret/01-empty', false],
      ['secret/02-ties', false],
    ]);
    expect(pkg.sql!.tests[0]!.setupPath).toMatch(/data\/sample\/01\.sql$/);
    expect(pkg.sql!.tests[1]!.answerPath).toBeNull();
    expect(pkg.sql!.tests[2]!.answerPath).toMatch(/data\/secret\/02-ties\.ans$/);
    expect(pkg.warnings).toContain('data/secret/README.txt: SQL problems use NN.sql setup scripts; ignored');
  });

  it('leaves packages without katana.yaml type SQL to the code reader (which needs .in/.ans)', async () => {
    const files = shelfPackage({ 'katana.yaml': 'slug: tiny-shelf\ndifficulty: EASY\n' });
    await expect(read(files)).rejects.toThrow(
      new PackageError('data/secret/', 'holds no test case (.in + .ans)'),
    );
  });

  it('names the file and the reason for bad SQL settings and missing setups', async () => {
    await expect(read(shelfPackage({ 'katana.yaml': 'type: SQL\n' }))).rejects.toThrow(
      "katana.yaml: 'ordered' must be true or false for SQL problems",
    );
    await expect(
      read(shelfPackage({ 'katana.yaml': 'type: SQL\nordered: false\ndialects: [oracle]\n' })),
    ).rejects.toThrow("katana.yaml: unknown SQL dialect 'oracle' (psql or mysql)");
    await expect(
      read(shelfPackage({ 'katana.yaml': 'type: SQL\nordered: false\ncolumn_names: loose\n' })),
    ).rejects.toThrow(/'column_names' must be one of case-insensitive, exact, ignore/);
    const files = shelfPackage();
    delete files['data/secret/01-empty.sql'];
    delete files['data/secret/02-ties.sql'];
    files['data/secret/notes.txt'] = 'nothing here';
    await expect(read(files)).rejects.toThrow('data/secret/: holds no SQL setup script (NN.sql)');
  });

  it('judges name.sql in every dialect without a name.<dialect>.sql variant, and picks the reference per dialect', async () => {
    const pkg = await read(shelfPackage());
    const byName = new Map(pkg.submissions.map((s) => [s.name, s]));
    const dialects = (name: string) => submissionDialects(pkg.sql!, byName.get(name)!, pkg.submissions);
    expect(dialects('accepted/solution.sql')).toEqual(['psql']);
    expect(dialects('accepted/solution.mysql.sql')).toEqual(['mysql']);
    expect(dialects('wrong_answer/no-tie-break.psql.sql')).toEqual(['psql']);
    expect(referenceSubmission(pkg, 'psql')?.name).toBe('accepted/solution.sql');
    expect(referenceSubmission(pkg, 'mysql')?.name).toBe('accepted/solution.mysql.sql');

    const psqlOnly = await read(
      shelfPackage({ 'katana.yaml': 'type: SQL\nordered: true\ndialects: [psql]\n' }),
    );
    const mysqlVariant = psqlOnly.submissions.find((s) => s.name === 'accepted/solution.mysql.sql')!;
    expect(submissionDialects(psqlOnly.sql!, mysqlVariant, psqlOnly.submissions)).toEqual([]);
    expect(referenceSubmission(psqlOnly, 'mysql')).toBeNull();
  });
});
