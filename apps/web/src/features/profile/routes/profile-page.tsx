/**
 * /profile (the signed-in learner) and /profile/:key (anyone, by uuid or screen name): the public profile
 * (GET /api/v1/profile/:key) — picture, name, level, streaks, about, contributions heatmap, problems solved,
 * badges, contest rating, recently solved, followers — each part only when the learner shows it (the owner sees
 * all). On one's own profile also the month streak calendar and the badge certificates, and an Edit profile link;
 * signed in, follower lists and on someone else's profile the Follow / Following button.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { profilePageInput } from '@katana/shared/page-meta';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { usePublicProfile } from '../api/profile.ts';
import { BadgeList } from '../components/badge-list.tsx';
import { FollowButton, FollowCounts } from '../components/follow-panel.tsx';
import { LearnerSummary } from '../components/learner-summary.tsx';
import { PanelError } from '../components/panel.tsx';
import {
  AboutPanel,
  ContributionHeatmap,
  PublicBadges,
  RecentAccepted,
  SolvedPanel,
} from '../components/profile-sections.tsx';
import { StreakCalendar } from '../components/streak-calendar.tsx';

// The rating graphs carry the chart library: their own chunk, after the rest of the page.
const ContestRatingWidget = lazy(() =>
  import('../components/contest-rating/contest-rating-widget.tsx').then((m) => ({
    default: m.ContestRatingWidget,
  })),
);

export default function ProfilePage({ params }: { params?: Record<string, string> }) {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const requested = params?.uuid ? decodeURIComponent(params.uuid) : null;
  const key = requested ?? user?.uuid ?? null;
  const profile = usePublicProfile(viewer, key);
  const data = profile.data;
  const own = data?.own ?? requested === null;
  // /profile/:key is titled by the learner's name (the server renders the same); /profile keeps "Profile".
  usePageMetaOverride(requested !== null && data ? { input: profilePageInput(data.name) } : null);

  if (profile.isError) {
    return (
      <section className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
        {profile.error.status === 404 ? (
          <div className="rounded-2xl border border-line bg-surface px-6 py-12 text-center">
            <h1 className="text-xl font-bold text-fg">No such profile</h1>
            <p className="mt-1 text-sm text-fg-muted">No learner has this profile address.</p>
          </div>
        ) : (
          <PanelError onRetry={() => void profile.refetch()} />
        )}
      </section>
    );
  }
  if (!data) {
    return (
      <section className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
        <p role="status" aria-busy="true" className="text-sm text-fg-muted">
          Loading the profile…
        </p>
      </section>
    );
  }

  const counts =
    data.followers === null ? null : viewer !== null ? (
      <FollowCounts viewer={viewer} uuid={data.uuid} />
    ) : (
      <ul className="flex gap-4 text-sm text-fg-muted" aria-label="Follow counts">
        <li>
          <strong className="font-semibold text-fg">{data.followers.followers}</strong>{' '}
          {data.followers.followers === 1 ? 'follower' : 'followers'}
        </li>
        <li>
          <strong className="font-semibold text-fg">{data.followers.following}</strong> following
        </li>
      </ul>
    );
  const action = own ? (
    <Link to="/profile/edit" className={buttonClasses('secondary', 'md')}>
      Edit profile
    </Link>
  ) : viewer !== null ? (
    <FollowButton viewer={viewer} uuid={data.uuid} name={data.name ?? 'this learner'} />
  ) : null;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <LearnerSummary profile={data} follow={{ counts, action }} />
      {own && data.hidden_sections.length > 0 && (
        <p className="text-xs text-fg-muted">
          Visitors don’t see some parts of your profile.{' '}
          <Link to="/profile/edit" className="text-accent hover:underline">
            Change
          </Link>
        </p>
      )}
      <AboutPanel profile={data} />
      {data.heatmap && <ContributionHeatmap heatmap={data.heatmap} />}
      {own && viewer !== null ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <StreakCalendar viewer={viewer} />
          <BadgeList viewer={viewer} />
        </div>
      ) : (
        data.badges && <PublicBadges badges={data.badges} />
      )}
      {(data.solved || data.recent_accepted) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.solved && <SolvedPanel solved={data.solved} />}
          {data.recent_accepted && <RecentAccepted problems={data.recent_accepted} />}
        </div>
      )}
      {(own || data.contest_rating) && (
        <Suspense fallback={null}>
          <ContestRatingWidget {...(own ? {} : { uuid: data.uuid })} />
        </Suspense>
      )}
    </section>
  );
}
