/**
 * What judging needs from the language registry: is a language runnable here, build a program once, and how to run
 * the built program inside the sandbox. The registry-backed implementation is ./registry-toolchain.ts; keeping this
 * port small lets checkers and judging be tested against the real registry without knowing its internals.
 */
import type { LanguageId } from '../package/file-language.ts';
import type { RunSpec, Sandbox } from '../sandbox/types.ts';

export interface RunnableProgram {
  language: LanguageId;
  /** argv that starts the program inside the sandbox (absolute paths, visible through `readOnlyBinds`). */
  argv: string[];
  readOnlyBinds: string[];
  env: Record<string, string>;
  /** Language-specific adjustments to a run (e.g. the JVM's -Xmx from the memory limit, extra pids for runtimes). */
  prepareRun(spec: RunSpec): RunSpec;
  /** Removes the build directory. */
  dispose(): Promise<void>;
}

export interface SourceFile {
  name: string;
  content: string | Buffer;
}

export type BuildResult =
  | { ok: true; program: RunnableProgram; /** compiler output, even on success (warnings) */ log: string; compileTimeMs: number }
  | { ok: false; /** the compiler's message, as shown to the learner */ message: string; compileTimeMs: number; /** true when the toolchain itself broke */ internal?: boolean };

export interface BuildRequest {
  language: LanguageId;
  files: SourceFile[];
  sandbox: Sandbox;
  /** Limits of the compile step (the package's compilation_time / compilation_memory). */
  compileTimeS?: number;
  compileMemoryMb?: number;
}

export interface Availability {
  available: boolean;
  reason?: string;
}

export interface Toolchain {
  availability(language: LanguageId): Availability;
  build(request: BuildRequest): Promise<BuildResult>;
}
