/**
 * Every program language, end to end through compile() and runCompiled() in the real sandbox: correct answer, wrong
 * answer output, compile error with the compiler's message, runtime error with the first error text, time limit and
 * memory limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLanguages, getProgramLanguage, listLanguages } from '../languages/registry.ts';
import { requireSandbox, skipSandboxTests, testLimits } from '../sandbox/test-support.ts';
import { compile, disposeArtifact, type CompiledArtifact } from './compile.ts';
import { runCompiled } from './run-compiled.ts';
import { modeInput, TEST_PROGRAMS } from './test-programs.ts';

const programLanguages = skipSandboxTests
  ? []
  : allLanguages()
      .filter((l) => l.kind === 'program')
      .map((l) => l.key);
const limits = testLimits({ cpuTimeMs: 2000, wallTimeMs: 6000, memoryMb: 64, maxProcesses: 8 });

beforeAll(requireSandbox);

it.skipIf(skipSandboxTests)('offers every program language on this machine', () => {
  const unavailable = listLanguages().filter((l) => l.kind === 'program' && !l.available);
  expect(unavailable).toEqual([]);
  expect(programLanguages.sort()).toEqual(Object.keys(TEST_PROGRAMS).sort());
});

describe.each(programLanguages)('%s', (key) => {
  const program = TEST_PROGRAMS[key]!;
  let artifact: CompiledArtifact;
  const run = (mode: string, overrides = {}) =>
    runCompiled(artifact, { data: modeInput(key, mode, 20, 22) }, { ...limits, ...overrides });

  beforeAll(async () => {
    const compiled = await compile(key, program.behaviour);
    expect(compiled.ok, compiled.message).toBe(true);
    artifact = compiled.artifact!;
  });
  afterAll(async () => {
    if (artifact) await disposeArtifact(artifact);
  });

  it('prints the correct answer', async () => {
    const result = await run('sum');
    expect(result.outcome).toBe('OK');
    expect(result.stdout.trim()).toBe('42');
  });

  it('prints a wrong answer as a normal run with different output', async () => {
    const result = await run('wrong');
    expect(result.outcome).toBe('OK');
    expect(result.stdout.trim()).toBe('43');
  });

  it('has a default scaffold that reads stdin and answers A+B', async () => {
    const compiled = await compile(key, getProgramLanguage(key).scaffold);
    expect(compiled.ok, compiled.message).toBe(true);
    try {
      const result = await runCompiled(compiled.artifact!, { data: '20 22\n' }, limits);
      expect(result).toMatchObject({ outcome: 'OK', stdout: '42\n' });
    } finally {
      await disposeArtifact(compiled.artifact!);
    }
  });

  it('reports a compile error with the compiler message', async () => {
    const compiled = await compile(key, program.broken);
    expect(compiled.ok).toBe(false);
    expect(compiled.artifact).toBeNull();
    expect(compiled.message).toMatch(/error/i);
  });

  it('reports a runtime error with the first error text', async () => {
    const result = await run('crash');
    expect(['NONZERO_EXIT', 'SIGNALLED']).toContain(result.outcome);
    expect(`${result.stderr}${result.stdout}`).toMatch(/negative input|Runtime error 200/);
  });

  it('stops an endless loop at the time limit', async () => {
    const result = await run('loop', { cpuTimeMs: 700, wallTimeMs: 4000 });
    expect(result.outcome).toBe('TIME_LIMIT');
  });

  it('reports memory over the limit as MEMORY_LIMIT', async () => {
    const result = await run('alloc');
    expect(result.outcome).toBe('MEMORY_LIMIT');
  });
});

describe.skipIf(skipSandboxTests)('pascal compiler output', () => {
  it('leaves no banner on a successful compile, so nothing is shown as a compiler message', async () => {
    const compiled = await compile('pascal', getProgramLanguage('pascal').scaffold);
    try {
      expect(compiled.ok, compiled.message).toBe(true);
      expect(compiled.message ?? '').not.toMatch(/Free Pascal Compiler|Copyright/);
    } finally {
      if (compiled.artifact) await disposeArtifact(compiled.artifact);
    }
  });
});
