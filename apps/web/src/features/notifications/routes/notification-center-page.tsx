import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The notification-center screen; until it is built, the route's coming-soon page. */
export default function NotificationCenterPage() {
  return <ComingSoonPage kind="notification-center" />;
}
