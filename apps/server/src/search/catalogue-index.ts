/**
 * The catalogue's search documents: problems (and quiz and note items), problem lists, guided paths, their
 * articles, contests and interview bundles, rebuilt from their tables. The composition root calls this after the content imports at
 * start and after the commands that change them (problem import, guided-path import, contest create), since those
 * slices sit below search and cannot call it themselves. A full rebuild of a type also drops what was deleted.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { contests } from '../db/schema/contests.ts';
import { guidedPathItems, guidedPaths } from '../db/schema/guided-paths.ts';
import { interviewBundles } from '../db/schema/interview-bundles.ts';
import {
  companies,
  problemCompanies,
  problemListItems,
  problemLists,
  problems,
  problemTopics,
  topics,
} from '../db/schema/practice.ts';
import type { SearchDocumentInput } from './search-index.repository.ts';
import { replaceSearchDocuments } from './search-index.ts';
import { plainText } from './search-text.ts';

const enc = encodeURIComponent;

function namesByProblem(rows: Array<{ problemId: number; name: string }>): Map<number, string[]> {
  const byProblem = new Map<number, string[]>();
  for (const { problemId, name } of rows)
    byProblem.set(problemId, [...(byProblem.get(problemId) ?? []), name]);
  return byProblem;
}

async function problemDocuments(db: Db): Promise<SearchDocumentInput[]> {
  // One after another: inside a transaction the three share one connection.
  const rows = await db
    .select({
      id: problems.id,
      slug: problems.slug,
      name: problems.name,
      problemType: problems.problemType,
      difficulty: problems.difficulty,
      statement: problems.statement,
      note: sql<string | null>`${problems.item}->>'note'`,
      metaKeywords: problems.metaKeywords,
      acceptedCount: problems.acceptedCount,
      upvoteCount: problems.upvoteCount,
    })
    .from(problems)
    .orderBy(asc(problems.id));
  const topicRows = await db
    .select({ problemId: problemTopics.problemId, name: topics.name })
    .from(problemTopics)
    .innerJoin(topics, eq(topics.id, problemTopics.topicId));
  const companyRows = await db
    .select({ problemId: problemCompanies.problemId, name: companies.name })
    .from(problemCompanies)
    .innerJoin(companies, eq(companies.id, problemCompanies.companyId));
  const topicsOf = namesByProblem(topicRows);
  const companiesOf = namesByProblem(companyRows);
  return rows.map((p) => {
    const problemTopicNames = topicsOf.get(p.id) ?? [];
    return {
      type: 'problem',
      refKey: p.slug,
      title: p.name,
      keywords: [...problemTopicNames, ...(companiesOf.get(p.id) ?? []), p.metaKeywords].join(' '),
      // The statement (or a note's article) only: never the editorial or solutions, which may be locked.
      body: plainText(p.statement || p.note || ''),
      url: `/problems/${enc(p.slug)}`,
      problemId: p.id,
      meta: { difficulty: p.difficulty, problem_type: p.problemType, topics: problemTopicNames },
      popularity: p.acceptedCount + p.upvoteCount,
    };
  });
}

async function problemListDocuments(db: Db): Promise<SearchDocumentInput[]> {
  const rows = await db
    .select({
      slug: problemLists.slug,
      name: problemLists.name,
      description: problemLists.description,
      size: sql<number>`(select count(*)::int from ${problemListItems} where ${problemListItems.listId} = ${problemLists.id})`,
    })
    .from(problemLists)
    .orderBy(asc(problemLists.position));
  return rows.map((l) => ({
    type: 'problem_list',
    refKey: l.slug,
    title: l.name,
    body: plainText(l.description),
    url: `/problem-lists/${enc(l.slug)}`,
    meta: { problem_count: Number(l.size) },
    popularity: Number(l.size),
  }));
}

async function guidedPathDocuments(db: Db): Promise<SearchDocumentInput[]> {
  const rows = await db.select().from(guidedPaths).orderBy(asc(guidedPaths.position));
  return rows.map((p) => ({
    type: 'guided_path',
    refKey: p.slug,
    title: p.title,
    keywords: [...p.topics, p.level].join(' '),
    body: plainText([p.summary, p.descriptionHtml, ...p.whatYouWillLearn].join('\n')),
    url: `/guided-paths/${enc(p.slug)}`,
    meta: { level: p.level, estimated_hours: p.estimatedHours, topics: p.topics },
  }));
}

async function articleDocuments(db: Db): Promise<SearchDocumentInput[]> {
  const rows = await db
    .select({
      key: guidedPathItems.key,
      title: guidedPathItems.title,
      bodyHtml: guidedPathItems.bodyHtml,
      minutes: guidedPathItems.durationMinutes,
      pathSlug: guidedPaths.slug,
      pathTitle: guidedPaths.title,
    })
    .from(guidedPathItems)
    .innerJoin(guidedPaths, eq(guidedPaths.id, guidedPathItems.pathId))
    .where(eq(guidedPathItems.kind, 'article'))
    .orderBy(asc(guidedPathItems.id));
  return rows.map((a) => ({
    type: 'article',
    refKey: `${a.pathSlug}/${a.key}`,
    title: a.title,
    keywords: a.pathTitle,
    body: plainText(a.bodyHtml ?? ''),
    url: `/guided-paths/${enc(a.pathSlug)}/content?item=${enc(a.key)}`,
    meta: { guided_path: a.pathTitle, reading_minutes: a.minutes },
  }));
}

async function contestDocuments(db: Db): Promise<SearchDocumentInput[]> {
  const rows = await db.select().from(contests).orderBy(asc(contests.startAt));
  return rows.map((c) => ({
    type: 'contest',
    refKey: c.slug,
    title: c.title,
    keywords: [c.category, c.format].join(' '),
    body: plainText(c.description),
    url: `/contests/${enc(c.slug)}`,
    meta: { start_at: c.startAt.toISOString(), end_at: c.endAt.toISOString(), format: c.format },
  }));
}

async function bundleDocuments(db: Db): Promise<SearchDocumentInput[]> {
  const rows = await db.select().from(interviewBundles).orderBy(asc(interviewBundles.position));
  return rows.map((b) => ({
    type: 'bundle',
    refKey: b.slug,
    title: b.title,
    keywords: [...b.topics, b.level].join(' '),
    body: plainText([b.summary, b.descriptionHtml].join('\n')),
    url: `/interview-bundle/${enc(b.slug)}`,
    meta: { level: b.level, estimated_hours: b.estimatedHours, topics: b.topics },
  }));
}

const CATALOGUE: Array<[SearchDocumentType, (db: Db) => Promise<SearchDocumentInput[]>]> = [
  ['problem', problemDocuments],
  ['problem_list', problemListDocuments],
  ['guided_path', guidedPathDocuments],
  ['article', articleDocuments],
  ['contest', contestDocuments],
  ['bundle', bundleDocuments],
];

/** Rebuilds the catalogue's documents in one transaction; answers how many of each type are indexed. */
export async function reindexCatalogue(db: Db): Promise<Partial<Record<SearchDocumentType, number>>> {
  const indexed: Partial<Record<SearchDocumentType, number>> = {};
  await db.transaction(async (tx) => {
    for (const [type, documents] of CATALOGUE) {
      const docs = await documents(tx as unknown as Db);
      await replaceSearchDocuments(tx as unknown as Db, type, docs);
      indexed[type] = docs.length;
    }
  });
  return indexed;
}
