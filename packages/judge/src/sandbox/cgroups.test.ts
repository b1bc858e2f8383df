import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRunCgroup, detectCgroups } from './cgroups.ts';
import { requireSandbox, skipSandboxTests } from './test-support.ts';

beforeAll(requireSandbox);

describe.skipIf(skipSandboxTests)('cgroups', () => {
  it('detects a usable cgroup version with a memory controller', () => {
    const support = detectCgroups();
    expect(['v1', 'v2']).toContain(support.version);
    expect(support.controllers).toContain('memory');
  });

  it('creates a fresh group with the limits, kills what is inside and removes it', async () => {
    const cgroup = createRunCgroup(`test-${randomUUID()}`, {
      memoryBytes: 32 * 1024 * 1024,
      maxProcesses: 7,
    });
    const dirs = cgroup.procsFiles.map((f) => f.replace(/\/cgroup\.procs$/, ''));
    onTestFinished(() => cgroup.remove());
    // How the launcher joins: v1 writes "0" to each hierarchy's tasks file, v2 its pid to cgroup.procs.
    expect(cgroup.join.map((j) => j.file.replace(/^.*\//, ''))).toEqual(
      detectCgroups().version === 'v1' ? ['tasks', 'tasks', 'tasks'] : ['cgroup.procs'],
    );
    expect(cgroup.join.map((j) => j.file).filter((f) => !existsSync(f))).toEqual([]);
    const limitFiles = dirs
      .flatMap((d) => ['memory.limit_in_bytes', 'memory.max', 'pids.max'].map((f) => `${d}/${f}`))
      .filter(existsSync);
    expect(limitFiles.map((f) => readFileSync(f, 'utf8').trim()).sort()).toEqual([
      String(32 * 1024 * 1024),
      '7',
    ]);

    const sleeper = spawn('/bin/sleep', ['30'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => sleeper.once('exit', resolve));
    for (const file of cgroup.procsFiles) writeFileSync(file, String(sleeper.pid));
    expect(cgroup.pids()).toEqual([sleeper.pid]);
    expect(await cgroup.killAll()).toBe(true);
    await exited;
    expect(sleeper.signalCode).toBe('SIGKILL');
    expect(cgroup.pids()).toEqual([]);

    cgroup.remove();
    expect(dirs.filter(existsSync)).toEqual([]);
  });
});
