/**
 * The engines behind runSql: each runs a trusted setup script and then the learner's SQL in a throw-away database
 * and hands back the last result set as raw text cells with a coarse type per column. Normalising, comparing and
 * rendering happen once, in ../run-sql.ts, for every engine.
 */
import type { SqlAvailability, SqlDialect, SqlLimits } from '../types.ts';

/** Coarse column type: decides how a raw text cell is normalised (see ../normalize.ts). */
export type ColumnKind = 'number' | 'boolean' | 'date' | 'timestamp' | 'timestamptz' | 'text';

export interface RawResultSet {
  columns: { name: string; kind: ColumnKind }[];
  rows: (string | null)[][];
}

export type EngineOutcome =
  /** When no statement returned rows (only DDL/DML) the result has no columns and no rows. */
  | { kind: 'rows'; result: RawResultSet; timeMs: number }
  | { kind: 'error'; phase: 'setup' | 'query'; message: string; timeMs: number }
  | { kind: 'limit'; limit: 'TIME' | 'MEMORY' | 'OUTPUT'; message: string; timeMs: number };

export interface EngineRunRequest {
  setupSql: string;
  query: string;
  limits: SqlLimits;
}

export interface SqlEngine {
  readonly dialect: SqlDialect;
  availability(): Promise<SqlAvailability>;
  execute(request: EngineRunRequest): Promise<EngineOutcome>;
  close(): Promise<void>;
}

/** Message shown for a query that returned more rows than the limit allows. */
export function tooManyRowsMessage(maxRows: number): string {
  return `Output limit exceeded: the query returned more than ${maxRows} rows`;
}

export function timeLimitMessage(timeMs: number): string {
  return `Time limit exceeded: the query ran longer than ${timeMs} ms`;
}
