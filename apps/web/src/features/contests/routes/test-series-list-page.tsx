import { ComingSoonPage } from '../../../components/page/coming-soon-page.tsx';

/** The test-series-list screen; until it is built, the route's coming-soon page. */
export default function TestSeriesListPage() {
  return <ComingSoonPage kind="test-series-list" />;
}
