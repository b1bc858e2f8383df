/**
 * The profile's head: picture, name and screen name, level and EXP, the current and longest streak, follow counts
 * and the action (Follow, or Edit profile on one's own). Level and streaks come with the public profile; each is
 * left out when the learner hides it.
 */
import type { ReactNode } from 'react';
import type { PublicProfile } from '@katana/shared/api/profile';
import { FlameIcon } from '../../../components/ui/icons.tsx';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-muted/70 px-4 py-3">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-fg">{value}</dd>
    </div>
  );
}

export function LearnerSummary({
  profile,
  follow,
}: {
  profile: Pick<PublicProfile, 'name' | 'screen_name' | 'image' | 'level' | 'streaks' | 'private'>;
  /** Follow counts and the action (Follow / Edit profile), under the name and at the right. */
  follow?: { counts: ReactNode; action: ReactNode };
}) {
  const { level, streaks } = profile;
  return (
    <section aria-label="Learner summary" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={profile.image}
          alt=""
          data-testid="profile-picture"
          className="size-20 rounded-full border border-line object-cover"
        />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold text-fg">{profile.name ?? 'Learner profile'}</h1>
          {profile.screen_name && <p className="text-sm text-fg-muted">@{profile.screen_name}</p>}
          {level && (
            <p className="text-sm text-fg-muted">
              Level {level.level} · {level.points.toLocaleString('en-IN')} EXP
            </p>
          )}
          {follow?.counts}
        </div>
        {follow?.action && <div className="w-full sm:ml-auto sm:w-auto">{follow.action}</div>}
      </div>
      {profile.private && <p className="mt-4 text-sm text-fg-muted">This profile is private.</p>}
      {(level || streaks) && (
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {level && <Stat label="Level" value={level.level} />}
          {streaks && (
            <>
              <Stat
                label="Current streak"
                value={
                  <span className="flex items-center gap-1">
                    <FlameIcon className={streaks.current > 0 ? 'text-orange-500' : 'text-fg-subtle'} />
                    {days(streaks.current)}
                  </span>
                }
              />
              <Stat label="Longest streak" value={days(streaks.longest)} />
            </>
          )}
        </dl>
      )}
    </section>
  );
}
