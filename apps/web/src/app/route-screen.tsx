/**
 * Picks the screen for the current path from the shared route map (`matchRoute`), so the client and the server
 * agree on what every URL is. Unknown paths are replaced by /fourofour (spec 01 "Route map"); routes whose screen
 * is not built yet show the generic coming-soon page under their own title. The route gate applies the sign-in
 * rules first (guards, identity-param stripping, start-up wait, EU inactive users, the critical-flow panel).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageKind } from '@katana/shared/page-kinds';
import { matchRoute } from '@katana/shared/routes';
import { CriticalFlowLogin } from '../features/auth/components/critical-flow-login.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { NotFoundPage } from '../features/errors/routes/not-found-page.tsx';
import { ServerErrorPage } from '../features/errors/routes/server-error-page.tsx';
import { HomePage } from '../features/home/routes/home-page.tsx';
import { ComingSoonPage } from '../components/page/coming-soon-page.tsx';
import { routeGate } from './route-gate.ts';

// The classroom and the compilers carry the code editor: they load as their own chunks, not with the first page.
// The landing page and the error pages are in the first load; every other screen is its own chunk, fetched when its
// route is opened (the JavaScript budget of issue 21 counts what the landing page fetches).
const AuthPage = lazy(() =>
  import('../features/auth/routes/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
const ProblemsPage = lazy(() =>
  import('../features/problems/routes/problems-page.tsx').then((m) => ({ default: m.ProblemsPage })),
);
const ProblemListsPage = lazy(() =>
  import('../features/problems/routes/problem-lists-page.tsx').then((m) => ({ default: m.ProblemListsPage })),
);
const ProblemListPage = lazy(() =>
  import('../features/problems/routes/problem-list-page.tsx').then((m) => ({ default: m.ProblemListPage })),
);
const RegionComingSoonPage = lazy(() =>
  import('../features/auth/routes/region-coming-soon-page.tsx').then((m) => ({
    default: m.RegionComingSoonPage,
  })),
);
const ClassroomPage = lazy(() => import('../features/classroom/routes/classroom-page.tsx'));
const PotdPage = lazy(() => import('../features/problem-of-the-day/routes/problem-of-the-day-page.tsx'));
const CompilerPage = lazy(() => import('../features/compiler/routes/compiler-page.tsx'));
// Engagement and contest screens: their own chunks too.
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page.tsx'));
const GoalsPage = lazy(() => import('../features/dashboard/routes/goals-page.tsx'));
const GoalSetupPage = lazy(() => import('../features/dashboard/routes/goal-setup-page.tsx'));
const LeaderboardPage = lazy(() => import('../features/dashboard/routes/leaderboard-page.tsx'));
const NotificationCenterPage = lazy(
  () => import('../features/notifications/routes/notification-center-page.tsx'),
);
const NotificationSettingsPage = lazy(
  () => import('../features/notifications/routes/notification-settings-page.tsx'),
);
const NotificationUnsubscribePage = lazy(
  () => import('../features/notifications/routes/notification-unsubscribe-page.tsx'),
);
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page.tsx'));
const ProfileEditPage = lazy(() => import('../features/profile/routes/profile-edit-page.tsx'));
const ProfileSetupPage = lazy(() => import('../features/profile/routes/profile-setup-page.tsx'));
const ContestListPage = lazy(() => import('../features/contests/routes/contest-list-page.tsx'));
const ContestDetailPage = lazy(() => import('../features/contests/routes/contest-detail-page.tsx'));
const TestSeriesListPage = lazy(() => import('../features/contests/routes/test-series-list-page.tsx'));
const TestSeriesDetailPage = lazy(() => import('../features/contests/routes/test-series-detail-page.tsx'));
const ReferralPage = lazy(() => import('../features/referral/routes/referral-page.tsx'));
const PrepPlanPage = lazy(() => import('../features/prep-plan/routes/prep-plan-page.tsx'));
const PrepPlanEditPage = lazy(() => import('../features/prep-plan/routes/prep-plan-edit-page.tsx'));
const FlashCardsPage = lazy(() => import('../features/flash-cards/routes/flash-cards-page.tsx'));
const FlashCardDeckPage = lazy(() => import('../features/flash-cards/routes/deck-review-page.tsx'));
const ConceptOfTheDayPage = lazy(
  () => import('../features/concept-of-the-day/routes/concept-of-the-day-page.tsx'),
);
const SearchPage = lazy(() => import('../features/search/routes/search-page.tsx'));
const GuidedPathListPage = lazy(() => import('../features/guided-paths/routes/guided-path-list-page.tsx'));
const GuidedPathDetailPage = lazy(() => import('./guided-path-detail-screen.tsx'));
const WebProjectListPage = lazy(() => import('../features/web-projects/routes/web-project-list-page.tsx'));
const WebProjectDetailScreen = lazy(() => import('./web-project-detail-screen.tsx'));
const WebProjectEditorScreen = lazy(() => import('./web-project-editor-screen.tsx'));
const ExperienceListPage = lazy(
  () => import('../features/interview-experiences/routes/experience-list-page.tsx'),
);
const ExperienceDetailPage = lazy(
  () => import('../features/interview-experiences/routes/experience-detail-page.tsx'),
);
const ExperienceWritePage = lazy(
  () => import('../features/interview-experiences/routes/experience-write-page.tsx'),
);
const MyExperiencesPage = lazy(
  () => import('../features/interview-experiences/routes/my-experiences-page.tsx'),
);
const ReviewQueuePage = lazy(() => import('../features/interview-experiences/routes/review-queue-page.tsx'));
// Campus and public discussions.
const CampusHomePage = lazy(() => import('../features/discussions/routes/campus-home-page.tsx'));
const CampusDetailPage = lazy(() => import('../features/discussions/routes/campus-detail-page.tsx'));
const PublicDiscussionsPage = lazy(
  () => import('../features/discussions/routes/public-discussions-page.tsx'),
);
const DiscussionPostPage = lazy(() => import('../features/discussions/routes/discussion-post-page.tsx'));
const ModerationPage = lazy(() => import('../features/discussions/routes/moderation-page.tsx'));
const SubjectiveReviewQueuePage = lazy(
  () => import('../features/subjective-review/routes/review-queue-page.tsx'),
);
// The guided classroom carries the problem classroom (and its editor): its own chunk.
const GuidedPathClassroomPage = lazy(() => import('./guided-classroom-screen.tsx'));
const InterviewBundleListPage = lazy(
  () => import('../features/interview-bundles/routes/interview-bundle-list-page.tsx'),
);
const LibraryPage = lazy(() => import('../features/library/routes/library-page.tsx'));
const LibraryCategoryPage = lazy(() => import('../features/library/routes/library-category-page.tsx'));
const LibraryArticlePage = lazy(() => import('../features/library/routes/library-article-page.tsx'));
const ResourcesPage = lazy(() => import('../features/library/routes/resources-page.tsx'));
const VideosPage = lazy(() => import('../features/library/routes/videos-page.tsx'));
const WhatsNewPage = lazy(() => import('../features/library/routes/whats-new-page.tsx'));
const InterviewBundleDetailPage = lazy(
  () => import('../features/interview-bundles/routes/interview-bundle-detail-page.tsx'),
);
const ChallengesPage = lazy(() => import('../features/challenges/routes/challenges-page.tsx'));
const ChallengeDetailPage = lazy(() => import('../features/challenges/routes/challenge-detail-page.tsx'));
const JobsPage = lazy(() => import('../features/jobs/routes/jobs-page.tsx'));
const JobDetailPage = lazy(() => import('../features/jobs/routes/job-detail-page.tsx'));

const EventsPage = lazy(() => import('../features/events/routes/events-page.tsx'));
const EventDetailPage = lazy(() => import('../features/events/routes/event-detail-page.tsx'));

export interface ScreenProps {
  /** Named groups of the route's pattern, e.g. `{ slug: 'two-sum' }`. */
  params: Record<string, string>;
}

