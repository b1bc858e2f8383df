/**
 * Reads the search index: one statement ranks the documents a viewer may see by full-text match (title A, keywords B,
 * body C; the last word as a prefix, so "dijk" finds Dijkstra; ranked by the title-and-keywords vector only) together with trigram similarity on the title (a typo
 * still finds it), popularity breaking ties, and counts the matches per type for the filters.
 *
 * Both ways of matching use a GIN index (search_documents_document_idx, search_documents_title_trgm): full text via
 * `document @@ query`, and, when the service asks for typos, trigram similarity via `lower(title) % q` (the whole
 * title) and `q <% lower(title)` (the query close to some part of the title).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { searchDocuments as d } from '../db/schema/search.ts';

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
  counts: Partial<Record<SearchDocumentType, number>>;
}

/**
 * Every word as itself (simple, as titles and keywords are indexed) or as its English stem (as bodies are), all
 * words required: `(simple(w1) | english(w1)) & ... & (simple(wn:*) | english(wn:*))`.
 */
function tsQuery(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const parts = words.map((word, i) => {
    const term = i === words.length - 1 ? `${word}:*` : word;
    return sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
  });
  return sql.join(parts, sql` && `);
}

interface Row {
  counts: Record<string, number> | string | null;
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
     * One page of matches. Without `typos` only full-text matches count (the last word as a prefix); with it,
     * titles close to the query by trigram similarity count too. Each way of matching is its own index-backed
     * branch of a union, so the planner reads the two GIN indexes instead of testing every row.
     */
    async search(filter: SearchFilter & { typos: boolean }): Promise<SearchPage> {
      const query = tsQuery(filter.words);
      const title = sql`lower(${d.title})`;
      // Ranked on title and keywords only (a small vector): a body-only match ranks by similarity and popularity.
      const textRank = query ? sql`ts_rank(${d.titleDocument}, q.tsq)` : sql`0`;
      const visible = filter.visibleProblem(d.problemId);
      const access = visible ? sql`(${d.problemId} is null or ${visible})` : sql`true`;
      const holder =
        filter.viewer === null
          ? sql`${d.visibleToUserId} is null`
          : sql`(${d.visibleToUserId} is null or ${d.visibleToUserId} = ${filter.viewer})`;
      const prefix = `${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const ofType = filter.type ? sql`m.type = ${filter.type}` : sql`true`;
      const branches: SQL[] = [];
      if (query) branches.push(sql`select ${d.id} from ${d}, q where ${d.document} @@ q.tsq`);
      if (filter.typos) {
        branches.push(sql`select ${d.id} from ${d} where ${title} % ${filter.text}`);
        branches.push(sql`select ${d.id} from ${d} where ${filter.text} <% ${title}`);
      }
      if (branches.length === 0) return { hits: [], counts: {} };

      const result = await db.execute(sql`
        with q as (select ${query ?? sql`null::tsquery`} as tsq),
        candidates as (${sql.join(branches, sql` union `)}),
        matches as materialized (
          select ${d.id} as id, ${d.type} as type, ${d.popularity} as popularity,
            round((
              ${textRank} * 2
              + greatest(similarity(${title}, ${filter.text}), word_similarity(${filter.text}, ${title}))
              + case when ${title} = ${filter.text} then 1 when ${title} like ${prefix} then 0.3 else 0 end
            )::numeric, 3) as score
          from candidates c join ${d} on ${d.id} = c.id, q
          where ${holder} and ${access}
        ),
        page as (
          select m.id, m.score, m.popularity from matches m where ${ofType}
          order by m.score desc, m.popularity desc, m.id
          limit ${filter.limit} offset ${filter.offset}
        )
        select c.counts, p.type, p.title, p.url, p.body, p.meta
        from (
          select coalesce(json_object_agg(t.type, t.n), '{}'::json) as counts
          from (select type, count(*)::int as n from matches group by type) t
        ) c
        left join (
          select ${d.type} as type, ${d.title} as title, ${d.url} as url, ${d.body} as body, ${d.meta} as meta,
            page.score, page.popularity, page.id
          from page join ${d} on ${d.id} = page.id
        ) p on true
        order by p.score desc, p.popularity desc, p.id
      `);
      // node-postgres and PGlite both answer a raw query with { rows }.
      const rows = (result as unknown as { rows: Row[] }).rows;
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
      return { hits, counts: counts as SearchPage['counts'] };
    },
  };
}
