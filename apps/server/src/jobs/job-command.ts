/**
 * `katana job add|list|remove`: operators keep the job board.
 *
 *   katana job add --title <t> --company <c> --location <l> --remote onsite|hybrid|remote
 *                  --experience internship|entry|mid|senior --apply-url <url> --expires YYYY-MM-DD
 *                  [--skills a,b] [--posted YYYY-MM-DD] [--description <markdown>] [--slug <slug>]
 *   katana job list              every post, open or not
 *   katana job remove <slug>
 */
import { parseArgs } from 'node:util';
import { utcDay } from '@katana/shared/api/challenges';
import { isJobOpen } from '@katana/shared/api/jobs';
import type { Db } from '../db/client.ts';
import { jobValues } from './job-import.ts';
import { jobInputSchema, jobSlug } from './job-input.ts';
import { createJobsRepository } from './jobs.repository.ts';

export const JOB_USAGE = `Usage: katana job add --title <t> --company <c> --location <l> --remote onsite|hybrid|remote
                     --experience internship|entry|mid|senior --apply-url <url> --expires YYYY-MM-DD
                     [--skills a,b] [--posted YYYY-MM-DD] [--description <markdown>] [--slug <slug>]
       katana job list
       katana job remove <slug>`;

export type JobAction = 'add' | 'list' | 'remove';

/** Runs one action on an open database (the command and its test share it). Exit code 2 on bad input. */
export async function runJobAction(
  db: Db,
  action: JobAction,
  args: string[],
  print: (text: string) => void,
  now = new Date(),
): Promise<number> {
  const repo = createJobsRepository(db);
  let parsedArgs;
  try {
    parsedArgs = parseArgs({
      args,
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        company: { type: 'string' },
        location: { type: 'string' },
        remote: { type: 'string' },
        experience: { type: 'string' },
        skills: { type: 'string' },
        'apply-url': { type: 'string' },
        posted: { type: 'string' },
        expires: { type: 'string' },
        description: { type: 'string' },
        slug: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${JOB_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsedArgs;
  const today = utcDay(now);
  if (action === 'list') {
    const rows = await repo.all();
    print(
      rows.length === 0
        ? 'No job posts.'
        : rows
            .map((r) => {
              const state = isJobOpen({ posted_on: r.postedOn, expires_on: r.expiresOn }, today)
                ? 'open'
                : r.expiresOn < today
                  ? 'expired'
                  : 'scheduled';
              return `${r.slug}  ${r.title} at ${r.company}  ${r.postedOn}..${r.expiresOn}  (${state})`;
            })
            .join('\n'),
    );
    return 0;
  }
  if (action === 'remove') {
    const slug = positionals[0];
    if (!slug) {
      console.error(`Give the post's slug (see katana job list).\n${JOB_USAGE}`);
      return 2;
    }
    if (!(await repo.remove(slug))) {
      console.error(`No job post '${slug}'.`);
      return 1;
    }
    print(`${slug}: removed`);
    return 0;
  }
  const parsed = jobInputSchema.safeParse({
    slug: values.slug ?? jobSlug(values.title ?? '', values.company ?? ''),
    title: values.title,
    company: values.company,
    location: values.location,
    remote: values.remote,
    experience: values.experience,
    skills: values.skills
      ? values.skills
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    apply_url: values['apply-url'],
    posted_on: values.posted ?? today,
    expires_on: values.expires,
    description: values.description ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = String(issue.path[0] ?? '')
      .replace('apply_url', 'apply-url')
      .replace('posted_on', 'posted')
      .replace('expires_on', 'expires');
    console.error(`--${flag}: ${issue.message}\n${JOB_USAGE}`);
    return 2;
  }
  const outcome = await repo.upsert(jobValues(parsed.data, 'operator'));
  print(`${parsed.data.slug}: ${outcome}`);
  return 0;
}

export async function runJobCommand(action: JobAction, args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runJobAction(db, action, args, (text) => console.log(text)));
}
