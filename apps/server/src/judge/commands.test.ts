/**
 * The judge's `katana` entries run the real tools (sandbox included): what a problem setter types and sees.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../plugins/app/config.ts';
import { commands } from '../cli.ts';

const SUMTWO = fileURLToPath(
  new URL('../../../../packages/judge/test-fixtures/packages/sumtwo', import.meta.url),
);

function captureOutput() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(`${args.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...args) => void err.push(`${args.join(' ')}\n`));
  return { out: () => out.join(''), err: () => err.join('') };
}

describe('katana judge commands', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'katana-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers worker, problem verify and judge run', () => {
    expect(Object.keys(commands)).toEqual(expect.arrayContaining(['judge run', 'problem verify', 'worker']));
  });

  it('judge run prints the JSON result of the program run on the input file', async () => {
    await writeFile(
      join(dir, 'sum.c'),
      '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}\n',
    );
    await writeFile(join(dir, 'in.txt'), '20 22\n');
    const io = captureOutput();
    const code = await commands['judge run']!.run([
      '--lang',
      'c',
      '--source',
      join(dir, 'sum.c'),
      '--input',
      join(dir, 'in.txt'),
      '--time-limit',
      '1',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(io.out());
    expect(result).toMatchObject({
      language: 'c',
      verdict: 'CORRECT_ANSWER',
      limits: { timeLimitS: 1, memoryLimitMb: 256 },
    });
    expect(result.run.stdout).toBe('42\n');
  });

  it('judge run exits 2 with the usage for a missing --source', async () => {
    const io = captureOutput();
    expect(await commands['judge run']!.run(['--lang', 'c'])).toBe(2);
    expect(io.err()).toMatch(/--source is required\nusage: katana judge run/);
  });

  it('problem verify judges the package submissions and exits 0 when every verdict matches its folder', async () => {
    const io = captureOutput();
    const code = await commands['problem verify']!.run([SUMTWO]);
    expect(io.out()).toMatch(/^PASS {2}accepted\//m);
    expect(io.out()).toMatch(/sumtwo: OK -- \d+ passed, 0 failed/);
    expect(code).toBe(0);
  });

  it('problem verify exits 2 for a folder that is not a package', async () => {
    const io = captureOutput();
    expect(await commands['problem verify']!.run([join(dir, 'nothing-here')])).toBe(2);
    expect(io.err()).toMatch(/malformed package/);
  });

  it('worker refuses to start without REDIS_URL (the CLI turns this into exit code 78)', async () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      await expect(commands.worker!.run([])).rejects.toThrow(ConfigError);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });

  it('worker --help prints what it reads', async () => {
    const io = captureOutput();
    expect(await commands.worker!.run(['--help'])).toBe(0);
    expect(io.out()).toMatch(/REDIS_URL +Redis of the queue \(required\)/);
  });
});
