/**
 * `katana guided-path import DIR...`: imports guided path folders (a folder with path.yaml, or a folder of them such
 * as content/guided-paths) into the configured database, like the start-up import: unchanged paths are skipped,
 * changed ones updated in place with the learners' progress kept. Each refused path prints `<file>:<line>: <reason>`
 * on stderr. Exit code 0 when every path imported, 1 when any was refused, 2 on usage errors. Import the catalogue
 * first (`katana problem import`): the paths name its problems. With the embedded PGlite database run it while the
 * server is stopped.
 */
import type { Db } from '../db/client.ts';
import { announceNewContent } from '../engagement/index.ts';
import { contentImport, runContentImportCommand } from '../plugins/app/content-import-command.ts';
import { importGuidedPaths } from './guided-path-import.ts';

const USAGE = 'usage: katana guided-path import <path-dir|guided-paths-dir>...';

/** The command's work on an open database (tests call it directly); returns the exit code and the lines. */
export const guidedPathImport = (db: Db, args: readonly string[]) =>
  contentImport(db, args, importGuidedPaths);

/** `afterWrite` runs on the same database after the import (the composition root re-indexes search). */
export async function runGuidedPathImportCommand(
  args: string[],
  afterWrite?: (db: Db) => Promise<unknown>,
): Promise<number> {
  return runContentImportCommand(args, USAGE, importGuidedPaths, async (db, report) => {
    await announceNewContent(db, { problems: [], paths: report.inserted });
    await afterWrite?.(db);
  });
}
