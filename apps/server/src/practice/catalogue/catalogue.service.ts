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
import type { ProblemListingRepository } from './problem-listing.repository.ts';
import { presentListSummary, presentSummary } from './problem.presenter.ts';

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

export const LIST_NOT_FOUND = 'No such problem list.';

export function createCatalogueService(deps: {
  listing: ProblemListingRepository;
  catalogue: CatalogueRepository;
  learner: LearnerRepository;
  access: ProblemAccess;
}) {
  const { listing, catalogue, learner, access } = deps;

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

  return {
    summariesInOrder,

    async list(query: ListingQuery, userId: number | null): Promise<ProblemListPage> {
      // Words of the search, each of which must match somewhere (name, a topic, a company).
      const searchWords = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
      const { rows, total } = await listing.page(
        {
          difficulties: query.difficulty,
          types: query.type,
          topics: query.topic,
          companies: query.company,
          list: query.list,
          status: query.status,
          bookmarked: query.bookmarked === undefined ? undefined : query.bookmarked === 'true',
          searchWords,
        },
        {
          userId,
          visible: access.visibleTo(userId),
          sort: query.sort,
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        },
      );
      const tags = await listing.tagsOf(rows.map((r) => r.id));
      return {
        problems: rows.map((r) => presentSummary(r, tags)),
        total,
        page: query.page,
        page_size: query.page_size,
        total_pages: Math.ceil(total / query.page_size),
      };
    },

    async filters(userId: number | null): Promise<ProblemFilters> {
      const facets = await listing.facets(access.visibleTo(userId));
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
