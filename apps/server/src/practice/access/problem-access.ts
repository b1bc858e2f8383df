/**
 * Practice's access policy: which problems a viewer may see now, and whether a problem's solution is locked for
 * them. Practice owns the question; other parts (contests, test series) register a policy with the answer for what
 * they own, and every read of problems in practice asks here instead of being patched from outside.
 *
 * "Hidden" is a SQL condition over the problem's id (usually problems.id), so a listing, its totals, its filter
 * counts and a random pick stay exact in one query: the combined condition, NOT (hidden by any policy), goes into
 * the query that reads the problems anyway, never one call per problem. A policy's condition should not depend on
 * the outer query's statistics: contests' is an IN over a small uncorrelated subquery, which the database hashes
 * once per query. A hidden problem does not exist for the viewer: every read answers as for an unknown problem.
 */
import { and, eq, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/practice.ts';
import { catalogueChanged } from './catalogue-changes.ts';

/** Who is looking: the signed-in learner's id, or null for an anonymous visitor. */
export type Viewer = number | null;

export interface AccessContext {
  viewer: Viewer;
  now: Date;
}

/** What a policy is asked about one problem. */
export interface ProblemRef {
  id: number;
  slug: string;
}

export interface ProblemAccessPolicy {
  /** Names the policy in logs and errors (`contests`, `test-series`). */
  name: string;
  /**
   * True when `hidden` answers the same for every viewer (it may depend on the clock and the data, not on who
   * asks). Practice then caches one answer for everyone (catalogue/read-cache.ts); without it, one per viewer.
   */
  sameForEveryViewer?: boolean;
  /**
   * True for the problems this policy hides from the viewer now. `problemId` is the column (or expression) holding
   * the problem's id in the query the condition is put into.
   */
  hidden?(problemId: SQLWrapper, context: AccessContext): SQL | undefined;
  /**
   * True for problems practice must never put forward to everyone on its own (the problem of the day), even when
   * they are visible now: e.g. problems written for a contest, which a pick could reveal before (or to virtual
   * takers after) the contest.
   */
  reserved?(problemId: SQLWrapper, context: AccessContext): SQL | undefined;
  /** The message to answer (403) when the viewer may not open the problem's solution now; null when they may. */
  solutionLock?(problem: ProblemRef, context: AccessContext): Promise<string | null>;
  /**
   * The first moment after `now` at which `hidden`, or `solutionLock` for an anonymous visitor, may answer
   * differently by the clock alone (a contest starting or ending); null when none is coming. Practice's read cache
   * (catalogue/read-cache.ts) keeps answers until then at the latest; a write that changes them signals
   * catalogueChanged (catalogue-changes.ts) instead.
   */
  nextChange?(now: Date): Promise<Date | null>;
}

/**
 * The visibility condition of one viewer, over whichever column holds the problem's id in the query it goes into
 * (problems.id by default): what practice's repositories take, so no read of problems forgets it.
 */
export type VisibleTo = (problemId?: SQLWrapper) => SQL | undefined;

export interface ProblemAccessOptions {
  db: Db;
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
}

export function createProblemAccess({ db, now = () => Date.now() }: ProblemAccessOptions) {
  const policies: ProblemAccessPolicy[] = [];
  const contextOf = (viewer: Viewer): AccessContext => ({ viewer, now: new Date(now()) });

  function anyOf(
    part: 'hidden' | 'reserved',
    problemId: SQLWrapper,
    context: AccessContext,
  ): SQL | undefined {
    const conditions = policies.flatMap((p) => {
      const condition = p[part]?.(problemId, context);
      return condition ? [condition] : [];
    });
    return conditions.length ? or(...conditions) : undefined;
  }

  /** True for the problems hidden from the viewer now; undefined when no policy hides anything. */
  function hidden(viewer: Viewer, problemId: SQLWrapper = problems.id): SQL | undefined {
    return anyOf('hidden', problemId, contextOf(viewer));
  }

  return {
    /** Policies apply from the next read on, whenever they are registered (route order does not matter). */
    register(policy: ProblemAccessPolicy): void {
      if (policies.some((p) => p.name === policy.name))
        throw new Error(`problem access: a policy named '${policy.name}' is already registered`);
      policies.push(policy);
      catalogueChanged();
    },

    /**
     * Which viewers share cached reads of the catalogue with this one: 'everyone' while every policy that hides
     * problems hides the same ones from everyone, else the viewer alone.
     */
    cacheScope(viewer: Viewer): string {
      const shared = policies.every((p) => !p.hidden || p.sameForEveryViewer === true);
      return shared ? 'everyone' : `viewer:${viewer ?? 'anonymous'}`;
    },

    /**
     * The viewer's visibility now: a condition true for the problems they may see, over the given problem-id column
     * (problems.id by default), for the WHERE (or a join's ON) of any query reading problems for a learner.
     * Undefined when nothing is hidden, which `and(...)` and `.where()` ignore.
     */
    visibleTo(viewer: Viewer): VisibleTo {
      const context = contextOf(viewer);
      return (problemId = problems.id) => {
        const condition = anyOf('hidden', problemId, context);
        return condition ? not(condition) : undefined;
      };
    },

    /**
     * True for the problems practice may put forward to everyone now (the problem of the day): visible to an
     * anonymous visitor and reserved by no policy.
     */
    featurable(problemId: SQLWrapper = problems.id): SQL | undefined {
      const context = contextOf(null);
      const hiddenOrReserved = or(anyOf('hidden', problemId, context), anyOf('reserved', problemId, context));
      return hiddenOrReserved ? not(hiddenOrReserved) : undefined;
    },

    /** The earliest of the policies' nextChange after `now` (null: no answer changes by the clock alone). */
    async nextChange(at: Date): Promise<Date | null> {
      const times = await Promise.all(policies.map((p) => p.nextChange?.(at) ?? null));
      const ms = times.flatMap((t) => (t ? [t.getTime()] : []));
      return ms.length ? new Date(Math.min(...ms)) : null;
    },

    /** One problem by id or slug: hidden from the viewer now? (False for a problem that does not exist.) */
    async isHidden(viewer: Viewer, ref: { id: number } | { slug: string }): Promise<boolean> {
      const condition = hidden(viewer);
      if (!condition) return false;
      const [row] = await db
        .select({ one: sql`1` })
        .from(problems)
        .where(and('id' in ref ? eq(problems.id, ref.id) : eq(problems.slug, ref.slug), condition))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The lock message of the first policy (in registration order) that locks the problem's solution for the
     * viewer now, or null. The hints open with the solution, so a locked problem's hints are withheld too.
     */
    async solutionLock(viewer: Viewer, problem: ProblemRef): Promise<string | null> {
      const context = contextOf(viewer);
      const messages = await Promise.all(
        policies.map((p) => (p.solutionLock ? p.solutionLock(problem, context) : null)),
      );
      return messages.find((m) => m !== null) ?? null;
    },
  };
}

export type ProblemAccess = ReturnType<typeof createProblemAccess>;
