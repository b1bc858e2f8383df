import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLanguageRepository } from '../../practice/languages/language.repository.ts';
import { withMigratedDatabase } from './database.ts';

// What the operator's commands (katana event create, job add, seed, ...) run in: the configured database, migrated.
describe('withMigratedDatabase (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'katana-with-db-'));
  beforeAll(() => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('LOG_LEVEL', 'silent');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands the command a migrated database, gives back its answer, and closes it even when the command fails', async () => {
    const count = await withMigratedDatabase((db) => createLanguageRepository(db).count());
    expect(count).toBeGreaterThanOrEqual(0);

    await expect(
      withMigratedDatabase(async () => {
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');

    // Closed: the embedded database opens again in the same process.
    expect(await withMigratedDatabase(async () => 'reopened')).toBe('reopened');
  }, 120_000);
});
