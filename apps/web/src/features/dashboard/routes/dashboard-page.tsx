import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The user-dashboard screen; until it is built, the route's coming-soon page. */
export default function DashboardPage() {
  return <ComingSoonPage kind="user-dashboard" />;
}
