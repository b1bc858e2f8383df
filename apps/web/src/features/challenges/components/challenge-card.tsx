/** A challenge on the list: title, dates, days, participants, status and the viewer's registration. */
import { Link } from 'react-router';
import type { ChallengeCard as Challenge } from '@katana/shared/api/challenges';
import { formatChallengeDate, STATUS_LABELS } from './challenge-format.ts';

export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">
        {STATUS_LABELS[challenge.status]}
      </p>
      <h2 className="text-lg font-semibold text-fg">
        <Link to={`/challenges/${challenge.slug}`} className="hover:underline">
          {challenge.title}
        </Link>
      </h2>
      <p className="text-sm text-fg-muted">{challenge.summary}</p>
      <p className="text-sm text-fg-muted">
        {formatChallengeDate(challenge.starts_on)} – {formatChallengeDate(challenge.ends_on)} ·{' '}
        {challenge.days} days · {challenge.participants} joined
      </p>
      {challenge.registered && (
        <p className="text-sm font-semibold text-green-700 dark:text-green-400">Joined</p>
      )}
    </li>
  );
}
