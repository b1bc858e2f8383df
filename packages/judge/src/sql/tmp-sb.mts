import { PgliteEngine } from './engines/pglite-engine.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
const setupSql = "create table emp(id int primary key, name text); insert into emp values (1,'Ann'),(2,'Bob');";
for (const sandbox of [createSandbox(), undefined]) {
  const e = new PgliteEngine(sandbox ? { sandbox } : {});
  for (const memoryMb of [250, 400, 1024]) {
    const limits = { timeMs: 10000, memoryMb, maxRows: 100, maxOutputBytes: 65536 };
    for (const query of ["select 1", "select count(*) from (select array_agg(repeat('x', 100000)) from generate_series(1, 6000)) s"]) {
      const t = Date.now();
      console.log(!!sandbox, memoryMb, JSON.stringify(await e.execute({ setupSql, query, limits })).slice(0, 200), Date.now() - t);
    }
  }
  await e.close();
}
