/**
 * The Sandbox implementation: bubblewrap + a fresh cgroup per run + seccomp + an unprivileged uid.
 * When something it needs is missing, every run reports SANDBOX_ERROR with the reason -- it never runs a program
 * unconfined -- and `sandboxAvailability()` says what is wrong (for /api/health and the worker's start-up check).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CGROUP_ROOT, detectCgroups, type CgroupSupport } from './cgroups.ts';
import { usableDevDir } from './dev-dir.ts';
import { ensureNativeHelpers } from './native-helpers.ts';
import { createNetnsPool, type NetnsPool } from './netns-pool.ts';
import {
  sandboxErrorResult,
  startSandboxedProcess,
  type SandboxEnvironment,
  type StartedProcess,
} from './sandboxed-process.ts';
import { spawnerFor, type Spawner, type SpawnerStatus } from './spawner-client.ts';
import type { Writable } from 'node:stream';
import type { InteractiveRuns, LiveRun, RunResult, RunSpec, Sandbox } from './types.ts';

export interface SandboxAvailability {
  available: boolean;
  /** Everything that is wrong, joined; absent when available. */
  reason?: string;
  bwrap: string | null;
  cgroups: CgroupSupport;
  uid: number;
  gid: number;
  /** How runs are launched: by the resident katana-spawner, or by spawning katana-launch (and why). */
  launch?: SpawnerStatus;
}

export interface BwrapSandboxOptions {
  /** Host uid/gid the programs run as (default KATANA_SANDBOX_UID/GID or 65534 "nobody"/"nogroup"). */
  uid?: number;
  gid?: number;
  /** bwrap binary (default KATANA_BWRAP or the first bwrap on PATH). */
  bwrap?: string;
  /** Take each run's network namespace from katana-netns (default true); false: bwrap makes it per run. */
  netnsPool?: boolean;
  /** Launch runs through the resident katana-spawner (default true unless KATANA_SANDBOX_SPAWNER=0); false: spawn
   * katana-launch for each run. */
  spawner?: boolean;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(delimiter)) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function resolveOptions(options: BwrapSandboxOptions) {
  return {
    uid: options.uid ?? Number(process.env.KATANA_SANDBOX_UID ?? 65534),
    gid: options.gid ?? Number(process.env.KATANA_SANDBOX_GID ?? 65534),
    bwrap: options.bwrap ?? process.env.KATANA_BWRAP ?? findOnPath('bwrap'),
  };
}

const netnsPools = new Map<string, NetnsPool>();
/** The format's exit code of a validator that rejects (43): the interaction's verdict is then settled. */
const VALIDATOR_REJECTS = 43;
/** How long a validator may run on after its submission ended before it is stopped. */
const VALIDATOR_GRACE_MS = 2000;
/** One keeper per judge process (per keeper binary), shared by every sandbox instance. */
function netnsPoolFor(keeper: string): NetnsPool {
  let pool = netnsPools.get(keeper);
  if (!pool) netnsPools.set(keeper, (pool = createNetnsPool(keeper)));
  return pool;
}

interface Probed {
  env?: SandboxEnvironment;
  availability: SandboxAvailability;
  spawner?: Spawner;
}

let availabilityCache: Probed | undefined;

function probe(options: BwrapSandboxOptions): Probed {
  const { uid, gid, bwrap } = resolveOptions(options);
  const problems: string[] = [];
  if (!bwrap || !isExecutable(bwrap))
    problems.push(`bwrap not found${bwrap ? ` at ${bwrap}` : ''} (install the Debian package bubblewrap)`);
  if (!(uid > 0 && gid > 0)) problems.push(`sandbox uid/gid must be non-root, got ${uid}/${gid}`);
  const cgroups = detectCgroups();
  if (cgroups.version === 'none') problems.push(`no usable cgroups: ${cgroups.reason}`);
  let helpers: ReturnType<typeof ensureNativeHelpers> | undefined;
  try {
    helpers = ensureNativeHelpers();
  } catch (error) {
    problems.push((error as Error).message);
  }
  const availability: SandboxAvailability = {
    available: problems.length === 0,
    ...(problems.length ? { reason: problems.join('; ') } : {}),
    bwrap,
    cgroups,
    uid,
    gid,
  };
  if (problems.length || !helpers || !bwrap) return { availability };
  const devDir = usableDevDir(helpers.devDir);
  const netns = options.netnsPool === false ? undefined : netnsPoolFor(helpers.netnsKeeper);
  const useSpawner = options.spawner ?? process.env.KATANA_SANDBOX_SPAWNER !== '0';
  const spawner = useSpawner
    ? spawnerFor({
        spawner: helpers.spawner,
        bwrap,
        seccompBpf: helpers.seccompBpf,
        cgroupRoot: CGROUP_ROOT,
        uid,
        gid,
      })
    : undefined;
  // Started now, in the background: the first runs take the katana-launch path until it is ready.
  spawner?.ensureStarted();
  const env: SandboxEnvironment = {
    launcher: helpers.launcher,
    seccompBpf: helpers.seccompBpf,
    bwrap,
    uid,
    gid,
  };
  return {
    availability,
    env: {
      ...env,
      ...(devDir ? { devDir } : {}),
      ...(netns ? { netns } : {}),
      ...(spawner ? { spawner } : {}),
    },
    ...(spawner ? { spawner } : {}),
  };
}

