/**
 * What a route of the map shows until its screen is built: the page's own title, an honest note and the way
 * home. One component for every such route; later issues replace it screen by screen.
 */
import { Link } from 'react-router';
import { PAGE_DEFAULTS, type PageKind } from '@katana/shared/page-kinds';
import { pageMeta } from '@katana/shared/page-meta';
import { buttonClasses } from '../ui/button-styles.ts';
import { appConfig } from '../../lib/config/app-config.ts';

export function ComingSoonPage({ kind }: { kind: PageKind }) {
  const title = PAGE_DEFAULTS[kind][0];
  const { description } = pageMeta(kind, {}, appConfig.brandName);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold text-fg">{title}</h1>
      <p className="mt-3 text-base text-fg-muted">{description}</p>
      <p className="mt-6 rounded-xl border border-line bg-surface p-4 text-sm text-fg-muted">
        This page is not available yet: we are still building it.
      </p>
      <div className="mt-6">
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
