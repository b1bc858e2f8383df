/**
 * Route tests' catalogue: nine real problems of content/ (four CODE of every difficulty, one SQL, a single-choice,
 * a multiple-choice, a fill-up and a NOTE item) imported with the real importer, plus content/lists.yaml.
 */
import path from 'node:path';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { SqlSupport } from '../../judge/sql-support.ts';
import { signUp, type Session } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyImports, pendingItem, pendingPackage } from './importer/catalogue-importer.ts';
import type { PendingImport } from './importer/imported-problem.ts';
import { readListsFile } from './importer/lists-file.ts';
import { CONTENT_DIR } from './importer/start-import.ts';

export const FIXTURE_PROBLEMS = [
  'bracket-ledger-check',
  'gift-pair-budget',
  'anagram-shelves',
  'circular-greenhouse',
  'late-ferry-sailings',
] as const;
export const FIXTURE_ITEMS = [
  'stack-pop-sequence',
  'deadlock-fixes',
  'heap-operation-costs',
  'hashing-in-practice',
] as const;

/** Slugs in the catalogue's default order: CODE, SQL, quizzes, notes; each by difficulty, then name. */
export const DEFAULT_ORDER = [
  'bracket-ledger-check',
  'gift-pair-budget',
  'anagram-shelves',
  'circular-greenhouse',
  'late-ferry-sailings',
  'stack-pop-sequence',
  'heap-operation-costs',
  'deadlock-fixes',
  'hashing-in-practice',
];

/**
 * The shipped catalogue names no companies (that is an operator's claim to make), so the fixture plays an operator
 * who tags its problems: made-up names, only in tests, so company filters and search stay covered.
 */
export const FIXTURE_COMPANIES: Record<string, string[]> = {
  'anagram-shelves': ['Inkwell Press'],
  'bracket-ledger-check': ['Tillpoint', 'Printwell'],
  'circular-greenhouse': ['Verdant Labs', 'Northwind'],
  'gift-pair-budget': ['Bazaarly'],
  'late-ferry-sailings': ['Bluewater Lines'],
  'deadlock-fixes': ['Bazaarly', 'Lumen Labs'],
  'heap-operation-costs': ['Quillmark'],
  'stack-pop-sequence': ['Northwind'],
};

function withOperatorCompanies(pending: PendingImport): PendingImport {
  const companies = FIXTURE_COMPANIES[pending.slug] ?? [];
  return { ...pending, load: async () => ({ ...(await pending.load()), companies }) };
}

export async function importFixtureCatalogue(db: Db) {
  const pending = await Promise.all([
    ...FIXTURE_PROBLEMS.map((slug) =>
      pendingPackage(path.join(CONTENT_DIR, 'problems', slug), `content/problems/${slug}`),
    ),
    ...FIXTURE_ITEMS.map((slug) =>
      pendingItem(path.join(CONTENT_DIR, 'items', slug), `content/items/${slug}`),
    ),
  ]).then((all) => all.map(withOperatorCompanies));
  const report = await applyImports(db, pending, await readListsFile(path.join(CONTENT_DIR, 'lists.yaml')));
  if (report.issues.length) throw new Error(`fixture import failed: ${JSON.stringify(report.issues)}`);
  return report;
}

/** SQL engines are not started in catalogue tests: psql / mysql then read as unavailable ("runner not configured"). */
const noSqlEngines: SqlSupport = {
  runner() {
    throw new Error('catalogue tests run no SQL');
  },
  probe: async () => {},
  close: async () => {},
};

/** A test app with the fixture catalogue imported. */
export async function createCatalogueTestApp(): Promise<TestApp> {
  const t = await createTestApp({}, { judge: { sql: noSqlEngines } });
  try {
    await importFixtureCatalogue(t.testDb.db);
  } catch (error) {
    await t.close();
    throw error;
  }
  return t;
}

/** A newly signed-up learner: the session's cookies and the user's id. */
export async function signUpLearner(app: App): Promise<{ session: Session; userId: number }> {
  const signedUp = await signUp(app);
  return { session: signedUp.session, userId: (await app.repos.users.findByEmail(signedUp.email))!.id };
}
