import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageError } from './package-error.ts';
import { loadPackage, readPackageDir } from './read-package.ts';
import { flattenCases } from './test-data.ts';
import { buildZip, type ZipEntryInput } from './zip-writer.test-support.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test-fixtures/packages');
const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempCopy(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-pkg-test-'));
  temps.push(dir);
  const target = path.join(dir, name);
  await cp(path.join(FIXTURES, name), target, { recursive: true });
  return target;
}

async function zipOf(dir: string, prefix: string): Promise<ZipEntryInput[]> {
  const entries: ZipEntryInput[] = [{ name: `${prefix}/` }];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) entries.push(...(await zipOf(abs, `${prefix}/${entry.name}`)));
    else
      entries.push({
        name: `${prefix}/${entry.name}`,
        data: await readFile(abs),
        mode: 0o100000 | ((await stat(abs)).mode & 0o777),
      });
  }
  return entries;
}

async function expectPackageError(promise: Promise<unknown>, file: string, reason: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PackageError);
  expect((error as PackageError).file).toBe(file);
  expect((error as PackageError).reason).toMatch(reason);
}

describe('readPackageDir: legacy layout', () => {
  it('reads sumtwo: name from \\problemname, time limit from .timelimit, limits, samples then secret in order', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'sumtwo'));
    expect(pkg.metadata.formatVersion).toBe('legacy');
    expect(pkg.metadata.name).toEqual({ en: 'Sum of Two' });
    expect(pkg.limits).toMatchObject({ timeLimitS: 2, timeLimitSource: '.timelimit', memoryMb: 256 });
    expect(pkg.limits.timeMultipliers.acToTimeLimit).toBe(3);
    expect(pkg.statements).toEqual([
      { language: 'en', format: 'tex', path: path.join(FIXTURES, 'sumtwo/problem_statement/problem.en.tex') },
    ]);
    expect(pkg.testCases.map((c) => c.name)).toEqual([
      'sample/1',
      'sample/2',
      'secret/01-large',
      'secret/02-negative',
      'secret/03-zero',
      'secret/04-small',
    ]);
    expect(pkg.outputValidator).toBeNull();
    expect(pkg.metadata.validation).toBe('default');
  });

  it('lists submissions with their expected folder and language (go is a format language we do not run)', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'sumtwo'));
    expect(
      pkg.submissions.map((s) => [s.name, s.expected, s.program.language, s.program.unsupportedLanguage]),
    ).toEqual([
      ['accepted/Sum.java', 'accepted', 'java', null],
      ['accepted/sum.cpp', 'accepted', 'cpp', null],
      ['accepted/sum.go', 'accepted', null, 'go'],
      ['accepted/sum.py', 'accepted', 'python', null],
      ['run_time_error/no_input_check.py', 'run_time_error', 'python', null],
      ['time_limit_exceeded/count_up.py', 'time_limit_exceeded', 'python', null],
      ['wrong_answer/int32_overflow.cpp', 'wrong_answer', 'cpp', null],
    ]);
  });

  it('reads a custom validator from output_validators/<name>/ (splitsum)', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'splitsum'));
    expect(pkg.metadata.validation).toBe('custom');
    expect(pkg.outputValidator).toMatchObject({
      name: 'split_checker',
      kind: 'directory',
      language: 'cpp',
      files: ['split_checker.cpp'],
    });
    expect(pkg.metadata.name.en).toBe('Split the Sum');
  });
});

