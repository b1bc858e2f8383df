// Runs one SQL job in PGlite (PostgreSQL compiled to WASM) inside its own process, so the judge can kill it, cap its
// memory and keep it in the sandbox. Plain JavaScript on purpose: it must start with bare `node`, inside bubblewrap,
// with nothing bound but node, this file and the PGlite package.
//
// prepare (stdin, JSON { mode: 'prepare', pgliteEntry, setupSql, outPath }): fresh database (initdb), run setupSql,
//   dump the data directory to outPath (the template every run starts from).
// warm (argv: --warm <JSON { pgliteEntry, templatePath }>): load the template at once, print READY_MARK, then wait
//   for the job on stdin (JSON { setupSql, query, queryTimeMs, maxRows, maxResultBytes }, read to end-of-file): run
//   the trusted setupSql, then the learner's query. One job per process: the process is started ahead of demand
//   (./pglite-pool.ts) and discarded after its run, so no run ever sees another's data.
// Response (stdout, one line prefixed with RESULT_MARK, JSON) -- see ./pglite-engine.ts.
//
// The main thread is only a watchdog: PGlite runs in a worker thread because a running WASM query blocks its own
// thread (pg_sleep, WITH RECURSIVE loops), and only another thread can notice the query time is up and exit.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readFileSync, writeFileSync } from 'node:fs';

const RESULT_MARK = '\u0001KATANA_SQL_RESULT ';
const READY_MARK = '\u0001KATANA_SQL_READY\n';

function emit(result) {
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`);
}

if (isMainThread) {
  const warm = process.argv[2] === '--warm';
  const request = warm
    ? { mode: 'warm', ...JSON.parse(process.argv[3]) }
    : JSON.parse(readFileSync(0, 'utf8'));
  const worker = new Worker(new URL(import.meta.url), { workerData: request });
  let queryTimer = null;
  if (warm) {
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => {
      const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      request.queryTimeMs = job.queryTimeMs;
      worker.postMessage(job);
    });
  }
  worker.on('message', (message) => {
    if (message.type === 'ready') {
      process.stdout.write(READY_MARK);
    } else if (message.type === 'query-start') {
      queryTimer = setTimeout(() => {
        emit({ kind: 'limit', limit: 'TIME', timeMs: request.queryTimeMs });
        process.exit(0);
      }, request.queryTimeMs);
    } else if (message.type === 'done') {
      if (queryTimer) clearTimeout(queryTimer);
      emit(message.result);
      process.exit(0);
    }
  });
  worker.on('error', (error) => {
    // WASM aborts (out of linear memory) and crashes land here; they are not the database's error text.
    emit({ kind: 'crash', message: String(error && error.message ? error.message : error) });
    process.exit(0);
  });
} else {
  runJob(workerData).then(
    (result) => parentPort.postMessage({ type: 'done', result }),
    (error) =>
      parentPort.postMessage({
        type: 'done',
        result: { kind: 'crash', message: String(error?.stack ?? error) },
      }),
  );
}

// Every PostgreSQL type comes back as the server's text so the judge normalises values itself (dates stay dates,
// NUMERIC keeps its digits). PGlite looks parsers up per type OID; built-in OIDs are below 16384.
const RAW_TEXT = {};
for (let oid = 0; oid < 16384; oid++) RAW_TEXT[oid] = (value) => value;

// PostgreSQL's error fields, formatted by the judge (./pg-error-text.ts) the same way as a real server's.
function errorFields(error) {
  if (!error || typeof error !== 'object' || !('severity' in error))
    return { message: String(error?.message ?? error) };
  const { severity, code, message, position, detail, hint } = error;
  return { severity, code, message, position, detail, hint };
}

// The job of a warm process: arrives once, after the database is loaded.
function nextJob() {
  return new Promise((resolve) => parentPort.once('message', resolve));
}

async function runJob(request) {
  const { PGlite } = await import(request.pgliteEntry);
  if (request.mode === 'warm') {
    const db = await PGlite.create({ loadDataDir: new Blob([readFileSync(request.templatePath)]) });
    const job = nextJob();
    parentPort.postMessage({ type: 'ready' });
    return runQuery(db, await job);
  }
  if (request.mode === 'prepare') {
    const db = await PGlite.create();
    try {
      await db.exec(request.setupSql);
    } catch (error) {
      return { kind: 'error', phase: 'setup', error: errorFields(error) };
    }
    const dump = await db.dumpDataDir('none');
    writeFileSync(request.outPath, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    return { kind: 'prepared' };
  }

  throw new Error(`unknown mode ${request.mode}`);
}

async function runQuery(db, request) {
  try {
    await db.exec(request.setupSql);
  } catch (error) {
    return { kind: 'error', phase: 'setup', error: errorFields(error) };
  }
  await db.exec("SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'");

  parentPort.postMessage({ type: 'query-start' });
  const started = performance.now();
  let results;
  try {
    results = await db.exec(request.query, { rowMode: 'array', parsers: RAW_TEXT });
  } catch (error) {
    return { kind: 'error', phase: 'query', error: errorFields(error), timeMs: performance.now() - started };
  }
  const timeMs = performance.now() - started;
  const last = results.findLast((r) => r.fields.length > 0);
  if (!last) return { kind: 'rows', columns: [], rows: [], timeMs };
  if (last.rows.length > request.maxRows) return { kind: 'limit', limit: 'OUTPUT', timeMs };
  const result = {
    kind: 'rows',
    columns: last.fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID })),
    rows: last.rows,
    timeMs,
  };
  // Leave room in the pipe for one line; a giant result is an output-limit failure, not a crash.
  if (JSON.stringify(result.rows).length > request.maxResultBytes)
    return { kind: 'limit', limit: 'OUTPUT', timeMs };
  return result;
}
