import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { newHostDir, requireSandbox, skipSandboxTests, testLimits } from '../sandbox/test-support.ts';
import { compile, disposeArtifact, type CompiledArtifact } from './compile.ts';
import { prepareRun, runCompiled } from './run-compiled.ts';
import { removeBox } from './workspace.ts';

let artifact: CompiledArtifact;
beforeAll(async () => {
  requireSandbox();
  // Rewrites its own binary and reports the arguments it got: the next run must still get the original program.
  const compiled = await compile(
    'c',
    `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *self = fopen("main", "w");
  printf("tamper=%s args=%d", self ? "yes" : "no", argc - 1);
  for (int i = 1; i < argc; i++) printf(" %s", argv[i]);
  FILE *fb = fopen("/box/feedback/judgemessage.txt", "w");
  if (fb) fputs("feedback written", fb);
  return 0;
}
`,
  );
  artifact = compiled.artifact!;
});
afterAll(async () => {
  if (artifact) await disposeArtifact(artifact);
});

describe.skipIf(skipSandboxTests)('runCompiled', () => {
  it('gives every run a fresh box where the compiled program cannot be modified', async () => {
    const first = await runCompiled(artifact, { data: '' }, testLimits());
    const second = await runCompiled(artifact, { data: '' }, testLimits());
    expect(first.stdout).toBe('tamper=no args=0');
    expect(second.stdout).toBe('tamper=no args=0');
  });

  it('passes extra arguments, read-only binds and a writable feedback directory (custom validators)', async () => {
    const data = await newHostDir('katana-validator-');
    await writeFile(join(data, 'answer.txt'), '42\n');
    const prepared = await prepareRun(artifact, testLimits(), {
      args: [join(data, 'answer.txt'), '/box/feedback'],
      readOnlyBinds: [data],
      extraDirs: ['feedback'],
      box: 'host',
    });
    try {
      const result = await createSandbox().run(prepared.spec);
      expect(result.stdout).toBe(`tamper=no args=2 ${join(data, 'answer.txt')} /box/feedback`);
      expect(await readFile(join(prepared.boxDir, 'feedback', 'judgemessage.txt'), 'utf8')).toBe(
        'feedback written',
      );
    } finally {
      await prepared.cleanup();
      await removeBox(data);
    }
  });

  it('gives the JVM the memory limit as -Xmx and the cgroup room for the VM on top', async () => {
    const java = await compile(
      'java',
      'public class Main { public static void main(String[] a) { System.out.println(Runtime.getRuntime().maxMemory() >> 20); } }',
    );
    try {
      const prepared = await prepareRun(java.artifact!, testLimits({ memoryMb: 96, maxProcesses: 4 }));
      await prepared.cleanup();
      expect(prepared.spec.argv).toContain('-Xmx96m');
      expect(prepared.spec.limits.memoryMb).toBe(96 + java.artifact!.language.memoryOverheadMb);
      expect(prepared.spec.limits.maxProcesses).toBe(4 + java.artifact!.language.processAllowance);
      const result = await runCompiled(
        java.artifact!,
        { data: '' },
        testLimits({ memoryMb: 96, maxProcesses: 4 }),
      );
      expect(result.outcome).toBe('OK');
      expect(Number(result.stdout)).toBeGreaterThan(80);
      expect(Number(result.stdout)).toBeLessThanOrEqual(96);
    } finally {
      if (java.artifact) await disposeArtifact(java.artifact);
    }
  });
});
