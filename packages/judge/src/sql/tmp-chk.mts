import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { PgliteEngine } from './engines/pglite-engine.ts';
import { createSqlRunner } from './run-sql.ts';
import { companySetup } from './test-support.ts';
const runner = createSqlRunner({ engines: { psql: new PgliteEngine({ sandbox: createSandbox() }) } });
for (const [query, memoryMb] of [
  ['SELECT 1', 64],
  ['SELECT 1', 1],
  ["COPY (SELECT 1) TO PROGRAM 'touch /tmp/xx'", 64],
  ["SELECT length(string_agg(repeat('x', 100000), '')) FROM generate_series(1, 3000)", 64],
  ["SELECT length(string_agg(repeat('x', 100000), '')) FROM generate_series(1, 300)", 64],
] as const) {
  const r = await runner.runSql({
    dialect: 'psql',
    setupSql: companySetup,
    query,
    ordered: false,
    limits: { timeMs: 20000, memoryMb },
  });
  console.log(query, memoryMb, r.status, r.error, r.timeMs, r.rows);
}
await runner.close();
