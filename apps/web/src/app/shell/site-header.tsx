/**
 * The sticky 56px shell header (spec 01 "Header"): logo, the five top menus (a drawer below 1024px), the search
 * option behind its flag, problem of the day, the theme switch; Login for visitors, and for signed-in users the
 * widget slots and the profile menu (spec 01 §6).
 */
import { lazy, Suspense, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { matchRoute } from '@katana/shared/routes';
import { NAV_BREAKPOINTS, navigationMenus, type NavLinksConfig } from '@katana/shared/navigation';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { LazyProfileMenu } from '../../features/auth/components/lazy-profile-menu.tsx';
import { WhatsNewLink } from '../../features/library/components/whats-new-link.tsx';
import { FlameIcon } from '../../components/ui/icons.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { appConfig } from '../../lib/config/app-config.ts';
import { FLAG_SPOTLIGHT_SEARCH, useFlag } from '../../lib/flags/flags-context.tsx';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { BrandLogo } from './brand-logo.tsx';
import { HeaderWidgetSlot } from './header-widgets.tsx';
import { HeaderSearch } from './header-search.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { MenuButtonPlaceholder } from './menu-button-placeholder.tsx';
import { TopNav } from './top-nav.tsx';

// Below the desktop breakpoint only: its drawer (a dialog) is not part of a desktop first load.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer.tsx').then((m) => ({ default: m.MobileNavDrawer })),
);

const DESKTOP_QUERY = `(min-width: ${NAV_BREAKPOINTS.desktop}px)`;
const ROOMY_QUERY = `(min-width: ${NAV_BREAKPOINTS.tablet + 1}px)`;
/** The full desktop row (1280 px and up). */
const WIDE_QUERY = '(min-width: 1280px)';

export function SiteHeader({
  brand = appConfig.brandName,
  navLinks = appConfig.navLinks,
}: {
  brand?: string;
  navLinks?: NavLinksConfig;
}) {
  const { isAuthenticated, user } = useAuth();
  // The auth page is the login itself; a second Login button there would only open the same form again.
  const onAuthPage = matchRoute(useLocation().pathname).kind === 'auth';
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const roomy = useMediaQuery(ROOMY_QUERY);
  const searchOn = useFlag(FLAG_SPOTLIGHT_SEARCH);
  const wideScreen = useMediaQuery(WIDE_QUERY);
  const menus = useMemo(() => navigationMenus(navLinks), [navLinks]);

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 h-header border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
    >
      <div className="mx-auto flex h-full max-w-screen-xl items-center gap-1 px-3 sm:gap-2 sm:px-6 min-[1024px]:max-[1439px]:px-4!">
        {!desktop && (
          <Suspense fallback={<MenuButtonPlaceholder />}>
            <MobileNavDrawer menus={menus} brand={brand} />
          </Suspense>
        )}
        <BrandLogo brand={brand} to={isAuthenticated ? '/home' : '/'} compactOnPhone={isAuthenticated} />
        {desktop && (
          <div className="ml-4 min-[1024px]:max-[1439px]:ml-1!">
            <TopNav menus={menus} />
          </div>
        )}
        {/* 1024-1439 px: the top menus and every signed-in widget share the row, so the spacing tightens (at 1280 px
            the account menu was pushed off the right edge). */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2 min-[1024px]:max-[1439px]:gap-1!">
          {/* The labelled search box where the row has room (signed out, 1280 px and up), else an icon; a signed-in row
              below 1280 px is full of widgets, so search is Ctrl/Cmd+K or / there. */}
          {searchOn && (wideScreen || !isAuthenticated) && (
            <HeaderSearch wide={wideScreen && !isAuthenticated} />
          )}
          {/* Signed-in learners get the problem-of-the-day widget (with its tooltip) in its slot instead. */}
          {roomy && !isAuthenticated && (
            <Link
              to="/problem-of-the-day"
              className={iconButtonClasses}
              aria-label="Problem of the day"
              title="Problem of the day"
            >
              <FlameIcon />
            </Link>
          )}
          {isAuthenticated && (
            <>
              <HeaderWidgetSlot name="problemOfTheDay" />
              <HeaderWidgetSlot name="streak" />
              <HeaderWidgetSlot name="exp" />
              <HeaderWidgetSlot name="notificationBell" />
            </>
          )}
          {/* Only while unread, and only where the row has room (the signed-in row is full below 1280 px). */}
          {(wideScreen || (roomy && !isAuthenticated)) && <WhatsNewLink />}
          <ThemeSwitch />
          {isAuthenticated && user ? (
            <LazyProfileMenu user={user} />
          ) : (
            !onAuthPage && <LoginButton source="navbar" />
          )}
        </div>
      </div>
    </header>
  );
}
