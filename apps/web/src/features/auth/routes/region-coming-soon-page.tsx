/**
 * /coming-soon, the "external coming-soon page for inactive EU users" (spec 01 §2, §6). Such an account is sent here
 * from every route, so the page stands alone (no shell header, no home link: each would loop back here). It says
 * why and what is kept, and offers Log out to use another account. Anyone else who opens the address reads that
 * their access is not affected, with the way home.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth, useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { isInactiveEuUser } from '../../../lib/auth/auth-state.ts';
import { appConfig } from '../../../lib/config/app-config.ts';
import { logoutEverywhere } from '../hooks/session.ts';

export function RegionComingSoonPage() {
  const brand = appConfig.brandName;
  const auth = useAuth();
  const store = useAuthStore();
  const [leaving, setLeaving] = useState(false);
  const held = isInactiveEuUser(auth);

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center gap-6 px-6 py-16">
      {held ? (
        <div className="flex flex-col gap-3">
          {/* The page stands alone for this account: the brand is not in a header above it. */}
          <p className="mb-3 flex items-center gap-2 text-lg font-semibold tracking-tight text-fg">
            <BrandMark />
            {brand}
          </p>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">Coming soon</p>
          <h1 className="text-3xl font-bold text-fg">{brand} is coming soon to your region</h1>
          <p className="text-base text-fg-muted">
            Your account is registered in the European Union, where {brand} is not open yet. Your account and
            the problems you solved are kept as they are.
          </p>
          {auth.user?.email && (
            <p className="text-sm text-fg-muted">
              Signed in as <span className="font-medium text-fg">{auth.user.email}</span>.
            </p>
          )}
          <div className="mt-2">
            <button
              type="button"
              className={buttonClasses('secondary')}
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logoutEverywhere(store);
              }}
            >
              Log out
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold text-fg">Coming soon to more regions</h1>
          <p className="text-base text-fg-muted">
            {brand} is not open yet to accounts registered in some regions, which see this page instead. Your
            access is not affected.
          </p>
          <div className="mt-2">
            <Link to="/" className={buttonClasses('primary')}>
              Go to the home page
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
