/**
 * Run a compiled artifact on one input. The problem's limits are what the learner sees; the language's allowances
 * (VM overhead memory, runtime threads) are added here, and a runtime's own out-of-memory error (JVM -Xmx, V8 heap,
 * PHP memory_limit) is reported as MEMORY_LIMIT like a cgroup OOM kill.
 */
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProgramLanguage } from '../languages/types.ts';
import type { RunResult, RunSpec, Sandbox, SandboxLimits } from '../sandbox/types.ts';
import { sharedSandbox, type CompiledArtifact } from './compile.ts';
import { PRIVATE_BOX_INODES, PRIVATE_BOX_MIN_BYTES, RUNTIME_STACK_MB } from './defaults.ts';
import { createBox, linkTree, removeBox } from './workspace.ts';

export interface RunOptions {
  sandbox?: Sandbox;
  /** Extra arguments after the language's run command (custom validators get input/answer/feedback paths). */
  args?: string[];
  /** Extra host paths bound read-only at the same place (e.g. a validator's test data files). */
  readOnlyBinds?: string[];
  /** Empty writable directories to create in the box, e.g. ['feedback'] -> /box/feedback for a Kattis validator. */
  extraDirs?: string[];
  /**
   * 'private' (the default, for learners' programs): /box is a fresh tmpfs bounded in bytes and inodes that the host
   * never sees, with the compiled program bound read-only into it. 'host': /box is a host directory holding links to
   * the compiled program, which the caller reads afterwards (validators write their feedback there).
   */
  box?: 'private' | 'host';
}

export interface PreparedRun {
  spec: RunSpec;
  /** The run's writable box (host path): with box 'host', the files the program wrote, e.g. a validator's feedback. */
  boxDir: string;
  cleanup: () => Promise<void>;
}

function fillPlaceholders(argv: string[], limits: SandboxLimits): string[] {
  const stackMb = Math.max(8, Math.min(RUNTIME_STACK_MB, Math.floor(limits.memoryMb / 4)));
  return argv.map((arg) =>
    arg.replaceAll('{memoryMb}', String(limits.memoryMb)).replaceAll('{stackMb}', String(stackMb)),
  );
}

/** The sandbox limits for a program of `language` under the problem's `limits`. */
export function runtimeLimits(language: ProgramLanguage, limits: SandboxLimits): SandboxLimits {
  return {
    ...limits,
    memoryMb: limits.memoryMb + language.memoryOverheadMb,
    maxProcesses: limits.maxProcesses + language.processAllowance,
  };
}

/**
 * A fresh box with the artifact linked in and the RunSpec to run it; for callers that drive the sandbox themselves
 * (interactive problems: Sandbox.runInteractive with two prepared runs). Always call cleanup.
 */
export async function prepareRun(
  artifact: CompiledArtifact,
  limits: SandboxLimits,
  options: RunOptions = {},
): Promise<PreparedRun> {
  const { language } = artifact;
  const boxDir = await createBox('run');
  const base = {
    argv: [...fillPlaceholders(language.run.argv, limits), ...(options.args ?? [])],
    boxDir,
    env: language.run.env ?? {},
    readOnlyBinds: [...(language.readOnlyBinds ?? []), ...(options.readOnlyBinds ?? [])],
    limits: runtimeLimits(language, limits),
  };
  if ((options.box ?? 'private') === 'private') {
    if (options.extraDirs?.length)
      throw new Error("extraDirs need box: 'host' (the caller reads them afterwards)");
    const spec: RunSpec = {
      ...base,
      privateBox: { bytes: Math.max(limits.maxFileBytes, PRIVATE_BOX_MIN_BYTES), inodes: PRIVATE_BOX_INODES },
      boxFiles: artifact.files.map((name) => join(artifact.dir, name)),
    };
    // The host side is only the empty mount point.
    return { spec, boxDir, cleanup: () => removeBox(boxDir) };
  }
  try {
    await linkTree(artifact.dir, boxDir);
    for (const name of options.extraDirs ?? []) {
      if (name.includes('/') || name === '..' || name === '.')
        throw new Error(`extraDirs takes plain names: ${name}`);
      const dir = join(boxDir, name);
      await mkdir(dir);
      // Only this run's sandbox can reach it, whatever uid the sandbox uses.
      await chmod(dir, 0o777);
    }
  } catch (error) {
    await removeBox(boxDir);
    throw error;
  }
  return { spec: base, boxDir, cleanup: () => removeBox(boxDir) };
}

/** Maps a runtime's own "out of memory" failure to MEMORY_LIMIT. */
export function applyLanguageVerdicts(language: ProgramLanguage, result: RunResult): RunResult {
  const crashed = result.outcome === 'NONZERO_EXIT' || result.outcome === 'SIGNALLED';
  if (crashed && language.memoryErrorPatterns?.some((pattern) => pattern.test(result.stderr))) {
    return { ...result, outcome: 'MEMORY_LIMIT' };
  }
  return result;
}

/** Runs the artifact once on `input` (stdin) under the problem's `limits`; the run's box is removed afterwards. */
export async function runCompiled(
  artifact: CompiledArtifact,
  input: RunSpec['stdin'],
  limits: SandboxLimits,
  options: RunOptions = {},
): Promise<RunResult> {
  const prepared = await prepareRun(artifact, limits, options);
  try {
    const sandbox = options.sandbox ?? sharedSandbox();
    const result = await sandbox.run(
      input === undefined ? prepared.spec : { ...prepared.spec, stdin: input },
    );
    return applyLanguageVerdicts(artifact.language, result);
  } finally {
    await prepared.cleanup();
  }
}
