/** Limits of the compile step unless the language entry asks for more (JVM compilers) or the caller overrides. */
import type { SandboxLimits } from '../sandbox/types.ts';

export const DEFAULT_COMPILE_LIMITS: SandboxLimits = {
  cpuTimeMs: 15_000,
  wallTimeMs: 30_000,
  memoryMb: 512,
  maxProcesses: 32,
  maxFileBytes: 64 * 1024 * 1024,
  maxOutputBytes: 64 * 1024,
};

/** The compiler message kept in a COMPILATION_ERROR (the rest of a huge error cascade is cut). */
export const COMPILE_MESSAGE_MAX_CHARS = 16 * 1024;

/**
 * A learner's program runs in a private box (RunSpec.privateBox): a tmpfs of at least this many bytes (more when its
 * file-size limit is larger) and this many inodes, the compiled program's own files included. A program that
 * creates more gets ENOSPC: a runtime error, and nothing for the judge to delete afterwards.
 */
export const PRIVATE_BOX_MIN_BYTES = 16 * 1024 * 1024;
export const PRIVATE_BOX_INODES = 4096;

/** Thread stack for runtimes that take one (JVM -Xss): deep recursion is normal in contest solutions. */
export const RUNTIME_STACK_MB = 64;
