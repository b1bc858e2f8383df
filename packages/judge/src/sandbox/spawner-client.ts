/**
 * The judge's side of katana-spawner (native/spawner.c): one resident root process per judge that forks every
 * sandboxed run and execs bwrap itself, so a run does not pay for Node forking its own large process and exec'ing
 * katana-launch (Node's spawn is most of a bare launch's cost). One long-lived IPC channel (a private socketpair
 * made by spawn: nothing else can connect to it), requests multiplexed by id. The spawner reads the run's stdout and
 * stderr pipes and sends them with the wait status, usually in one message per run: one wake-up of the judge.
 *
 * It starts in the background; until it has said "ready", and whenever it cannot start or has died, runs take the
 * katana-launch path (launch-exec.ts). `spawnerStatus()` says which one is in use and why (/api/health).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { CgroupJoin } from './cgroups.ts';

export interface SpawnRequest {
  cgroupJoin: CgroupJoin[];
  /** A descriptor path the spawner opens (the judge's own fd on the namespace) and the inode it must have. */
  netns?: { path: string; ino: number };
  /** `name=soft:hard` each. */
  rlimits: string[];
  /** Nothing: /dev/null. data: at most MAX_INLINE_STDIN bytes, written into a pipe by the spawner. */
  stdin?: { file: string } | { data: Buffer };
  /** cgroup files the spawner reads once the run is over and sends with the status (RunCgroup.snapshotFiles). */
  snapshot: string[];
  /** The judge keeps this many bytes of each output stream; the spawner forwards one more and drops the rest. */
  maxOutputBytes: number;
  /** A private /box: a tmpfs of `bytes` and `inodes` over `path` in the run's own mount namespace (RunSpec.privateBox). */
  box?: { path: string; bytes: number; inodes: number };
  /** bwrap's arguments without argv[0]; the spawner execs only the bwrap it was started with. */
  bwrapArgs: string[];
}

export interface SpawnedEnd {
  /** Raw wait status, null when the run never started or the spawner is gone. */
  status: number | null;
  /** bwrap reported the program's pid: the sandbox was set up and the program ran. */
  programStarted: boolean;
  /** Why the run could not be started (or was lost), if so. */
  error?: string;
  /** The request's snapshot files' contents at the end (null: unreadable). */
  snapshot?: (string | null)[];
}

export interface SpawnHooks {
  onStdout(chunk: Buffer): void;
  onStderr(chunk: Buffer): void;
  /** Once, after the exit status and the end of both output pipes (or an error). */
  onClose(end: SpawnedEnd): void;
}

export interface SpawnerOptions {
  spawner: string;
  bwrap: string;
  seccompBpf: string;
  cgroupRoot: string;
  uid: number;
  gid: number;
}

export interface SpawnerStatus {
  mode: 'spawner' | 'launcher';
  /** The spawner's pid while it is in use. */
  pid?: number;
  /** Why runs use katana-launch (still starting, failed to start, exited). */
  reason?: string;
}

/** A pipe's buffer holds this much for certain: larger inputs are streamed from the judge (katana-launch path). */
export const MAX_INLINE_STDIN = 16 * 1024;
const RESTART_AFTER_MS = 10_000;
/** The spawner's run table (MAX_RUNS in spawner.c); more at once take the katana-launch path. */
const MAX_RUNS = 64;

interface SpawnerMessage {
  ready?: number;
  id?: number;
  out?: string;
  err?: string;
  status?: number;
  started?: number;
  error?: string;
  snapshot?: (string | null)[];
}

export class Spawner {
  private child: ChildProcess | undefined;
  private ready = false;
  private stoppedAt = -Infinity;
  private reason = 'starting';
  private nextId = 1;
  private readonly pending = new Map<number, SpawnHooks>();

  constructor(private readonly options: SpawnerOptions) {}

  status(): SpawnerStatus {
    return this.ready
      ? { mode: 'spawner', pid: this.child!.pid! }
      : { mode: 'launcher', reason: `katana-spawner ${this.reason}` };
  }

