/**
 * runSql: the one entry point for SQL problems. Picks the engine for the dialect (PGlite or a configured PostgreSQL
 * for psql, MariaDB for mysql), runs the setup and the learner's query in a throw-away database, normalises the
 * result, renders it for the Output tab and compares it with the expected result set.
 */
import type { Verdict } from '@katana/shared/verdicts';
import type { Sandbox } from '../sandbox/types.ts';
import { compareResultSets } from './compare.ts';
import type { EngineOutcome, SqlEngine } from './engines/engine.ts';
import { MariaDbEngine } from './engines/mariadb-engine.ts';
import { MariaDbHost } from './engines/mariadb-host.ts';
import { PgliteEngine } from './engines/pglite-engine.ts';
import { PostgresEngine } from './engines/postgres-engine.ts';
import { normaliseResult } from './normalize.ts';
import { renderTable } from './render-table.ts';
import {
  DEFAULT_SQL_LIMITS,
  type SqlAvailability,
  type SqlDialect,
  type SqlLimits,
  type SqlRunRequest,
  type SqlRunResult,
  type SqlRunStatus,
} from './types.ts';

export interface SqlRunnerOptions {
  /** Administrator URL of a PostgreSQL >= 13 that may create databases and roles; without it psql uses PGlite. */
  postgresUrl?: string;
  /** Administrator URL of a MariaDB/MySQL server; without it a private mariadbd is started on first use. */
  mysqlUrl?: string;
  /** bubblewrap sandbox for the PGlite process. */
  sandbox?: Sandbox;
  /** Where a private mariadbd keeps its throw-away data directory (default: the OS temp dir). */
  mariadbBaseDir?: string;
  /** Ready-made engines (tests, or a host shared with something else); they take precedence over the URLs. */
  engines?: Partial<Record<SqlDialect, SqlEngine>>;
}

/** Reads the runner's options from the environment: SQL_JUDGE_POSTGRES_URL and MYSQL_URL. */
export function sqlRunnerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SqlRunnerOptions {
  return {
    ...(env.SQL_JUDGE_POSTGRES_URL ? { postgresUrl: env.SQL_JUDGE_POSTGRES_URL } : {}),
    ...(env.MYSQL_URL ? { mysqlUrl: env.MYSQL_URL } : {}),
  };
}

export interface SqlRunner {
  runSql(request: SqlRunRequest): Promise<SqlRunResult>;
  availability(dialect: SqlDialect): Promise<SqlAvailability>;
  /** Stops a private mariadbd, closes pools, removes template files. */
  close(): Promise<void>;
}

/** Per-case status -> submission verdict (spec 03 §4: MATCH correct, NO_MATCH wrong answer, ERROR error). */
export function sqlStatusToVerdict(status: Exclude<SqlRunStatus, 'OK'>): Verdict {
  const verdicts = {
    MATCH: 'CORRECT_ANSWER',
    NO_MATCH: 'WRONG_ANSWER',
    ERROR: 'ERROR',
    TO: 'TIME_LIMIT_EXCEEDED',
    MLE: 'MEMORY_LIMIT_EXCEEDED',
  } as const satisfies Record<Exclude<SqlRunStatus, 'OK'>, Verdict>;
  return verdicts[status];
}

export function createSqlRunner(options: SqlRunnerOptions = {}): SqlRunner {
  const engines: Record<SqlDialect, SqlEngine> = {
    psql:
      options.engines?.psql ??
      (options.postgresUrl
        ? new PostgresEngine({ adminUrl: options.postgresUrl })
        : new PgliteEngine(options.sandbox ? { sandbox: options.sandbox } : {})),
    mysql:
      options.engines?.mysql ??
      new MariaDbEngine(
        options.mysqlUrl
          ? MariaDbHost.external(options.mysqlUrl)
          : MariaDbHost.private(options.mariadbBaseDir ? { baseDir: options.mariadbBaseDir } : {}),
      ),
  };

  return {
    async runSql(request) {
      const limits: SqlLimits = { ...DEFAULT_SQL_LIMITS, ...request.limits };
      const engine = engines[request.dialect];
      const availability = await engine.availability();
      if (!availability.available) {
        return errorResult(
          `The ${request.dialect} language is unavailable: ${availability.reason ?? 'unknown reason'}`,
          0,
          'setup',
        );
      }
      const outcome = await engine.execute({ setupSql: request.setupSql, query: request.query, limits });
      return toRunResult(outcome, request, limits);
    },
    availability: (dialect) => engines[dialect].availability(),
    async close() {
      await Promise.all(Object.values(engines).map((e) => e.close()));
    },
  };
}

function errorResult(
  message: string,
  timeMs: number,
  phase: 'setup' | 'query',
  status: SqlRunStatus = 'ERROR',
): SqlRunResult {
  return { status, columns: [], rows: [], table: `${message}\n`, error: message, phase, timeMs };
}

function toRunResult(outcome: EngineOutcome, request: SqlRunRequest, limits: SqlLimits): SqlRunResult {
  const timeMs = Math.round(outcome.timeMs);
  if (outcome.kind === 'error') return errorResult(outcome.message, timeMs, outcome.phase);
  if (outcome.kind === 'limit') {
    const status: SqlRunStatus =
      outcome.limit === 'TIME' ? 'TO' : outcome.limit === 'MEMORY' ? 'MLE' : 'ERROR';
    return errorResult(outcome.message, timeMs, 'query', status);
  }
  const result = normaliseResult(outcome.result);
  const table = renderTable(result, limits.maxOutputBytes);
  const base = { columns: result.columns, rows: result.rows, table, timeMs };
  if (!request.expected) return { status: 'OK', ...base };
  const comparison = compareResultSets(result, request.expected, {
    ordered: request.ordered,
    ...(request.columnNames ? { columnNames: request.columnNames } : {}),
  });
  return comparison.match
    ? { status: 'MATCH', ...base }
    : { status: 'NO_MATCH', ...base, error: comparison.reason };
}
