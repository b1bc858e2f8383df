import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox } from '../sandbox/test-support.ts';
import { runJudgeCommand } from './judge-command.ts';
import type { CommandOutput } from './output.ts';
import { runVerifyCommand } from './verify-command.ts';
import { packageContentHash } from '../verify/verified-manifest.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test-fixtures/packages');
const sandbox = createSandbox();
let dir: string;

function collector(): CommandOutput & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'katana-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('katana judge run', () => {
  it('prints usage and exits 2 without --lang or --source, or with a bad limit', async () => {
    for (const argv of [
      ['run', '--source', 'x.py'],
      ['run', '--lang', 'python'],
      ['run', '--lang', 'python', '--source', 'x', '--time-limit', '0'],
      ['walk'],
    ]) {
      const out = collector();
      expect(await runJudgeCommand(argv, out, sandbox)).toBe(2);
      expect(out.stderr.join('\n')).toMatch(/usage: katana judge run/);
    }
  });

  it('exits 2 for a source file that does not exist and for an unknown language', async () => {
    const out = collector();
    expect(
      await runJudgeCommand(
        ['run', '--lang', 'python', '--source', path.join(dir, 'missing.py')],
        out,
        sandbox,
      ),
    ).toBe(2);
    expect(out.stderr[0]).toMatch(/cannot read --source .*ENOENT/);
    await writeFile(path.join(dir, 'a.go'), 'package main\n');
    const unknown = collector();
    expect(
      await runJudgeCommand(['run', '--lang', 'go', '--source', path.join(dir, 'a.go')], unknown, sandbox),
    ).toBe(2);
    expect(unknown.stderr[0]).toBe("unknown language 'go'");
  });

  it('runs a program on an input and prints the JSON result', async () => {
    requireSandbox();
    await writeFile(path.join(dir, 'sum.py'), 'import sys\nprint(sum(map(int, sys.stdin.read().split())))\n');
    await writeFile(path.join(dir, 'in.txt'), '1 2 3\n');
    const out = collector();
    const code = await runJudgeCommand(
      [
        'run',
        '--lang',
        'python',
        '--source',
        path.join(dir, 'sum.py'),
        '--input',
        path.join(dir, 'in.txt'),
        '--time-limit',
        '1',
        '--memory-limit=128',
      ],
      out,
      sandbox,
    );
    expect(code).toBe(0);
    const result = JSON.parse(out.stdout.join('\n'));
    expect(result).toMatchObject({
      verdict: 'CORRECT_ANSWER',
      status: 'MATCH',
      limits: { timeLimitS: 1, memoryLimitMb: 128 },
      run: { stdout: '6\n', exitCode: 0 },
    });
  });

  it('reports a time limit and a compile error as results, not as command failures', async () => {
    requireSandbox();
    await writeFile(path.join(dir, 'spin.c'), 'int main(void) { for (;;) {} }\n');
    const spin = collector();
    expect(
      await runJudgeCommand(
        ['run', '--lang', 'c', '--source', path.join(dir, 'spin.c'), '--time-limit', '0.5'],
        spin,
        sandbox,
      ),
    ).toBe(0);
    expect(JSON.parse(spin.stdout.join('\n'))).toMatchObject({
      verdict: 'TIME_LIMIT_EXCEEDED',
      status: 'TO',
      run: { outcome: 'TIME_LIMIT' },
    });
    await writeFile(path.join(dir, 'broken.c'), 'int main(void) { return }\n');
    const broken = collector();
    expect(
      await runJudgeCommand(['run', '--lang', 'c', '--source', path.join(dir, 'broken.c')], broken, sandbox),
    ).toBe(0);
    const result = JSON.parse(broken.stdout.join('\n'));
    expect(result).toMatchObject({ verdict: 'COMPILATION_ERROR', run: null, compile: { ok: false } });
    expect(result.message).toMatch(/error/);
  });
});

