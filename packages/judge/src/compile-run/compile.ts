/**
 * Compile once per submission: the compiler runs in the sandbox like any untrusted program (a compiler fed hostile
 * source is untrusted too), with its own limits and a capped message.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { getProgramLanguage } from '../languages/registry.ts';
import type { ProgramLanguage } from '../languages/types.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import type { RunResult, Sandbox, SandboxLimits } from '../sandbox/types.ts';
import { COMPILE_MESSAGE_MAX_CHARS, DEFAULT_COMPILE_LIMITS } from './defaults.ts';
import { createBox, freeze, removeBox } from './workspace.ts';

export interface CompiledArtifact {
  language: ProgramLanguage;
  /** Frozen host directory with the source and what the compiler produced. */
  dir: string;
  /** The names in `dir`, bound read-only into each run's private box. */
  files: string[];
}

export interface CompileResult {
  ok: boolean;
  /** Compiler output (stdout + stderr), capped; for a failure, the compilation error message shown to the learner. */
  message: string;
  /** Present when ok. Dispose of it with disposeArtifact() once every test has run. */
  artifact: CompiledArtifact | null;
  /** The compiler's own run (null for languages without a compile step). */
  result: RunResult | null;
}

export interface CompileOptions {
  limits?: Partial<SandboxLimits>;
  sandbox?: Sandbox;
}

let defaultSandbox: Sandbox | undefined;
export function sharedSandbox(): Sandbox {
  defaultSandbox ??= createSandbox();
  return defaultSandbox;
}

function compileLimits(language: ProgramLanguage, override: Partial<SandboxLimits> | undefined): SandboxLimits {
  const spec = language.compile;
  const cpuTimeMs = override?.cpuTimeMs ?? spec?.cpuTimeMs ?? DEFAULT_COMPILE_LIMITS.cpuTimeMs;
  return {
    ...DEFAULT_COMPILE_LIMITS,
    cpuTimeMs,
    wallTimeMs: Math.max(DEFAULT_COMPILE_LIMITS.wallTimeMs, cpuTimeMs * 2),
    memoryMb: spec?.memoryMb ?? DEFAULT_COMPILE_LIMITS.memoryMb,
    maxProcesses: spec?.maxProcesses ?? DEFAULT_COMPILE_LIMITS.maxProcesses,
    ...override,
  };
}

function compilerMessage(result: RunResult): string {
  let message = `${result.stdout}${result.stdout && result.stderr ? '\n' : ''}${result.stderr}`.trim();
  if (message.length > COMPILE_MESSAGE_MAX_CHARS) message = message.slice(0, COMPILE_MESSAGE_MAX_CHARS);
  if (result.truncated || message.length === COMPILE_MESSAGE_MAX_CHARS) message += '\n... [compiler output truncated]';
  switch (result.outcome) {
    case 'TIME_LIMIT':
      return `${message}\nCompilation exceeded the time limit (${result.cpuTimeMs} ms CPU, ${result.wallTimeMs} ms wall).`.trim();
    case 'MEMORY_LIMIT':
      return `${message}\nCompilation exceeded the memory limit.`.trim();
    case 'OUTPUT_LIMIT':
      return `${message}\nCompiler output exceeded the limit; compilation stopped.`.trim();
    case 'SIGNALLED':
      return `${message}\nCompiler killed by ${result.signal}.`.trim();
    default:
      return message;
  }
}

/**
 * Compiles `source` for `languageKey`. Throws only for an unknown or SQL language; every compiler failure, including
 * a sandbox failure, comes back as ok: false with a message.
 */
export async function compile(languageKey: string, source: string, options: CompileOptions = {}): Promise<CompileResult> {
  const language = getProgramLanguage(languageKey);
  const dir = await createBox('compile');
  await writeFile(`${dir}/${language.sourceFileName}`, source, { mode: 0o644 });
  if (!language.compile) {
    await freeze(dir);
    return { ok: true, message: '', artifact: { language, dir, files: await readdir(dir) }, result: null };
  }
  const sandbox = options.sandbox ?? sharedSandbox();
  const result = await sandbox.run({
    argv: language.compile.argv,
    boxDir: dir,
    env: language.compile.env ?? {},
    readOnlyBinds: language.readOnlyBinds ?? [],
    limits: compileLimits(language, options.limits),
  });
  const message = compilerMessage(result);
  if (result.outcome !== 'OK') {
    await removeBox(dir);
    return { ok: false, message: message || `Compilation failed (${result.outcome}).`, artifact: null, result };
  }
  await freeze(dir);
  // A passed syntax check prints only "Syntax OK"-style noise; a real compiler's warnings are worth keeping.
  const artifact = { language, dir, files: await readdir(dir) };
  return { ok: true, message: language.compile.checkOnly ? '' : message, artifact, result };
}

export async function disposeArtifact(artifact: CompiledArtifact): Promise<void> {
  await removeBox(artifact.dir);
}
