/**
 * Problem packages on the judging machine. A job names its package by SHA-256 only; the package is unpacked once
 * into a local cache folder (fetched from a PackageSource -- the database's problem_packages -- on a miss, so a
 * `katana worker` on another machine needs nothing but DATABASE_URL), and the prepared problem (checker, compiled
 * output validator) is kept in a small LRU so consecutive submissions to one problem do not rebuild it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  extractZip,
  pathExists,
  type PreparedProblem,
  prepareProblem,
  type ProblemPackage,
  readPackageDir,
  type Sandbox,
} from '@katana/judge';

/** Where package archives come from on a cache miss. */
export interface PackageSource {
  /** The zip archive whose SHA-256 is `sha256`, or null when there is none. */
  fetch(sha256: string): Promise<Buffer | null>;
}

/** The job names a package this installation does not have (deleted, or a worker on another database). */
export class PackageNotFoundError extends Error {
  constructor(readonly sha256: string) {
    super(`problem package ${sha256.slice(0, 12)} was not found`);
    this.name = 'PackageNotFoundError';
  }
}

export interface CachedProblem {
  pkg: ProblemPackage;
  /** Program problems: checker and validator, built once. SQL problems: null (nothing to build). */
  prepared: PreparedProblem | null;
}

export interface ProblemCacheOptions {
  source: PackageSource;
  sandbox: Sandbox;
  /** Unpacked packages, one folder per SHA-256 (default: <os tmp>/katana-packages). */
  dir?: string;
  /** Prepared problems kept at once (default 16); each may hold a compiled validator. */
  maxPrepared?: number;
}

interface Entry {
  problem: Promise<CachedProblem>;
  users: number;
  evicted: boolean;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function defaultPackageCacheDir(): string {
  return path.join(os.tmpdir(), 'katana-packages');
}

export class ProblemCache {
  readonly dir: string;
  readonly #entries = new Map<string, Entry>();
  readonly #unpacking = new Map<string, Promise<string>>();
  readonly #max: number;

  constructor(private readonly options: ProblemCacheOptions) {
    this.dir = options.dir ?? defaultPackageCacheDir();
    this.#max = options.maxPrepared ?? 16;
  }

  /** Runs `fn` with the prepared problem; it stays alive (not disposed by eviction) until `fn` settles. */
  async use<T>(sha256: string, fn: (problem: CachedProblem) => Promise<T>): Promise<T> {
    if (!SHA256.test(sha256)) throw new PackageNotFoundError(sha256);
    let entry = this.#entries.get(sha256);
    if (entry) {
      // Most recently used goes last: Map keeps insertion order, so the first key is the eviction candidate.
      this.#entries.delete(sha256);
      this.#entries.set(sha256, entry);
    } else {
      entry = { problem: this.#load(sha256), users: 0, evicted: false };
      const created = entry;
      this.#entries.set(sha256, created);
      // A failed load is not cached: the next job tries again (the database may have been down).
      created.problem.catch(() => {
        if (this.#entries.get(sha256) === created) this.#entries.delete(sha256);
      });
      this.#evict();
    }
    entry.users += 1;
    try {
      return await fn(await entry.problem);
    } finally {
      entry.users -= 1;
      if (entry.evicted && entry.users === 0) await this.#dispose(entry);
    }
  }

  #evict(): void {
    for (const [sha, entry] of this.#entries) {
      if (this.#entries.size <= this.#max) break;
      this.#entries.delete(sha);
      entry.evicted = true;
      if (entry.users === 0) void this.#dispose(entry);
    }
  }

  async #dispose(entry: Entry): Promise<void> {
    const problem = await entry.problem.catch(() => null);
    await problem?.prepared?.dispose().catch(() => undefined);
  }

  async #load(sha256: string): Promise<CachedProblem> {
    const root = await this.unpacked(sha256);
    const pkg = await readPackageDir(root);
    pkg.shortName = sha256.slice(0, 12);
    // SQL problems compare result sets: no checker or validator to build.
    const prepared =
      pkg.sql || pkg.dataScience || pkg.frontend ? null : await prepareProblem(pkg, this.options.sandbox);
    return { pkg, prepared };
  }

  /** The folder of the unpacked package, fetching and unpacking it on the first call (once per process). */
  unpacked(sha256: string): Promise<string> {
    let pending = this.#unpacking.get(sha256);
    if (!pending) {
      pending = this.#unpack(sha256);
      this.#unpacking.set(sha256, pending);
      pending.catch(() => this.#unpacking.delete(sha256));
    }
    return pending;
  }

  async #unpack(sha256: string): Promise<string> {
    const final = path.join(this.dir, sha256);
    // The folder only ever appears complete (renamed into place), so its presence means it is usable.
    if (await pathExists(final)) return final;
    const archive = await this.options.source.fetch(sha256);
    if (!archive) throw new PackageNotFoundError(sha256);
    const actual = createHash('sha256').update(archive).digest('hex');
    if (actual !== sha256)
      throw new Error(`problem package ${sha256.slice(0, 12)} is corrupt (hash mismatch)`);
    await mkdir(this.dir, { recursive: true });
    const zip = path.join(this.dir, `.${sha256}.${randomBytes(6).toString('hex')}.zip`);
    await writeFile(zip, archive);
    try {
      const { dir, cleanup } = await extractZip(zip);
      try {
        await moveInto(dir, final);
      } finally {
        await cleanup();
      }
    } finally {
      await rm(zip, { force: true });
    }
    return final;
  }

  /** Disposes every prepared problem (compiled validators); the unpacked folders stay for the next start. */
  async close(): Promise<void> {
    const entries = [...this.#entries.values()];
    this.#entries.clear();
    await Promise.all(entries.map((e) => this.#dispose(e)));
  }
}

/**
 * Moves an unpacked folder to its cache place. Another process (a second worker on this machine) may win the race:
 * its copy is identical (same hash), so ours is dropped.
 */
async function moveInto(from: string, to: string): Promise<void> {
  const staging = `${to}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await rename(from, staging);
  } catch (error) {
    // The extraction sits in the OS temp folder: another file system than the cache needs a copy.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, staging, { recursive: true });
  }
  try {
    await rename(staging, to);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!(await pathExists(to))) throw error;
  }
}
