/**
 * Imports problems into the database, idempotently: each source is hashed first and only a source whose hash differs
 * from the stored content_hash (or whose stored HTML another renderer version wrote) is parsed, zipped, rendered to
 * HTML and written (in place, by slug: ids, user data and counters stay).
 * Problems that disappear from the content stay (learners' submissions and states point at them). The whole write
 * runs in one transaction under an advisory lock, so API nodes starting together import once and never half.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Db } from '../../../db/client.ts';
import { catalogueChanged } from '../../access/catalogue-changes.ts';
import { isCurrentHtml, renderProblemHtml } from '../problem-html.ts';
import { createCatalogueImportRepository, type StoredHash } from './catalogue-import.repository.ts';
import { slugify, titleCase, topicName } from './catalogue-names.ts';
import type { ImportIssue, ImportedProblem, PendingImport } from './imported-problem.ts';
import { readListsFile, type ListDefinition } from './lists-file.ts';
import { hashFolderFiles, readFolderFiles, type FolderFile } from './package-files.ts';
import { sha256 } from './package-zip.ts';
import { readItem } from './read-item.ts';
import { readProblemPackage } from './read-problem-package.ts';

/** Packages parsed and zipped at once (zipping runs on the thread pool; parsing is mostly file reads). */
const LOAD_CONCURRENCY = 4;

export interface ImportReport {
  inserted: string[];
  updated: string[];
  unchanged: number;
  /** New archives stored in problem_packages. */
  packagesStored: number;
  /** Rows of lists, positions and list orders rewritten. */
  listChanges: number;
  issues: ImportIssue[];
  durationMs: number;
}

/** katana.yaml's slug read cheaply from the hashed files (no parse of the package), else the folder's name. */
function packageSlug(files: readonly FolderFile[], shortName: string): string {
  const katana = files.find((f) => f.name === 'katana.yaml');
  if (katana) {
    try {
      const doc = parseYaml(katana.data.toString('utf8')) as { slug?: unknown } | null;
      if (typeof doc?.slug === 'string' && doc.slug) return doc.slug;
    } catch {
      // The full read reports the broken YAML with its reason.
    }
  }
  return slugify(shortName);
}

/** A problem package folder as a pending import (`shortName`: the folder's or the archive's name). */
export async function pendingPackage(dir: string, source: string, shortName = path.basename(dir)) {
  const files = await readFolderFiles(dir);
  const contentHash = hashFolderFiles(files);
  return {
    slug: packageSlug(files, shortName),
    contentHash,
    source,
    load: () => readProblemPackage(dir, files, { shortName, contentHash, source }),
  } satisfies PendingImport;
}

export async function pendingItem(dir: string, source: string): Promise<PendingImport> {
  const files = await readFolderFiles(dir);
  const contentHash = hashFolderFiles(files, 'item');
  return {
    slug: path.basename(dir),
    contentHash,
    source,
    load: () => readItem(dir, { contentHash, source }),
  };
}

export async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** content/problems/*, content/items/* and content/lists.yaml. */
export async function scanContent(
  contentDir: string,
): Promise<{ pending: PendingImport[]; lists: ListDefinition[] }> {
  const problemsDir = path.join(contentDir, 'problems');
  const itemsDir = path.join(contentDir, 'items');
  const pending = await Promise.all([
    ...(await subfolders(problemsDir)).map((name) =>
      pendingPackage(path.join(problemsDir, name), `content/problems/${name}`),
    ),
    ...(await subfolders(itemsDir)).map((name) =>
      pendingItem(path.join(itemsDir, name), `content/items/${name}`),
    ),
  ]);
  return { pending, lists: await readListsFile(path.join(contentDir, 'lists.yaml')) };
}

async function writeProblem(
  repo: ReturnType<typeof createCatalogueImportRepository>,
  problem: ImportedProblem,
) {
  let packageSha: string | null = null;
  let stored = false;
  if (problem.archive) {
    packageSha = sha256(problem.archive);
    stored = await repo.storePackage(packageSha, problem.archive);
  }
  const id = await repo.upsertProblem(problem.fields, packageSha);
  await repo.replaceTopics(
    id,
    problem.topics.map((slug) => ({ slug, name: topicName(slug) })),
  );
  const companyTags = [
    ...new Map(problem.companies.map((name) => [slugify(name), name] as const)).entries(),
  ].filter(([slug]) => slug !== '');
  await repo.replaceCompanies(
    id,
    companyTags.map(([slug, name]) => ({ slug, name })),
  );
  for (const list of problem.lists) await repo.ensureList(list, titleCase(list));
  await repo.replaceListMemberships(id, problem.lists);
  return stored;
}

