/**
 * The one statement of a search page. Its cost is bounded however many documents match a common word, and it reads
 * each thing once:
 *
 * - word matches: the whole-document index (every word, as itself or its English stem) read in no order up to
 *   SEARCH_COUNT_CAP + 1 rows, then the title matches it lacks (the last word also a prefix of a title or keyword
 *   word); they give the counts per type, and once the cap is reached nothing more is read;
 * - the title matches (index search_documents_title_document_idx over the small title_document vector) are read once:
 *   for the counts above and as ranking candidates, the TITLE_CANDIDATES most popular of them;
 * - typos, only when the word matches fill less than a page (a one-time condition: otherwise that part never runs):
 *   titles close to the query by trigram word similarity (`lower(title) %> q`, close to some part of the title) or
 *   by whole-title similarity (`lower(title) % q`, two typos in a short title), through search_documents_title_trgm;
 *   the closest of them are ranking candidates too;
 * - each candidate is scored by ts_rank on title_document, trigram word similarity with the title (never below the
 *   whole-title similarity, so the greater of the two is the word similarity) and an exact or prefix title match;
 *   the page is the candidates by score, then the other matches by popularity; only its rows are read whole.
 *
 * The caller runs it with sequential and plain index scans off (bitmap scans only) and the trigram thresholds of
 * TRIGRAM_SETTINGS: the planner counts a full-text test as cheap, while each one on a row decompresses a whole
 * document, so it would otherwise read thousands of rows in table or primary-key order instead of the index.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SearchDocumentType } from '@katana/shared/api/search';
import { searchDocuments as d } from '../db/schema/search.ts';

/** How many title matches (and, with typos, closest titles) are ranked, at least: more when the page is deeper. */
const TITLE_CANDIDATES = 300;

/**
 * pg_trgm's thresholds for the typo part (set for the statement's transaction only): word similarity 0.6 (its
 * default) and whole-title similarity 0.5. The GIN index can only bound a title's similarity by the share of the
 * query's trigrams it holds, so at the default 0.3 a two-word query had the index hand over some 800 titles with
 * three or four common trigrams, each read and rejected; at 0.5 about a quarter of that, and "caravn watr stops"
 * (0.58 to "Caravan Water Stops") still matches.
 */
export const TRIGRAM_SETTINGS = { wordSimilarity: '0.6', similarity: '0.5' } as const;

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

const cte = (name: string, body: SQL) => sql`${sql.raw(name)} as materialized (${body})`;

/**
 * `first`, then the rows of `rest` it lacks, at most `limit` in all. `first` must hold every row it could (it is
 * complete whenever it has fewer than `limit`): when it is full, `rest` is never read.
 */
const thenMissing = (first: string, rest: SQL, limit: number) =>
  sql`select * from (
          select id, type, popularity from ${sql.raw(first)}
          union all
          select r.id, r.type, r.popularity from (${rest}) r
          where not exists (select 1 from ${sql.raw(first)} f where f.id = r.id)
        ) u limit ${limit}`;

