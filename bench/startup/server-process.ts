/**
 * Shared by the start-up benches: runs `npm start` (the README's start command) on a given DATA_DIR and port, waits
 * for the first page to answer, and reads the resident memory of the server and of everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export const repoRoot = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

export interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  /** From spawning `npm start` to the first 200 answer of GET / (the home page's HTML), in ms. */
  firstPageMs: number;
  log: () => string;
  stop(): Promise<void>;
}

/** Starts `npm start` in its own process group (so stop() ends npm, the shell and the server together). */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...extraEnv },
  });
  // Interrupting the bench must not leave a server behind (it runs in its own process group).
  const onSignal = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } finally {
      process.exit(130);
    }
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  child.once('exit', () => process.off('SIGINT', onSignal).off('SIGTERM', onSignal));
  child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }, 30_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = t0 + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      await res.arrayBuffer();
      if (res.status === 200) {
        return { child, baseUrl, firstPageMs: performance.now() - t0, log: () => output, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop();
  throw new Error(`no first page within ${timeoutMs} ms:\n${output}`);
}

interface Proc {
  pid: number;
  ppid: number;
  rssKiB: number;
  cmd: string;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKiB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      out.push({ pid: Number(name), ppid, rssKiB, cmd });
    } catch {
      // ended while we looked
    }
  }
  return out;
}

export interface MemorySample {
  /** The node process serving HTTP. */
  serverMiB: number;
  /** The server plus every process it started (warm SQL judge processes, judge helpers), RSS summed. */
  treeMiB: number;
  /** How many processes the server had started. */
  children: number;
}

/** RSS of the server (the node process below npm whose command line names apps/server) and its descendants. */
export function memoryOf(rootPid: number): MemorySample {
  const all = processes();
  const byParent = new Map<number, Proc[]>();
  for (const p of all) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  const descendants = (pid: number): Proc[] =>
    (byParent.get(pid) ?? []).flatMap((c) => [c, ...descendants(c.pid)]);
  const server = descendants(rootPid).find((p) => /^node\b.*apps\/server\//.test(p.cmd));
  if (!server) throw new Error('server process not found below npm');
  const below = descendants(server.pid);
  const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;
  return {
    serverMiB: mib(server.rssKiB),
    treeMiB: mib(server.rssKiB + below.reduce((s, p) => s + p.rssKiB, 0)),
    children: below.length,
  };
}
