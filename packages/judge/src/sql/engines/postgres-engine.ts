/**
 * psql against a real PostgreSQL (scale-out mode, or whenever SQL_JUDGE_POSTGRES_URL is set). Each run gets a fresh
 * database cloned from a per-setup template and a fresh login role with no privileges beyond that database, so
 * pg_read_file, COPY ... PROGRAM and server-side lo_import are refused by the server itself. statement_timeout
 * stops ordinary long queries; a learner who resets it is terminated by the wall clock from the admin connection.
 * The database and the role are dropped after every run.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SqlAvailability } from '../types.ts';
import type { EngineOutcome, EngineRunRequest, RawResultSet, SqlEngine } from './engine.ts';
import { timeLimitMessage, tooManyRowsMessage } from './engine.ts';
import { PG_QUERY_CANCELED, pgErrorText, type PgErrorFields } from './pg-error-text.ts';
import { kindOfPgType } from './pg-types.ts';

export interface PostgresEngineOptions {
  /** A role that may CREATE DATABASE and CREATE ROLE (a superuser also gets temp_file_limit per run role). */
  adminUrl: string;
  /** Prefix of template/run database and role names; lets several deployments share one cluster. */
  namePrefix?: string;
}

/** Every value as the server's text; ../normalize.ts decides how to compare it. */
const RAW_TEXT_TYPES = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;
const GRACE_MS = 1_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The admin URL with another database (and user): a pg connection string overrides separate config fields, so
 * the URL itself is rewritten. Query parameters (host=/run/postgresql, sslmode) are kept.
 */
function urlFor(
  adminUrl: string,
  database: string,
  credentials?: { user: string; password: string },
): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  if (credentials) {
    url.username = encodeURIComponent(credentials.user);
    url.password = encodeURIComponent(credentials.password);
  }
  return url.toString();
}

interface PgResultLike {
  fields: { name: string; dataTypeID: number }[];
  rows: (string | null)[][];
}

/** A simple-protocol query that stops buffering rows past the cap and tells its owner, who cancels the backend. */
class CappedQuery extends pg.Query {
  overflow = false;
  constructor(
    text: string,
    private readonly maxRows: number,
    private readonly onOverflow: () => void,
    callback: (error: Error | null, result: PgResultLike | PgResultLike[]) => void,
  ) {
    super({ text, rowMode: 'array', types: RAW_TEXT_TYPES } as pg.QueryConfig, undefined, callback as never);
  }

  handleDataRow(message: unknown): void {
    if (this.overflow) return;
    const current = (this as unknown as { _result: { rows: unknown[] } })._result;
    if (current.rows.length >= this.maxRows) {
      this.overflow = true;
      this.onOverflow();
      return;
    }
    (pg.Query.prototype as unknown as { handleDataRow(m: unknown): void }).handleDataRow.call(this, message);
  }
}

export class PostgresEngine implements SqlEngine {
  readonly dialect = 'psql' as const;
  private readonly admin: pg.Pool;
  private readonly prefix: string;
  private readonly templates = new Map<string, Promise<string>>();
  private groupRole: Promise<string> | null = null;

  constructor(private readonly options: PostgresEngineOptions) {
    this.admin = new pg.Pool({ connectionString: options.adminUrl, max: 4 });
    this.admin.on('error', () => undefined); // a terminated idle client must not crash the judge
    this.prefix = options.namePrefix ?? 'katana_sql';
  }

  async availability(): Promise<SqlAvailability> {
    try {
      const { rows } = await this.admin.query<{ server_version: string }>('SHOW server_version');
      return { available: true, engine: `postgresql ${rows[0]?.server_version ?? ''}`.trim() };
    } catch (error) {
      return { available: false, reason: `cannot reach PostgreSQL: ${(error as Error).message}` };
    }
  }

  async execute(request: EngineRunRequest): Promise<EngineOutcome> {
    let template: string;
    try {
      template = await this.template(request.setupSql);
    } catch (error) {
      if (error instanceof SetupError)
        return { kind: 'error', phase: 'setup', message: error.message, timeMs: 0 };
      throw error;
    }
    const name = `${this.prefix}_run_${randomBytes(8).toString('hex')}`;
    const password = randomBytes(24).toString('hex');
    try {
      await this.createRunDatabase(name, password, template);
      return await this.runQuery(name, password, request);
    } finally {
      await this.dropRun(name);
    }
  }

  async close(): Promise<void> {
    await this.admin.end();
  }