describe('readPackageDir: 2023-07 draft layout', () => {
  it('reads circlearea: statement/ markdown, time_limit, float flags inherited from data/testdata.yaml', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'circlearea'));
    expect(pkg.metadata.formatVersion).toBe('2023-07-draft');
    expect(pkg.metadata.uuid).toBe('5f0d2c1e-8a44-4f4e-9d59-3c1b7a2e6c01');
    expect(pkg.limits).toMatchObject({
      timeLimitS: 1,
      timeLimitSource: 'problem.yaml',
      timeMultipliers: { acToTimeLimit: 2, timeLimitToTle: 1.5 },
    });
    expect(pkg.statements[0]).toMatchObject({ language: 'en', format: 'md' });
    for (const c of pkg.testCases) expect(c.validatorFlags).toEqual(['float_tolerance', '1e-6']);
    expect(pkg.warnings).toEqual([]);
  });

  it('reads an interactive problem with output_validator/ and sample .interaction files', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'guessnumber'));
    expect(pkg.metadata.type.interactive).toBe(true);
    expect(pkg.outputValidator).toMatchObject({
      kind: 'directory',
      language: 'python',
      files: ['validator.py'],
    });
    expect(pkg.sample?.items[0]).toMatchObject({ kind: 'case', case: { name: 'sample/1' } });
    expect(pkg.testCases[0]!.interactionPath).toMatch(/sample\/1\.interaction$/);
  });

  it('reads groups of a scoring problem with their scoring settings', async () => {
    const pkg = await readPackageDir(path.join(FIXTURES, 'trianglesum'));
    expect(pkg.metadata.type.scoring).toBe(true);
    const groups = pkg.secret.items.flatMap((i) =>
      i.kind === 'group' ? [[i.group.name, i.group.settings.scoring?.score]] : [],
    );
    expect(groups).toEqual([
      ['secret/group1-small', 30],
      ['secret/group2-large', 70],
    ]);
    expect(flattenCases(pkg.secret).map((c) => c.name)).toContain('secret/group2-large/03');
  });
});

describe('malformed packages', () => {
  it('names problem.yaml when it is missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-empty-'));
    temps.push(dir);
    await expectPackageError(readPackageDir(dir), 'problem.yaml', /missing/);
  });

  it('names the .in file that has no answer', async () => {
    const dir = await tempCopy('sumtwo');
    await rm(path.join(dir, 'data/secret/03-zero.ans'));
    await expectPackageError(readPackageDir(dir), 'data/secret/03-zero.in', /no answer file 03-zero\.ans/);
  });

  it('rejects a problem.yaml that is not valid YAML or has bad values', async () => {
    const dir = await tempCopy('circlearea');
    await writeFile(path.join(dir, 'problem.yaml'), 'name: [unclosed\n');
    await expectPackageError(readPackageDir(dir), 'problem.yaml', /invalid YAML/);
    await writeFile(
      path.join(dir, 'problem.yaml'),
      'problem_format_version: 2023-07-draft\nlimits:\n  memory: lots\n',
    );
    await expectPackageError(readPackageDir(dir), 'problem.yaml limits', /'memory' must be a valid number/);
    await writeFile(path.join(dir, 'problem.yaml'), 'problem_format_version: 1999\n');
    await expectPackageError(readPackageDir(dir), 'problem.yaml', /unknown problem_format_version/);
  });

  it('rejects custom validation without a validator, and an empty secret folder', async () => {
    const dir = await tempCopy('splitsum');
    await rm(path.join(dir, 'output_validators'), { recursive: true });
    await expectPackageError(readPackageDir(dir), 'problem.yaml', /output_validators\//);
    const empty = await tempCopy('sumtwo');
    await rm(path.join(empty, 'data/secret'), { recursive: true });
    await expectPackageError(readPackageDir(empty), 'data/secret/', /missing/);
  });

  it('rejects a bad testdata.yaml value, naming the file', async () => {
    const dir = await tempCopy('trianglesum');
    await writeFile(
      path.join(dir, 'data/secret/group1-small/testdata.yaml'),
      'scoring:\n  aggregation: average\n',
    );
    await expectPackageError(readPackageDir(dir), 'data/secret/group1-small/testdata.yaml', /aggregation/);
  });
});

