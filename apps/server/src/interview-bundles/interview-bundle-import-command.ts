/**
 * `katana bundle import DIR...`: imports interview bundle folders (a folder with bundle.yaml, or a folder of them
 * such as content/interview-bundles) into the configured database, like the start-up import: unchanged bundles are
 * skipped, changed ones updated in place. Each refused bundle prints `<file>:<line>: <reason>` on stderr. Exit code
 * 0 when every bundle imported, 1 when any was refused, 2 on usage errors. Import the catalogue first (`katana
 * problem import`): bundles name its problems. With the embedded PGlite database run it while the server is stopped.
 */
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { ContentImportReport } from '../plugins/app/content-yaml.ts';
import { loadConfig } from '../plugins/app/config.ts';
import { importInterviewBundles } from './interview-bundle-import.ts';

const USAGE = 'usage: katana bundle import <bundle-dir|interview-bundles-dir>...';

/** The command's work on an open database (tests call it directly); returns the exit code and the lines. */
export async function bundleImport(
  db: Db,
  args: readonly string[],
): Promise<{ code: number; out: string[]; err: string[]; report: ContentImportReport }> {
  const report = await importInterviewBundles(
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

export async function runBundleImportCommand(args: string[]): Promise<number> {
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
    const result = await bundleImport(database.db, args);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.code;
  } finally {
    await database.close();
  }
}
