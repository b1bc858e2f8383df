/**
 * `katana guided-path import DIR...`: imports guided path folders (a folder with path.yaml, or a folder of them such
 * as content/guided-paths) into the configured database, like the start-up import: unchanged paths are skipped,
 * changed ones updated in place with the learners' progress kept. Each refused path prints `<file>:<line>: <reason>`
 * on stderr. Exit code 0 when every path imported, 1 when any was refused, 2 on usage errors. Import the catalogue
 * first (`katana problem import`): the paths name its problems. With the embedded PGlite database run it while the
 * server is stopped.
 */
import path from 'node:path';
import { loadConfig } from '../plugins/app/config.ts';
import type { Db } from '../db/client.ts';
import { announceNewContent } from '../engagement/index.ts';
import { importGuidedPaths, type GuidedPathImportReport } from './guided-path-import.ts';

const USAGE = 'usage: katana guided-path import <path-dir|guided-paths-dir>...';

/** The command's work on an open database (tests call it directly); returns the exit code and the lines. */
export async function guidedPathImport(
  db: Db,
  args: readonly string[],
): Promise<{ code: number; out: string[]; err: string[]; report: GuidedPathImportReport }> {
  const report = await importGuidedPaths(
    db,
    args.map((a) => path.resolve(a)),
  );
  const out = [
    ...report.inserted.map((s) => `imported ${s}`),
    ...report.updated.map((s) => `updated ${s}`),
    ...report.unchanged.map((s) => `unchanged ${s}`),
  ];
  return { code: report.errors.length > 0 ? 1 : 0, out, err: report.errors, report };
}

/** `afterWrite` runs on the same database after a successful write (the composition root re-indexes search). */
export async function runGuidedPathImportCommand(
  args: string[],
  afterWrite?: (db: Db) => Promise<unknown>,
): Promise<number> {
  if (args.length === 0 || args.some((a) => a.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const [{ createLogger }, { openMigratedDatabase }] = await Promise.all([
    import('../plugins/app/logger.ts'),
    import('../plugins/app/database.ts'),
  ]);
  const database = await openMigratedDatabase(loadConfig(), createLogger({ logLevel: 'warn' }));
  try {
    const result = await guidedPathImport(database.db, args);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    await announceNewContent(database.db, { problems: [], paths: result.report.inserted });
    await afterWrite?.(database.db);
    return result.code;
  } finally {
    await database.close();
  }
}