// Issue #22, gap 4: symbolic links in data/ were silently dropped (a problem was judged on 15 of 18 cases).
describe('symbolic links in the test data', () => {
  it('follows linked cases and linked groups inside the package', async () => {
    const dir = await tempCopy('sumtwo');
    const before = flattenCases((await readPackageDir(dir)).secret).length;
    await symlink('../sample/1.in', path.join(dir, 'data/secret/zz-linked.in'));
    await symlink('../sample/1.ans', path.join(dir, 'data/secret/zz-linked.ans'));
    await mkdir(path.join(dir, 'extra'));
    await writeFile(path.join(dir, 'extra/9.in'), '4 5\n');
    await writeFile(path.join(dir, 'extra/9.ans'), '9\n');
    await symlink('../../extra', path.join(dir, 'data/secret/zz-group'));
    const pkg = await readPackageDir(dir);
    const names = flattenCases(pkg.secret).map((c) => c.name);
    expect(names).toHaveLength(before + 2);
    expect(names).toContain('secret/zz-linked');
    expect(names).toContain('secret/zz-group/9');
    const linked = pkg.testCases.find((c) => c.name === 'secret/zz-linked')!;
    expect(await readFile(linked.inputPath, 'utf8')).toBe(
      await readFile(path.join(dir, 'data/sample/1.in'), 'utf8'),
    );
  });

  it('refuses a link that leaves the package or points nowhere, naming it', async () => {
    const outside = await tempCopy('sumtwo');
    await writeFile(path.join(path.dirname(outside), 'secret.txt'), 'not test data');
    await symlink(path.join(path.dirname(outside), 'secret.txt'), path.join(outside, 'data/secret/zz.in'));
    await expectPackageError(readPackageDir(outside), 'data/secret/zz.in', /leaves the package/);
    await rm(path.join(outside, 'data/secret/zz.in'));
    await symlink('missing.in', path.join(outside, 'data/secret/zz.in'));
    await expectPackageError(readPackageDir(outside), 'data/secret/zz.in', /to nothing/);
  });
});

describe('include/<language>/', () => {
  it('maps the format language folders to ours and warns about one it cannot use', async () => {
    const dir = await tempCopy('pairsum');
    await mkdir(path.join(dir, 'include/haskell'), { recursive: true });
    await writeFile(path.join(dir, 'include/haskell/Lib.hs'), 'module Lib where\n');
    const pkg = await readPackageDir(dir);
    expect(Object.keys(pkg.includes ?? {}).sort()).toEqual(['cpp', 'python']);
    expect(pkg.includes?.python?.map((f) => f.name)).toEqual(['pairlib.py']);
    expect(pkg.warnings).toContain(
      'include/haskell/: not a language this platform runs; its files are not used',
    );
  });
});

describe('loadPackage from a .zip archive', () => {
  it('reads a zipped package with its top folder and cleans up on dispose', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-zip-'));
    temps.push(dir);
    const file = path.join(dir, 'splitsum.zip');
    await writeFile(file, buildZip(await zipOf(path.join(FIXTURES, 'splitsum'), 'splitsum')));
    const { pkg, dispose } = await loadPackage(file);
    expect(pkg.shortName).toBe('splitsum');
    expect(pkg.testCases).toHaveLength(5);
    expect(pkg.outputValidator?.language).toBe('cpp');
    await dispose();
    await expect(stat(pkg.root)).rejects.toThrow();
  });

  it('refuses entries that escape the package and symbolic links', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-zip-'));
    temps.push(dir);
    const slip = path.join(dir, 'slip.zip');
    await writeFile(
      slip,
      buildZip([
        { name: 'problem.yaml', data: 'name: x\n' },
        { name: '../../escaped.txt', data: 'owned' },
      ]),
    );
    // yauzl refuses the name itself; our own check stands behind it.
    await expectPackageError(
      loadPackage(slip),
      'slip.zip',
      /invalid relative path: \.\.\/\.\.\/escaped\.txt/,
    );
    const link = path.join(dir, 'link.zip');
    await writeFile(link, buildZip([{ name: 'data/secret/1.in', data: '/etc/shadow', mode: 0o120777 }]));
    await expectPackageError(loadPackage(link), 'data/secret/1.in', /symbolic link/);
  });

  it('says what is wrong with a file that is neither a folder nor a zip', async () => {
    await expectPackageError(loadPackage('/nonexistent/pkg.zip'), '/nonexistent/pkg.zip', /no such file/);
  });
});