/**
 * Screens by page kind; each later issue adds its own here. An entity route gets a screen together with its
 * server page resolver and loses its `comingSoon` mark in the route map (route-screen.test.tsx checks the two agree).
 */
export const SCREENS: Partial<Record<PageKind, ComponentType<ScreenProps>>> = {
  home: HomePage,
  auth: AuthPage,
  'not-found': NotFoundPage,
  'server-error': ServerErrorPage,
  'solve-problem': ProblemsPage,
  'top-problem-list': ProblemListsPage,
  'problem-list': ProblemListPage,
  problem: ClassroomPage,
  'online-compiler': CompilerPage,
  'user-dashboard': DashboardPage,
  'user-goal': GoalsPage,
  'goal-setup': GoalSetupPage,
  leaderboard: LeaderboardPage,
  'notification-center': NotificationCenterPage,
  'notification-settings': NotificationSettingsPage,
  'notification-unsubscribe': NotificationUnsubscribePage,
  profile: ProfilePage,
  'profile-detail': ProfilePage,
  'profile-edit': ProfileEditPage,
  'profile-setup': ProfileSetupPage,
  'contest-list': ContestListPage,
  'contest-detail': ContestDetailPage,
  // A contest problem opens in the classroom, which reads the contest from the route's offeringId.
  'contest-classroom': ClassroomPage,
  'test-series-list': TestSeriesListPage,
  'test-series-detail': TestSeriesDetailPage,
  referral: ReferralPage,
  'guided-path-list': GuidedPathListPage,
  'guided-path-detail': GuidedPathDetailPage,
  'guided-path-classroom': GuidedPathClassroomPage,
  'interview-bundle-list': InterviewBundleListPage,
  'interview-bundle-detail': InterviewBundleDetailPage,
  'event-listing': EventsPage,
  'event-detail': EventDetailPage,
  'coming-soon': RegionComingSoonPage,
  'reading-club-list': LibraryPage,
  'reading-club-category': LibraryCategoryPage,
  'reading-club-article': LibraryArticlePage,
  resources: ResourcesPage,
  videos: VideosPage,
  'whats-new': WhatsNewPage,
  'test-series-test': ClassroomPage,
  // The deck list (or at .../quiz the quiz over every deck), and a deck's review (or at .../quiz its quiz).
  'prep-plan': () => <PrepPlanPage />,
  'prep-plan-edit': PrepPlanEditPage,
  'prep-plan-flash-cards': FlashCardsPage,
  'prep-plan-flash-cards-deck': FlashCardDeckPage,
  'concept-of-the-day': ConceptOfTheDayPage,
  'interview-experience-list': ExperienceListPage,
  'interview-experience-detail': ExperienceDetailPage,
  'interview-experience-write': ExperienceWritePage,
  'interview-experience-edit': ExperienceWritePage,
  'interview-experience-mine': MyExperiencesPage,
  'interview-experience-review': ReviewQueuePage,
  'campus-home': CampusHomePage,
  'campus-detail': CampusDetailPage,
  'campus-moderation': ModerationPage,
  'subjective-review-queue': SubjectiveReviewQueuePage,
  'campus-public-discussions': PublicDiscussionsPage,
  // /campus/public/discussions without an id lists the posts; with one, the post.
  'campus-discussion': ({ params }) =>
    params.postId ? <DiscussionPostPage params={params} /> : <PublicDiscussionsPage />,
  search: SearchPage,
  'challenge-listing': ChallengesPage,
  'challenge-detail': ChallengeDetailPage,
  'web-dev-listing': WebProjectListPage,
  'web-dev-project-detail': WebProjectDetailScreen,
  'web-project-editor': WebProjectEditorScreen,
  jobs: JobsPage,
  'job-detail': JobDetailPage,
  // The POTD page, and a date's problem in the classroom's POTD mode.
  'problem-of-the-day': ({ params }) => (params.date ? <ClassroomPage params={params} /> : <PotdPage />),
};

/**
 * Routes that only forward (spec 01: /goals to the user-home goal route, /discussions to the root; /campus/public,
 * the parent of a post's address, to the public discussions).
 */
const REDIRECTS: Partial<Record<PageKind, string>> = {
  'goals-redirect': '/home/goals',
  'discussions-redirect': '/',
  'campus-public-redirect': '/campus/public-discussion',
};

export function RouteScreen() {
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const match = matchRoute(pathname);
  if (!match.route) return <Navigate to="/fourofour" replace />;
  const redirect = REDIRECTS[match.kind];
  if (redirect) return <Navigate to={redirect} replace />;
  const gate = routeGate(`${pathname}${search}`, match, auth);
  if (gate.kind === 'wait') return <div aria-busy="true" className="flex-1" />;
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  const Screen = SCREENS[match.kind];
  return (
    <>
      <Suspense fallback={<div aria-busy="true" className="flex-1" />}>
        {Screen ? <Screen params={match.params} /> : <ComingSoonPage kind={match.kind} />}
      </Suspense>
      {gate.criticalFlow && <CriticalFlowLogin pathname={pathname} />}
    </>
  );
}
