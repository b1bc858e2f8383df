/**
 * Runs a Node script (the PGlite child) as a separate, killable process with a wall-clock limit, a memory limit and
 * an output cap. With a Sandbox (bubblewrap + cgroup, ../../sandbox/types.ts) the script runs inside it with only
 * node, the script and the PGlite package visible; without one it is a plain child process in its own process group,
 * killed on the wall clock and watched for resident memory -- weaker isolation, which availability() reports.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { RunOutcome, Sandbox } from '../../sandbox/types.ts';

export interface IsolatedRunSpec {
  script: string;
  /** Arguments after the script. */
  args?: string[];
  /** Input for runIsolated (startIsolated leaves stdin to the caller). */
  stdin: string;
  /** Writable working directory (the sandbox's /box); the script receives paths inside it. */
  boxDir: string;
  /** Host paths the script needs to read (PGlite package, template file). */
  readOnlyPaths: string[];
  wallTimeMs: number;
  memoryMb: number;
  maxOutputBytes: number;
  /** Largest file the script may write (the template dump). */
  maxFileBytes: number;
}

export interface IsolatedRunResult {
  outcome: RunOutcome;
  stdout: string;
  stderr: string;
  wallTimeMs: number;
}

// V8's own heap stays small; PGlite's memory is WASM linear memory outside it.
const NODE_FLAGS = ['--max-old-space-size=256', '--disable-warning=ExperimentalWarning'];

export interface LiveIsolatedRun {
  /** The script's stdin, open until the caller ends it. */
  stdin: Writable | null;
  result: Promise<IsolatedRunResult>;
  /** Stops the run now (TIME_LIMIT: the caller's clock ran out). */
  kill(): void;
}

/** Runs the script to the end with `spec.stdin` as its input. */
export async function runIsolated(spec: IsolatedRunSpec, sandbox?: Sandbox): Promise<IsolatedRunResult> {
  const run = startIsolated(spec, sandbox);
  run.stdin?.end(spec.stdin);
  return run.result;
}

/**
 * Starts the script and leaves its stdin open (`spec.stdin` is not written): a warm process that loads PGlite
 * before its job arrives. `onStdout` sees the output as it comes (it is also kept for the result).
 */
export function startIsolated(
  spec: IsolatedRunSpec,
  sandbox?: Sandbox,
  onStdout?: (chunk: Buffer) => void,
): LiveIsolatedRun {
  if (!sandbox) return startChildProcess(spec, onStdout);
  const run = sandbox.start(
    {
      argv: [process.execPath, ...NODE_FLAGS, spec.script, ...(spec.args ?? [])],
      boxDir: spec.boxDir,
      readOnlyBinds: [spec.script, ...spec.readOnlyPaths],
      env: { HOME: '/box', TZ: 'UTC' },
      limits: {
        cpuTimeMs: spec.wallTimeMs * 2, // two threads (watchdog + PGlite); the wall clock is the real limit
        wallTimeMs: spec.wallTimeMs,
        memoryMb: spec.memoryMb,
        maxProcesses: 64, // node's thread pool and V8 helper threads count against the pids controller
        maxFileBytes: spec.maxFileBytes,
        maxOutputBytes: spec.maxOutputBytes,
      },
    },
    onStdout,
  );
  return {
    stdin: run.stdin,
    kill: run.kill,
    result: run.result.then((result) => ({
      outcome: result.outcome,
      stdout: result.stdout,
      stderr: result.stderr,
      wallTimeMs: result.wallTimeMs,
    })),
  };
}

async function residentKb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function startChildProcess(spec: IsolatedRunSpec, onStdout?: (chunk: Buffer) => void): LiveIsolatedRun {
  let kill!: (why: RunOutcome) => void;
  let stdin: Writable | null = null;
  const result = new Promise<IsolatedRunResult>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...NODE_FLAGS, spec.script, ...(spec.args ?? [])], {
      cwd: spec.boxDir,
      env: { HOME: spec.boxDir, TZ: 'UTC', PATH: '/usr/bin:/bin' },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // own process group, so the kill takes every thread and any stray child with it
    });
    let stdout = '';
    let stderr = '';
    let verdict: RunOutcome | null = null;
    kill = (why: RunOutcome) => {
      verdict ??= why;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const wallTimer = setTimeout(() => kill('TIME_LIMIT'), spec.wallTimeMs);
    const memoryTimer = setInterval(() => {
      if (!child.pid) return;
      void residentKb(child.pid).then((kb) => {
        if (kb > spec.memoryMb * 1024) kill('MEMORY_LIMIT');
      });
    }, 50);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.length > spec.maxOutputBytes) kill('OUTPUT_LIMIT');
      else onStdout?.(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < spec.maxOutputBytes) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      verdict ??= 'SANDBOX_ERROR';
      stderr += String(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(wallTimer);
      clearInterval(memoryTimer);
      const outcome: RunOutcome = verdict ?? (code === 0 ? 'OK' : signal ? 'SIGNALLED' : 'NONZERO_EXIT');
      resolve({ outcome, stdout, stderr, wallTimeMs: performance.now() - started });
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading everything
    stdin = child.stdin;
  });
  return { stdin, result, kill: () => kill('TIME_LIMIT') };
}
