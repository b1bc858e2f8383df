/**
 * Reads the search index. The cost of a query is bounded however many documents match a common word:
 *
 * - the matches are read in no order and only up to SEARCH_COUNT_CAP + 1 of them (bitmap scans of the GIN indexes
 *   that stop there): they give the counts per type and the results beyond the ranked candidates, by popularity;
 * - only a bounded set of candidates is ranked: the TITLE_CANDIDATES most popular documents whose title or keywords
 *   hold every word (GIN index search_documents_title_document_idx over the small title_document vector), and, when
 *   the service asks for typos, the titles closest to the query by trigram similarity (search_documents_title_trgm):
 *   `q <% lower(title)` (close to some part of the title) or `lower(title) % q` (to the whole title, a looser
 *   threshold: two typos in a short title). Each is scored by
 *   ts_rank on title_document, title similarity and an exact or prefix title match;
 * - the page is those ranked candidates first, then the other matches by popularity.
 *
 * Words match as themselves (simple, as titles and keywords are indexed) or as their English stem (as bodies are),
 * all of them; the last one also as the prefix of a word of the title or keywords, so "dijk" finds Dijkstra.
 *
 * The statement runs with sequential and plain index scans off (bitmap scans only): the planner counts a full-text
 * test as cheap, while each one on a row decompresses a whole document, so it would otherwise read thousands of rows
 * in table or primary-key order to fill the sample (to have it sorted for the union) instead of reading the index.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { searchDocuments as d } from '../db/schema/search.ts';

/** How many title matches (and, with typos, closest titles) are ranked, at least: more when the page is deeper. */
const TITLE_CANDIDATES = 300;

export interface SearchFilter {
  /** The words a document must contain (letters and digits only); the last one matches as a prefix. */
  words: readonly string[];
  /** The whole query, lower-cased, for trigram similarity with titles. */
  text: string;
  type: SearchDocumentType | undefined;
  /** The signed-in learner (documents held for them), or null. */
  viewer: number | null;
  /** Practice's access policy: a condition over the document's problem id, undefined when nothing is hidden. */
  visibleProblem: (problemId: SQLWrapper) => SQL | undefined;
  limit: number;
  offset: number;
}

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

/**
 * Every word as itself or as its English stem, all words required:
 * `(simple(w1) | english(w1)) & ... & (simple(wn) | english(wn))`, the last word as a prefix (`wn:*`) when `prefix`.
 * Written out in the statement (no CTE), so the planner folds it to a constant and estimates how many rows it
 * matches.
 */
