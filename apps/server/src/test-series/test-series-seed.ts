/**
 * Seeds content/test-series/*.json (format: content/test-series/README.md) so a fresh `npm start` shows series
 * built from the catalogue. Idempotent: series by slug and tests by (series, key) are updated in place, a test's
 * window is kept once set (moving it under learners' attempts would change their deadlines), problem lists are
 * rewritten in the file's order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { problems } from '../db/schema/practice.ts';
import { testSeries, testSeriesTestProblems, testSeriesTests } from '../db/schema/test-series.ts';

const DAY = 86_400_000;

const fileSchema = z.object({
  slug: z.string().min(1).max(120),
  name: z.string().min(1),
  description: z.string().default(''),
  position: z.number().int().default(0),
  tests: z.array(
    z.object({
      key: z.string().min(1).max(120),
      name: z.string().min(1),
      offering_type: z.enum(['Test', 'ShuffleTest']),
      duration_minutes: z
        .number()
        .int()
        .positive()
        .max(24 * 60),
      instructions: z.string().default(''),
      opens_at: z.iso.datetime({ offset: true }).optional(),
      closes_at: z.iso.datetime({ offset: true }).optional(),
      problems: z.array(z.string().min(1)).min(1),
    }),
  ),
});

export interface SeedReport {
  series: number;
  tests: number;
  /** "<series>/<test>: <slug>" for problem slugs the catalogue does not have. */
  missing: string[];
}

export async function seedTestSeries(db: Db, repoRoot: string, now: Date): Promise<SeedReport> {
  const dir = join(repoRoot, 'content', 'test-series');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return { series: 0, tests: 0, missing: [] };
  }
  const report: SeedReport = { series: 0, tests: 0, missing: [] };
  for (const file of files) {
    const data = fileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    await upsertSeries(db, data, `content/test-series/${file}`, now, report);
  }
  return report;
}

export type SeriesInput = z.input<typeof fileSchema>;

/** One series with its tests (the seed's file format), upserted by slug; also the dev route's way in. */
export async function upsertSeries(
  db: Db,
  input: SeriesInput,
  source: string,
  now: Date,
  report: SeedReport = { series: 0, tests: 0, missing: [] },
): Promise<SeedReport> {
  const data = fileSchema.parse(input);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [series] = await tx
      .insert(testSeries)
      .values({
        slug: data.slug,
        name: data.name,
        description: data.description,
        position: data.position,
        source,
      })
      .onConflictDoUpdate({
        target: testSeries.slug,
        set: { name: data.name, description: data.description, position: data.position },
      })
      .returning({ id: testSeries.id });
    report.series += 1;
    for (const [position, t] of data.tests.entries()) {
      const opensAt = t.opens_at ? new Date(t.opens_at) : now;
      const closesAt = t.closes_at ? new Date(t.closes_at) : new Date(opensAt.getTime() + 365 * DAY);
      const explicitWindow = t.opens_at || t.closes_at ? { opensAt, closesAt } : {};
      const [test] = await tx
        .insert(testSeriesTests)
        .values({
          seriesId: series!.id,
          key: t.key,
          name: t.name,
          offeringType: t.offering_type,
          durationMinutes: t.duration_minutes,
          instructions: t.instructions,
          opensAt,
          closesAt,
          position,
        })
        .onConflictDoUpdate({
          target: [testSeriesTests.seriesId, testSeriesTests.key],
          set: {
            name: t.name,
            offeringType: t.offering_type,
            durationMinutes: t.duration_minutes,
            instructions: t.instructions,
            position,
            ...explicitWindow,
          },
        })
        .returning({ id: testSeriesTests.id });
      const found = await tx
        .select({ id: problems.id, slug: problems.slug })
        .from(problems)
        .where(inArray(problems.slug, t.problems));
      const idBySlug = new Map(found.map((p) => [p.slug, p.id]));
      for (const slug of t.problems)
        if (!idBySlug.has(slug)) report.missing.push(`${data.slug}/${t.key}: ${slug}`);
      await tx.delete(testSeriesTestProblems).where(eq(testSeriesTestProblems.testId, test!.id));
      const rows = t.problems
        .filter((slug) => idBySlug.has(slug))
        .map((slug, i) => ({ testId: test!.id, problemId: idBySlug.get(slug)!, position: i }));
      if (rows.length > 0) await tx.insert(testSeriesTestProblems).values(rows);
      report.tests += 1;
    }
  });
  return report;
}
