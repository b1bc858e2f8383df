/**
 * Reads of the problem listing: filtered, searched, sorted pages of problems with the caller's state and bookmark,
 * the facet counts, and the topic / company tags of a set of problems. Reads only; the service picks the options.
 * Pages, totals and every facet count take the viewer's visibility (practice's access policy) in the same query.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VisibleTo } from '../access/problem-access.ts';
import {
  bookmarks,
  companies,
  problemCompanies,
  problemListItems,
  problemLists,
  problems,
  problemTopics,
  topics,
  userProblemStates,
} from '../../db/schema/practice.ts';
import type { ProblemSort } from '@katana/shared/api/practice-catalogue';

export interface ListingFilters {
  difficulties: string[];
  types: string[];
  topics: string[];
  companies: string[];
  list?: string | undefined;
  /** Only applied when userId is set. */
  status?: 'solved' | 'attempted' | 'unsolved' | undefined;
  bookmarked?: boolean | undefined;
  /** Words that must each appear in the name, a topic or a company (case-insensitive). */
  searchWords: string[];
}

export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  problemType: string;
  difficulty: string;
  maxScore: number;
  upvoteCount: number;
  submissionCount: number;
  acceptedCount: number;
  userScore: number | null;
  attemptedAt: Date | null;
  solvedAt: Date | null;
  bookmarked: boolean;
}

/** A learner's own marks on one problem (what the listing's status and bookmark come from). */
export interface LearnerMark {
  userScore: number | null;
  attemptedAt: Date | null;
  solvedAt: Date | null;
  bookmarked: boolean;
}

export interface Tag {
  slug: string;
  name: string;
}

const DIFFICULTY_RANK = sql`case ${problems.difficulty} when 'EASY' then 0 when 'MEDIUM' then 1 else 2 end`;

const ORDER: Record<ProblemSort, SQL[]> = {
  default: [asc(problems.position), asc(problems.id)],
  difficulty: [asc(DIFFICULTY_RANK), asc(problems.position), asc(problems.id)],
  '-difficulty': [desc(DIFFICULTY_RANK), asc(problems.position), asc(problems.id)],
  title: [asc(sql`lower(${problems.name})`), asc(problems.id)],
  popular: [
    desc(problems.upvoteCount),
    desc(problems.submissionCount),
    asc(problems.position),
    asc(problems.id),
  ],
  acceptance: [
    sql`(${problems.acceptedCount}::real / nullif(${problems.submissionCount}, 0)) desc nulls last`,
    desc(problems.submissionCount),
    asc(problems.position),
    asc(problems.id),
  ],
};

/** `%word%` with LIKE's wildcards and the escape character taken literally (PostgreSQL's default escape is \). */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function hasTopic(condition: SQL | undefined) {
  return sql`exists (select 1 from ${problemTopics} join ${topics} on ${topics.id} = ${problemTopics.topicId}
    where ${problemTopics.problemId} = ${problems.id} and ${condition})`;
}

function hasCompany(condition: SQL | undefined) {
  return sql`exists (select 1 from ${problemCompanies} join ${companies} on ${companies.id} = ${problemCompanies.companyId}
    where ${problemCompanies.problemId} = ${problems.id} and ${condition})`;
}

