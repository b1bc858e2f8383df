/**
 * /profile (the signed-in learner) and /profile/:uuid (anyone, by public uuid): the learner summary (level,
 * current and longest streak), the contest rating widget, and on one's own profile the streak calendar heatmap and
 * the badges (their calls answer for the signed-in learner only). Signed in, follower and following counts, and on
 * someone else's profile the Follow / Following button.
 */
import { lazy, Suspense } from 'react';
import { profilePageInput } from '@katana/shared/page-meta';
import { useContributor } from '../../../components/user-hover-card/contributor-api.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { BadgeList } from '../components/badge-list.tsx';
import { FollowButton, FollowCounts } from '../components/follow-panel.tsx';
import { LearnerSummary } from '../components/learner-summary.tsx';
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
  const requested = params?.uuid ?? null;
  const own = requested === null || (user !== null && requested === user.uuid);
  const uuid = own ? null : requested;
  const profileUuid = own ? (user?.uuid ?? null) : requested;
  // Someone else's name and picture come from their public hover-card snippet (anyone may read it).
  const other = useContributor(uuid ?? '', uuid !== null);
  const otherName = other.data?.name ?? null;
  // /profile/:uuid is titled by the learner's name (the server renders the same); /profile keeps "Profile".
  const shownName = own ? (user?.name ?? null) : otherName;
  usePageMetaOverride(
    requested !== null && (own || other.data) ? { input: profilePageInput(shownName) } : null,
  );

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <LearnerSummary
        viewer={viewer}
        uuid={uuid}
        name={own ? (user?.name ?? null) : otherName}
        image={own ? (user?.image ?? null) : (other.data?.image ?? null)}
        {...(viewer !== null && profileUuid
          ? {
              follow: {
                counts: <FollowCounts viewer={viewer} uuid={profileUuid} />,
                action: uuid ? (
                  <FollowButton viewer={viewer} uuid={uuid} name={otherName ?? 'this learner'} />
                ) : null,
              },
            }
          : {})}
      />
      {own && viewer !== null && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <StreakCalendar viewer={viewer} />
          <BadgeList viewer={viewer} />
        </div>
      )}
      <Suspense fallback={null}>
        <ContestRatingWidget {...(uuid ? { uuid } : {})} />
      </Suspense>
    </section>
  );
}
