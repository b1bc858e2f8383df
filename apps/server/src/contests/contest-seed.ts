/**
 * Demo contests from content/contests/contests.json, seeded at server start and by `katana seed` so a fresh
 * install shows an upcoming weekly contest, one going live soon and a past one to take virtually. Times are
 * relative to the seeding moment; a contest whose slug exists is left alone, and the slugs carry the week or the
 * date, so a new week brings a new weekly contest while restarts add nothing. A missing catalogue problem skips
 * that contest with a warning.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CONTEST_ESSENCE_TYPES } from '@katana/shared/contests/contest-category';
import type { Db } from '../db/client.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { ContestInputError, createContest } from './contest-admin.ts';
import { createContestRepository } from './contest.repository.ts';

export const CONTESTS_SEED_FILE = path.join(REPO_ROOT, 'content', 'contests', 'contests.json');

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** Week 1 of the weekly contests starts on this Sunday (the rating graph's origin, spec 02). */
const WEEK_ONE = Date.UTC(2021, 11, 26);

const seedSchema = z.object({
  contests: z.array(
    z.object({
      slug: z.string().min(1),
      title: z.string().min(1),
      description: z.string().default(''),
      schedule: z.union([
        z.object({ next_weekday: z.number().int().min(0).max(6), time_utc: z.string().regex(/^\d\d:\d\d$/) }),
        z.object({ start_in_minutes: z.number().int() }),
      ]),
      duration_minutes: z.number().int().positive(),
      window_minutes: z.number().int().positive().optional(),
      freeze_minutes: z.number().int().min(0).default(0),
      format: z.enum(['ICPC', 'IOI']).default('ICPC'),
      essence_type: z.enum(CONTEST_ESSENCE_TYPES).default('rated_challenge'),
      rated: z.boolean().default(true),
      guest_allowed: z.boolean().default(false),
      problems: z.array(z.string().min(1)).min(1),
    }),
  ),
});

/** The next given weekday at the given UTC time, strictly after now. */
function nextWeekday(now: number, weekday: number, time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const today = new Date(now);
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), h, m);
  let start = base + ((weekday - today.getUTCDay() + 7) % 7) * DAY;
  if (start <= now) start += 7 * DAY;
  return start;
}

const fill = (text: string, start: number) =>
  text
    .replaceAll('{n}', String(Math.floor((start - WEEK_ONE) / (7 * DAY)) + 1))
    .replaceAll('{date}', new Date(start).toISOString().slice(0, 10));

export async function seedContests(
  db: Db,
  log: Pick<Logger, 'info' | 'warn'>,
  now = Date.now(),
  file = CONTESTS_SEED_FILE,
): Promise<string[]> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = seedSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    log.warn({ file, issues: parsed.error.issues.length }, 'contest seed: malformed file skipped');
    return [];
  }
  const created: string[] = [];
  for (const c of parsed.data.contests) {
    const start =
      'next_weekday' in c.schedule
        ? nextWeekday(now, c.schedule.next_weekday, c.schedule.time_utc)
        : now + c.schedule.start_in_minutes * MIN;
    const slug = fill(c.slug, start).toLowerCase();
    if (await createContestRepository(db).findBySlug(slug)) continue;
    try {
      await createContest(db, {
        slug,
        title: fill(c.title, start),
        description: c.description,
        startAt: new Date(start),
        endAt: new Date(start + c.duration_minutes * MIN),
        windowMinutes: c.window_minutes ?? null,
        freezeMinutes: c.freeze_minutes,
        format: c.format,
        essenceType: c.essence_type,
        rated: c.rated,
        guestAllowed: c.guest_allowed,
        problemSlugs: c.problems,
      });
      created.push(slug);
    } catch (error) {
      if (!(error instanceof ContestInputError)) throw error;
      log.warn({ slug }, `contest seed: ${error.message}`);
    }
  }
  if (created.length) log.info({ created }, 'contests seeded');
  return created;
}
