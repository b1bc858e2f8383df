/**
 * Search everywhere (issue #16; spec 01 header search tab and spotlight, route /search). Paths and shapes are ours,
 * the query string follows the issue: `GET /api/v1/search?q=&type=&page=`.
 *
 *   GET /api/v1/search?q=&type=&page=   -> { results: SearchResult[], total, total_exact, page, page_size, counts }
 *
 * `q` is 1–100 characters after trimming; `type` narrows to one kind; bad input is a 422 in the envelope. Every
 * result is something the viewer may open: practice's access policy decides for problems (a hidden contest problem
 * is never a result), a held post is seen by its author only.
 */
import { z } from 'zod';

export const SearchPaths = {
  search: '/api/v1/search',
} as const;

/** What search covers, in the order the spotlight groups results. */
export const SEARCH_DOCUMENT_TYPES = [
  'problem',
  'problem_list',
  'guided_path',
  'article',
  'discussion',
  'interview_experience',
  'bundle',
  'contest',
  'learner',
] as const;
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number];

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
/**
 * Matches are counted up to this many (50 pages), so a common word costs no more than a rare one; beyond, `total_exact`
 * is false and the total shows as 1,000+.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** How each type is named in the spotlight's groups and the /search filters. */
export const SEARCH_TYPE_LABELS: Record<SearchDocumentType, string> = {
  problem: 'Problems',
  problem_list: 'Problem lists',
  guided_path: 'Guided paths',
  article: 'Articles',
  discussion: 'Discussions',
  interview_experience: 'Interview experiences',
  bundle: 'Interview bundles',
  contest: 'Contests',
  learner: 'Learners',
};

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type at least one character to search.')
    .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`),
  type: z.enum(SEARCH_DOCUMENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_DOCUMENT_TYPES),
  title: z.string(),
  url: z.string().describe('Web path the result opens'),
  snippet: z.string().describe('Plain text around the match'),
  highlight: z
    .array(z.tuple([z.number().int(), z.number().int()]))
    .describe('[start, end) character ranges of the matched words in the snippet'),
  title_highlight: z
    .array(z.tuple([z.number().int(), z.number().int()]))
    .describe('[start, end) character ranges of the matched words in the title'),
  meta: z.record(z.string(), z.unknown()).describe('Type-specific facts: difficulty, topic, author...'),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: z
    .number()
    .int()
    .describe('Matches of the type asked for (all types without `type`), at most SEARCH_COUNT_CAP'),
  total_exact: z.boolean().describe('False when more than SEARCH_COUNT_CAP match: `total` is then the cap'),
  page: z.number().int(),
  page_size: z.number().int(),
  counts: z
    .partialRecord(z.enum(SEARCH_DOCUMENT_TYPES), z.number().int())
    .describe(
      'Matches per type (whatever `type` filters), for the filters and the spotlight groups; exact when the matches ' +
        'of all types are at most SEARCH_COUNT_CAP, else counted among the first SEARCH_COUNT_CAP + 1 matches',
    ),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
