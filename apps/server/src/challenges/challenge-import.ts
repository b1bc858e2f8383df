/**
 * Challenges into the database, from content/challenges/*.yaml (at start and in `katana seed`; the slug is the
 * file name) or from `katana challenge add`. Idempotent by slug: an unchanged challenge (same content hash) is
 * skipped. A challenge naming a problem the catalogue does not have, or a month index another challenge holds, is
 * refused with `<file>: <field>: <reason>`; the server still starts.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { logContentImport, readContentYaml, type ContentImportReport } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { renderMarkdown } from '../practice/index.ts';
import { challengeEndsOn, challengeInputSchema, type ChallengeInput } from './challenge-input.ts';
import { createChallengesRepository } from './challenges.repository.ts';

/** Writes one checked challenge; a list of reasons when refused. */
export async function saveChallenge(
  db: Db,
  input: ChallengeInput,
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged' | string[]> {
  const repo = createChallengesRepository(db);
  const known = await repo.knownProblems(input.problems);
  const errors = input.problems
    .filter((slug) => !known.has(slug))
    .map((slug) => `problems: problem '${slug}' is not in the catalogue`);
  const holder = (await repo.all()).find((c) => c.monthIndex === input.month_index && c.slug !== input.slug);
  if (holder) errors.push(`month_index: ${input.month_index} is already the month index of '${holder.slug}'`);
  if (errors.length > 0) return errors;
  return repo.upsert({
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    descriptionHtml: input.description ? renderMarkdown(input.description) : '',
    monthIndex: input.month_index,
    startsOn: input.starts_on,
    endsOn: challengeEndsOn(input.starts_on, input.problems.length),
    days: input.problems,
    contentHash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
    source,
  });
}

export async function importChallenges(db: Db, repoRoot = REPO_ROOT): Promise<ContentImportReport> {
  const report: ContentImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  let files;
  try {
    files = readContentYaml(repoRoot, 'challenges', z.record(z.string(), z.unknown()));
  } catch (error) {
    report.errors.push((error as Error).message);
    return report;
  }
  for (const { file, data } of files) {
    const where = `content/challenges/${file}`;
    const parsed = challengeInputSchema.safeParse({ ...data, slug: file.replace(/\.yaml$/, '') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      report.errors.push(`${where}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
      continue;
    }
    const outcome = await saveChallenge(db, parsed.data, where);
    if (Array.isArray(outcome)) report.errors.push(...outcome.map((e) => `${where}: ${e}`));
    else report[outcome].push(parsed.data.slug);
  }
  return report;
}

export async function importChallengesAtStart(
  db: Db,
  log: Parameters<typeof logContentImport>[0],
  repoRoot = REPO_ROOT,
): Promise<ContentImportReport> {
  const report = await importChallenges(db, repoRoot);
  logContentImport(log, 'challenge', report);
  return report;
}
