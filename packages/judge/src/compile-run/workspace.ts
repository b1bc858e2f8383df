/**
 * Host directories for compiles and runs. An artifact is compiled once, then frozen (root-owned, read-only). A
 * learner's program runs in a private box: a bounded tmpfs the launcher mounts over an empty host directory in the
 * run's own mount namespace, with the artifact bound read-only into it (RunSpec.privateBox), so whatever it writes
 * never reaches the host and is freed by the kernel. Validators run in host boxes holding hard links to their frozen
 * files, so the judge can fill them and read their feedback.
 *
 * Every judge process keeps its boxes in a directory of its own (`judge-<pid>-<start time>`), so a judge that starts
 * can tell the leftovers of one that was killed from the boxes of one still running, and removes them.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, chown, link, lstat, mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Root of all boxes; must be traversable by the sandbox uid (bwrap resolves bind sources as that uid). */
export function workRoot(): string {
  return process.env.KATANA_JUDGE_WORK_DIR ?? join(tmpdir(), 'katana-judge');
}

const PROCESS_DIR = /^judge-(\d+)-(\d+)$/;
/** Boxes of the layout before process directories, from a judge that is surely gone. */
const LEGACY_BOX = /^(compile|run)-[0-9a-f-]{36}$/;
const LEGACY_MAX_AGE_MS = 24 * 3600_000;

/** A process's start time in clock ticks since boot (/proc/PID/stat field 22), or null when it is gone. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

let ownDir: string | undefined;
/** This process's directory under the work root: `judge-<pid>-<start time>`. */
export function processBoxDir(): string {
  ownDir ??= join(workRoot(), `judge-${process.pid}-${processStartTime(process.pid) ?? '0'}`);
  return ownDir;
}

export async function createBox(kind: 'compile' | 'run'): Promise<string> {
  await mkdir(workRoot(), { recursive: true, mode: 0o755 });
  const parent = processBoxDir();
  await mkdir(parent, { recursive: true, mode: 0o755 });
  const dir = join(parent, `${kind}-${randomUUID()}`);
  await mkdir(dir, { mode: 0o755 });
  return dir;
}

/** A private box leaves an empty mount point; a host box holds what a compiler or validator wrote (a few files). */
export async function removeBox(dir: string): Promise<void> {
  try {
    await rmdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

const run = promisify(execFile);

/**
 * Removes what judges that are gone left under the work root: the directories of processes no longer running (or
 * whose pid now belongs to another process), and boxes of the old layout older than a day. The deleting happens in an
 * `rm` child process: a killed judge may have left a box with hundreds of thousands of files, and deleting them
 * from here would stall this process for seconds. Returns the names removed.
 */
export async function cleanStaleBoxes(root = workRoot()): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const stale: string[] = [];
  for (const name of names) {
    const owner = PROCESS_DIR.exec(name);
    if (owner) {
      if (processStartTime(Number(owner[1])) !== owner[2]) stale.push(name);
    } else if (LEGACY_BOX.test(name)) {
      const stat = await lstat(join(root, name)).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > LEGACY_MAX_AGE_MS) stale.push(name);
    }
  }
  if (stale.length === 0) return [];
  await run('rm', ['-rf', '--one-file-system', '--', ...stale.map((name) => join(root, name))]);
  return stale;
}

/** Makes a compiled artifact immutable for the sandbox uid: root-owned, no write bits, symlinks dropped. */
export async function freeze(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const stat = await lstat(path);
    if (stat.isSymbolicLink()) {
      // A planted symlink could point a later run's hard-linking at host files.
      await rm(path);
      continue;
    }
    if (stat.isDirectory()) await freeze(path);
    await chown(path, 0, 0);
    await chmod(path, stat.isDirectory() || stat.mode & 0o111 ? 0o555 : 0o444);
  }
  await chown(dir, 0, 0);
  await chmod(dir, 0o555);
}

/** Mirrors `from` into `to` with hard links (directories recreated). */
export async function linkTree(from: string, to: string): Promise<void> {
  for (const name of await readdir(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = await lstat(source);
    if (stat.isDirectory()) {
      await mkdir(target, { mode: 0o755 });
      await linkTree(source, target);
    } else if (stat.isFile()) {
      await link(source, target);
    }
  }
}
