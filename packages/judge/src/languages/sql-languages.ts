/**
 * Reserved SQL entries. Queries do not run in the program sandbox but against a throw-away database; the runner in
 * src/sql registers itself with `registerLanguage({ ...psql, availability })` to make them available.
 */
import type { SqlLanguage } from './types.ts';

export const psql: SqlLanguage = {
  kind: 'sql',
  key: 'psql',
  displayName: 'PostgreSQL',
  sourceFileName: 'query.sql',
  extensions: [],
  scaffold: '-- Write your PostgreSQL query below\nSELECT 1;\n',
  dialect: 'postgresql',
};

export const mysql: SqlLanguage = {
  kind: 'sql',
  key: 'mysql',
  displayName: 'MySQL',
  sourceFileName: 'query.sql',
  extensions: [],
  scaffold: '-- Write your MySQL query below\nSELECT 1;\n',
  dialect: 'mysql',
};
