/**
 * scripts/build-native.sh compiles only when the C sources (or the script, or the compiler) changed: the set-up runs
 * it at every `npm start`. Built from a copy of the package's native/ and scripts/ so the test can change a source.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..', '..');
const canCompile = (() => {
  try {
    execFileSync('gcc', ['--version'], { stdio: 'ignore' });
  } catch {
    return false;
  }
  return existsSync('/usr/include/seccomp.h');
})();

describe.skipIf(!canCompile && !process.env.CI)('build-native.sh', () => {
  const copy = mkdtempSync(join(tmpdir(), 'katana-native-'));
  cpSync(join(packageDir, 'native'), join(copy, 'native'), {
    recursive: true,
    filter: (src) => !src.includes('/native/build'),
  });
  mkdirSync(join(copy, 'scripts'));
  cpSync(join(packageDir, 'scripts', 'build-native.sh'), join(copy, 'scripts', 'build-native.sh'));
  const out = join(copy, 'out');
  const build = (...args: string[]) =>
    execFileSync('/bin/sh', [join(copy, 'scripts', 'build-native.sh'), ...args], {
      env: { ...process.env, KATANA_NATIVE_DIR: out },
      encoding: 'utf8',
    });
  const inode = () => statSync(join(out, 'katana-spawner')).ino;
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('builds once, then leaves the helpers alone until a source changes', () => {
    expect(build()).toContain('built ');
    const first = inode();

    expect(build()).toContain('up to date');
    expect(inode()).toBe(first); // not compiled and renamed into place again

    appendFileSync(join(copy, 'native', 'spawner.c'), '\n/* changed */\n');
    expect(build()).toContain('built ');
    expect(inode()).not.toBe(first);

    const second = inode();
    expect(build('--force')).toContain('built ');
    expect(inode()).not.toBe(second);
  });
});
