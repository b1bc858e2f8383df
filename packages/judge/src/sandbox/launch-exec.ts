/**
 * The katana-launch path: Node spawns the launcher (cgroups, rlimits, uid drop; native/launch.c), which execs bwrap.
 * Used when katana-spawner is not ready (starting, failed, gone), for interactive runs (their stdin stays a pipe
 * the judge writes to) and for inputs too large to hand over inline.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { constants } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import { buildLaunchArgv } from './bwrap-args.ts';
import type { CgroupJoin } from './cgroups.ts';
import type { SpawnHooks } from './spawner-client.ts';
import type { RunSpec } from './types.ts';

export interface ExecLaunchConfig {
  launcher: string;
  bwrap: string;
  seccompBpf: string;
  devDir?: string;
  uid: number;
  gid: number;
  cgroupJoin: CgroupJoin[];
  /** The judge's descriptor on the run's fresh network namespace; the child gets a copy, the caller closes it. */
  netnsFd?: number;
  /** 'spec' feeds spec.stdin (or nothing); 'pipe' leaves stdin open for the caller (interactive runs). */
  stdin: 'spec' | 'pipe';
}

const SEC_FD = 3;
const STATUS_FD = 4;
const NETNS_FD = 5;

export interface LaunchedRun {
  stdin: Writable | null;
  kill(): void;
  /** The program's stdout pipe (interactive runs pause it while the peer's pipe is full: backpressure). */
  stdout?: Readable;
}

/** Starts the run; throws when a descriptor cannot be opened (before anything was started). */
export function launchWithExec(spec: RunSpec, config: ExecLaunchConfig, hooks: SpawnHooks): LaunchedRun {
  const seccompFd = openSync(config.seccompBpf, 'r');
  let stdinFd: number | undefined;
  try {
    if (config.stdin === 'spec' && spec.stdin && 'file' in spec.stdin)
      stdinFd = openSync(spec.stdin.file, 'r');
  } catch (error) {
    closeSync(seccompFd);
    throw error;
  }
  const argv = buildLaunchArgv(spec, {
    launcher: config.launcher,
    bwrap: config.bwrap,
    ...(config.devDir ? { devDir: config.devDir } : {}),
    uid: config.uid,
    gid: config.gid,
    cgroupJoin: config.cgroupJoin,
    seccompFd: SEC_FD,
    statusFd: STATUS_FD,
    ...(config.netnsFd !== undefined ? { netnsFd: NETNS_FD } : {}),
  });
  // No input at all: /dev/null (end of file at once, like an empty pipe) saves a pipe per run, e.g. every compile.
  const noInput = config.stdin === 'spec' && !spec.stdin;
  const stdin = stdinFd ?? (noInput ? 'ignore' : 'pipe');
  const stdio = [
    stdin,
    'pipe',
    'pipe',
    seccompFd,
    'pipe',
    ...(config.netnsFd !== undefined ? [config.netnsFd] : []),
  ];
  const child = spawn(config.launcher, argv, { stdio: stdio as StdioOptions, env: {} });
  // The child holds its own copies now.
  closeSync(seccompFd);
  if (stdinFd !== undefined) closeSync(stdinFd);

  let status = '';
  let spawnError: Error | undefined;
  child.stdout!.on('data', hooks.onStdout);
  child.stderr!.on('data', hooks.onStderr);
  (child.stdio[STATUS_FD] as Readable).on('data', (chunk: Buffer) => {
    status += chunk.toString();
  });
  child.stdin?.on('error', () => {
    // EPIPE: the program exited without reading all of its input; that is its business.
  });
  if (config.stdin === 'spec' && child.stdin) {
    if (spec.stdin && 'data' in spec.stdin) child.stdin.end(spec.stdin.data);
    else child.stdin.end();
  }
  child.on('error', (error) => {
    spawnError = error;
  });
  child.on('close', (code, signal) => {
    // No "child-pid" from bwrap means the sandbox never started the program: launcher or bwrap failed.
    hooks.onClose({
      status: signal !== null ? signalStatus(signal) : code === null ? null : code << 8,
      programStarted: status.includes('"child-pid"'),
      ...(spawnError ? { error: spawnError.message } : {}),
    });
  });
  return {
    stdin: config.stdin === 'pipe' ? child.stdin : null,
    kill: () => child.kill('SIGKILL'),
    stdout: child.stdout!,
  };
}

/** A wait status for "killed by SIGNAL", so both paths report alike. */
function signalStatus(signal: NodeJS.Signals): number {
  return constants.signals[signal] ?? 0;
}
