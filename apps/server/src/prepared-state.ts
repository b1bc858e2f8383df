/**
 * What lets a restart skip the start-up import (prepare-data.ts): a fingerprint of the sources that import reads
 * (content/, the server's and the shared packages' code, the npm lock), kept in `app_state` after a complete import.
 * The fingerprint is every file's path, size and modification time, not its bytes: reading the 100 MB of content/
 * is what the skip saves. The same inputs as the set-up's seeded-image stamp (scripts/setup.sh).
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appState } from './db/schema/app-state.ts';
import { REPO_ROOT } from './plugins/app/repo-root.ts';

const PREPARED_KEY = 'prepared_sources';

/** The folders and files the start-up import depends on. */
const PREPARED_SOURCES = [
  'content',
  'apps/server/src',
  'packages/shared/src',
  'packages/judge/src',
  'package-lock.json',
].map((p) => join(REPO_ROOT, p));

async function listFiles(path: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') out.push(path);
    else if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return;
  }
  await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? e.name === 'node_modules'
          ? undefined
          : listFiles(join(path, e.name), out)
        : out.push(join(path, e.name)),
    ),
  );
}

/** sha256 over every file under `roots` (a root may be a single file): path relative to `base`, size, mtime. */
export async function sourcesFingerprint(
  roots: readonly string[] = PREPARED_SOURCES,
  base = REPO_ROOT,
): Promise<string> {
  const files: string[] = [];
  for (const root of roots) await listFiles(root, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const s = await stat(file);
    hash.update(`${relative(base, file)}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The fingerprint the last complete start-up import recorded, or null. */
export async function lastPreparedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, PREPARED_KEY));
  return row?.value ?? null;
}

export async function recordPreparedFingerprint(db: Db, fingerprint: string): Promise<void> {
  await db
    .insert(appState)
    .values({ key: PREPARED_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: appState.key, set: { value: fingerprint, updatedAt: new Date() } });
}
