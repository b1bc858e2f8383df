/**
 * psql in the embedded mode: PGlite (PostgreSQL compiled to WASM) in a separate, killable process per run
 * (./pglite-child.mjs). The database lives only in that process's memory and its file system is Emscripten's
 * in-memory one, so pg_read_file, lo_import and COPY see nothing of the host; the sandbox (when given) adds
 * bubblewrap + a cgroup around the whole process.
 *
 * Starting PGlite from scratch runs initdb (seconds); loading a dumped data directory takes a fraction of that. So
 * an empty database is made once into a template dump, and every run's process loads it. Those processes are
 * started ahead of demand (./pglite-pool.ts): a run takes a process that has PGlite loaded already, hands it the
 * problem's setup script and the learner's query, and the process ends after that one run.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBox, removeBox } from '../../compile-run/workspace.ts';
import type { Sandbox } from '../../sandbox/types.ts';
import { DEFAULT_SQL_LIMITS, type SqlAvailability, type SqlLimits } from '../types.ts';
import type { EngineOutcome, EngineRunRequest, SqlEngine } from './engine.ts';
import { timeLimitMessage, tooManyRowsMessage } from './engine.ts';
import { runIsolated, type IsolatedRunResult } from './isolated-process.ts';
import { PglitePool } from './pglite-pool.ts';
import { startPgliteProcess, type PgliteProcess } from './pglite-process.ts';
import { pgErrorText, type PgErrorFields } from './pg-error-text.ts';
import { kindOfPgType } from './pg-types.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./pglite-child.mjs', import.meta.url));
const RESULT_MARK = '\u0001KATANA_SQL_RESULT ';
const PREPARE_WALL_MS = 120_000;
/** The setup script runs before the query's clock starts; a big one may take a while. */
const SETUP_ALLOWANCE_MS = 60_000;
// A template dump is about 40 MB; leave room for big setup data.
const MAX_TEMPLATE_BYTES = 512 * 1024 * 1024;
/**
 * Resident memory of a PGlite process that has loaded a template and run `SELECT 1` (measured: ~440 MB with
 * PGlite 0.5). The query's own allowance (SqlLimits.memoryMb) comes on top of it.
 */
export const PGLITE_BASELINE_MB = 512;

export interface PgliteEngineOptions {
  /** bubblewrap sandbox; without it runs are plain child processes (killable, memory-watched, not isolated). */
  sandbox?: Sandbox;
  /** Time PGlite may take to load before the query's own clock starts (a busy 2-core machine needs seconds). */
  startupAllowanceMs?: number;
  /**
   * Processes with PGlite loaded kept ready per memory limit in use (default 2, or SQL_JUDGE_PGLITE_WARM); 0 starts
   * each run's process on demand. Each holds about PGLITE_BASELINE_MB of memory while it waits.
   */
  warmProcesses?: number;
  /** The memory limit (MB) whose processes are started at once, before any run asks (default 256, the catalogue's). */
  warmMemoryMb?: number;
  /** A warm process unused this long is let go; the next run starts the pool again (default 10 minutes). */
  idleMs?: number;
}

interface ResourceKey {
  memoryMb: number;
  maxOutputBytes: number;
}

const keyText = (key: ResourceKey) => `${key.memoryMb}:${key.maxOutputBytes}`;

function warmProcessesFromEnv(): number {
  const value = Number(process.env.SQL_JUDGE_PGLITE_WARM);
  return Number.isInteger(value) && value >= 0 ? value : 2;
}

type ChildResult =
  | { kind: 'prepared' }
  | { kind: 'rows'; columns: { name: string; typeOid: number }[]; rows: (string | null)[][]; timeMs: number }
  | { kind: 'error'; phase: 'setup' | 'query'; error: PgErrorFields; timeMs?: number }
  | { kind: 'limit'; limit: 'TIME' | 'OUTPUT'; timeMs: number }
  | { kind: 'crash'; message: string };

function pglitePaths(): { entry: string; packageDir: string; version: string } {
  const require = createRequire(import.meta.url);
  const cjsEntry = require.resolve('@electric-sql/pglite'); // <pkg>/dist/index.cjs
  const packageDir = dirname(dirname(cjsEntry));
  const version = (require(join(packageDir, 'package.json')) as { version: string }).version;
  return { entry: join(dirname(cjsEntry), 'index.js'), packageDir, version };
}

export class PgliteEngine implements SqlEngine {
  readonly dialect = 'psql' as const;
  private baseTemplate: Promise<string> | null = null;
  private templateDir: Promise<string> | null = null;
  private readonly paths = pglitePaths();
  private readonly pool: PglitePool<PgliteProcess>;

  constructor(private readonly options: PgliteEngineOptions = {}) {
    this.pool = new PglitePool({
      start: (key) => this.startProcess(JSON.parse(`[${key.replace(':', ',')}]`) as [number, number]),
      size: options.warmProcesses ?? warmProcessesFromEnv(),
      maxKeys: 2,
      idleMs: options.idleMs ?? 10 * 60_000,
    });
  }

