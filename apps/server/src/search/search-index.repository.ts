/**
 * Writes the search index (search_documents): the slice that owns a searchable thing upserts its document when the
 * thing is created or changed (in the same transaction when it has one) and removes it when it goes away.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { searchDocuments } from '../db/schema/search.ts';

export interface SearchDocumentInput {
  type: SearchDocumentType;
  /** The owner's key (slug, or id as text): unique per type. */
  refKey: string;
  title: string;
  /** Words that weigh more than the body: tags, topic, company, author name. */
  keywords?: string | undefined;
  /** Plain text (Markdown is fine; it is indexed as words). Cut to 20,000 characters. */
  body?: string | undefined;
  /** Web path the result opens. */
  url: string;
  /** The problem whose access policy decides who may see this document (problems; posts about a problem). */
  problemId?: number | null | undefined;
  /** Only this learner may see it (a post held for review: its author); null = everyone. */
  visibleToUserId?: number | null | undefined;
  meta?: Record<string, unknown> | undefined;
  popularity?: number | undefined;
}

const BODY_MAX = 20_000;

function row(doc: SearchDocumentInput) {
  return {
    type: doc.type,
    refKey: doc.refKey,
    title: doc.title.slice(0, 500),
    keywords: (doc.keywords ?? '').slice(0, 2_000),
    body: (doc.body ?? '').slice(0, BODY_MAX),
    url: doc.url,
    problemId: doc.problemId ?? null,
    visibleToUserId: doc.visibleToUserId ?? null,
    meta: doc.meta ?? {},
    popularity: doc.popularity ?? 0,
    updatedAt: new Date(),
  };
}

export function createSearchIndexRepository(db: Db) {
  return {
    /** Inserts or replaces documents by (type, refKey). */
    async upsert(docs: readonly SearchDocumentInput[]): Promise<void> {
      for (let i = 0; i < docs.length; i += 500) {
        const batch = docs.slice(i, i + 500).map(row);
        if (batch.length === 0) continue;
        await db
          .insert(searchDocuments)
          .values(batch)
          .onConflictDoUpdate({
            target: [searchDocuments.type, searchDocuments.refKey],
            set: {
              title: sql`excluded.title`,
              keywords: sql`excluded.keywords`,
              body: sql`excluded.body`,
              url: sql`excluded.url`,
              problemId: sql`excluded.problem_id`,
              visibleToUserId: sql`excluded.visible_to_user_id`,
              meta: sql`excluded.meta`,
              popularity: sql`excluded.popularity`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },

    async remove(type: SearchDocumentType, refKeys: readonly string[]): Promise<void> {
      if (refKeys.length === 0) return;
      await db
        .delete(searchDocuments)
        .where(and(eq(searchDocuments.type, type), inArray(searchDocuments.refKey, [...refKeys])));
    },

    /** After a full re-index of one type: drops the documents whose keys are no longer there. */
    async removeAllExcept(type: SearchDocumentType, keep: readonly string[]): Promise<void> {
      await db
        .delete(searchDocuments)
        .where(
          keep.length === 0
            ? eq(searchDocuments.type, type)
            : and(eq(searchDocuments.type, type), notInArray(searchDocuments.refKey, [...keep])),
        );
    },
  };
}
