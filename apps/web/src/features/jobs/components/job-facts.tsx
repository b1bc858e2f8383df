/** A post's facts line: company, location, remote and experience, and its skills. */
import { JOB_EXPERIENCE_LABELS, JOB_REMOTE_LABELS, type JobPost } from '@katana/shared/api/jobs';

export function JobFacts({ job }: { job: JobPost }) {
  return (
    <>
      <p className="text-sm text-fg-muted">
        {job.company} · {job.location} · {JOB_REMOTE_LABELS[job.remote]} ·{' '}
        {JOB_EXPERIENCE_LABELS[job.experience]}
      </p>
      {job.skills.length > 0 && (
        <ul aria-label="Skills" className="flex flex-wrap gap-1">
          {job.skills.map((s) => (
            <li key={s} className="rounded-full border border-line px-2 py-0.5 text-xs text-fg-muted">
              {s}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
