import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The leaderboard screen; until it is built, the route's coming-soon page. */
export default function LeaderboardPage() {
  return <ComingSoonPage kind="leaderboard" />;
}