  async availability(): Promise<SqlAvailability> {
    if (!existsSync(this.paths.entry))
      return { available: false, reason: 'the @electric-sql/pglite package is missing' };
    // Nothing is started here: the server probes at its first language listing, and warm processes (~0.5 GB each)
    // would then sit in memory on a server nobody sends SQL to. The first run makes the template and fills the pool.
    const isolation = this.options.sandbox ? 'sandboxed' : 'child process, not sandboxed';
    return { available: true, engine: `pglite ${this.paths.version} (${isolation})` };
  }

  /** Makes the template and starts the warm processes for the default limits; resolves once they are loaded. */
  async warm(): Promise<void> {
    await this.template();
    const key = this.resourceKey({ ...DEFAULT_SQL_LIMITS, memoryMb: this.options.warmMemoryMb ?? 256 });
    this.pool.warm(key);
  }

  /** Settles once the warm processes started so far have PGlite loaded (the bench). */
  warmReady(): Promise<void> {
    return this.pool.ready();
  }

  /** Warm processes waiting now (tests and the bench). */
  warmCount(): number {
    return this.pool.warmCount();
  }

  async execute(request: EngineRunRequest): Promise<EngineOutcome> {
    try {
      await this.template();
    } catch (error) {
      if (error instanceof SetupError)
        return { kind: 'error', phase: 'setup', message: error.message, timeMs: 0 };
      throw error;
    }
    const { limits } = request;
    const child = this.pool.take(this.resourceKey(limits));
    const startup = this.options.startupAllowanceMs ?? 30_000;
    const startupTimer = setTimeout(() => child.kill(), startup);
    const ready = await child.ready;
    clearTimeout(startupTimer);
    let jobTimer: NodeJS.Timeout | undefined;
    if (ready) {
      // The child stops its own query on time; this is the backstop should it not (setup included).
      jobTimer = setTimeout(() => child.kill(), SETUP_ALLOWANCE_MS + limits.timeMs + 2_000);
      child.send(
        JSON.stringify({
          setupSql: request.setupSql,
          query: request.query,
          queryTimeMs: limits.timeMs,
          maxRows: limits.maxRows,
          maxResultBytes: limits.maxOutputBytes * 16,
        }),
      );
    }
    const processResult = await child.result;
    clearTimeout(jobTimer);
    await child.discard();
    return toOutcome(parseChildResult(processResult.stdout), processResult, limits);
  }

