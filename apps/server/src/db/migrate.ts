/** Applies the generated migrations in src/db/migrations with Drizzle's migrator of the active driver. */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every Katana node: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 0x4b6174616e61; // "Katana"

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const raw = handle.raw;
  if (raw.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: raw.client }), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // Several API nodes may start together against one PostgreSQL; a session advisory lock on a dedicated
  // connection serialises them so each migration runs once.
  const client = new pg.Client({ connectionString: raw.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