/** What the sandbox can do on this machine; probed once per process (the launch mode is read live). */
export function sandboxAvailability(options: BwrapSandboxOptions = {}): SandboxAvailability {
  availabilityCache ??= probe(options);
  const { availability, spawner } = availabilityCache;
  if (!availability.available) return availability;
  return {
    ...availability,
    launch: spawner?.status() ?? { mode: 'launcher', reason: 'katana-spawner disabled' },
  };
}

export class BwrapSandbox implements Sandbox {
  private readonly env: SandboxEnvironment | undefined;
  private readonly unavailableReason: string | undefined;

  constructor(options: BwrapSandboxOptions = {}) {
    const probed = Object.keys(options).length ? probe(options) : (availabilityCache ??= probe(options));
    this.env = probed.env;
    this.unavailableReason = probed.availability.reason;
  }

  run(spec: RunSpec): Promise<RunResult> {
    if (!this.env)
      return Promise.resolve(sandboxErrorResult(`sandbox unavailable: ${this.unavailableReason}`));
    return startSandboxedProcess(spec, this.env, { stdin: 'spec' }).result;
  }

  start(spec: RunSpec, onStdout?: (chunk: Buffer) => void): LiveRun {
    if (!this.env) {
      const failed = sandboxErrorResult(`sandbox unavailable: ${this.unavailableReason}`);
      return { stdin: null, result: Promise.resolve(failed), kill: () => undefined };
    }
    const started = startSandboxedProcess(spec, this.env, {
      stdin: 'pipe',
      ...(onStdout ? { onStdout } : {}),
    });
    started.stdin?.on('error', () => undefined); // the program may exit before it reads its input
    return { stdin: started.stdin, result: started.result, kill: () => started.kill('wall') };
  }

  async runInteractive(submission: RunSpec, validator: RunSpec): Promise<InteractiveRuns> {
    if (!this.env) {
      const failed = sandboxErrorResult(`sandbox unavailable: ${this.unavailableReason}`);
      return { submission: failed, validator: failed, validatorFirst: false };
    }
    // Each side's stdout goes to the other's stdin; the judge sits in the middle so both stay fully sandboxed
    // (separate namespaces and cgroups) and each transcript is captured for the result. Backpressure: while a peer's
    // input pipe is full the judge stops reading the writer's stdout, so a program that floods a peer which does not
    // read blocks on its own pipe (as it would talking to a real peer) instead of growing the judge's memory.
    let toSubmission: Writable | null = null;
    let toValidator: Writable | null = null;
    // Each waits on the other: one's wait for a CPU counts as both's, and the validator outlives its submission.
    let submissionDone = false;
    let validatorDone = false;
    const relay = (to: Writable | null, chunk: Buffer, from: StartedProcess, peerDone: () => boolean) => {
      if (!to || to.destroyed || to.writableEnded) {
        // The peer is gone but the judge has not read its result yet: hold the writer until it has (then the
        // writer is resumed, or stopped when the validator rejected), so the order of events stays the real one.
        if (!peerDone()) from.pauseStdout();
        return;
      }
      if (!to.write(chunk)) {
        from.pauseStdout();
        to.once('drain', () => from.resumeStdout());
      }
    };
    const sub: StartedProcess = startSandboxedProcess(submission, this.env, {
      stdin: 'pipe',
      onStdout: (chunk) => relay(toValidator, chunk, sub, () => validatorDone),
      // Read from a timer, after `val` exists.
      peerStarvedMs: () => val.starvedMs(),
    });
    const val: StartedProcess = startSandboxedProcess(validator, this.env, {
      stdin: 'pipe',
      onStdout: (chunk) => relay(toSubmission, chunk, val, () => submissionDone),
      peerStarvedMs: () => sub.starvedMs(),
      holdWallClock: () => !submissionDone,
      stdoutIsInteraction: true,
    });
    toSubmission = sub.stdin;
    toValidator = val.stdin;
    // A closed pipe on either side is the other program's business (it sees EPIPE / end-of-file), not the judge's.
    toSubmission?.on('error', () => undefined);
    toValidator?.on('error', () => undefined);
    let validatorFirst = false;
    // When one side is done the other sees end-of-file instead of waiting for its wall clock.
    const subResult = sub.result.then((r) => {
      submissionDone = true;
      val.stdin?.end();
      val.resumeStdout();
      // The submission is gone: a validator that does not finish soon on its own is stopped (it has no one to talk
      // to); its verdict so far stands.
      const stop = setTimeout(() => {
        if (!validatorDone) val.kill('peer');
      }, VALIDATOR_GRACE_MS);
      void valResult.finally(() => clearTimeout(stop));
      return r;
    });
    const valResult = val.result.then((r) => {
      validatorDone = true;
      sub.stdin?.end();
      // Whatever the submission still writes goes nowhere now (it counts against its own output limit).
      sub.resumeStdout();
      if (!submissionDone) {
        validatorFirst = true;
        // A rejection settles the verdict: the submission need not run to its time limit.
        if (r.exitCode === VALIDATOR_REJECTS) sub.kill('peer');
      }
      return r;
    });
    const [s, v] = await Promise.all([subResult, valResult]);
    return { submission: s, validator: v, validatorFirst };
  }
}

/** The judge's sandbox. Check `sandboxAvailability()` to report why runs would fail. */
export function createSandbox(options: BwrapSandboxOptions = {}): Sandbox {
  return new BwrapSandbox(options);
}
