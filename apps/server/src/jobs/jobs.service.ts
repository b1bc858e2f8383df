/**
 * The job board: open posts with the list's filters and facets, one open post, and the server-rendered head of a
 * post's page. "Open" is decided on the UTC day of `now` (expired and future posts are hidden everywhere).
 */
import { ErrorCode } from '@katana/shared/envelope';
import { JobMessage, type JobList, type JobListQuery, type JobPost } from '@katana/shared/api/jobs';
import { utcDay } from '@katana/shared/api/challenges';
import type { Db } from '../db/client.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { presentJobPost } from './jobs.presenter.ts';
import { createJobsRepository } from './jobs.repository.ts';

export interface JobsServiceDeps {
  db: Db;
  now?: () => Date;
}

function counts(values: readonly string[]): { value: string; count: number }[] {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

const lower = (s: string) => s.toLowerCase();

export function matchesJobQuery(post: JobPost, query: JobListQuery): boolean {
  const q = query.q ? lower(query.q) : '';
  if (q && ![post.title, post.company, ...post.skills].some((text) => lower(text).includes(q))) return false;
  if (query.remote?.length && !query.remote.includes(post.remote)) return false;
  if (query.experience?.length && !query.experience.includes(post.experience)) return false;
  if (query.skill?.length && !post.skills.some((s) => query.skill!.map(lower).includes(lower(s))))
    return false;
  if (query.location?.length && !query.location.map(lower).includes(lower(post.location))) return false;
  return true;
}

export function createJobsService(deps: JobsServiceDeps) {
  const repo = createJobsRepository(deps.db);
  const today = () => utcDay((deps.now ?? (() => new Date()))());
  return {
    async list(query: JobListQuery): Promise<JobList> {
      const open = (await repo.openPosts(today())).map(presentJobPost);
      return {
        jobs: open.filter((post) => matchesJobQuery(post, query)),
        open_total: open.length,
        facets: {
          remote: counts(open.map((p) => p.remote)),
          experience: counts(open.map((p) => p.experience)),
          skills: counts(open.flatMap((p) => p.skills)),
          locations: counts(open.map((p) => p.location)),
        },
      };
    },

    async detail(slug: string): Promise<JobPost> {
      const row = await repo.openBySlug(slug, today());
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, JobMessage.NOT_FOUND);
      return presentJobPost(row);
    },

    async pageHead(slug: string): Promise<{ title: string; description: string } | null> {
      const row = await repo.openBySlug(slug, today());
      return row
        ? {
            title: `${row.title} at ${row.company}`,
            description: `${row.title} at ${row.company}, ${row.location}.`,
          }
        : null;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