  /** Starts the spawner when it is not running (and did not fail in the last 10 s); never waits for it. */
  ensureStarted(): void {
    if (this.child || Date.now() - this.stoppedAt < RESTART_AFTER_MS) return;
    const o = this.options;
    const args = [
      '--bwrap',
      o.bwrap,
      '--seccomp',
      o.seccompBpf,
      '--uid',
      String(o.uid),
      '--gid',
      String(o.gid),
      '--cgroup-root',
      o.cgroupRoot,
    ];
    let child: ChildProcess;
    try {
      child = spawn(o.spawner, args, {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: {},
        serialization: 'json',
      });
    } catch (error) {
      this.stop(undefined, `cannot start: ${(error as Error).message}`);
      return;
    }
    this.child = child;
    this.reason = 'starting';
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 1000) stderr += chunk.toString();
    });
    child.on('error', (error) => this.stop(child, `cannot start: ${error.message}`));
    child.on('exit', (code, signal) =>
      this.stop(child, `exited (${signal ?? `status ${code}`})${stderr ? `: ${stderr.trim()}` : ''}`),
    );
    child.on('message', (message: SpawnerMessage) => this.onMessage(child, message));
    // Never keeps the judge alive; the spawner dies with it (parent-death signal, end of the channel).
    child.unref();
    child.channel?.unref();
    (child.stderr as unknown as { unref?: () => void }).unref?.();
  }

  /** Starts a run; undefined when the spawner is not ready or full (the caller uses katana-launch). */
  start(request: SpawnRequest, hooks: SpawnHooks): { kill(): void } | undefined {
    const child = this.child;
    if (!this.ready || !child?.connected) {
      this.ensureStarted();
      return undefined;
    }
    if (this.pending.size >= MAX_RUNS) return undefined;
    const id = this.nextId++;
    const tokens: (string | Buffer)[] = ['run', String(id)];
    for (const { kind, file } of request.cgroupJoin) tokens.push(kind, file);
    if (request.netns) tokens.push('netns', request.netns.path, String(request.netns.ino));
    for (const limit of request.rlimits) tokens.push('rlimit', limit);
    tokens.push('cap', String(request.maxOutputBytes));
    for (const file of request.snapshot) tokens.push('snapshot', file);
    if (request.stdin && 'file' in request.stdin) tokens.push('stdin-file', request.stdin.file);
    if (request.box)
      tokens.push('box', request.box.path, String(request.box.bytes), String(request.box.inodes));
    const parts = tokens.map((t) => `${t}\0`);
    let blob = Buffer.from(parts.join(''));
    if (request.stdin && 'data' in request.stdin) {
      blob = Buffer.concat([
        blob,
        Buffer.from(`stdin-data\0${request.stdin.data.length}\0`),
        request.stdin.data,
      ]);
    }
    blob = Buffer.concat([
      blob,
      Buffer.from(
        ['args', String(request.bwrapArgs.length), ...request.bwrapArgs].map((t) => `${t}\0`).join(''),
      ),
    ]);
    this.pending.set(id, hooks);
    child.send(blob.toString('base64'));
    return { kill: () => this.send(`kill\0${id}\0`) };
  }

  private send(request: string): void {
    if (this.child?.connected) this.child.send(Buffer.from(request).toString('base64'));
  }

  private onMessage(child: ChildProcess, message: SpawnerMessage): void {
    if (child !== this.child) return;
    if (message.ready !== undefined) {
      this.ready = true;
      this.reason = '';
      return;
    }
    const id = message.id ?? -1;
    const hooks = this.pending.get(id);
    if (!hooks) return;
    if (message.out) hooks.onStdout(Buffer.from(message.out, 'base64'));
    if (message.err) hooks.onStderr(Buffer.from(message.err, 'base64'));
    if (message.error !== undefined) {
      this.pending.delete(id);
      hooks.onClose({ status: null, programStarted: false, error: message.error });
    } else if (message.status !== undefined) {
      this.pending.delete(id);
      const snapshot = message.snapshot?.map((text) =>
        text === null ? null : Buffer.from(text, 'base64').toString('utf8'),
      );
      hooks.onClose({
        status: message.status,
        programStarted: message.started === 1,
        ...(snapshot ? { snapshot } : {}),
      });
    }
  }

  private stop(child: ChildProcess | undefined, reason: string): void {
    if (child && child !== this.child) return;
    this.child = undefined;
    this.ready = false;
    this.reason = reason;
    this.stoppedAt = Date.now();
    // Their processes die with the spawner (parent-death signal); the judge still kills and reads their cgroups.
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const hooks of lost)
      hooks.onClose({ status: null, programStarted: false, error: `katana-spawner ${reason}` });
  }
}

const spawners = new Map<string, Spawner>();

/** One spawner per judge process and configuration, shared by every sandbox instance. */
export function spawnerFor(options: SpawnerOptions): Spawner {
  const key = JSON.stringify(options);
  let spawner = spawners.get(key);
  if (!spawner) spawners.set(key, (spawner = new Spawner(options)));
  return spawner;
}
