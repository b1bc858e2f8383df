import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { spareGroups, takeRunCgroup } from './cgroup-pool.ts';
import { sweepStale } from './cgroups.ts';
import { requireSandbox, skipSandboxTests } from './test-support.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const dirsOf = (procsFiles: string[]) => procsFiles.map((f) => f.replace(/\/cgroup\.procs$/, ''));
const limitsIn = (dirs: string[]) =>
  dirs
    .flatMap((d) => ['memory.limit_in_bytes', 'memory.max', 'pids.max'].map((f) => `${d}/${f}`))
    .filter(existsSync)
    .map((f) => readFileSync(f, 'utf8').trim())
    .sort();

beforeAll(requireSandbox);

describe.skipIf(skipSandboxTests)('cgroup pool', () => {
  it('hands every run its own fresh group with its limits, made ahead and removed after', async () => {
    const first = takeRunCgroup({ memoryBytes: 48 * 1024 * 1024, maxProcesses: 5 });
    await nextTurn();
    // Spares were made while "the run" went on; the next take uses one of them.
    const spares = spareGroups();
    expect(spares.length).toBeGreaterThan(0);
    const second = takeRunCgroup({ memoryBytes: 32 * 1024 * 1024, maxProcesses: 9 });
    const firstDirs = dirsOf(first.procsFiles);
    const secondDirs = dirsOf(second.procsFiles);
    expect(secondDirs).toEqual(spares[0]);
    expect(secondDirs).not.toEqual(firstDirs);
    expect(limitsIn(firstDirs)).toEqual([String(48 * 1024 * 1024), '5'].sort());
    expect(limitsIn(secondDirs)).toEqual([String(32 * 1024 * 1024), '9'].sort());

    // What one run did is not visible in the next one's group.
    const sleeper = spawn('/bin/sleep', ['30'], { stdio: 'ignore' });
    for (const file of first.procsFiles) writeFileSync(file, String(sleeper.pid));
    expect(first.pids()).toEqual([sleeper.pid]);
    expect(second.pids()).toEqual([]);
    expect(await first.killAll()).toBe(true);
    expect(second.stats()).toEqual({
      cpuTimeMs: 0,
      peakMemoryKb: 0,
      oomKilled: false,
      memoryLimitHit: false,
      processLimitHit: false,
    });

    first.removeSoon();
    second.removeSoon();
    expect(firstDirs.filter(existsSync)).toEqual(firstDirs); // not on the caller's path...
    for (let i = 0; i < 100 && [...firstDirs, ...secondDirs].some(existsSync); i++)
      await new Promise((r) => setTimeout(r, 5));
    expect([...firstDirs, ...secondDirs].filter(existsSync)).toEqual([]); // ...but soon after
  });

  it('presets spares with the last limits and still replaces one that disappeared', async () => {
    takeRunCgroup({ memoryBytes: 40 * 1024 * 1024, maxProcesses: 6 }).removeSoon();
    await nextTurn();
    const next = spareGroups().at(-1)!;
    expect(limitsIn(next)).toEqual([String(40 * 1024 * 1024), '6'].sort()); // made after that take: preset
    const same = takeRunCgroup({ memoryBytes: 40 * 1024 * 1024, maxProcesses: 6 });
    expect(limitsIn(dirsOf(same.procsFiles))).toEqual([String(40 * 1024 * 1024), '6'].sort());
    same.remove();
    await nextTurn();
    // A spare preset with exactly these limits is taken without writing: it must still be checked to exist.
    const gone = spareGroups()[0]!;
    expect(limitsIn(gone)).toEqual([String(40 * 1024 * 1024), '6'].sort());
    for (const dir of gone) rmdirSync(dir);
    const run = takeRunCgroup({ memoryBytes: 40 * 1024 * 1024, maxProcesses: 6 });
    expect(dirsOf(run.procsFiles)).not.toEqual(gone);
    expect(limitsIn(dirsOf(run.procsFiles))).toEqual([String(40 * 1024 * 1024), '6'].sort());
    run.remove();
  });

  it('replaces a spare that disappeared before it was taken', async () => {
    takeRunCgroup({ memoryBytes: 32 * 1024 * 1024, maxProcesses: 4 }).removeSoon();
    await nextTurn();
    const gone = spareGroups()[0]!;
    for (const dir of gone) rmdirSync(dir); // e.g. another judge's stale sweep
    const run = takeRunCgroup({ memoryBytes: 32 * 1024 * 1024, maxProcesses: 4 });
    expect(dirsOf(run.procsFiles)).not.toEqual(gone);
    expect(limitsIn(dirsOf(run.procsFiles))).toEqual([String(32 * 1024 * 1024), '4'].sort());
    run.remove();
  });

  it("sweeps the spares of a judge that is gone, but not a live judge's or a just-made group", async () => {
    const run = takeRunCgroup({ memoryBytes: 32 * 1024 * 1024, maxProcesses: 4 });
    await nextTurn();
    const parent = dirname(spareGroups()[0]![0]!);
    const dead = spawn('/bin/true');
    await new Promise((resolve) => dead.once('exit', resolve));
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const group = (name: string, old: boolean) => {
      mkdirSync(`${parent}/${name}`);
      if (old) utimesSync(`${parent}/${name}`, twoMinutesAgo, twoMinutesAgo);
      return `${parent}/${name}`;
    };
    const leftOver = group(`${dead.pid}-left-over`, true);
    const justMade = group(`${dead.pid}-just-made`, false);
    const live = group(`${process.pid}-live`, true);
    sweepStale(parent);
    expect([leftOver, justMade, live].filter(existsSync)).toEqual([justMade, live]);
    expect(
      spareGroups()
        .flat()
        .filter((d) => !existsSync(d)),
    ).toEqual([]);
    [justMade, live].forEach((d) => rmdirSync(d));
    run.remove();
  });
});
