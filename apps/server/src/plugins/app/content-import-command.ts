/**
 * The shape every `katana <content> import DIR...` command shares (guided paths, interview bundles): refuse options
 * and an empty list with the usage (exit 2), open the migrated database, import, print one line per slug and each
 * refusal, run what the caller adds on the same database (new-content notices, the search re-index), and exit 1 when
 * anything was refused.
 */
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { loadConfig } from './config.ts';
import type { ContentImportReport } from './content-yaml.ts';

export interface ContentImportRun<R extends ContentImportReport> {
  code: number;
  out: string[];
  err: string[];
  report: R;
}

/** The command's work on an open database (tests call it directly). */
export async function contentImport<R extends ContentImportReport>(
  db: Db,
  args: readonly string[],
  importDirs: (db: Db, dirs: string[]) => Promise<R>,
): Promise<ContentImportRun<R>> {
  const report = await importDirs(
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

export async function runContentImportCommand<R extends ContentImportReport>(
  args: string[],
  usage: string,
  importDirs: (db: Db, dirs: string[]) => Promise<R>,
  afterImport?: (db: Db, report: R) => Promise<unknown>,
): Promise<number> {
  if (args.length === 0 || args.some((a) => a.startsWith('-'))) {
    console.error(usage);
    return 2;
  }
  const [{ createLogger }, { openMigratedDatabase }] = await Promise.all([
    import('./logger.ts'),
    import('./database.ts'),
  ]);
  const database = await openMigratedDatabase(loadConfig(), createLogger({ logLevel: 'warn' }));
  try {
    const result = await contentImport(database.db, args, importDirs);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    await afterImport?.(database.db, result.report);
    return result.code;
  } finally {
    await database.close();
  }
}
