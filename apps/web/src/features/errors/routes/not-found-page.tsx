import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { ErrorPageLayout } from '../components/error-page-layout.tsx';

// The spec's exact texts (spec 01 "Error pages") are the page kind's default title and description.
const [HEADING, TEXT] = PAGE_DEFAULTS['not-found'];

export function NotFoundPage() {
  return <ErrorPageLayout mark="404" heading={HEADING} text={TEXT} />;
}
