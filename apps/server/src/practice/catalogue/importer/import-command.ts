/**
 * `katana problem import <package-dir|package.zip|item-dir|content-dir>...`: imports problem packages (CODE or SQL,
 * a folder or a .zip/.kpp archive), quiz/NOTE item folders, or a whole content folder (problems/, items/,
 * lists.yaml) into the configured database, like the start-up import of content/: unchanged sources are skipped,
 * changed ones updated in place. Exit code 0 when every source imported, 1 when any was rejected, 2 usage errors.
 * With the embedded PGlite database run it while the server is stopped (PGlite's files serve one process); with
 * DATABASE_URL it runs beside the servers (imports serialise on an advisory lock).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { extractZip } from '@katana/judge';
import { loadConfig } from '../../../plugins/app/config.ts';
import type { Db } from '../../../db/client.ts';
import {
  applyImports,
  pendingItem,
  pendingPackage,
  scanContent,
  type ImportReport,
} from './catalogue-importer.ts';
import type { PendingImport } from './imported-problem.ts';
import type { ListDefinition } from './lists-file.ts';

export const IMPORT_USAGE = 'usage: katana problem import <package-dir|package.zip|item-dir|content-dir>...';

async function kindOf(source: string): Promise<'zip' | 'package' | 'item' | 'content' | null> {
  const info = await stat(source).catch(() => null);
  if (!info) return null;
  if (info.isFile()) return /\.(zip|kpp)$/i.test(source) ? 'zip' : null;
  if (!info.isDirectory()) return null;
  const has = async (name: string) => (await stat(path.join(source, name)).catch(() => null)) !== null;
  if (await has('problem.yaml')) return 'package';
  if (await has('item.yaml')) return 'item';
  if ((await has('problems')) || (await has('items'))) return 'content';
  return null;
}

export interface ImportOutcome {
  report: ImportReport;
  /** Sources that could not even be read (missing, not a package). */
  unreadable: Array<{ source: string; reason: string }>;
}

/** Imports the given sources into `db`; archives are extracted until the import is done. */
export async function importSources(db: Db, sources: readonly string[]): Promise<ImportOutcome> {
  const pending: PendingImport[] = [];
  const unreadable: ImportOutcome['unreadable'] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let lists: ListDefinition[] | null = null;
  try {
    for (const source of sources) {
      try {
        const kind = await kindOf(source);
        if (kind === 'zip') {
          const { dir, cleanup } = await extractZip(source);
          cleanups.push(cleanup);
          const shortName = path.basename(source).replace(/\.(zip|kpp)$/i, '');
          pending.push(await pendingPackage(dir, path.basename(source), shortName));
        } else if (kind === 'package') pending.push(await pendingPackage(source, source));
        else if (kind === 'item') pending.push(await pendingItem(source, source));
        else if (kind === 'content') {
          const scanned = await scanContent(source);
          pending.push(...scanned.pending);
          lists = [...(lists ?? []), ...scanned.lists];
        } else
          unreadable.push({
            source,
            reason:
              'not a problem package (problem.yaml), an item (item.yaml), a content folder or a .zip/.kpp',
          });
      } catch (error) {
        unreadable.push({ source, reason: (error as Error).message });
      }
    }
    return { report: await applyImports(db, pending, lists), unreadable };
  } finally {
    await Promise.all(cleanups.map((c) => c()));
  }
}

export function formatImport(outcome: ImportOutcome): string[] {
  const { report, unreadable } = outcome;
  return [
    ...report.inserted.map((slug) => `NEW        ${slug}`),
    ...report.updated.map((slug) => `UPDATED    ${slug}`),
    ...report.issues.map((i) => `REJECTED   ${i.source}: ${i.reason}`),
    ...unreadable.map((u) => `UNREADABLE ${u.source}: ${u.reason}`),
    `${report.inserted.length} new, ${report.updated.length} updated, ${report.unchanged} unchanged, ` +
      `${report.issues.length + unreadable.length} rejected (${report.durationMs} ms)`,
  ];
}

/** `afterWrite` runs on the same database after a successful write (the composition root re-indexes search). */
export async function runImportCommand(
  args: string[],
  afterWrite?: (db: Db) => Promise<unknown>,
): Promise<number> {
  if (args.length === 0 || args.some((a) => a.startsWith('-'))) {
    console.error(IMPORT_USAGE);
    return 2;
  }
  const [{ createLogger }, { openMigratedDatabase }] = await Promise.all([
    import('../../../plugins/app/logger.ts'),
    import('../../../plugins/app/database.ts'),
  ]);
  const config = loadConfig();
  const database = await openMigratedDatabase(config, createLogger({ logLevel: 'warn' }));
  try {
    const outcome = await importSources(database.db, args);
    for (const line of formatImport(outcome)) console.log(line);
    await afterWrite?.(database.db);
    return outcome.report.issues.length + outcome.unreadable.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
