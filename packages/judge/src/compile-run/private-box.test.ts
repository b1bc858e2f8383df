/**
 * A learner's program runs in a private box: a tmpfs bounded in bytes and inodes that the host never sees, freed by
 * the kernel when the run ends. A program that creates a flood of files gets a runtime error at once, and the judge
 * has nothing to delete, so it stays responsive; boxes a killed judge left behind are removed when a judge starts.
 * Real sandbox (needs root and bubblewrap).
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionLimits } from '../judging/limits.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox, skipSandboxTests } from '../sandbox/test-support.ts';
import { decideCaseStatus } from '../verdict/case-result.ts';
import { compile, disposeArtifact, type CompiledArtifact } from './compile.ts';
import { PRIVATE_BOX_INODES } from './defaults.ts';
import { prepareRun, runCompiled } from './run-compiled.ts';
import { cleanStaleBoxes, processBoxDir } from './workspace.ts';

/** Creates `argv[1]` empty files in its working directory, or fails at the first one it cannot create. */
const MAKE_FILES = `#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  long n = atol(argv[1]);
  char name[32];
  for (long i = 0; i < n; i++) {
    snprintf(name, sizeof name, "f%ld", i);
    int fd = open(name, O_CREAT | O_WRONLY, 0644);
    if (fd < 0) { fprintf(stderr, "file %ld: %s\\n", i, strerror(errno)); return 1; }
    close(fd);
  }
  printf("made %ld\\n", n);
  return 0;
}
`;
/** Writes 1 MiB files (each under its file-size limit) until one fails. */
const FILL_SPACE = `#include <errno.h>
#include <stdio.h>
#include <string.h>
static char block[1 << 20];
int main(void) {
  char name[32];
  for (int i = 0; i < 1000; i++) {
    snprintf(name, sizeof name, "big%d", i);
    FILE *f = fopen(name, "w");
    if (!f || fwrite(block, 1, sizeof block, f) != sizeof block || fclose(f) != 0) {
      fprintf(stderr, "after %d MiB: %s\\n", i, strerror(errno));
      return 1;
    }
  }
  return 0;
}
`;

/** Generous limits, so only the box stops the program (the old host box let it make 300,000 files). */
const limits = submissionLimits({ timeLimitS: 20, memoryMb: 512, outputMb: 2 });
let makeFiles: CompiledArtifact;

beforeAll(async () => {
  requireSandbox();
  const compiled = await compile('c', MAKE_FILES);
  if (!compiled.artifact) throw new Error(compiled.message);
  makeFiles = compiled.artifact;
});
afterAll(async () => {
  if (makeFiles) await disposeArtifact(makeFiles);
});

describe.skipIf(skipSandboxTests)('private boxes', () => {
  it(
    'a program creating 300,000 files gets a runtime error at once and the judge stays responsive',
    { timeout: 300_000 },
    async () => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const result = await runCompiled(makeFiles, undefined, limits, { args: ['300000'] });
      delay.disable();
      expect(result.outcome).toBe('NONZERO_EXIT');
      expect(result.stderr).toMatch(/^file \d+: No space left on device\n$/);
      expect(Number(/^file (\d+)/.exec(result.stderr)?.[1])).toBeLessThan(PRIVATE_BOX_INODES);
      expect(decideCaseStatus(result, null, 20).status).toBe('RE');
      // Removing the old host box of 300,000 files stalled the event loop for seconds.
      expect(delay.max / 1e6).toBeLessThan(1000);
    },
  );

  it('a program that writes more than the box holds gets a runtime error (no space left)', async () => {
    const fill = await compile('c', FILL_SPACE);
    try {
      const result = await runCompiled(fill.artifact!, undefined, limits);
      expect(result.outcome).toBe('NONZERO_EXIT');
      expect(result.stderr).toMatch(/^after \d+ MiB: No space left on device\n$/);
    } finally {
      await disposeArtifact(fill.artifact!);
    }
  });

  it('leaves nothing on the host: the box directory stays empty while the program writes', async () => {
    const prepared = await prepareRun(makeFiles, limits, { args: ['100'] });
    try {
      const result = await createSandbox().run(prepared.spec);
      expect(result.stdout).toBe('made 100\n');
      expect(await readdir(prepared.boxDir)).toEqual([]);
    } finally {
      await prepared.cleanup();
    }
  });
});

describe('cleanStaleBoxes', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'katana-stale-boxes-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("removes a killed judge's boxes and old-layout leftovers, and keeps those of running judges", async () => {
    // A judge that was killed: its pid is free (or now someone else's, with another start time).
    const killed = join(root, `judge-${process.pid}-1`, 'run-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e11');
    await mkdir(killed, { recursive: true });
    for (let i = 0; i < 200; i++) await writeFile(join(killed, `f${i}`), '');
    const running = join(root, processBoxDir().split('/').at(-1)!, 'compile-1');
    await mkdir(running, { recursive: true });
    const oldLayout = join(root, 'run-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e12');
    const recentOldLayout = join(root, 'compile-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e13');
    await mkdir(oldLayout);
    await mkdir(recentOldLayout);
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await utimes(oldLayout, twoDaysAgo, twoDaysAgo);

    const removed = await cleanStaleBoxes(root);
    expect(removed.sort()).toEqual([`judge-${process.pid}-1`, 'run-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e12']);
    expect((await readdir(root)).sort()).toEqual(
      ['compile-0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e13', processBoxDir().split('/').at(-1)!].sort(),
    );
  });
});
