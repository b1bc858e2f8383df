/**
 * A language is data: what to call the source file, how to compile it (if at all), how to run it, how much room its
 * runtime needs on top of the problem's limits, and which binaries must exist for it to be offered.
 *
 * Command lines run inside the sandbox with /box (the source and artifacts) as the working directory.
 * Placeholders in argv: {memoryMb} -> the problem's memory limit (JVM -Xmx, Node heap, PHP memory_limit),
 * {stackMb} -> a thread stack size for runtimes that take one.
 */

export interface CommandSpec {
  argv: string[];
  env?: Record<string, string>;
}

export interface CompileSpec extends CommandSpec {
  /** Compiler's own limits (defaults in compile-run/defaults.ts): JVM-based compilers need more. */
  cpuTimeMs?: number;
  memoryMb?: number;
  maxProcesses?: number;
  /** True when the step only checks syntax (interpreted languages): its failure is still a compile error. */
  checkOnly?: boolean;
}

export interface ProgramLanguage {
  kind: 'program';
  key: string;
  displayName: string;
  sourceFileName: string;
  /** File extensions (without dot) that mean this language in problem packages' submissions/ folders. */
  extensions: string[];
  compile?: CompileSpec;
  run: CommandSpec;
  /** Default code shown in the editor: reads stdin, writes stdout. */
  scaffold: string;
  /** MiB added to the problem's memory limit for the cgroup (VM heap metadata, JIT, interpreter). */
  memoryOverheadMb: number;
  /** Processes/threads added to the problem's process limit (JVM and Node start many threads). */
  processAllowance: number;
  /** Absolute paths that must exist (and be executable when they are binaries) for the language to be available. */
  toolchain: string[];
  /** Command run on the host to show the toolchain version, e.g. ['/usr/bin/gcc', '--version']. */
  versionProbe: string[];
  /** Extra host paths the toolchain reads (bound read-only at the same place). */
  readOnlyBinds?: string[];
  /** Messages a runtime prints when ITS OWN heap cap is hit (JVM -Xmx, Node heap): a memory verdict, not a crash. */
  memoryErrorPatterns?: RegExp[];
}

/**
 * SQL languages run a query against a throw-away database instead of a program in the sandbox. Their runner lives in
 * src/sql; the registry only reserves the keys and asks that runner whether the database engine is available.
 */
export interface SqlLanguage {
  kind: 'sql';
  key: string;
  displayName: string;
  sourceFileName: string;
  extensions: string[];
  scaffold: string;
  dialect: 'postgresql' | 'mysql';
  /** Set by the SQL runner when it registers (see registerLanguage); absent means not wired yet. */
  availability?: () => LanguageAvailability;
}

export type LanguageDefinition = ProgramLanguage | SqlLanguage;

export interface LanguageAvailability {
  available: boolean;
  /** Why not, e.g. 'kotlinc not found: /usr/bin/kotlinc'. */
  reason?: string;
}

export interface LanguageInfo extends LanguageAvailability {
  key: string;
  displayName: string;
  kind: LanguageDefinition['kind'];
  sourceFileName: string;
  scaffold: string;
  compiled: boolean;
}
