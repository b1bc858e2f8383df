/**
 * Validators of several files (issue #22, gap 1), built in the real sandbox: two C++ translation units linked
 * together, a Python entry with a helper module, and a clear refusal when no single entry point can be told.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeArtifact } from '../compile-run/compile.ts';
import { prepareRun } from '../compile-run/run-compiled.ts';
import { readProgram } from '../package/programs.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox } from '../sandbox/test-support.ts';
import { buildValidatorProgram } from './validator-program.ts';

const sandbox = createSandbox();
let temp: string;
const limits = {
  cpuTimeMs: 5000,
  wallTimeMs: 10_000,
  memoryMb: 256,
  maxProcesses: 4,
  maxOutputBytes: 1 << 20,
  maxFileBytes: 1 << 20,
};

beforeAll(async () => {
  requireSandbox();
  temp = await mkdtemp(path.join(os.tmpdir(), 'katana-validator-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

async function folder(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(temp, name);
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  return dir;
}

async function exitCodeOf(dir: string): Promise<{ exitCode: number | null; stdout: string }> {
  const artifact = await buildValidatorProgram(await readProgram(dir), temp, sandbox);
  try {
    const prepared = await prepareRun(artifact, limits, { sandbox });
    try {
      const run = await sandbox.run({ ...prepared.spec, stdin: { data: '' } });
      return { exitCode: run.exitCode, stdout: run.stdout };
    } finally {
      await prepared.cleanup();
    }
  } finally {
    await disposeArtifact(artifact);
  }
}

describe('buildValidatorProgram with several files', () => {
  it('links C++ translation units and includes their header', async () => {
    const dir = await folder('two-units', {
      'answer.h': 'int answer();\n',
      'answer.cc': '#include "answer.h"\nint answer() { return 42; }\n',
      'validate.cc': '#include "answer.h"\nint main() { return answer(); }\n',
    });
    expect((await exitCodeOf(dir)).exitCode).toBe(42);
  });

  it('runs a Python entry point that imports its helper module', async () => {
    const dir = await folder('python-modules', {
      'helpers.py': 'ACCEPT = 42\n',
      'validate.py': 'import sys\nfrom helpers import ACCEPT\nprint("ok")\nsys.exit(ACCEPT)\n',
    });
    expect(await exitCodeOf(dir)).toEqual({ exitCode: 42, stdout: 'ok\n' });
  });

  it('refuses a folder where no single source defines main', async () => {
    const dir = await folder('two-mains', {
      'a.cpp': 'int main() { return 42; }\n',
      'b.cpp': 'int main() { return 43; }\n',
    });
    await expect(buildValidatorProgram(await readProgram(dir), temp, sandbox)).rejects.toThrow(
      /expected exactly one source defining main, found 2/,
    );
  });
});
