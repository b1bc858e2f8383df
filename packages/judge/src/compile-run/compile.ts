/**
 * Compile once per submission: the compiler runs in the sandbox like any untrusted program (a compiler fed hostile
 * source is untrusted too), with its own limits and a capped message.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  /**
   * More files beside the main source (relative paths, e.g. a validator's `validate.h` or a Python module): written
   * into the box before compiling; C and C++ translation units among them are compiled and linked with the main one.
   */
  extraFiles?: readonly SourceFile[];
}

export interface SourceFile {
  /** Relative path inside the box (no '..', not absolute). */
  name: string;
  content: string | Buffer;
}

/** Extensions gcc/g++ compile as their own translation unit (headers are only included). */
const TRANSLATION_UNITS: Record<string, RegExp> = {
  c: /\.c$/,
  cpp: /\.(cpp|cc|cxx|c\+\+|C)$/,
  cpp20: /\.(cpp|cc|cxx|c\+\+|C)$/,
};

function safeRelative(name: string): string {
  const normal = path.posix.normalize(name);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal === '.')
    throw new Error(`extra source file outside the box: ${name}`);
  return normal;
}

let defaultSandbox: Sandbox | undefined;
export function sharedSandbox(): Sandbox {
  defaultSandbox ??= createSandbox();
  return defaultSandbox;
}

function compileLimits(
  language: ProgramLanguage,
  override: Partial<SandboxLimits> | undefined,
): SandboxLimits {
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
  if (result.truncated || message.length === COMPILE_MESSAGE_MAX_CHARS)
    message += '\n... [compiler output truncated]';
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
export async function compile(
  languageKey: string,
  source: string,
  options: CompileOptions = {},
): Promise<CompileResult> {
  return compileProgram(getProgramLanguage(languageKey), source, options);
}

/**
 * compile() for a language given as data: the registry's, or a package program's own (a shell validator, a folder
 * with build/run scripts). Extra translation units of C/C++ are appended to the compiler's arguments.
 */
export async function compileProgram(
  language: ProgramLanguage,
  source: string | Buffer,
  options: CompileOptions = {},
): Promise<CompileResult> {
  const dir = await createBox('compile');
  await writeFile(`${dir}/${language.sourceFileName}`, source, { mode: 0o644 });
  const units: string[] = [];
  for (const file of options.extraFiles ?? []) {
    const name = safeRelative(file.name);
    await mkdir(path.join(dir, path.posix.dirname(name)), { recursive: true, mode: 0o755 });
    const executable = /(^|\/)(build|run)$/.test(name) || name.endsWith('.sh');
    await writeFile(path.join(dir, name), file.content, { mode: executable ? 0o755 : 0o644 });
    if (TRANSLATION_UNITS[language.key]?.test(name)) units.push(name);
  }
  if (!language.compile) {
    await freeze(dir);
    return { ok: true, message: '', artifact: { language, dir, files: await readdir(dir) }, result: null };
  }
  const sandbox = options.sandbox ?? sharedSandbox();
  const argv = [...language.compile.argv];
  if (units.length > 0) argv.splice(argv.indexOf(language.sourceFileName) + 1, 0, ...units);
  const result = await sandbox.run({
    argv,
    boxDir: dir,
    env: language.compile.env ?? {},
    readOnlyBinds: language.readOnlyBinds ?? [],
    limits: compileLimits(language, options.limits),
  });
  const message = compilerMessage(result);
  if (result.outcome !== 'OK') {
    await removeBox(dir);
    return {
      ok: false,
      message: message || `Compilation failed (${result.outcome}).`,
      artifact: null,
      result,
    };
  }
  await freeze(dir);
  // A passed syntax check prints only "Syntax OK"-style noise; a real compiler's warnings are worth keeping.
  const artifact = { language, dir, files: await readdir(dir) };
  return { ok: true, message: language.compile.checkOnly ? '' : message, artifact, result };
}

export async function disposeArtifact(artifact: CompiledArtifact): Promise<void> {
  await removeBox(artifact.dir);
}