/** The page of `filter`; the typo part runs when fewer than `typosBelow` documents match the words. */
export function searchStatement(filter: SearchFilter, typosBelow: number): SQL {
  const query = tsQuery(filter.words, true);
  const wholeWords = tsQuery(filter.words, false);
  const title = sql`lower(${d.title})`;
  const { text, type } = filter;
  const visible = filter.visibleProblem(d.problemId);
  const access = visible ? sql`(${d.problemId} is null or ${visible})` : sql`true`;
  const holder =
    filter.viewer === null
      ? sql`${d.visibleToUserId} is null`
      : sql`(${d.visibleToUserId} is null or ${d.visibleToUserId} = ${filter.viewer})`;
  const allowed = sql`${holder} and ${access}`;
  const ofType = (column: SQL) => (type ? sql`${column} = ${type}` : sql`true`);
  const cap = SEARCH_COUNT_CAP + 1;
  const candidates = Math.max(TITLE_CANDIDATES, filter.offset + filter.limit);
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const columns = sql`${d.id} as id, ${d.type} as type, ${d.popularity} as popularity`;
  const titleColumns = sql`${columns}, ${d.title} as title, ${d.titleDocument} as title_document`;

  const ctes: SQL[] = [];
  // Word matches of any type (the counts) and of the type asked for (the total and the page).
  let sample = sql`select id, type, popularity from (select null::int as id, null::text as type, null::int as popularity) e where false`;
  let pool = sample;
  if (query && wholeWords) {
    ctes.push(
      cte(
        'title_hits',
        sql`select ${titleColumns} from ${d}
          where ${d.titleDocument} @@ ${query} and ${allowed} and ${ofType(sql`${d.type}`)}`,
      ),
      cte(
        'doc_hits',
        sql`select ${columns} from ${d} where ${d.document} @@ ${wholeWords} and ${allowed} limit ${cap}`,
      ),
    );
    // With a type, the title matches of every type are read (for the counts) only while the cap is not reached.
    const allTitles = type
      ? sql`select ${columns} from ${d} where ${d.titleDocument} @@ ${query} and ${allowed} limit ${cap}`
      : sql`select id, type, popularity from title_hits`;
    ctes.push(cte('word_sample', thenMissing('doc_hits', allTitles, cap)));
    sample = sql`select * from word_sample`;
    pool = sample;
    if (type) {
      ctes.push(
        cte(
          'doc_hits_of_type',
          sql`select ${columns} from ${d}
            where ${d.document} @@ ${wholeWords} and ${allowed} and ${d.type} = ${type} limit ${cap}`,
        ),
        cte('word_pool', thenMissing('doc_hits_of_type', sql`select * from title_hits`, cap)),
      );
      pool = sql`select * from word_pool`;
    }
  }

  // Typos: titles close to the query, read only when the words matched less than a page. A query without a letter
  // or digit has no trigram either: the index would hand over every title to find none close.
  const gate = query ? sql`(select count(*) from (${pool}) p) < ${typosBelow}` : sql`false`;
  ctes.push(
    cte(
      'close',
      sql`select ${titleColumns}, word_similarity(${text}, ${title}) as closeness
          from ${d} where ${gate} and (${title} %> ${text} or ${title} % ${text}) and ${allowed}
          order by closeness desc limit ${cap}`,
    ),
  );
  const closeIds = sql`select id, type, popularity from close`;
  ctes.push(
    cte('sample', sql`select * from (${sample} union ${closeIds}) s limit ${cap}`),
    cte(
      'pool',
      type
        ? sql`select * from (${pool} union ${closeIds} where type = ${type}) s limit ${cap}`
        : sql`select * from sample`,
    ),
  );

  // The candidates to rank: the most popular title matches, and the closest titles.
  const titleParts: SQL[] = [];
  if (query)
    titleParts.push(sql`select id, type, popularity, title, title_document, null::real as closeness
          from title_hits order by popularity desc limit ${candidates}`);
  titleParts.push(sql`select id, type, popularity, title, title_document, closeness from close
          where ${ofType(sql`type`)} order by closeness desc limit ${candidates}`);
  // The query once (an init plan), not once per candidate: a prepared statement's generic plan would not fold it.
  const textRank = query ? sql`ts_rank(c.title_document, (select ${query}))` : sql`0`;
  const lowered = sql`lower(c.title)`;
  // A query of one word, a whole word of the title: the title then holds an extent with exactly the query's
  // trigrams, so its word similarity is 1 without working it out (the common case for the title matches of one
  // word, and the dearest part of scoring them). Not for several words: apart in the title, they score less.
  const textWords = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const similarity =
    textWords.length === 1
      ? sql`case when c.title_document @@ (select to_tsquery('simple', ${`${textWords[0]}:A`}))
        then 1 else word_similarity(${text}, ${lowered}) end`
      : sql`word_similarity(${text}, ${lowered})`;
  ctes.push(
    cte(
      'titled',
      sql`select distinct on (c.id) c.id, c.type, c.popularity,
            round((
              ${textRank} * 2
              + coalesce(c.closeness, ${similarity})
              + case when ${lowered} = ${text} then 1 when ${lowered} like ${prefix} then 0.3 else 0 end
            )::numeric, 3) as score
          from (${sql.join(
            titleParts.map((p) => sql`(${p})`),
            sql` union all `,
          )}) c
          order by c.id`,
    ),
  );

  return sql`
        with ${sql.join(ctes, sql`, `)},
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
