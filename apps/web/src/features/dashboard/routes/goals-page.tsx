import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The user-goal screen; until it is built, the route's coming-soon page. */
export default function GoalsPage() {
  return <ComingSoonPage kind="user-goal" />;
}
