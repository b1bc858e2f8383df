/** Job post rows to the wire's jobPost (@katana/shared/api/jobs). */
import type { JobExperience, JobPost, JobRemote } from '@katana/shared/api/jobs';
import type { JobPostRow } from '../db/schema/jobs.ts';

export function presentJobPost(row: JobPostRow): JobPost {
  return {
    slug: row.slug,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote as JobRemote,
    experience: row.experience as JobExperience,
    skills: row.skills,
    apply_url: row.applyUrl,
    posted_on: row.postedOn,
    expires_on: row.expiresOn,
    description_html: row.descriptionHtml,
  };
}
