import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The profile screen; until it is built, the route's coming-soon page. */
export default function ProfilePage() {
  return <ComingSoonPage kind="profile" />;
}
