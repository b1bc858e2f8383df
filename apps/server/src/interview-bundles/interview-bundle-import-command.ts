/**
 * `katana bundle import DIR...`: imports interview bundle folders (a folder with bundle.yaml, or a folder of them
 * such as content/interview-bundles) into the configured database, like the start-up import: unchanged bundles are
 * skipped, changed ones updated in place. Each refused bundle prints `<file>:<line>: <reason>` on stderr. Exit code
 * 0 when every bundle imported, 1 when any was refused, 2 on usage errors. Import the catalogue first (`katana
 * problem import`): bundles name its problems. With the embedded PGlite database run it while the server is stopped.
 */
import type { Db } from '../db/client.ts';
import { contentImport, runContentImportCommand } from '../plugins/app/content-import-command.ts';
import { importInterviewBundles } from './interview-bundle-import.ts';

const USAGE = 'usage: katana bundle import <bundle-dir|interview-bundles-dir>...';

/** The command's work on an open database (tests call it directly); returns the exit code and the lines. */
export const bundleImport = (db: Db, args: readonly string[]) =>
  contentImport(db, args, importInterviewBundles);

export async function runBundleImportCommand(
  args: string[],
  afterWrite?: (db: Db) => Promise<unknown>,
): Promise<number> {
  return runContentImportCommand(args, USAGE, importInterviewBundles, afterWrite);
}
