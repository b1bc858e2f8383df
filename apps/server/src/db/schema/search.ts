import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * One row per searchable thing (problem, list, guided path, article, discussion, interview experience, bundle,
 * contest, learner), written by the slice that owns the thing through the search slice's index. Full-text search
 * over `document` (title weight A, keywords B, body C) and pg_trgm over the title for typos and prefixes.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    /** problem | problem_list | guided_path | article | discussion | interview_experience | bundle | contest | learner */
    type: text('type').notNull(),
    /** The owner's key for the thing (slug, id as text): unique per type. */
    refKey: text('ref_key').notNull(),
    title: text('title').notNull(),
    keywords: text('keywords').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The web path the result opens (e.g. /problems/two-sum). */
    url: text('url').notNull(),
    /** Set when the thing is a problem (or shows one): practice's access policy decides who may see it. */
    problemId: integer('problem_id'),
    /** Only these learners may see it (e.g. a held post: its author); null = everyone allowed by problemId. */
    visibleToUserId: integer('visible_to_user_id'),
    /** Type-specific facts a result card shows (difficulty, topic, author...). */
    meta: jsonb('meta').notNull().default({}),
    /** Higher ranks first among equal text matches (solves, votes...). */
    popularity: integer('popularity').notNull().default(0),
    document: tsvector('document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
    /**
     * Title (A) and keywords (B) alone: small, so finding (through its own GIN index) and ranking the title matches of
     * a common word does not read (and decompress) each match's whole document.
     */
    titleDocument: tsvector('title_document').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_type_ref_key').on(t.type, t.refKey),
    // fastupdate off: with it, new entries wait in a pending list that every search reads through in full until a
    // vacuum merges them, and an embedded PGlite never autovacuums (up to 4 MB per index: 150 ms a query).
    index('search_documents_document_idx').using('gin', t.document).with({ fastupdate: false }),
    index('search_documents_title_document_idx').using('gin', t.titleDocument).with({ fastupdate: false }),
    index('search_documents_title_trgm')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;
