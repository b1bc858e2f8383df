/**
 * content/jobs/*.yaml -> job_posts (source 'content/jobs/<file>'), idempotent by slug (the file name without .yaml):
 * at start (server.ts) and in `katana seed`. A refused file is reported as `<file>: <field>: <reason>` and skipped;
 * the server still starts.
 */
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { logContentImport, readContentYaml, type ContentImportReport } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { renderMarkdown } from '../practice/index.ts';
import { jobInputSchema, type JobInput } from './job-input.ts';
import { createJobsRepository, type JobPostValues } from './jobs.repository.ts';

export function jobValues(input: JobInput, source: string): JobPostValues {
  return {
    slug: input.slug,
    title: input.title,
    company: input.company,
    location: input.location,
    remote: input.remote,
    experience: input.experience,
    skills: input.skills,
    applyUrl: input.apply_url,
    postedOn: input.posted_on,
    expiresOn: input.expires_on,
    descriptionHtml: input.description ? renderMarkdown(input.description) : '',
    source,
  };
}

export async function importJobs(db: Db, repoRoot = REPO_ROOT): Promise<ContentImportReport> {
  const report: ContentImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  let files;
  try {
    files = readContentYaml(repoRoot, 'jobs', z.record(z.string(), z.unknown()));
  } catch (error) {
    report.errors.push((error as Error).message);
    return report;
  }
  const repo = createJobsRepository(db);
  for (const { file, data } of files) {
    const where = `content/jobs/${file}`;
    const parsed = jobInputSchema.safeParse({ ...data, slug: file.replace(/\.yaml$/, '') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      report.errors.push(`${where}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
      continue;
    }
    report[await repo.upsert(jobValues(parsed.data, where))].push(parsed.data.slug);
  }
  return report;
}

export async function importJobsAtStart(
  db: Db,
  log: Parameters<typeof logContentImport>[0],
  repoRoot = REPO_ROOT,
): Promise<ContentImportReport> {
  const report = await importJobs(db, repoRoot);
  logContentImport(log, 'job post', report);
  return report;
}
