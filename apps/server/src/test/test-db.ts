/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away PostgreSQL database
 * (CREATE DATABASE katana_t_<random>, dropped afterwards) when TEST_DATABASE_URL is set, so repository and
 * service tests run on both drivers (architecture: "Two modes, one code path").
 *
 *   const testDb = await createTestDb();   // in beforeAll
 *   await testDb.close();                  // in afterAll
 *
 * Each starts as a copy of the template the server project's globalSetup migrated once for the run
 * (migrated-template.ts); run without that setup (another config), it migrates the new database itself.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseUrlFor, withAdmin, type MigratedTemplate } from './migrated-template.ts';

export interface TestDb extends DatabaseHandle {
  /** Closes the handle and, on PostgreSQL, drops the throw-away database. */
  close(): Promise<void>;
}

export const testDriver = (): DatabaseHandle['driver'] =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = providedTemplate();
  if (!adminUrl) {
    if (template?.kind === 'pglite') {
      return openDatabase({ pgliteDump: new Blob([await readFile(template.dumpFile)]) });
    }
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const name = `katana_t_${randomBytes(6).toString('hex')}`;
  const fromTemplate = template?.kind === 'postgres' ? ` template ${template.database}` : '';
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}${fromTemplate}`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) });
  try {
    if (!fromTemplate) await runMigrations(handle);
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

function providedTemplate(): MigratedTemplate | undefined {
  // inject() answers undefined for a key no globalSetup provided.
  return inject('katanaMigratedTemplate') as MigratedTemplate | undefined;
}
