/**
 * Reads the search index: one page of matches in one statement (search-statement.ts), a prepared statement of the
 * session with a generic plan (planning it cost as much as running it), inside a transaction that allows bitmap
 * scans only and sets pg_trgm's thresholds for the typo part. Two round trips: the settings (which also tell whether
 * this connection has the statement prepared; a third, PREPARE, the first time) and the statement.
 */
import { sql } from 'drizzle-orm';
import type { SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { searchStatement, TRIGRAM_SETTINGS, type SearchFilter } from './search-statement.ts';

export type { SearchFilter } from './search-statement.ts';

export interface SearchHit {
  type: SearchDocumentType;
  title: string;
  url: string;
  body: string;
  meta: Record<string, unknown>;
}

export interface SearchPage {
  hits: SearchHit[];
  /** Matches per type among the first SEARCH_COUNT_CAP + 1 matches of any type. */
  counts: Partial<Record<SearchDocumentType, number>>;
  /** Matches of the type asked for (any type without one), counted up to SEARCH_COUNT_CAP + 1. */
  matches: number;
}

interface Row {
  counts: Record<string, number> | string | null;
  matches: number | string | null;
  type: string | null;
  title: string | null;
  url: string | null;
  body: string | null;
  meta: Record<string, unknown> | string | null;
}

const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export function createSearchRepository(db: Db) {
  return {
    /**
     * One page of matches: full-text matches (the last word as a prefix); when they are fewer than `typosBelow`,
     * the query may hold a typo, and titles close to the query by trigram similarity count too.
     */
    async search(filter: SearchFilter, { typosBelow }: { typosBelow: number }): Promise<SearchPage> {
      const statement = preparedStatement('search', searchStatement(filter, typosBelow));
      return db.transaction(async (tx) => {
        const settings = await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
            set_config('plan_cache_mode', 'force_generic_plan', true),
            set_config('pg_trgm.word_similarity_threshold', ${TRIGRAM_SETTINGS.wordSimilarity}, true),
            set_config('pg_trgm.similarity_threshold', ${TRIGRAM_SETTINGS.similarity}, true),
            exists (select from pg_prepared_statements where name = ${statement.name}) as prepared`,
        );
        if (!(settings as unknown as { rows: { prepared: boolean }[] }).rows[0]?.prepared)
          await tx.execute(statement.prepare);
        return pageOf(await tx.execute(statement.execute));
      });
    },
  };
}

function pageOf(result: unknown): SearchPage {
  // node-postgres and PGlite both answer a raw query with { rows }.
  const rows = (result as { rows: Row[] }).rows;
  const counts = parsed(rows[0]?.counts ?? null) ?? {};
  const hits = rows
    .filter((r) => r.type !== null)
    .map((r) => ({
      type: r.type as SearchDocumentType,
      title: r.title ?? '',
      url: r.url ?? '',
      body: r.body ?? '',
      meta: parsed(r.meta) ?? {},
    }));
  return { hits, counts: counts as SearchPage['counts'], matches: Number(rows[0]?.matches ?? 0) };
}
