/**
 * mysql: each run gets a throw-away database and a user granted only on it (no FILE, no PROCESS, one connection,
 * MAX_STATEMENT_TIME), the setup runs as the administrator, the learner's SQL as that user, and both are dropped
 * afterwards. A learner who lifts max_statement_time for the session is stopped by the wall clock (KILL CONNECTION
 * from the administrator). Rows are streamed and counted so a huge result never piles up in the judge's memory.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2';
import mysqlPromise from 'mysql2/promise';
import type { SqlAvailability } from '../types.ts';
import type { ColumnKind, EngineOutcome, EngineRunRequest, RawResultSet, SqlEngine } from './engine.ts';
import { timeLimitMessage, tooManyRowsMessage } from './engine.ts';
import { connectionOptions, type MariaDbAdmin, type MariaDbHost } from './mariadb-host.ts';

const GRACE_MS = 1_000;
const ER_STATEMENT_TIMEOUT = 1969; // MariaDB: max_statement_time exceeded
const ER_QUERY_TIMEOUT = 3024; // MySQL: max_execution_time exceeded

// MySQL protocol column types (include/mysql_com.h enum_field_types).
const KIND_BY_TYPE = new Map<number, ColumnKind>([
  ...[0, 1, 2, 3, 4, 5, 8, 9, 13, 16, 246].map((t): [number, ColumnKind] => [t, 'number']),
  [10, 'date'],
  [14, 'date'],
  [7, 'timestamp'],
  [12, 'timestamp'],
]);

const quoteIdent = (name: string) => `\`${name.replace(/`/g, '``')}\``;

interface MysqlError extends Error {
  errno?: number;
  sqlState?: string;
  sqlMessage?: string;
  fatal?: boolean;
}

/** Error text as the mysql client prints it: ERROR 1064 (42000): You have an error ... */
function mysqlErrorText(error: MysqlError): string {
  if (error.errno && error.sqlState)
    return `ERROR ${error.errno} (${error.sqlState}): ${error.sqlMessage ?? error.message}`;
  return `ERROR: ${error.message}`;
}

/** Every value as text (BIT as its number), so ../normalize.ts sees the same thing for every engine. */
const typeCast: mysql.TypeCast = (field) => {
  if (field.type === 'BIT') {
    const bytes = field.buffer();
    return bytes ? String(bytes.reduce((n, b) => n * 256n + BigInt(b), 0n)) : null;
  }
  return field.string('utf8');
};

export class MariaDbEngine implements SqlEngine {
  readonly dialect = 'mysql' as const;

  constructor(private readonly host: MariaDbHost) {}

  async availability(): Promise<SqlAvailability> {
    const installed = this.host.staticAvailability();
    if (!installed.available) return installed;
    try {
      const admin = await this.host.admin();
      return { available: true, engine: `mariadb ${admin.version}` };
    } catch (error) {
      return { available: false, reason: (error as Error).message };
    }
  }

