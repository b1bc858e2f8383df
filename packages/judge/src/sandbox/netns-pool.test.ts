import { spawnSync } from 'node:child_process';
import { closeSync, fstatSync, openSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNativeHelpers } from './native-helpers.ts';
import { createNetnsPool } from './netns-pool.ts';
import { requireSandbox, skipSandboxTests } from './test-support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function takeReady(take: () => number | undefined): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const fd = take();
    if (fd !== undefined) return fd;
    await sleep(10);
  }
  throw new Error('the keeper never offered a namespace');
}

beforeAll(requireSandbox);

describe.skipIf(skipSandboxTests)('network namespace pool', () => {
  it('hands out fresh namespaces, each once, none of them the judge’s', async () => {
    const pool = createNetnsPool(ensureNativeHelpers().netnsKeeper);
    const judge = statSync('/proc/self/ns/net').ino;
    const seen = new Set<number>();
    // Every descriptor stays open to the end: a closed namespace's inode number is free for the kernel to give a
    // new one, so comparing numbers proves "each once" only while all of them are alive.
    const held: number[] = [];
    try {
      for (let i = 0; i < 6; i++) {
        const fd = await takeReady(() => pool.take());
        held.push(fd);
        const ino = fstatSync(fd).ino;
        expect(ino).not.toBe(judge);
        expect(seen.has(ino)).toBe(false);
        seen.add(ino);
      }
    } finally {
      for (const fd of held) closeSync(fd);
    }
  });

  it('has the launcher refuse a descriptor that is the judge’s namespace or no network namespace at all', () => {
    const { launcher } = ensureNativeHelpers();
    const launch = (fd: number) =>
      spawnSync(launcher, ['--netns-fd', '5', '--uid', '65534', '--gid', '65534', '--', '/bin/true'], {
        stdio: ['ignore', 'ignore', 'pipe', 'ignore', 'ignore', fd],
      });
    const own = openSync('/proc/self/ns/net', 'r');
    const devNull = openSync('/dev/null', 'r');
    try {
      const sameNs = launch(own);
      expect(sameNs.status).toBe(125);
      expect(sameNs.stderr.toString()).toContain("the judge's own namespace");
      const notNs = launch(devNull);
      expect(notNs.status).toBe(125);
      expect(notNs.stderr.toString()).toContain('setns 5: Invalid argument');
    } finally {
      closeSync(own);
      closeSync(devNull);
    }
  });
});
