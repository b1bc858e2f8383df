import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { ErrorPageLayout } from '../components/error-page-layout.tsx';

const [HEADING, TEXT] = PAGE_DEFAULTS['server-error'];

/** The /500 page, also rendered by the router's error boundaries, where the URL still names the failed page. */
export function ServerErrorPage() {
  usePageMetaOverride({ kind: 'server-error' });
  return <ErrorPageLayout mark="500" heading={HEADING} text={TEXT} />;
}
