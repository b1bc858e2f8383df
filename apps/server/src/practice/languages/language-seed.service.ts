/**
 * Seeds the reference data the platform needs to run. Idempotent: rows already as wanted are left untouched
 * (no write, updated_at unchanged), so `katana seed` and every start may run it.
 */
import type { Db } from '../../db/client.ts';
import {
  createLanguageRepository,
  type LanguageFields,
  type LanguageRepository,
} from './language.repository.ts';
import { LANGUAGE_CATALOG } from './language-catalog.ts';

export interface SeedReport {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface SeedSummary {
  languages: SeedReport;
}

const SEEDED_FIELDS = ['name', 'extension', 'editorMode', 'sortOrder'] as const;

export async function seedLanguages(
  repos: { languages: LanguageRepository },
  catalog: readonly LanguageFields[] = LANGUAGE_CATALOG,
): Promise<SeedReport> {
  const existing = new Map((await repos.languages.list()).map((row) => [row.key, row]));
  const missing = catalog.filter((lang) => !existing.has(lang.key));
  const report: SeedReport = { inserted: await repos.languages.insert(missing), updated: 0, unchanged: 0 };
  for (const wanted of catalog) {
    const row = existing.get(wanted.key);
    if (!row) continue;
    const changed = SEEDED_FIELDS.filter((f) => row[f] !== wanted[f]);
    if (changed.length === 0) {
      report.unchanged += 1;
      continue;
    }
    await repos.languages.update(wanted.key, Object.fromEntries(changed.map((f) => [f, wanted[f]])));
    report.updated += 1;
  }
  return report;
}

export async function seedAll(db: Db): Promise<SeedSummary> {
  return { languages: await seedLanguages({ languages: createLanguageRepository(db) }) };
}