function tsQuery(words: readonly string[], prefix: boolean): SQL | undefined {
  if (words.length === 0) return undefined;
  const parts = words.map((word, i) => {
    const term = prefix && i === words.length - 1 ? `${word}:*` : word;
    return sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
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

const union = (parts: readonly SQL[]) =>
  sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union `,
  );

export function createSearchRepository(db: Db) {
  return {
    /**
     * One page of matches: full-text matches first (the last word as a prefix); when they are fewer than
     * `typosBelow`, the query may hold a typo, and the page is searched again with titles close to the query by
     * trigram similarity counting too. Both statements run in one transaction (one set of round trips: on the
     * embedded database each costs about a millisecond).
     */
    async search(filter: SearchFilter, { typosBelow }: { typosBelow: number }): Promise<SearchPage> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
        );
        const words = searchStatement({ ...filter, typos: false });
        let found = words ? pageOf(await tx.execute(words)) : EMPTY;
        if (found.matches < typosBelow)
          found = pageOf(await tx.execute(searchStatement({ ...filter, typos: true })!));
        return found;
      });
    },
  };
}

const EMPTY: SearchPage = { hits: [], counts: {}, matches: 0 };

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

/**
 * The statement of one page. Without `typos` only full-text matches count (undefined when the query has no word);
 * with it, titles close to the query by trigram similarity count too.
 */
function searchStatement(filter: SearchFilter & { typos: boolean }): SQL | undefined {
  // The last word as a prefix in titles and keywords only: in the index of whole documents a prefix collects
  // every posting of every word it starts (thousands for "count:*") before the other words can narrow them.
  const query = tsQuery(filter.words, true);
  const wholeWords = tsQuery(filter.words, false);
  if (!query && !filter.typos) return undefined;
  const title = sql`lower(${d.title})`;
  const text = filter.text;
  const visible = filter.visibleProblem(d.problemId);
  const access = visible ? sql`(${d.problemId} is null or ${visible})` : sql`true`;
  const holder =
    filter.viewer === null
      ? sql`${d.visibleToUserId} is null`
      : sql`(${d.visibleToUserId} is null or ${d.visibleToUserId} = ${filter.viewer})`;
  const allowed = sql`${holder} and ${access}`;
  const ofType = filter.type ? sql`${d.type} = ${filter.type}` : sql`true`;
  const cap = SEARCH_COUNT_CAP + 1;
  const candidates = Math.max(TITLE_CANDIDATES, filter.offset + filter.limit);
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  // Titles close to the query (a typo), read once through the trigram index: for the counts and as candidates.
  const closeCte = sql`close as materialized (
          select ${d.id} as id, ${d.type} as type, ${d.popularity} as popularity, ${d.title} as title,
            ${d.titleDocument} as title_document,
            greatest(word_similarity(${text}, ${title}), similarity(${title}, ${text})) as closeness
          from ${d} where (${text} <% ${title} or ${title} % ${text}) and ${allowed}
          order by closeness desc limit ${cap}
        ),`;
  const typeOf = (column: SQL) => (filter.type ? sql`${column} = ${filter.type}` : sql`true`);

  // Every way a document matches, each through its own index, each stopping at `limit` rows.
  const matching = (where: SQL, limit: number, closeWhere: SQL) => {
    const parts: SQL[] = [];
    const columns = sql`${d.id} as id, ${d.type} as type, ${d.popularity} as popularity`;
    if (query && wholeWords) {
      parts.push(
        sql`select ${columns} from ${d} where ${d.document} @@ ${wholeWords} and ${where} limit ${limit}`,
      );
      parts.push(
        sql`select ${columns} from ${d} where ${d.titleDocument} @@ ${query} and ${where} limit ${limit}`,
      );
    }
    if (filter.typos) parts.push(sql`select id, type, popularity from close where ${closeWhere}`);
    return sql`select * from (${union(parts)}) u limit ${limit}`;
  };

  // The candidates to rank: the most popular title matches, and with typos the closest titles.
  const titleColumns = sql`${d.id} as id, ${d.type} as type, ${d.popularity} as popularity, ${d.title} as title, ${d.titleDocument} as title_document`;
  const titleParts: SQL[] = [];
  if (query)
    titleParts.push(sql`select ${titleColumns} from ${d}
          where ${d.titleDocument} @@ ${query} and ${allowed} and ${ofType}
          order by ${d.popularity} desc limit ${candidates}`);
  if (filter.typos)
    titleParts.push(sql`select id, type, popularity, title, title_document from close
          where ${typeOf(sql`type`)} order by closeness desc limit ${candidates}`);
  const textRank = query ? sql`ts_rank(c.title_document, ${query})` : sql`0`;
  const lowered = sql`lower(c.title)`;

  return sql`
        with ${filter.typos ? closeCte : sql``}
        sample as materialized (${matching(allowed, cap, sql`true`)}),
        pool as materialized (${filter.type ? matching(sql`${allowed} and ${ofType}`, cap, typeOf(sql`type`)) : sql`select * from sample`}),
        titled as materialized (
          select distinct on (c.id) c.id, c.type, c.popularity,
            round((
              ${textRank} * 2
              + greatest(similarity(${lowered}, ${text}), word_similarity(${text}, ${lowered}))
              + case when ${lowered} = ${text} then 1 when ${lowered} like ${prefix} then 0.3 else 0 end
            )::numeric, 3) as score
          from (${sql.join(
            titleParts.map((p) => sql`(${p})`),
            sql` union all `,
          )}) c
          order by c.id
        ),
        ranked as (
          select id, score, popularity from titled
          union all
          select p.id, 0, p.popularity from pool p where not exists (select 1 from titled t where t.id = p.id)
        ),
        page as (
          select id, score, popularity from ranked
          order by score desc, popularity desc, id
          limit ${filter.limit} offset ${filter.offset}
        )
        select c.counts, c.matches, p.type, p.title, p.url, p.body, p.meta
        from (
          select coalesce((select json_object_agg(t.type, t.n) from (select type, count(*)::int as n from sample group by type) t), '{}'::json) as counts,
            (select count(*)::int from pool) as matches
        ) c
        left join (
          select ${d.type} as type, ${d.title} as title, ${d.url} as url, ${d.body} as body, ${d.meta} as meta,
            page.score, page.popularity, page.id
          from page join ${d} on ${d.id} = page.id
        ) p on true
        order by p.score desc, p.popularity desc, p.id
      `;
}
