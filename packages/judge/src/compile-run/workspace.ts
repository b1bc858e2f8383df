/**
 * Host directories for compiles and runs. An artifact is compiled once, then frozen (root-owned, read-only); every
 * run gets a fresh writable box holding hard links to the frozen files, so a program cannot tamper with the binary
 * the next test case runs, and nothing is copied.
 */
import { randomUUID } from 'node:crypto';
import { chmod, chown, link, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Root of all boxes; must be traversable by the sandbox uid (bwrap resolves bind sources as that uid). */
export function workRoot(): string {
  return process.env.KATANA_JUDGE_WORK_DIR ?? join(tmpdir(), 'katana-judge');
}

export async function createBox(kind: 'compile' | 'run'): Promise<string> {
  const root = workRoot();
  await mkdir(root, { recursive: true, mode: 0o755 });
  const dir = join(root, `${kind}-${randomUUID()}`);
  await mkdir(dir, { mode: 0o755 });
  return dir;
}

export async function removeBox(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
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
