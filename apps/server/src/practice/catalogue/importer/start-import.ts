/**
 * The start-up import of the repository's content/ folder (server start and `katana seed`). A malformed package is
 * logged and skipped; the rest of the catalogue still loads and the server still starts.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import { REPO_ROOT } from '../../../plugins/app/repo-root.ts';
import { importCatalogue, type ImportReport } from './catalogue-importer.ts';

export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

export async function importContentAtStart(
  db: Db,
  log: Logger,
  contentDir = CONTENT_DIR,
): Promise<ImportReport> {
  const report = await importCatalogue(db, contentDir);
  for (const issue of report.issues) log.warn({ source: issue.source }, `catalogue import: ${issue.reason}`);
  log.info(
    {
      inserted: report.inserted.length,
      updated: report.updated.length,
      unchanged: report.unchanged,
      rejected: report.issues.length,
      ms: report.durationMs,
    },
    'catalogue imported',
  );
  return report;
}
