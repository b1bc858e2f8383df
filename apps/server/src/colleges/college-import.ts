/**
 * content/colleges/*.yaml -> colleges (source 'content'), idempotent by slug: at start (server.ts) and in `katana
 * seed`. A refused file is reported and skipped; the server still starts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { logContentImport, readContentYaml, type ContentImportReport } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { createCollegeRepository } from './college.repository.ts';
import { reservedSlugProblem } from './college.service.ts';

const text = z.string().trim().min(1).max(200);
const collegeFileSchema = z.object({
  colleges: z.array(
    z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by dashes')
        .superRefine((slug, ctx) => {
          const reserved = reservedSlugProblem(slug);
          if (reserved) ctx.addIssue({ code: 'custom', message: reserved });
        }),
      name: text,
      city: text.optional(),
      state: text.optional(),
      country: text.optional(),
    }),
  ),
});

export async function importColleges(db: Db, repoRoot = REPO_ROOT): Promise<ContentImportReport> {
  const report: ContentImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  let files;
  try {
    files = readContentYaml(repoRoot, 'colleges', collegeFileSchema);
  } catch (error) {
    report.errors.push((error as Error).message);
    return report;
  }
  const repo = createCollegeRepository(db);
  for (const { data } of files) {
    for (const c of data.colleges) {
      const outcome = await repo.upsert(
        {
          slug: c.slug,
          name: c.name,
          city: c.city ?? null,
          state: c.state ?? null,
          country: c.country ?? null,
        },
        'content',
      );
      report[outcome].push(c.slug);
    }
  }
  return report;
}

export async function importCollegesAtStart(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<ContentImportReport> {
  const report = await importColleges(db);
  logContentImport(log, 'college', report);
  return report;
}
