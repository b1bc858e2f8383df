/**
 * SQL problems (spec 03 §4 "Submission status rules": MATCH is correct, NO_MATCH wrong answer, ERROR is error with
 * output text). A problem is a trusted setup script (schema + data), the learner's untrusted query, and the expected
 * result set (the reference solution's result on the same setup, or an .ans file).
 */
export type SqlDialect = 'psql' | 'mysql';

/** Every cell is normalised to text (numbers canonical, booleans true/false, dates ISO 8601) or SQL NULL. */
export type SqlCell = string | null;

export interface ResultSet {
  columns: string[];
  rows: SqlCell[][];
}

/**
 * Per-case statuses, a subset of CaseStatus in @katana/shared/verdicts: MATCH, NO_MATCH, ERROR, TO (time limit),
 * MLE (memory limit). OK means "ran without error" and is used when there was nothing to compare against
 * (running the reference solution, or the web's Run without expected output).
 */
export type SqlRunStatus = 'MATCH' | 'NO_MATCH' | 'ERROR' | 'TO' | 'MLE' | 'OK';

export interface SqlLimits {
  /** Wall-clock limit for the learner's query (setup is not counted), in milliseconds. */
  timeMs: number;
  /**
   * Memory the query may use, in MiB. PGlite's process gets this on top of its own footprint (PGLITE_BASELINE_MB);
   * server engines (PostgreSQL, MariaDB) cannot cap one query's memory and bound work memory per session instead.
   */
  memoryMb: number;
  /** Rows beyond this are an output-limit error rather than being buffered. */
  maxRows: number;
  /** Cap on the rendered text table (the Output tab). */
  maxOutputBytes: number;
}

export const DEFAULT_SQL_LIMITS: SqlLimits = {
  timeMs: 5_000,
  memoryMb: 512,
  maxRows: 10_000,
  maxOutputBytes: 256 * 1024,
};

/** How column names take part in the comparison. */
export type ColumnNameMode = 'case-insensitive' | 'exact' | 'ignore';

export interface SqlRunRequest {
  dialect: SqlDialect;
  /** Trusted schema + data from the problem package, run before the query as an administrator. */
  setupSql: string;
  /** The learner's SQL: one or more statements; the last statement that returns rows is the result. */
  query: string;
  expected?: ResultSet;
  /** true: ORDER BY matters and rows are compared in order; false: compared as multisets. */
  ordered: boolean;
  columnNames?: ColumnNameMode;
  limits?: Partial<SqlLimits>;
}

export interface SqlRunResult {
  status: SqlRunStatus;
  columns: string[];
  rows: SqlCell[][];
  /** The result rendered as a text table, or the error text, for the web's Output tab. */
  table: string;
  /** The database's error text (ERROR), the limit that was hit (TO/MLE), or why the result differs (NO_MATCH). */
  error?: string;
  /** Where an ERROR came from: 'setup' means the problem package is broken, not the learner's query. */
  phase?: 'setup' | 'query';
  timeMs: number;
}

export interface SqlAvailability {
  available: boolean;
  /** Which engine serves the dialect, e.g. 'pglite', 'postgresql 15.8', 'mariadb 10.11.19'. */
  engine?: string;
  reason?: string;
}
