/**
 * The layout every page renders in: the loading bar, the header unless the page brings its own chrome
 * (`isHeaderHidden`), the page, and the footer. It also keeps the document's title and meta tags current.
 */
import type { CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { headerHeight, isHeaderHidden } from '@katana/shared/routes';
import { LoadingBar } from '../../components/ui/loading-bar.tsx';
import { DocumentMeta } from '../../lib/page-meta/document-meta.tsx';
import { apiClient } from '../../lib/request/api-client.ts';
import { useInFlightCount } from '../../lib/request/use-in-flight-count.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppShell() {
  const { pathname } = useLocation();
  const loading = useInFlightCount(apiClient.inFlight) > 0;
  const hidden = isHeaderHidden(pathname);
  // Screens with sticky parts of their own offset them by the header's height (56px shown, 0 hidden).
  const style = { '--header-height': `${headerHeight(pathname)}px` } as CSSProperties;

  return (
    <DocumentMeta pathname={pathname}>
      <LoadingBar active={loading} />
      <div className="flex min-h-dvh flex-col" style={style}>
        {!hidden && <SiteHeader />}
        <main id="main" className="flex flex-1 flex-col">
          <Outlet />
        </main>
        {!hidden && <SiteFooter />}
      </div>
      <ScrollRestoration />
    </DocumentMeta>
  );
}
