import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR } from './migrate.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

// A schema edit without `npm run db:generate` would ship tables the migrations never create.
describe('db migrations', () => {
  it('match src/db/schema (drizzle-kit generate finds nothing to add)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'katana-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, copy, { recursive: true });
      const before = readdirSync(copy).sort();
      const output = execFileSync(
        process.execPath,
        [
          'scripts/drizzle-kit.mjs',
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/*.ts',
          // drizzle-kit prefixes "./" to --out, so it must be relative.
          `--out=${relative(SERVER_DIR, copy)}`,
        ],
        { cwd: SERVER_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output).toContain('No schema changes');
      expect(readdirSync(copy).sort()).toEqual(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