  /** Names of this engine's leftover run databases (for tests and operators). */
  async runDatabases(): Promise<string[]> {
    const { rows } = await this.admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY 1`,
      [`${this.prefix}_run_%`],
    );
    return rows.map((r) => r.datname);
  }

  /**
   * Drops every template database of this prefix (they are kept across runs and processes, one per distinct setup
   * script). For operators and tests; a run that is cloning a template at that moment fails and is retried.
   */
  async dropTemplates(): Promise<void> {
    this.templates.clear();
    const { rows } = await this.admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${this.prefix}_tpl_%`],
    );
    for (const { datname } of rows) await this.dropDatabase(datname);
  }

  /** Group role the template grants to; each run's login role is a member of it. */
  private learnerGroup(): Promise<string> {
    this.groupRole ??= (async () => {
      const group = `${this.prefix}_learner`;
      await this.admin.query(
        `DO $$ BEGIN
           IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${group}') THEN CREATE ROLE ${quoteIdent(group)} NOLOGIN; END IF;
         EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
      );
      return group;
    })();
    this.groupRole.catch(() => (this.groupRole = null));
    return this.groupRole;
  }

  private template(setupSql: string): Promise<string> {
    const key = createHash('sha256').update(setupSql).digest('hex').slice(0, 24);
    let pending = this.templates.get(key);
    if (!pending) {
      pending = this.createTemplate(`${this.prefix}_tpl_${key}`, setupSql);
      pending.catch(() => this.templates.delete(key));
      this.templates.set(key, pending);
    }
    return pending;
  }

  /**
   * Builds the template under a temporary name and renames it when complete, so an existing template (possibly made
   * by another worker) is always a finished one.
   */
  private async createTemplate(name: string, setupSql: string): Promise<string> {
    const exists = await this.admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const group = await this.learnerGroup();
    const building = `${name}_b${randomBytes(3).toString('hex')}`;
    await this.admin.query(`CREATE DATABASE ${quoteIdent(building)} TEMPLATE template0 ENCODING 'UTF8'`);
    try {
      const client = new pg.Client({ connectionString: urlFor(this.options.adminUrl, building) });
      await client.connect();
      try {
        await client.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
        try {
          await client.query(setupSql);
        } catch (error) {
          throw new SetupError(pgErrorText(error as PgErrorFields));
        }
        // The learner may read and change everything the setup made (DML problems), nothing else.
        await client.query(`DO $$ DECLARE s text; BEGIN
          FOR s IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
            EXECUTE format('GRANT USAGE, CREATE ON SCHEMA %I TO ${group}', s);
            EXECUTE format('GRANT ALL ON ALL TABLES IN SCHEMA %I TO ${group}', s);
            EXECUTE format('GRANT ALL ON ALL SEQUENCES IN SCHEMA %I TO ${group}', s);
          END LOOP; END $$`);
      } finally {
        await client.end();
      }
      await this.admin.query(`ALTER DATABASE ${quoteIdent(building)} ALLOW_CONNECTIONS false`);
      try {
        await this.admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error; // another worker finished it first
        await this.dropDatabase(building);
      }
      return name;
    } catch (error) {
      await this.dropDatabase(building);
      throw error;
    }
  }

  private async createRunDatabase(name: string, password: string, template: string): Promise<void> {
    const group = await this.learnerGroup();
    const role = quoteIdent(name);
    await this.admin.query(
      `CREATE ROLE ${role} LOGIN PASSWORD '${password}' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION
       CONNECTION LIMIT 1 IN ROLE ${quoteIdent(group)}`,
    );
    const { rows } = await this.admin.query<{ su: boolean }>(
      `SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`,
    );
    if (rows[0]?.su) await this.admin.query(`ALTER ROLE ${role} SET temp_file_limit = '256MB'`);
    await this.admin.query(`CREATE DATABASE ${role} TEMPLATE ${quoteIdent(template)}`);
    await this.admin.query(`REVOKE ALL ON DATABASE ${role} FROM PUBLIC`);
    await this.admin.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${role} TO ${role}`);
  }

  private async runQuery(name: string, password: string, request: EngineRunRequest): Promise<EngineOutcome> {
    const { limits } = request;
    const client = new pg.Client({
      connectionString: urlFor(this.options.adminUrl, name, { user: name, password }),
      options: `-c statement_timeout=${limits.timeMs} -c TimeZone=UTC -c DateStyle=ISO,YMD -c IntervalStyle=postgres -c work_mem=16MB`,
    });
    client.on('error', () => undefined); // terminated by the wall clock: reported through the query's callback
    await client.connect();
    const backendPid = (client as unknown as { processID: number }).processID;
    let stoppedBy: 'TIME' | 'OUTPUT' | null = null;
    const stop = (why: 'TIME' | 'OUTPUT') => {
      stoppedBy ??= why;
      void this.admin.query('SELECT pg_terminate_backend($1)', [backendPid]).catch(() => undefined);
    };
    const started = performance.now();
    const wallTimer = setTimeout(() => stop('TIME'), limits.timeMs + GRACE_MS);
    try {
      const result = await new Promise<PgResultLike | PgResultLike[]>((resolve, reject) => {
        client.query(
          new CappedQuery(
            request.query,
            limits.maxRows,
            () => stop('OUTPUT'),
            (error, res) => (error ? reject(error) : resolve(res)),
          ),
        );
      }).then(
        (res) => ({ ok: true as const, res }),
        (error: unknown) => ({ ok: false as const, error: error as PgErrorFields & Error }),
      );
      const timeMs = performance.now() - started;
      if (stoppedBy === 'TIME')
        return { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs };
      if (stoppedBy === 'OUTPUT')
        return { kind: 'limit', limit: 'OUTPUT', message: tooManyRowsMessage(limits.maxRows), timeMs };
      if (!result.ok) {
        if (result.error.code === PG_QUERY_CANCELED) {
          return { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs };
        }
        return { kind: 'error', phase: 'query', message: pgErrorText(result.error), timeMs };
      }
      return { kind: 'rows', result: lastResultSet(result.res), timeMs };
    } finally {
      clearTimeout(wallTimer);
      await client.end().catch(() => undefined);
    }
  }

  private async dropRun(name: string): Promise<void> {
    await this.dropDatabase(name);
    await this.admin.query(`DROP ROLE IF EXISTS ${quoteIdent(name)}`).catch(() => undefined);
  }

  private async dropDatabase(name: string): Promise<void> {
    await this.admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
}

class SetupError extends Error {}

function lastResultSet(res: PgResultLike | PgResultLike[]): RawResultSet {
  const results = Array.isArray(res) ? res : [res];
  const last = results.findLast((r) => r.fields.length > 0);
  if (!last) return { columns: [], rows: [] };
  return {
    columns: last.fields.map((f) => ({ name: f.name, kind: kindOfPgType(f.dataTypeID) })),
    rows: last.rows,
  };
}
