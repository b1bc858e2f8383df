import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The contest-detail screen; until it is built, the route's coming-soon page. */
export default function ContestDetailPage() {
  return <ComingSoonPage kind="contest-detail" />;
}
