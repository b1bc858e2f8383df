/**
 * A judge that starts removes what a killed judge left under KATANA_JUDGE_WORK_DIR (its process directory, with
 * whatever its runs had written), and leaves alone the boxes of judges still running.
 */
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { createJudgeTestApp } from './judge-test-app.test-support.ts';

describe('judge start', () => {
  let root: string;
  let t: TestApp | undefined;
  const saved = process.env.KATANA_JUDGE_WORK_DIR;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'katana-judge-start-'));
    // The sandbox uid resolves its box paths through here.
    await chmod(root, 0o755);
    process.env.KATANA_JUDGE_WORK_DIR = root;
  });
  afterAll(async () => {
    await t?.close();
    if (saved === undefined) delete process.env.KATANA_JUDGE_WORK_DIR;
    else process.env.KATANA_JUDGE_WORK_DIR = saved;
    await rm(root, { recursive: true, force: true });
  });

  it('removes the boxes of a judge that was killed, not those of one that runs', async () => {
    // pid 1 runs, but it did not start at clock tick 1: that directory is a killed judge's.
    const killed = join(root, 'judge-1-1', 'run-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e11');
    await mkdir(killed, { recursive: true });
    for (let i = 0; i < 500; i++) await writeFile(join(killed, `f${i}`), '');
    t = await createJudgeTestApp();
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      if (!(await readdir(root)).includes('judge-1-1')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await readdir(root)).not.toContain('judge-1-1');
  });
});
