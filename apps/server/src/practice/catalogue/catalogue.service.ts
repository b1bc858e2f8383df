/**
 * The catalogue as learners browse it: the listing with filters, search, sort and pages; facet counts; the curated
 * lists with progress; the bookmarked problems. Anonymous callers get the same problems without personal state.
 * Problems hidden from the caller (practice's access policy) are left out everywhere, counts included.
 */
import {
  DIFFICULTIES,
  PROBLEM_TYPES,
  type ProblemFilters,
  type ProblemListPage,
  type ProblemSort,
  type ProblemSummary,
} from '@katana/shared/api/practice-catalogue';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { ProblemAccess } from '../access/problem-access.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { LearnerRepository } from './learner.repository.ts';
import type { LearnerMark, ProblemListingRepository } from './problem-listing.repository.ts';
import { presentListSummary, presentSummary, withLearnerMark } from './problem.presenter.ts';
import type { Cached, ReadCache } from './read-cache.ts';

export interface ListingQuery {
  difficulty: string[];
  topic: string[];
  company: string[];
  type: string[];
  status?: 'solved' | 'attempted' | 'unsolved' | undefined;
  list?: string | undefined;
  bookmarked?: 'true' | 'false' | undefined;
  search?: string | undefined;
  sort: ProblemSort;
  page: number;
  page_size: number;
}

interface VisibleSummaries {
  all: ProblemSummary[];
  byId: Map<number, ProblemSummary>;
}

export const LIST_NOT_FOUND = 'No such problem list.';

/** A learner's status filter over their own marks (as the listing's SQL had it: no mark = unattempted). */
function statusMatches(status: ListingQuery['status'], mark: LearnerMark | undefined): boolean {
  if (status === 'solved') return Boolean(mark?.solvedAt);
  if (status === 'attempted') return Boolean(mark?.attemptedAt) && !mark?.solvedAt;
  if (status === 'unsolved') return !mark?.solvedAt;
  return true;
}