  async execute(request: EngineRunRequest): Promise<EngineOutcome> {
    const admin = await this.host.admin();
    const name = `katana_run_${randomBytes(8).toString('hex')}`;
    const password = randomBytes(24).toString('hex');
    const adminConnection = await mysqlPromise.createConnection({
      ...connectionOptions(admin, admin.user, admin.password),
      multipleStatements: true,
    });
    try {
      const user = `'${name}'@'${admin.userHost}'`;
      const seconds = (request.limits.timeMs / 1000).toFixed(3);
      await adminConnection.query(`CREATE DATABASE ${quoteIdent(name)} CHARACTER SET utf8mb4`);
      await adminConnection.query(
        `CREATE USER ${user} IDENTIFIED BY '${password}' WITH MAX_USER_CONNECTIONS 1 MAX_STATEMENT_TIME ${seconds}`,
      );
      await adminConnection.query(`GRANT ALL PRIVILEGES ON ${quoteIdent(name)}.* TO ${user}`);
      try {
        await adminConnection.query(`USE ${quoteIdent(name)}; ${request.setupSql}`);
      } catch (error) {
        return { kind: 'error', phase: 'setup', message: mysqlErrorText(error as MysqlError), timeMs: 0 };
      }
      return await this.runQuery(admin, adminConnection, name, password, request);
    } finally {
      await adminConnection.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`).catch(() => undefined);
      await adminConnection.query(`DROP USER IF EXISTS '${name}'@'${admin.userHost}'`).catch(() => undefined);
      await adminConnection.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.host.close();
  }

  private async runQuery(
    admin: MariaDbAdmin,
    adminConnection: mysqlPromise.Connection,
    name: string,
    password: string,
    request: EngineRunRequest,
  ): Promise<EngineOutcome> {
    const { limits } = request;
    const learner = mysql.createConnection({
      ...connectionOptions(admin, name, password),
      database: name,
      multipleStatements: true,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      typeCast,
    });
    learner.on('error', () => undefined); // a killed connection is reported through the query
    try {
      await new Promise<void>((resolve, reject) =>
        learner.connect((error) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve, reject) =>
        learner.query(
          `SET time_zone = '+00:00', max_statement_time = ${(limits.timeMs / 1000).toFixed(3)}, ` +
            `max_heap_table_size = 64 * 1024 * 1024, tmp_table_size = 64 * 1024 * 1024`,
          (error) => (error ? reject(error) : resolve()),
        ),
      );
      const threadId = learner.threadId;
      let stoppedBy: 'TIME' | 'OUTPUT' | null = null;
      const stop = (why: 'TIME' | 'OUTPUT') => {
        stoppedBy ??= why;
        void adminConnection.query(`KILL CONNECTION ${Number(threadId)}`).catch(() => undefined);
      };
      const started = performance.now();
      const wallTimer = setTimeout(() => stop('TIME'), limits.timeMs + GRACE_MS);
      const outcome = await streamLastResult(learner, request.query, limits.maxRows, () => stop('OUTPUT'));
      clearTimeout(wallTimer);
      const timeMs = performance.now() - started;

      if (stoppedBy === 'TIME')
        return { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs };
      if (stoppedBy === 'OUTPUT')
        return { kind: 'limit', limit: 'OUTPUT', message: tooManyRowsMessage(limits.maxRows), timeMs };
      if ('error' in outcome) {
        const errno = outcome.error.errno;
        if (errno === ER_STATEMENT_TIMEOUT || errno === ER_QUERY_TIMEOUT) {
          return { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs };
        }
        return { kind: 'error', phase: 'query', message: mysqlErrorText(outcome.error), timeMs };
      }
      return { kind: 'rows', result: outcome.result, timeMs };
    } finally {
      learner.destroy();
    }
  }
}

/**
 * Runs possibly several statements and keeps the last result set that has columns. Rows are counted as they
 * arrive; past maxRows they are dropped and `onOverflow` stops the server side. A killed connection ends the query
 * through the connection's own error event, so both are listened to.
 */
function streamLastResult(
  connection: mysql.Connection,
  sql: string,
  maxRows: number,
  onOverflow: () => void,
): Promise<{ result: RawResultSet } | { error: MysqlError }> {
  return new Promise((resolve) => {
    let last: RawResultSet | null = null;
    let overflow = false;
    const query = connection.query({ sql, rowsAsArray: true });
    // 'fields' comes once per statement: an array for a result set, undefined for an OK packet (DML, SET).
    query.on('fields', (fields?: mysql.FieldPacket[]) => {
      if (!fields) return;
      last = {
        columns: fields.map((f) => ({ name: f.name, kind: KIND_BY_TYPE.get(f.columnType ?? 253) ?? 'text' })),
        rows: [],
      };
    });
    query.on('result', (row: unknown) => {
      if (!last || !Array.isArray(row) || overflow) return; // not a row: an OK packet of a DML statement
      if (last.rows.length >= maxRows) {
        overflow = true;
        onOverflow();
        return;
      }
      last.rows.push(row as (string | null)[]);
    });
    query.on('error', (error: MysqlError) => resolve({ error }));
    connection.once('error', (error: MysqlError) => resolve({ error }));
    query.on('end', () => resolve({ result: last ?? { columns: [], rows: [] } }));
  });
}
