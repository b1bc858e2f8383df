/**
 * Wires the SQL runner into the language registry: the registry reserves 'psql' and 'mysql' (src/languages) and
 * asks a synchronous availability() of them; this module answers from the runner's last probe, starting with what
 * can be known without touching a database (PGlite installed, mariadbd installed), and refreshes it in the
 * background so /api languages shows the real state after the first probe.
 */
import { mysql, psql } from '../languages/sql-languages.ts';
import { registerLanguage } from '../languages/registry.ts';
import type { LanguageAvailability } from '../languages/types.ts';
import { sandboxAvailability, createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { sqlRunnerOptionsFromEnv, type SqlRunner, type SqlRunnerOptions } from './run-sql.ts';
import type { SqlDialect } from './types.ts';

/** Environment options plus the bubblewrap sandbox for PGlite when it works on this machine. */
export function defaultSqlRunnerOptions(env: NodeJS.ProcessEnv = process.env): SqlRunnerOptions {
  const options = sqlRunnerOptionsFromEnv(env);
  return sandboxAvailability().available ? { ...options, sandbox: createSandbox() } : options;
}

/**
 * Registers psql and mysql with availability backed by `runner`. Returns a promise that settles when the first
 * probe of both dialects is done (a private mariadbd is started by that probe).
 */
export function registerSqlLanguages(runner: SqlRunner): Promise<void> {
  const known: Record<SqlDialect, LanguageAvailability> = {
    psql: { available: false, reason: 'PostgreSQL engine not probed yet' },
    mysql: { available: false, reason: 'MariaDB not probed yet' },
  };
  registerLanguage({ ...psql, availability: () => known.psql });
  registerLanguage({ ...mysql, availability: () => known.mysql });
  const probe = async (dialect: SqlDialect) => {
    const availability = await runner.availability(dialect);
    known[dialect] = availability.available
      ? { available: true }
      : { available: false, reason: availability.reason ?? 'unavailable' };
  };
  return Promise.all([probe('psql'), probe('mysql')]).then(() => undefined);
}