  async close(): Promise<void> {
    await this.pool.close();
    const dir = this.templateDir ? await this.templateDir.catch(() => null) : null;
    this.baseTemplate = null;
    this.templateDir = null;
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  private resourceKey(limits: SqlLimits): string {
    return keyText({
      memoryMb: limits.memoryMb + PGLITE_BASELINE_MB,
      maxOutputBytes: limits.maxOutputBytes * 16 + 64 * 1024,
    });
  }

  /** Path of the empty database's dump, made on first use (initdb, seconds); a failure is retried next time. */
  private template(): Promise<string> {
    if (!this.baseTemplate) {
      const pending = this.prepare();
      pending.catch(() => {
        if (this.baseTemplate === pending) this.baseTemplate = null;
      });
      this.baseTemplate = pending;
    }
    return this.baseTemplate;
  }

  /** Starts a process that loads PGlite and the template, then waits for its job on stdin. */
  private startProcess([memoryMb, maxOutputBytes]: [number, number]): PgliteProcess {
    return startPgliteProcess({
      script: CHILD_SCRIPT,
      pgliteEntry: this.paths.entry,
      packageDir: this.paths.packageDir,
      template: this.template(),
      // The pool's idle limit and the run's own timers end it first; this is the last backstop.
      wallTimeMs: (this.options.idleMs ?? 10 * 60_000) + 5 * 60_000,
      memoryMb,
      maxOutputBytes,
      ...(this.options.sandbox ? { sandbox: this.options.sandbox } : {}),
    });
  }

  private async prepare(): Promise<string> {
    // Traversable (not listable) by the sandbox uid, which binds the template read-only into each run; the file
    // name is random, so nobody else can guess it.
    this.templateDir ??= mkdtemp(join(tmpdir(), 'katana-pglite-templates-')).then(async (dir) => {
      await chmod(dir, 0o711);
      return dir;
    });
    const dir = await this.templateDir;
    const limits: SqlLimits = {
      timeMs: PREPARE_WALL_MS,
      memoryMb: 2048,
      maxRows: 0,
      maxOutputBytes: 1024 * 1024,
    };
    const run = await this.runChild({ mode: 'prepare', setupSql: '' }, limits, 'template.tar', dir);
    const result = run.result;
    if (result?.kind === 'error') throw new SetupError(pgErrorText(result.error));
    if (result?.kind !== 'prepared' || !run.keptFile) {
      throw new SetupError(
        `PGlite could not prepare its template (${run.process.outcome}): ${tail(run.process.stderr)}`,
      );
    }
    const target = join(dir, `${randomUUID()}.tar`);
    await rename(run.keptFile, target);
    await chmod(target, 0o644);
    return target;
  }

  /**
   * Runs the child to its end in a fresh box directory. `keepFile` names a file the child writes into the box which
   * is moved into `keepDir` before the box is removed.
   */
  private async runChild(
    job: Record<string, unknown>,
    limits: SqlLimits,
    keepFile: string,
    keepDir: string,
  ): Promise<{ result: ChildResult | null; process: IsolatedRunResult; keptFile: string | null }> {
    const boxDir = await createBox('run');
    // Inside bubblewrap the box is mounted at /box; a plain child sees the host path.
    const boxInside = this.options.sandbox ? '/box' : boxDir;
    try {
      const processResult = await runIsolated(
        {
          script: CHILD_SCRIPT,
          stdin: JSON.stringify({
            ...job,
            pgliteEntry: this.paths.entry,
            outPath: join(boxInside, keepFile),
          }),
          boxDir,
          readOnlyPaths: [this.paths.packageDir],
          wallTimeMs: PREPARE_WALL_MS,
          memoryMb: limits.memoryMb,
          maxOutputBytes: limits.maxOutputBytes * 16 + 64 * 1024,
          maxFileBytes: MAX_TEMPLATE_BYTES,
        },
        this.options.sandbox,
      );
      let keptFile: string | null = null;
      if (existsSync(join(boxDir, keepFile))) {
        keptFile = join(keepDir, `${keepFile}.${Date.now()}.${Math.random().toString(36).slice(2)}`);
        await rename(join(boxDir, keepFile), keptFile);
      }
      return { result: parseChildResult(processResult.stdout), process: processResult, keptFile };
    } finally {
      await removeBox(boxDir);
    }
  }
}

class SetupError extends Error {}

function parseChildResult(stdout: string): ChildResult | null {
  const line = stdout.split('\n').findLast((l) => l.startsWith(RESULT_MARK));
  if (!line) return null;
  try {
    return JSON.parse(line.slice(RESULT_MARK.length)) as ChildResult;
  } catch {
    return null;
  }
}

function tail(text: string): string {
  return text.trim().split('\n').slice(-5).join('\n');
}

function toOutcome(result: ChildResult | null, proc: IsolatedRunResult, limits: SqlLimits): EngineOutcome {
  const timeMs = Math.round(
    result && 'timeMs' in result && result.timeMs !== undefined ? result.timeMs : proc.wallTimeMs,
  );
  if (proc.outcome === 'MEMORY_LIMIT') {
    return {
      kind: 'limit',
      limit: 'MEMORY',
      message: `Memory limit exceeded (${limits.memoryMb} MB)`,
      timeMs,
    };
  }
  if (proc.outcome === 'TIME_LIMIT')
    return { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs };
  if (proc.outcome === 'OUTPUT_LIMIT')
    return { kind: 'limit', limit: 'OUTPUT', message: tooManyRowsMessage(limits.maxRows), timeMs };
  switch (result?.kind) {
    case 'rows':
      return {
        kind: 'rows',
        result: {
          columns: result.columns.map((c) => ({ name: c.name, kind: kindOfPgType(c.typeOid) })),
          rows: result.rows,
        },
        timeMs,
      };
    case 'error':
      return { kind: 'error', phase: result.phase, message: pgErrorText(result.error), timeMs };
    case 'limit':
      return result.limit === 'TIME'
        ? { kind: 'limit', limit: 'TIME', message: timeLimitMessage(limits.timeMs), timeMs: limits.timeMs }
        : { kind: 'limit', limit: 'OUTPUT', message: tooManyRowsMessage(limits.maxRows), timeMs };
    case 'crash':
      // WASM linear memory cannot grow past what the process may have: that is the query's memory use.
      if (
        /out of memory|OOM|Memory\.grow|Cannot enlarge memory|Array buffer allocation failed/i.test(
          result.message,
        )
      ) {
        return {
          kind: 'limit',
          limit: 'MEMORY',
          message: `Memory limit exceeded (${limits.memoryMb} MB)`,
          timeMs,
        };
      }
      return {
        kind: 'error',
        phase: 'query',
        message: `The database engine failed: ${result.message.split('\n')[0]}`,
        timeMs,
      };
    default:
      // The sandbox itself failing is the judge's fault: let the job fail as an internal error, not the learner.
      if (proc.outcome === 'SANDBOX_ERROR')
        throw new Error(`sandbox failed to run PGlite: ${tail(proc.stderr)}`);
      return {
        kind: 'error',
        phase: 'query',
        message: `The database engine stopped unexpectedly (${proc.outcome}). ${tail(proc.stderr)}`.trim(),
        timeMs,
      };
  }
}
