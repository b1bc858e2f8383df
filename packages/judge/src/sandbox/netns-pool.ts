/**
 * Fresh network namespaces made ahead of time by katana-netns (native/netns-keeper.c), so that bwrap does not make
 * one on each run's critical path (~0.5 ms of kernel work per run). Each namespace is new and empty, goes to
 * exactly one run and is then dropped: the run's launcher enters it and bwrap runs with --share-net. When none is
 * ready (first run, keeper gone, a burst), take() returns undefined and bwrap makes the namespace itself, as before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, openSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface NetnsPool {
  /** A descriptor on a fresh network namespace for one run (the caller closes it), or undefined. */
  take(): number | undefined;
}

/** Enough for an interactive pair, or two runs at once, without waiting for the keeper. */
const READY = 2;
/** After the keeper failed or exited, runs make their own namespaces for this long before it is started again. */
const RESTART_AFTER_MS = 10_000;

export function createNetnsPool(keeperPath: string): NetnsPool {
  let keeper: ChildProcess | undefined;
  let ready: { fd: number; ino: number }[] = [];
  let stoppedAt = -Infinity;
  let judgeNetns: number | undefined;

  const stop = (child: ChildProcess) => {
    if (keeper !== child) return;
    keeper = undefined;
    ready = [];
    stoppedAt = Date.now();
  };

  const start = () => {
    if (keeper || Date.now() - stoppedAt < RESTART_AFTER_MS) return;
    const child = spawn(keeperPath, [String(READY)], { stdio: ['pipe', 'pipe', 'ignore'], env: {} });
    keeper = child;
    child.on('error', () => stop(child));
    child.on('exit', () => stop(child));
    child.stdin!.on('error', () => stop(child));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^ready (\d+) (\d+)$/.exec(line);
      if (match && keeper === child) ready.push({ fd: Number(match[1]), ino: Number(match[2]) });
    });
    // Never keeps the judge alive; the keeper dies with it (parent-death signal, end of stdin).
    child.unref();
    (child.stdin as unknown as { unref?: () => void }).unref?.();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
  };

  return {
    take() {
      start();
      const child = keeper;
      const entry = ready.shift();
      if (!child?.pid || !entry) return undefined;
      let fd: number | undefined;
      try {
        judgeNetns ??= statSync('/proc/self/ns/net').ino;
        fd = openSync(`/proc/${child.pid}/fd/${entry.fd}`, 'r');
        // The very namespace the keeper announced (so not whatever a reused pid or descriptor number now holds), and
        // not the judge's own. The launcher checks the latter again, and that it is a network namespace at all.
        const ino = fstatSync(fd).ino;
        if (ino !== entry.ino || ino === judgeNetns) throw new Error('not the announced namespace');
        return fd;
      } catch {
        if (fd !== undefined) closeSync(fd);
        return undefined;
      } finally {
        // Opened (or failed): the keeper drops its descriptor and this namespace is never offered again (it already
        // left `ready`). Told after this event-loop turn: waking the keeper, which at once makes a replacement (~0.5 ms
        // of kernel work), would otherwise delay the run being launched right now.
        setImmediate(() => child.stdin!.write(`take ${entry.fd}\n`));
      }
    },
  };
}
