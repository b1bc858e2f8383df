/**
 * A statement run as a prepared statement of the session (SQL PREPARE / EXECUTE, which PGlite and PostgreSQL both
 * take), so the database plans it once per connection instead of at every call. Worth it for a statement whose
 * planning costs as much as running it (a search: many CTEs over a table with several GIN indexes), run with
 * `plan_cache_mode = force_generic_plan` for that transaction so the one plan serves every parameter value.
 *
 * The parameters travel as quoted literals of the EXECUTE (a utility statement takes no bind parameters): each is
 * escaped by node-postgres' escapeLiteral and typed by the statement, as a bind parameter would be.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

export interface PreparedStatement {
  /** The statement's name in the session: the prefix and a hash of its text (same text, same name). */
  name: string;
  /** PREPARE: run it once in a session where `name` is not in pg_prepared_statements. */
  prepare: SQL;
  /** EXECUTE with this call's parameters. */
  execute: SQL;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (!['string', 'number', 'boolean', 'bigint'].includes(typeof value) && !(value instanceof Date))
    throw new TypeError(`prepared statement: unsupported parameter ${typeof value}`);
  const text =
    value instanceof Date ? value.toISOString() : String(value as string | number | boolean | bigint);
  // A NUL would end the statement's text early on the wire; no parameter of ours holds one.
  if (text.includes('\0')) throw new TypeError('prepared statement: a parameter holds a NUL character');
  return pg.escapeLiteral(text);
}

export function preparedStatement(prefix: string, statement: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  return {
    name,
    prepare: sql.raw(`prepare ${name} as ${text}`),
    execute: sql.raw(`execute ${name}${args}`),
  };
}
