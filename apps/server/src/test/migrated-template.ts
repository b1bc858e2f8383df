/**
 * The migrated starting point every server test file clones, built once per test run by the server project's
 * globalSetup (src/test/global-setup.ts): migrating a fresh database per file cost 9-22 s of set-up per file
 * against ~0.5 s of test bodies.
 *
 * - PGlite: one in-memory PGlite is migrated and its data directory dumped (uncompressed tar) to a file;
 *   createTestDb loads that dump, so a file's database starts migrated without initdb or migrations.
 * - PostgreSQL (TEST_DATABASE_URL): a database `katana_tpl_<random>` is migrated; createTestDb makes each file's
 *   database with `CREATE DATABASE ... TEMPLATE`, which PostgreSQL copies at file level.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/** What the globalSetup hands to test files (vitest `provide`/`inject`). */
export type MigratedTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    katanaMigratedTemplate: MigratedTemplate;
  }
}

export interface BuiltTemplate {
  template: MigratedTemplate;
  /** Removes the dump or drops the template database. */
  dispose(): Promise<void>;
}

export async function buildMigratedTemplate(adminUrl: string | undefined): Promise<BuiltTemplate> {
  return adminUrl ? buildPostgresTemplate(adminUrl) : buildPgliteTemplate();
}

async function buildPgliteTemplate(): Promise<BuiltTemplate> {
  const handle = await openDatabase({});
  const dir = await mkdtemp(join(tmpdir(), 'katana-test-template-'));
  try {
    await runMigrations(handle);
    if (handle.raw.kind !== 'pglite') throw new Error('expected an embedded PGlite');
    // Uncompressed: every test file loads it, and gunzipping a few MB per file would cost more than the disk.
    const dump = await handle.raw.client.dumpDataDir('none');
    const dumpFile = join(dir, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', dumpFile }, dispose: () => rm(dir, { recursive: true, force: true }) };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await handle.close();
  }
}

async function buildPostgresTemplate(adminUrl: string): Promise<BuiltTemplate> {
  const database = `katana_tpl_${randomBytes(6).toString('hex')}`;
  const drop = () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${database} with (force)`));
  await withAdmin(adminUrl, (c) => c.query(`create database ${database}`));
  try {
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, database) });
    // Closing ends the pool (runMigrations ends its own client): CREATE DATABASE ... TEMPLATE refuses to copy a
    // database another session is connected to.
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
  return { template: { kind: 'postgres', database }, dispose: async () => void (await drop()) };
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
