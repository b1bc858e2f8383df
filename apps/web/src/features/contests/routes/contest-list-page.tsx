import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The contest-list screen; until it is built, the route's coming-soon page. */
export default function ContestListPage() {
  return <ComingSoonPage kind="contest-list" />;
}
