/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away PostgreSQL database
 * (CREATE DATABASE katana_t_<random>, dropped afterwards) when TEST_DATABASE_URL is set, so repository and
 * service tests run on both drivers (architecture: "Two modes, one code path").
 *
 *   const testDb = await createTestDb();   // in beforeAll
 *   await testDb.close();                  // in afterAll
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

export interface TestDb extends DatabaseHandle {
  /** Closes the handle and, on PostgreSQL, drops the throw-away database. */
  close(): Promise<void>;
}

export const testDriver = (): DatabaseHandle['driver'] =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const name = `katana_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await runMigrations(handle);
  } catch (err) {
    await handle.close();
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    throw err;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
