/**
 * Creating and ending contests for operators (`katana contest create`), dev routes (e2e) and the seed: the title
 * gives the category (shared rule), the schedule is checked by the shared lifecycle rules and the problems are
 * catalogue problems named by slug, in order.
 */
import { inArray } from 'drizzle-orm';
import { CONTEST_FORMATS } from '@katana/shared/api/contests';
import {
  contestCategory,
  isContestEssenceType,
  type ContestEssenceType,
} from '@katana/shared/contests/contest-category';
import { validateSchedule } from '@katana/shared/contests/contest-lifecycle';
import type { Db } from '../db/client.ts';
import type { ContestRow } from '../db/schema/contests.ts';
import { problems } from '../db/schema/practice.ts';
import { createContestRepository } from './contest.repository.ts';
import { publishHighlightedEvent } from '../engagement/index.ts';
import { catalogueChanged } from '../practice/index.ts';

export interface NewContest {
  title: string;
  slug?: string;
  description?: string;
  essenceType?: ContestEssenceType;
  format?: (typeof CONTEST_FORMATS)[number];
  rated?: boolean;
  guestAllowed?: boolean;
  registrationOpensAt?: Date | null;
  startAt: Date;
  endAt: Date;
  windowMinutes?: number | null;
  freezeMinutes?: number;
  problemSlugs: string[];
  /** Points per problem, in order (default 100 each). */
  points?: number[];
  /** Contest-only problems: hidden from the practice catalogue until the start (default false). */
  hideProblemsUntilStart?: boolean;
}

export class ContestInputError extends Error {}

export function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'contest'
  );
}

async function freeSlug(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await createContestRepository(db).findBySlug(slug))) return slug;
  }
}

export async function createContest(db: Db, input: NewContest): Promise<ContestRow> {
  const title = input.title.trim();
  if (!title) throw new ContestInputError('A contest needs a title.');
  if (input.essenceType !== undefined && !isContestEssenceType(input.essenceType))
    throw new ContestInputError(`Unknown essence type ${String(input.essenceType)}.`);
  if (input.format !== undefined && !CONTEST_FORMATS.includes(input.format))
    throw new ContestInputError(`The format is ICPC or IOI.`);
  try {
    validateSchedule({
      registrationOpensAt: input.registrationOpensAt?.getTime() ?? null,
      startAt: input.startAt.getTime(),
      endAt: input.endAt.getTime(),
      windowMinutes: input.windowMinutes ?? null,
      freezeMinutes: input.freezeMinutes ?? 0,
    });
  } catch (error) {
    throw new ContestInputError((error as Error).message);
  }
  if (input.problemSlugs.length === 0) throw new ContestInputError('A contest needs at least one problem.');
  if (new Set(input.problemSlugs).size !== input.problemSlugs.length)
    throw new ContestInputError('A problem appears twice.');
  const found = await db
    .select({ id: problems.id, slug: problems.slug })
    .from(problems)
    .where(inArray(problems.slug, input.problemSlugs));
  const bySlug = new Map(found.map((p) => [p.slug, p.id]));
  const missing = input.problemSlugs.filter((s) => !bySlug.has(s));
  if (missing.length) throw new ContestInputError(`No such problem: ${missing.join(', ')}.`);
  const slug = input.slug ? slugify(input.slug) : await freeSlug(db, slugify(title));
  if (input.slug && (await createContestRepository(db).findBySlug(slug)))
    throw new ContestInputError(`A contest with the slug ${slug} exists.`);
  const created = await db.transaction(async (tx) => {
    const row = await createContestRepository(tx).insert(
      {
        slug,
        title,
        description: input.description ?? '',
        category: contestCategory(title),
        essenceType: input.essenceType ?? 'rated_challenge',
        format: input.format ?? 'ICPC',
        rated: input.rated ?? true,
        guestAllowed: input.guestAllowed ?? false,
        registrationOpensAt: input.registrationOpensAt ?? null,
        startAt: input.startAt,
        endAt: input.endAt,
        windowMinutes: input.windowMinutes ?? null,
        freezeMinutes: input.freezeMinutes ?? 0,
      },
      input.problemSlugs.map((s, i) => ({
        problemId: bySlug.get(s)!,
        points: input.points?.[i] ?? 100,
        hiddenUntilStart: input.hideProblemsUntilStart ?? false,
      })),
    );
    // The header's Contests & Events highlight (nudge for the recently published, ripple for rated ones).
    await publishHighlightedEvent(tx, {
      id: contestEventId(row.id),
      eventCategory: 'CONTEST',
      title,
      highPriority: row.rated,
      endsAt: row.endAt,
    });
    return row;
  });
  // Its contest-only problems leave the catalogue now (after the commit): practice's caches drop what they hold.
  catalogueChanged();
  return created;
}

/** The contest's id among the header's highlighted events. */
export const contestEventId = (contestId: number) => `contest:${contestId}`;

/** Ends a contest now (dev/e2e): a start in the future moves to now too, so the schedule stays valid. */
export async function endContestNow(db: Db, contest: ContestRow, now = new Date()): Promise<void> {
  const startAt = contest.startAt > now ? new Date(now.getTime() - 1000) : contest.startAt;
  await createContestRepository(db).update(contest.id, { startAt, endAt: now });
  // Its problems show and its solutions open now.
  catalogueChanged();
  await publishHighlightedEvent(db, {
    id: contestEventId(contest.id),
    eventCategory: 'CONTEST',
    title: contest.title,
    highPriority: contest.rated,
    endsAt: now,
  });
  await createContestRepository(db).bumpVersion(contest.id);
}
