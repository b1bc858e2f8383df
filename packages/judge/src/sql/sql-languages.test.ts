import { afterAll, describe, expect, it } from 'vitest';
import { mysql, psql } from '../languages/sql-languages.ts';
import { listLanguages, registerLanguage } from '../languages/registry.ts';
import type { SqlRunner } from './run-sql.ts';
import { registerSqlLanguages } from './sql-languages.ts';

describe('registerSqlLanguages', () => {
  afterAll(() => {
    registerLanguage(psql);
    registerLanguage(mysql);
  });

  it("makes the registry report each dialect as the runner's probe found it", async () => {
    const runner: SqlRunner = {
      runSql: async () => {
        throw new Error('not used');
      },
      availability: async (dialect) =>
        dialect === 'psql'
          ? { available: true, engine: 'pglite' }
          : { available: false, reason: 'mariadbd is not installed' },
      close: async () => undefined,
    };
    const probed = registerSqlLanguages(runner);
    expect(listLanguages().find((l) => l.key === 'mysql')).toMatchObject({
      available: false,
      reason: 'MariaDB not probed yet',
    });
    await probed;
    expect(listLanguages().find((l) => l.key === 'psql')).toMatchObject({ available: true });
    expect(listLanguages().find((l) => l.key === 'mysql')).toMatchObject({
      available: false,
      reason: 'mariadbd is not installed',
    });
  });
});
