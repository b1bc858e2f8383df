/**
 * psql in the embedded mode: PGlite (PostgreSQL compiled to WASM) in a separate, killable process per run
 * (./pglite-child.mjs). The database lives only in that process's memory and its file system is Emscripten's
 * in-memory one, so pg_read_file, lo_import and COPY see nothing of the host; the sandbox (when given) adds
 * bubblewrap + a cgroup around the whole process.
 *
 * Starting PGlite from scratch runs initdb (seconds); loading a dumped data directory takes a fraction of that. So
 * each distinct setup script is run once into a template dump, cached by its hash, and every run loads the template.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBox, removeBox } from '../../compile-run/workspace.ts';
import type { Sandbox } from '../../sandbox/types.ts';
import type { SqlAvailability, SqlLimits } from '../types.ts';
import type { EngineOutcome, EngineRunRequest, SqlEngine } from './engine.ts';
import { timeLimitMessage, tooManyRowsMessage } from './engine.ts';
import { runIsolated, type IsolatedRunResult } from './isolated-process.ts';
import { pgErrorText, type PgErrorFields } from './pg-error-text.ts';
import { kindOfPgType } from './pg-types.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./pglite-child.mjs', import.meta.url));
const RESULT_MARK = '\u0001KATANA_SQL_RESULT ';
const MAX_TEMPLATES = 32;
const PREPARE_WALL_MS = 120_000;
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
  private readonly templates = new Map<string, Promise<string>>();
  private templateDir: Promise<string> | null = null;
  private readonly paths = pglitePaths();

  constructor(private readonly options: PgliteEngineOptions = {}) {}

  async availability(): Promise<SqlAvailability> {
    if (!existsSync(this.paths.entry))
      return { available: false, reason: 'the @electric-sql/pglite package is missing' };
    const isolation = this.options.sandbox ? 'sandboxed' : 'child process, not sandboxed';
    return { available: true, engine: `pglite ${this.paths.version} (${isolation})` };
  }

  async execute(request: EngineRunRequest): Promise<EngineOutcome> {
    let templatePath: string;
    try {
      templatePath = await this.template(request.setupSql);
    } catch (error) {
      if (error instanceof SetupError)
        return { kind: 'error', phase: 'setup', message: error.message, timeMs: 0 };
      throw error;
    }
    const { limits } = request;
    const run = await this.runChild(
      {
        mode: 'run',
        templatePath,
        query: request.query,
        queryTimeMs: limits.timeMs,
        maxRows: limits.maxRows,
        maxResultBytes: limits.maxOutputBytes * 16,
      },
      { ...limits, memoryMb: limits.memoryMb + PGLITE_BASELINE_MB },
      (this.options.startupAllowanceMs ?? 30_000) + limits.timeMs + 2_000,
      [templatePath],
    );
    return toOutcome(run.result, run.process, limits);
  }

  async close(): Promise<void> {
    const dir = this.templateDir ? await this.templateDir.catch(() => null) : null;
    this.templates.clear();
    this.templateDir = null;
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  /** Path of the template dump for this setup script, made on first use. */
  private template(setupSql: string): Promise<string> {
    const key = createHash('sha256').update(setupSql).digest('hex');
    let pending = this.templates.get(key);
    if (!pending) {
      pending = this.prepare(key, setupSql);
      pending.catch(() => this.templates.delete(key)); // a failed setup is retried next time
      this.templates.set(key, pending);
      this.evictOldTemplates();
    } else {
      // Map order is the eviction order: move the template just used to the end.
      this.templates.delete(key);
      this.templates.set(key, pending);
    }
    return pending;
  }

  private evictOldTemplates(): void {
    while (this.templates.size > MAX_TEMPLATES) {
      const [oldest, pending] = this.templates.entries().next().value as [string, Promise<string>];
      this.templates.delete(oldest);
      void pending.then((path) => rm(path, { force: true })).catch(() => undefined);
    }
  }

  private async prepare(key: string, setupSql: string): Promise<string> {
    // Traversable (not listable) by the sandbox uid, which binds the template read-only into each run; the file
    // names are hashes of the setup script, so nobody else can guess them.
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
    const run = await this.runChild(
      { mode: 'prepare', setupSql },
      limits,
      PREPARE_WALL_MS,
      [],
      'template.tar',
      dir,
    );
    const result = run.result;
    if (result?.kind === 'error') throw new SetupError(pgErrorText(result.error));
    if (result?.kind !== 'prepared' || !run.keptFile) {
      throw new SetupError(
        `PGlite could not prepare the setup script (${run.process.outcome}): ${tail(run.process.stderr)}`,
      );
    }
    const target = join(dir, `${key}.tar`);
    await rename(run.keptFile, target);
    await chmod(target, 0o644);
    return target;
  }

  /**
   * Runs the child in a fresh box directory. `keepFile` names a file the child writes into the box which is moved
   * into `keepDir` before the box is removed.
   */
  private async runChild(
    job: Record<string, unknown>,
    limits: SqlLimits,
    wallTimeMs: number,
    readOnlyPaths: string[],
    keepFile?: string,
    keepDir?: string,
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
            outPath: keepFile ? join(boxInside, keepFile) : undefined,
          }),
          boxDir,
          readOnlyPaths: [this.paths.packageDir, ...readOnlyPaths],
          wallTimeMs,
          memoryMb: limits.memoryMb,
          maxOutputBytes: limits.maxOutputBytes * 16 + 64 * 1024,
          maxFileBytes: MAX_TEMPLATE_BYTES,
        },
        this.options.sandbox,
      );
      let keptFile: string | null = null;
      if (keepFile && keepDir && existsSync(join(boxDir, keepFile))) {
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
