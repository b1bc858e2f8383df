/**
 * One database handle for both modes of the architecture: embedded PGlite kept in DATA_DIR/pglite (or in memory
 * for tests), or PostgreSQL through node-postgres when DATABASE_URL is set. Callers see one Drizzle type.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  driver: DbDriver;
  /** Round-trips `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** What migrate.ts needs: the raw client of the driver. */
  readonly raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite data; absent = in-memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * A PGlite data directory dumped with `dumpDataDir('none')` to start from instead of an empty cluster: tests
   * migrate once per run and load the result per file, which skips initdb and every migration.
   */
  pgliteDump?: Blob | undefined;
  /**
   * PGlite's shared_buffers in MiB (PostgreSQL's default 128 when absent). The buffer pool lives in the WASM heap of
   * this process and stays resident once filled: a smaller one keeps the server's idle memory down, while the
   * files under it are still in the operating system's page cache.
   */
  pgliteSharedBuffersMb?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteDump, options.pgliteSharedBuffersMb);
}

async function openPglite(
  dir: string | undefined,
  dump: Blob | undefined,
  sharedBuffersMb: number | undefined,
): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    ...(sharedBuffersMb
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] }
      : {}),
    // Trigram matching (migration 0021) for search and autocompletes; PGlite ships it as a contrib build.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    raw: { kind: 'pglite', client },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      // PGlite flushes its data dir on close; closing twice throws, and both Fastify's onClose and main's
      // signal handler may get here.
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener node would crash.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    raw: { kind: 'postgres', pool, url },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
