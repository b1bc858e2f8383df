import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The test-series-detail screen; until it is built, the route's coming-soon page. */
export default function TestSeriesDetailPage() {
  return <ComingSoonPage kind="test-series-detail" />;
}
