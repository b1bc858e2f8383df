import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageError } from '../package/package-error.ts';
import { readPackageDir } from '../package/read-package.ts';
import { checkFrontendFiles } from './frontend-package.ts';

const BASE: Record<string, string> = {
  'problem.yaml':
    'problem_format_version: 2023-07-draft\nname: Tiny Page\nuuid: 00000000-0000-4000-8000-00000000f00d\ntype: pass-fail\nlimits:\n  time_limit: 3\n  memory: 1024\n',
  'katana.yaml': 'type: FRONTEND\nfiles: [index.html, script.js]\n',
  'statement/problem.en.md': '# Tiny Page\n',
  'starter/index.html': '<!doctype html><p id="x"></p><script src="script.js"></script>',
  'starter/script.js': '// write here\n',
  'tests/tests.mjs': "export default [{ name: 'x', async run() {} }];\n",
  'submissions/accepted/full/script.js': "document.getElementById('x').textContent = 'hi';\n",
};

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

async function write(files: Record<string, string | null>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-fepkg-'));
  dirs.push(dir);
  const root = path.join(dir, 'tiny-page');
  for (const [rel, text] of Object.entries({ ...BASE, ...files })) {
    if (text === null) continue;
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  return root;
}

describe('front-end packages', () => {
  it('reads the files, the entry, the starter and the submissions folder', async () => {
    const pkg = await readPackageDir(await write({}));
    expect(pkg.frontend).toMatchObject({
      kind: 'FRONTEND',
      files: ['index.html', 'script.js'],
      entry: 'index.html',
    });
    expect(pkg.frontend?.starter['script.js']).toBe('// write here\n');
    expect(pkg.submissions.map((s) => [s.name, s.program.kind])).toEqual([['accepted/full', 'directory']]);
    expect(pkg.testCases).toEqual([]);
  });

  it('names the missing piece of a broken package', async () => {
    await expect(readPackageDir(await write({ 'tests/tests.mjs': null }))).rejects.toThrow(PackageError);
    await expect(readPackageDir(await write({ 'starter/script.js': null }))).rejects.toThrow(
      /starter\/script\.js/,
    );
    await expect(
      readPackageDir(await write({ 'katana.yaml': 'type: REACT\nfiles: [index.html, App.jsx]\n' })),
    ).rejects.toThrow(/bundle entry 'main\.jsx'/);
    await expect(
      readPackageDir(await write({ 'katana.yaml': 'type: FRONTEND\nfiles: [index.html, ../x.js]\n' })),
    ).rejects.toThrow(/not an allowed/);
  });

  it('accepts only the problem’s own file names within the size cap', async () => {
    const part = (await readPackageDir(await write({}))).frontend!;
    expect(checkFrontendFiles(part, { 'script.js': 'x' })).toBeNull();
    expect(checkFrontendFiles(part, {})).toMatch(/no files/);
    expect(checkFrontendFiles(part, { 'other.js': 'x' })).toMatch(/not one of this problem's files/);
    expect(checkFrontendFiles(part, { 'bundle.js': 'x' })).toMatch(/not an allowed/);
    expect(checkFrontendFiles(part, { 'script.js': 'x'.repeat(20_000) })).toMatch(/longer than/);
  });
});
