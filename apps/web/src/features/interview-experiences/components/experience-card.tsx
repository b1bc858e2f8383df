/** One experience in a list: company, role, outcome, who and when, the rounds and the start of the first one. */
import { Link } from 'react-router';
import {
  InterviewExperienceWebPaths,
  ROUND_KIND_LABELS,
  type ExperienceSummary,
} from '@katana/shared/api/interview-experiences';
import { formatDay, OutcomeBadge, StatusBadge } from './experience-badges.tsx';

export function ExperienceCard({
  experience,
  showStatus = false,
}: {
  experience: ExperienceSummary;
  showStatus?: boolean;
}) {
  const who = [experience.author.name, experience.branch, experience.college?.name]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-fg">
          <Link
            to={InterviewExperienceWebPaths.detail(experience.slug)}
            className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {experience.company} · {experience.role}
          </Link>
        </h2>
        <OutcomeBadge outcome={experience.outcome} />
        {showStatus && <StatusBadge status={experience.status} />}
        {experience.is_demo && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
            Demo content
          </span>
        )}
      </div>
      <p className="text-sm text-fg-muted">
        {who}
        {experience.interview_date ? ` · Interviewed ${formatDay(experience.interview_date)}` : ''}
      </p>
      {experience.round_kinds.length > 0 && (
        <p className="text-xs text-fg-muted">
          {experience.rounds_count} {experience.rounds_count === 1 ? 'round' : 'rounds'}:{' '}
          {experience.round_kinds.map((k) => ROUND_KIND_LABELS[k]).join(', ')}
        </p>
      )}
      {experience.excerpt && <p className="line-clamp-3 text-sm text-fg">{experience.excerpt}</p>}
    </li>
  );
}
