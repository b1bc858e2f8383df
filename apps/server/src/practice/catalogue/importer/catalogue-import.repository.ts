/**
 * The importer's reads and writes: content hashes, problem upserts (by slug, so ids, user data and counters stay),
 * package archives, tag and list memberships, and the derived positions. No rules here: the importer decides.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  companies,
  problemCompanies,
  problemListItems,
  problemLists,
  problemPackages,
  problems,
  problemTopics,
  topics,
} from '../../../db/schema/practice.ts';
import type { CatalogueFields } from './imported-problem.ts';
import type { ListDefinition } from './lists-file.ts';

/** Order of the catalogue's default sort and of problems inside a list. */
const DIFFICULTY_RANK = sql`case ${problems.difficulty} when 'EASY' then 0 when 'MEDIUM' then 1 else 2 end`;
const TYPE_RANK = sql`case ${problems.problemType} when 'CODE' then 0 when 'SQL' then 1 when 'NOTE' then 3 else 2 end`;

export interface StoredHash {
  id: number;
  contentHash: string;
  htmlVersion: string | null;
}

export function createCatalogueImportRepository(db: Db) {
  async function tagIds(
    table: typeof topics | typeof companies,
    tags: ReadonlyArray<{ slug: string; name: string }>,
  ): Promise<number[]> {
    if (tags.length === 0) return [];
    await db
      .insert(table)
      .values([...tags])
      .onConflictDoUpdate({
        target: table.slug,
        set: { name: sql`excluded.name` },
        setWhere: sql`${table.name} <> excluded.name`,
      });
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(
        inArray(
          table.slug,
          tags.map((t) => t.slug),
        ),
      );
    return rows.map((r) => r.id);
  }

  return {
    /** Serialises imports across API nodes starting at once (released at the end of the transaction). */
    async lockImports(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7365429811)`);
    },

    /** Each problem's content hash and the version of the renderer that wrote its HTML (null: none yet). */
    async hashesBySlug(): Promise<Map<string, StoredHash>> {
      const rows = await db
        .select({
          id: problems.id,
          slug: problems.slug,
          contentHash: problems.contentHash,
          htmlVersion: sql<string | null>`${problems.html}->>'version'`,
        })
        .from(problems);
      return new Map(rows.map(({ slug, ...r }) => [slug, r]));
    },

    /** Stores an archive once per SHA-256; returns whether it was new. */
    async storePackage(sha256: string, archive: Buffer): Promise<boolean> {
      const rows = await db
        .insert(problemPackages)
        .values({ sha256, archive, byteSize: archive.length })
        .onConflictDoNothing()
        .returning({ sha256: problemPackages.sha256 });
      return rows.length > 0;
    },

    /** Inserts or updates the catalogue fields of the problem with this slug; counters and ids are kept. */
    async upsertProblem(fields: CatalogueFields & { contentHash: string }, packageSha: string | null) {
      const values = { ...fields, packageSha };
      const [row] = await db
        .insert(problems)
        .values(values)
        .onConflictDoUpdate({ target: problems.slug, set: { ...values, updatedAt: new Date() } })
        .returning({ id: problems.id });
      if (!row) throw new Error(`upsert of problem ${fields.slug} returned no row`);
      return row.id;
    },

    async replaceTopics(problemId: number, tags: ReadonlyArray<{ slug: string; name: string }>) {
      const ids = await tagIds(topics, tags);
      await db.delete(problemTopics).where(eq(problemTopics.problemId, problemId));
      if (ids.length) await db.insert(problemTopics).values(ids.map((topicId) => ({ problemId, topicId })));
    },

    async replaceCompanies(problemId: number, tags: ReadonlyArray<{ slug: string; name: string }>) {
      const ids = await tagIds(companies, tags);
      await db.delete(problemCompanies).where(eq(problemCompanies.problemId, problemId));
      if (ids.length)
        await db.insert(problemCompanies).values(ids.map((companyId) => ({ problemId, companyId })));
    },

    /** Lists named by lists.yaml get its name, description and position; rows already so are not written. */
    async upsertLists(lists: readonly ListDefinition[]): Promise<number> {
      let written = 0;
      for (const list of lists) {
        const rows = await db
          .insert(problemLists)
          .values({
            slug: list.slug,
            name: list.name,
            description: list.description,
            position: list.position,
          })
          .onConflictDoUpdate({
            target: problemLists.slug,
            set: { name: list.name, description: list.description, position: list.position },
            setWhere: sql`(${problemLists.name}, ${problemLists.description}, ${problemLists.position}) is distinct from (${list.name}, ${list.description}, ${list.position})`,
          })
          .returning({ id: problemLists.id });
        written += rows.length;
      }
      return written;
    },

    /** A list a problem names but lists.yaml does not: created with a name from its slug, never overwritten. */
    async ensureList(slug: string, name: string): Promise<void> {
      await db
        .insert(problemLists)
        .values({ slug, name, description: '', position: 1000 })
        .onConflictDoNothing();
    },

    async replaceListMemberships(problemId: number, listSlugs: readonly string[]) {
      const lists = listSlugs.length
        ? await db
            .select({ id: problemLists.id })
            .from(problemLists)
            .where(inArray(problemLists.slug, [...listSlugs]))
        : [];
      const keep = lists.map((l) => l.id);
      await db
        .delete(problemListItems)
        .where(
          keep.length
            ? and(eq(problemListItems.problemId, problemId), notInArray(problemListItems.listId, keep))
            : eq(problemListItems.problemId, problemId),
        );
      if (keep.length)
        await db
          .insert(problemListItems)
          .values(keep.map((listId) => ({ listId, problemId })))
          .onConflictDoNothing();
    },

    /**
     * A topic ladder's members: every CODE and SQL problem with the topic, no other. Rows are written only where
     * they differ (so a second import writes nothing); returns how many were added or removed.
     */
    async syncTopicLadder(listSlug: string, topicSlug: string): Promise<number> {
      const members = sql`select pt.problem_id from ${problemTopics} pt
        join ${topics} t on t.id = pt.topic_id
        join ${problems} p on p.id = pt.problem_id
        where t.slug = ${topicSlug} and p.problem_type in ('CODE', 'SQL')`;
      const removed = await db.execute(sql`
        delete from ${problemListItems} li using ${problemLists} l
        where li.list_id = l.id and l.slug = ${listSlug} and li.problem_id not in (${members})
        returning li.problem_id`);
      const added = await db.execute(sql`
        insert into ${problemListItems} (list_id, problem_id)
        select l.id, m.problem_id from ${problemLists} l cross join (${members}) m
        where l.slug = ${listSlug}
        on conflict do nothing
        returning problem_id`);
      return rowCount(removed) + rowCount(added);
    },

    /**
     * Derived orders, rewritten only where they differ: the catalogue's default order (CODE, SQL, quizzes, notes;
     * each by difficulty, then name) and each list's order (difficulty, then name).
     */
    async renumber(): Promise<number> {
      const catalogue = await db.execute(sql`
        update ${problems} set position = o.rn
        from (select id, (row_number() over (order by ${TYPE_RANK}, ${DIFFICULTY_RANK}, lower(${problems.name}), ${problems.id}))::int as rn
              from ${problems}) o
        where ${problems.id} = o.id and ${problems.position} <> o.rn
        returning ${problems.id}`);
      const listed = await db.execute(sql`
        update ${problemListItems} set position = o.rn
        from (select li.list_id, li.problem_id,
                     (row_number() over (partition by li.list_id order by ${DIFFICULTY_RANK}, lower(${problems.name}), ${problems.id}))::int as rn
              from ${problemListItems} li join ${problems} on ${problems.id} = li.problem_id) o
        where ${problemListItems.listId} = o.list_id and ${problemListItems.problemId} = o.problem_id
          and ${problemListItems.position} <> o.rn
        returning ${problemListItems.listId}`);
      return rowCount(catalogue) + rowCount(listed);
    },
  };
}

/** node-postgres answers { rows }, PGlite { rows } too; both carry the returned rows. */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