export function createCatalogueService(deps: {
  listing: ProblemListingRepository;
  catalogue: CatalogueRepository;
  learner: LearnerRepository;
  access: ProblemAccess;
  cache: ReadCache;
}) {
  const { listing, catalogue, learner, access, cache } = deps;

  /**
   * Every problem visible to the viewer now, without personal state, by id (cached for everyone who sees the same
   * problems: practice's access policy's cacheScope).
   */
  function visibleSummaries(viewer: number | null): Promise<Cached<VisibleSummaries>> {
    return cache.get(`${access.cacheScope(viewer)}:summaries`, async () => {
      const visible = access.visibleTo(viewer);
      const [rows, tags] = await Promise.all([listing.allSummaries(visible), listing.tagsOf('all')]);
      const all = rows.map((r) => presentSummary(r, tags));
      // `all` is what the ETag hashes (a Map has no JSON).
      return { all, byId: new Map(all.map((p) => [p.id, p])) };
    });
  }

  /** The ids matching the query's shared filters, in its order (cached per filters and sort). */
  function matchingIds(query: ListingQuery, viewer: number | null): Promise<Cached<number[]>> {
    // Words of the search, each of which must match somewhere (name, a topic, a company).
    const searchWords = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
    const filters = {
      difficulties: [...query.difficulty].sort(),
      types: [...query.type].sort(),
      topics: [...query.topic].sort(),
      companies: [...query.company].sort(),
      list: query.list,
      searchWords,
    };
    return cache.get(`${access.cacheScope(viewer)}:ids:${JSON.stringify([filters, query.sort])}`, () =>
      listing.orderedIds(filters, access.visibleTo(viewer), query.sort),
    );
  }

  /** Summaries of `ids` in that order, with tags and the caller's state; problems hidden from them left out. */
  async function summariesInOrder(ids: readonly number[], userId: number | null): Promise<ProblemSummary[]> {
    const [rows, tags] = await Promise.all([
      listing.summaries(ids, userId, access.visibleTo(userId)),
      listing.tagsOf(ids),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentSummary(row, tags)] : [];
    });
  }

  async function facetCounts(viewer: number | null): Promise<ProblemFilters> {
    const facets = await listing.facets(access.visibleTo(viewer));
    const countOf = (rows: Array<{ value: string; n: number }>, value: string) =>
      rows.find((r) => r.value === value)?.n ?? 0;
    return {
      difficulties: DIFFICULTIES.map((value) => ({
        value,
        count: countOf(facets.difficulties, value),
      })).filter((f) => f.count > 0),
      types: PROBLEM_TYPES.map((value) => ({ value, count: countOf(facets.types, value) })).filter(
        (f) => f.count > 0,
      ),
      topics: facets.topics.map((t) => ({ slug: t.slug, name: t.name, count: t.n })),
      companies: facets.companies.map((c) => ({ slug: c.slug, name: c.name, count: c.n })),
      lists: facets.lists.map((l) => ({ slug: l.slug, name: l.name, count: l.n })),
    };
  }

  return {
    summariesInOrder,

    /**
     * A page of the listing. Shared parts come from the cache; a signed-in learner's marks are read per request
     * (one small query), so their own solves and bookmarks show at once. `etag` is set for anonymous pages.
     */
    async list(query: ListingQuery, userId: number | null): Promise<ProblemListPage & { etag?: string }> {
      const [ids, summaries, marks] = await Promise.all([
        matchingIds(query, userId),
        visibleSummaries(userId),
        userId === null ? undefined : listing.learnerMarks(userId),
      ]);
      let matching = ids.value;
      if (marks && (query.status || query.bookmarked)) {
        const bookmarked = query.bookmarked === undefined ? undefined : query.bookmarked === 'true';
        matching = matching.filter((id) => {
          const mark = marks.get(id);
          return (
            statusMatches(query.status, mark) &&
            (bookmarked === undefined || Boolean(mark?.bookmarked) === bookmarked)
          );
        });
      }
      const offset = (query.page - 1) * query.page_size;
      const problems = matching.slice(offset, offset + query.page_size).flatMap((id) => {
        const summary = summaries.value.byId.get(id);
        if (!summary) return [];
        return [marks ? withLearnerMark(summary, marks.get(id)) : summary];
      });
      const total = matching.length;
      return {
        problems,
        total,
        page: query.page,
        page_size: query.page_size,
        total_pages: Math.ceil(total / query.page_size),
        ...(marks
          ? {}
          : {
              etag: `"${ids.etag.slice(1, 9)}${summaries.etag.slice(1, 9)}-${query.page}-${query.page_size}"`,
            }),
      };
    },

    /** The facet counts of what the viewer may see (cached for everyone who sees the same). */
    filters(userId: number | null): Promise<Cached<ProblemFilters>> {
      return cache.get(`${access.cacheScope(userId)}:facets`, () => facetCounts(userId));
    },

    async lists(userId: number | null) {
      const rows = await catalogue.listsWithProgress(access.visibleTo(userId), userId);
      return { lists: rows.filter((r) => r.total > 0).map((r) => presentListSummary(r, userId !== null)) };
    },

    async listDetail(slug: string, userId: number | null) {
      const [row] = await catalogue.listsWithProgress(access.visibleTo(userId), userId, slug);
      if (!row) throw new ApiError(404, 404, LIST_NOT_FOUND);
      const ids = await catalogue.listProblemIds(row.id);
      return {
        list: presentListSummary(row, userId !== null),
        problems: await summariesInOrder(ids, userId),
      };
    },

    /** Anonymous callers see the list's size with nothing solved or attempted. */
    async listProgress(slug: string, userId: number | null) {
      const [row] = await catalogue.listsWithProgress(access.visibleTo(userId), userId, slug);
      if (!row) throw new ApiError(404, 404, LIST_NOT_FOUND);
      return { total: row.total, solved: row.solved, attempted: row.attempted };
    },

    async bookmarked(userId: number) {
      return { problems: await summariesInOrder(await learner.bookmarkedProblemIds(userId), userId) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