/** Runs `fn` over `items` with at most `limit` at once, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Nothing to write: same content, and HTML from this renderer. */
function isCurrent(stored: StoredHash | undefined, source: PendingImport): boolean {
  return stored?.contentHash === source.contentHash && isCurrentHtml(stored.htmlVersion);
}

type Loaded = { source: PendingImport; problem: ImportedProblem } | { source: PendingImport; error: unknown };

/**
 * Writes the pending sources whose hash changed. Changed sources are parsed and zipped first, a few at once and
 * outside the transaction; the writes then run under the lock, re-checking each hash (another node may have written
 * it meanwhile). `lists` (from lists.yaml) are applied first so memberships find them, and the topic ladders among
 * them are synced after the writes; pass null to leave the lists alone (the CLI importing single packages: a problem
 * it rewrites is out of its ladders until the next import of the content folder).
 */
export async function applyImports(
  db: Db,
  pending: readonly PendingImport[],
  lists: readonly ListDefinition[] | null,
): Promise<ImportReport> {
  const started = performance.now();
  const report: ImportReport = {
    inserted: [],
    updated: [],
    unchanged: 0,
    packagesStored: 0,
    listChanges: 0,
    issues: [],
    durationMs: 0,
  };
  const unique: PendingImport[] = [];
  const seen = new Map<string, string>();
  for (const source of pending) {
    const other = seen.get(source.slug);
    if (other)
      report.issues.push({
        source: source.source,
        reason: `slug '${source.slug}' is already used by ${other}`,
      });
    else {
      seen.set(source.slug, source.source);
      unique.push(source);
    }
  }
  const storedBefore = await createCatalogueImportRepository(db).hashesBySlug();
  const changed = unique.filter((s) => !isCurrent(storedBefore.get(s.slug), s));
  report.unchanged += unique.length - changed.length;
  const loaded = await mapLimit(changed, LOAD_CONCURRENCY, async (source): Promise<Loaded> => {
    try {
      const problem = await source.load();
      // The Markdown is rendered here, once per changed problem, so requests only read it (problem-html.ts).
      problem.fields.html = renderProblemHtml(problem.fields);
      return { source, problem };
    } catch (error) {
      return { source, error };
    }
  });

  await db.transaction(async (tx) => {
    const repo = createCatalogueImportRepository(tx as unknown as Db);
    await repo.lockImports();
    if (lists) report.listChanges += await repo.upsertLists(lists);
    const stored = await repo.hashesBySlug();
    for (const entry of loaded) {
      const { source } = entry;
      if ('error' in entry) {
        report.issues.push({ source: source.source, reason: describe(entry.error) });
        continue;
      }
      const existing = stored.get(source.slug);
      if (isCurrent(existing, source)) {
        report.unchanged += 1;
        continue;
      }
      if (entry.problem.fields.slug !== source.slug) {
        report.issues.push({
          source: source.source,
          reason: `slug '${entry.problem.fields.slug}' is not a valid slug`,
        });
        continue;
      }
      if (await writeProblem(repo, entry.problem)) report.packagesStored += 1;
      (existing ? report.updated : report.inserted).push(source.slug);
    }
    // After the writes: a problem written above dropped its ladder rows (its own `lists:` names no ladder).
    for (const list of lists ?? [])
      if (list.topic) report.listChanges += await repo.syncTopicLadder(list.slug, list.topic);
    report.listChanges += await repo.renumber();
  });
  // After the commit: this process's cached catalogue reads (read-cache.ts) drop what the import changed.
  if (report.inserted.length + report.updated.length + report.listChanges > 0) catalogueChanged();
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const file = (error as { file?: unknown }).file;
    return typeof file === 'string' && !error.message.includes(file)
      ? `${file}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/** Scans and imports a content folder (the server's start, `katana seed`). */
export async function importCatalogue(db: Db, contentDir: string): Promise<ImportReport> {
  const started = performance.now();
  const { pending, lists } = await scanContent(contentDir);
  const report = await applyImports(db, pending, lists);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