export function createProblemListingRepository(db: Db) {
  /** The caller's state and bookmark joined in; anonymous callers join nothing. */
  function joined(userId: number | null) {
    const stateOn = userId
      ? and(eq(userProblemStates.problemId, problems.id), eq(userProblemStates.userId, userId))
      : sql`false`;
    const bookmarkOn = userId
      ? and(eq(bookmarks.problemId, problems.id), eq(bookmarks.userId, userId))
      : sql`false`;
    return { stateOn: stateOn!, bookmarkOn: bookmarkOn! };
  }

  function where(filters: ListingFilters, userId: number | null, visible: VisibleTo): SQL | undefined {
    const conditions: Array<SQL | undefined> = [visible()];
    if (filters.difficulties.length) conditions.push(inArray(problems.difficulty, filters.difficulties));
    if (filters.types.length) conditions.push(inArray(problems.problemType, filters.types));
    if (filters.topics.length) conditions.push(hasTopic(inArray(topics.slug, filters.topics)));
    if (filters.companies.length) conditions.push(hasCompany(inArray(companies.slug, filters.companies)));
    if (filters.list)
      conditions.push(
        sql`exists (select 1 from ${problemListItems} join ${problemLists} on ${problemLists.id} = ${problemListItems.listId}
          where ${problemListItems.problemId} = ${problems.id} and ${problemLists.slug} = ${filters.list})`,
      );
    if (userId && filters.status === 'solved') conditions.push(isNotNull(userProblemStates.solvedAt));
    if (userId && filters.status === 'attempted')
      conditions.push(and(isNotNull(userProblemStates.attemptedAt), isNull(userProblemStates.solvedAt)));
    if (userId && filters.status === 'unsolved') conditions.push(isNull(userProblemStates.solvedAt));
    if (userId && filters.bookmarked !== undefined)
      conditions.push(filters.bookmarked ? isNotNull(bookmarks.userId) : isNull(bookmarks.userId));
    for (const word of filters.searchWords) {
      const pattern = containsPattern(word);
      conditions.push(
        or(
          ilike(problems.name, pattern),
          hasTopic(or(ilike(topics.name, pattern), ilike(topics.slug, pattern))),
          hasCompany(ilike(companies.name, pattern)),
        ),
      );
    }
    return and(...conditions);
  }

  const summaryColumns = {
    id: problems.id,
    slug: problems.slug,
    name: problems.name,
    problemType: problems.problemType,
    difficulty: problems.difficulty,
    maxScore: problems.maxScore,
    upvoteCount: problems.upvoteCount,
    submissionCount: problems.submissionCount,
    acceptedCount: problems.acceptedCount,
    userScore: userProblemStates.userScore,
    attemptedAt: userProblemStates.attemptedAt,
    solvedAt: userProblemStates.solvedAt,
    bookmarked: sql<boolean>`${bookmarks.userId} is not null`,
  };

  return {
    /**
     * The ids of every problem matching the filters, in the sort's order (no personal filters: the caller applies
     * status and bookmarked to the learner's own marks).
     */
    async orderedIds(filters: ListingFilters, visible: VisibleTo, sort: ProblemSort): Promise<number[]> {
      const rows = await db
        .select({ id: problems.id })
        .from(problems)
        .where(where({ ...filters, status: undefined, bookmarked: undefined }, null, visible))
        .orderBy(...ORDER[sort]);
      return rows.map((r) => r.id);
    },

    /** The caller's state of every problem they touched and their bookmarks (one query each, no problems joined). */
    async learnerMarks(userId: number): Promise<Map<number, LearnerMark>> {
      const [states, marks] = await Promise.all([
        db
          .select({
            problemId: userProblemStates.problemId,
            userScore: userProblemStates.userScore,
            attemptedAt: userProblemStates.attemptedAt,
            solvedAt: userProblemStates.solvedAt,
          })
          .from(userProblemStates)
          .where(eq(userProblemStates.userId, userId)),
        db.select({ problemId: bookmarks.problemId }).from(bookmarks).where(eq(bookmarks.userId, userId)),
      ]);
      const byId = new Map<number, LearnerMark>();
      for (const { problemId, ...state } of states) byId.set(problemId, { ...state, bookmarked: false });
      for (const { problemId } of marks) {
        const mark = byId.get(problemId);
        if (mark) mark.bookmarked = true;
        else byId.set(problemId, { userScore: null, attemptedAt: null, solvedAt: null, bookmarked: true });
      }
      return byId;
    },

    /** Summaries of every visible problem without personal state (any order). */
    async allSummaries(visible: VisibleTo): Promise<SummaryRow[]> {
      const { stateOn, bookmarkOn } = joined(null);
      const rows = await db
        .select(summaryColumns)
        .from(problems)
        .leftJoin(userProblemStates, stateOn)
        .leftJoin(bookmarks, bookmarkOn)
        .where(visible());
      return rows.map(normalise);
    },

    /** Summaries of the given problems that are visible (any order; the caller orders them). */
    async summaries(
      ids: readonly number[],
      userId: number | null,
      visible: VisibleTo,
    ): Promise<SummaryRow[]> {
      if (ids.length === 0) return [];
      const { stateOn, bookmarkOn } = joined(userId);
      const rows = await db
        .select(summaryColumns)
        .from(problems)
        .leftJoin(userProblemStates, stateOn)
        .leftJoin(bookmarks, bookmarkOn)
        .where(and(inArray(problems.id, [...ids]), visible()));
      return rows.map(normalise);
    },

    /** Tags of the given problems, or of every problem when `ids` is 'all'. */
    async tagsOf(
      ids: readonly number[] | 'all',
    ): Promise<{ topics: Map<number, Tag[]>; companies: Map<number, Tag[]> }> {
      const topicMap = new Map<number, Tag[]>();
      const companyMap = new Map<number, Tag[]>();
      if (ids.length === 0) return { topics: topicMap, companies: companyMap };
      const [topicRows, companyRows] = await Promise.all([
        db
          .select({ problemId: problemTopics.problemId, slug: topics.slug, name: topics.name })
          .from(problemTopics)
          .innerJoin(topics, eq(topics.id, problemTopics.topicId))
          .where(ids === 'all' ? undefined : inArray(problemTopics.problemId, [...ids]))
          .orderBy(asc(topics.name)),
        db
          .select({ problemId: problemCompanies.problemId, slug: companies.slug, name: companies.name })
          .from(problemCompanies)
          .innerJoin(companies, eq(companies.id, problemCompanies.companyId))
          .where(ids === 'all' ? undefined : inArray(problemCompanies.problemId, [...ids]))
          .orderBy(asc(companies.name)),
      ]);
      for (const r of topicRows) topicMap.set(r.problemId, [...(topicMap.get(r.problemId) ?? []), tag(r)]);
      for (const r of companyRows)
        companyMap.set(r.problemId, [...(companyMap.get(r.problemId) ?? []), tag(r)]);
      return { topics: topicMap, companies: companyMap };
    },

    async facets(visible: VisibleTo) {
      const [difficulties, types, topicRows, companyRows, listRows] = await Promise.all([
        db
          .select({ value: problems.difficulty, n: count() })
          .from(problems)
          .where(visible())
          .groupBy(problems.difficulty),
        db
          .select({ value: problems.problemType, n: count() })
          .from(problems)
          .where(visible())
          .groupBy(problems.problemType),
        db
          .select({ slug: topics.slug, name: topics.name, n: count() })
          .from(topics)
          .innerJoin(problemTopics, eq(problemTopics.topicId, topics.id))
          .where(visible(problemTopics.problemId))
          .groupBy(topics.id)
          .orderBy(asc(topics.name)),
        db
          .select({ slug: companies.slug, name: companies.name, n: count() })
          .from(companies)
          .innerJoin(problemCompanies, eq(problemCompanies.companyId, companies.id))
          .where(visible(problemCompanies.problemId))
          .groupBy(companies.id)
          .orderBy(asc(companies.name)),
        db
          .select({ slug: problemLists.slug, name: problemLists.name, n: count() })
          .from(problemLists)
          .innerJoin(problemListItems, eq(problemListItems.listId, problemLists.id))
          .where(visible(problemListItems.problemId))
          .groupBy(problemLists.id)
          .orderBy(asc(problemLists.position), asc(problemLists.id)),
      ]);
      const n = <T extends { n: number | string }>(rows: T[]) => rows.map((r) => ({ ...r, n: Number(r.n) }));
      return {
        difficulties: n(difficulties),
        types: n(types),
        topics: n(topicRows),
        companies: n(companyRows),
        lists: n(listRows),
      };
    },
  };
}

function tag(r: { slug: string; name: string }): Tag {
  return { slug: r.slug, name: r.name };
}

/** The bookmark flag comes back as a boolean from PostgreSQL and PGlite alike, but be explicit. */
function normalise(row: Omit<SummaryRow, 'bookmarked'> & { bookmarked: unknown }): SummaryRow {
  return { ...row, bookmarked: row.bookmarked === true || row.bookmarked === 't' };
}

export type ProblemListingRepository = ReturnType<typeof createProblemListingRepository>;