describe('katana problem verify', () => {
  it('exits 2 with usage when no package is given, and for a malformed package', async () => {
    const none = collector();
    expect(await runVerifyCommand([], none, sandbox)).toBe(2);
    expect(none.stderr.join('\n')).toMatch(/usage: katana problem verify/);
    const bad = collector();
    expect(await runVerifyCommand([dir], bad, sandbox)).toBe(2);
    expect(bad.stderr[0]).toMatch(/malformed package: problem\.yaml: missing/);
  });

  it('prints one line per submission and exits 0 for a package that verifies', async () => {
    requireSandbox();
    const out = collector();
    expect(await runVerifyCommand([path.join(FIXTURES, 'circlearea')], out, sandbox)).toBe(0);
    const text = out.stdout.join('\n');
    expect(text).toMatch(/^PASS {2}accepted\/area\.c +c +CORRECT_ANSWER/m);
    expect(text).toMatch(/^PASS {2}wrong_answer\/pi_is_three\.py +python +WRONG_ANSWER/m);
    expect(text).toMatch(/circlearea: OK -- 3 passed, 0 failed, 0 skipped$/m);
  });

  it('prints each submission as soon as it is judged, and says where it stopped early', async () => {
    requireSandbox();
    const lines: Array<{ at: number; line: string }> = [];
    const out: CommandOutput = {
      out: (line) => lines.push({ at: performance.now(), line }),
      err: (line) => lines.push({ at: performance.now(), line }),
    };
    expect(await runVerifyCommand([path.join(FIXTURES, 'manytests')], out, sandbox)).toBe(0);
    const at = (pattern: RegExp) => lines.find((l) => pattern.test(l.line))!;
    const header = at(/^== .*manytests$/);
    const sleeper = at(/^PASS {2}time_limit_exceeded\/sleeps\.py/);
    const summary = at(/manytests: OK -- 3 passed, 0 failed, 0 skipped$/);
    expect(sleeper.line).toMatch(
      /TIME_LIMIT_EXCEEDED .*\(stopped there: 80 more test\(s\) could not change it\)/,
    );
    // The header comes out when the package starts, not with the summary: the sleeping submission alone takes over
    // a second of wall clock in between.
    expect(summary.at - header.at).toBeGreaterThan(1_000);
    expect(lines.map((l) => l.line).indexOf(header.line)).toBe(0);
  }, 300_000);

  it('verifies packages in parallel with --jobs, printing each package as one block in a summary in argument order', async () => {
    requireSandbox();
    const out = collector();
    const packages = ['guessnumber', 'circlearea'].map((name) => path.join(FIXTURES, name));
    expect(await runVerifyCommand([...packages, '--jobs', '2'], out, sandbox)).toBe(0);
    const lines = out.stdout;
    for (const name of ['guessnumber', 'circlearea']) {
      // A block: its header, then only its own submission lines up to its OK line.
      const start = lines.indexOf(`== ${path.join(FIXTURES, name)}`);
      const end = lines.findIndex((l) => l.startsWith(`${name}: OK`));
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeGreaterThan(start);
      expect(lines.slice(start + 1, end).some((l) => l.startsWith('== '))).toBe(false);
    }
    const summary = lines.slice(lines.indexOf('== summary') + 1);
    expect(summary[0]).toMatch(/^OK +guessnumber/);
    expect(summary[1]).toMatch(/^OK +circlearea/);
    expect(summary.at(-1)).toMatch(/^wall: [\d.]+ s with 2 jobs$/);
  });

  it('refuses a --jobs that is not a positive number', async () => {
    const out = collector();
    expect(await runVerifyCommand([dir, '--jobs', 'zero'], out, sandbox)).toBe(2);
    expect(out.stderr.join('\n')).toMatch(/--jobs must be a positive number/);
  });

  it('prints the JSON report with --json', async () => {
    requireSandbox();
    const out = collector();
    expect(await runVerifyCommand([path.join(FIXTURES, 'guessnumber'), '--json'], out, sandbox)).toBe(0);
    const report = JSON.parse(out.stdout.join('\n'));
    expect(report).toMatchObject({
      package: 'guessnumber',
      format: '2023-07-draft',
      ok: true,
      counts: { passed: 6, failed: 0, skipped: 0 },
    });
  });

  it('with --update-manifest records a green run, and with --changed verifies only what changed since', async () => {
    requireSandbox();
    const work = await mkdtemp(path.join(os.tmpdir(), 'katana-changed-'));
    try {
      const pkg = path.join(work, 'circlearea');
      await cp(path.join(FIXTURES, 'circlearea'), pkg, { recursive: true });
      const manifest = path.join(work, 'verified.json');
      const first = collector();
      expect(await runVerifyCommand([pkg, '--update-manifest', '--manifest', manifest], first, sandbox)).toBe(
        0,
      );
      expect(JSON.parse(await readFile(manifest, 'utf8'))).toEqual({
        circlearea: await packageContentHash(pkg),
      });

      const unchanged = collector();
      expect(await runVerifyCommand([pkg, '--changed', '--manifest', manifest], unchanged, sandbox)).toBe(0);
      expect(unchanged.stdout).toEqual([`changed: 0 of 1 package(s) differ from ${manifest}`]);

      await writeFile(path.join(pkg, 'problem.yaml'), '\n', { flag: 'a' });
      const edited = collector();
      expect(await runVerifyCommand([pkg, '--changed', '--manifest', manifest], edited, sandbox)).toBe(0);
      expect(edited.stdout.slice(0, 2)).toEqual([
        `changed: 1 of 1 package(s) differ from ${manifest}`,
        `changed: ${pkg}`,
      ]);
      expect(edited.stdout.join('\n')).toMatch(/circlearea: OK -- 3 passed/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('leaves the manifest alone when a package fails', async () => {
    const manifest = path.join(dir, 'kept.json');
    await writeFile(manifest, '{}\n');
    const out = collector();
    expect(await runVerifyCommand([dir, '--update-manifest', '--manifest', manifest], out, sandbox)).toBe(2);
    expect(out.stdout.at(-1)).toBe(`manifest: ${manifest} not updated, since verification failed`);
    expect(await readFile(manifest, 'utf8')).toBe('{}\n');
  });
});
