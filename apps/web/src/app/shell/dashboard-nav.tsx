/**
 * The side navigation of pages whose shell header is hidden (spec 01 "Header": home, the goal dashboard, any URL
 * containing contests...) but that bring no classroom header of their own: without it /home and /contests were
 * dead ends. As the reference product does where its header is hidden: the logo, the main destinations, the
 * header's five menus, the theme and the account (profile, Logout; Login for visitors). A column from 1024px;
 * below it a compact bar whose menu button opens the same navigation as a drawer. Signed-in learners keep the
 * header's widgets (problem of the day, streak, EXP, notifications) in a bar above the page: the leaderboard unlock
 * screen's "See yourself on the leaderboard" opens the EXP widget's dropdown on /home, so the widget must be there.
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import {
  NAV_BREAKPOINTS,
  navigationMenus,
  type NavLinksConfig,
  type NavMenu,
} from '@katana/shared/navigation';
import { CodeIcon, FlameIcon, HomeIcon, TrophyIcon } from '../../components/ui/icons.tsx';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { LazyProfileMenu as ProfileMenu } from '../../features/auth/components/lazy-profile-menu.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { displayName } from '../../lib/auth/auth-state.ts';
import { appConfig } from '../../lib/config/app-config.ts';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { BrandLogo } from './brand-logo.tsx';
import { HeaderWidgetSlot } from './header-widgets.tsx';
import { MenuButtonPlaceholder } from './menu-button-placeholder.tsx';
import { NavAccordion } from './nav-accordion.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

// Phones only: the drawer (a dialog) loads with the phone bar, not with the desktop side navigation.
const NavDrawer = lazy(() => import('./mobile-nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

const DESKTOP_QUERY = `(min-width: ${NAV_BREAKPOINTS.desktop}px)`;

interface Destination {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  signedInOnly?: boolean;
}

/** One click to the places a learner goes most; everything else is in the menus below them. */
const DESTINATIONS: readonly Destination[] = [
  { to: '/home', label: 'Dashboard', icon: HomeIcon, signedInOnly: true },
  { to: '/problems', label: 'Problems', icon: CodeIcon },
  { to: '/contests', label: 'Contests', icon: TrophyIcon },
  { to: '/problem-of-the-day', label: 'Problem of the day', icon: FlameIcon },
];

const TOUR_RIGHT = (anchor: string) => ({ 'data-tour-anchor': anchor, 'data-tour-side': 'right' });

function DashboardLinks({ menus, onSelect }: { menus: NavMenu[]; onSelect?: () => void }) {
  const { isAuthenticated } = useAuth();
  return (
    <nav aria-label="Main" className="flex flex-col gap-4 px-2 py-3">
      <ul className="flex flex-col gap-0.5">
        {DESTINATIONS.filter((d) => isAuthenticated || !d.signedInOnly).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onSelect}
              // The navigation tour (features/onboarding) points here in the side column, not in the drawer.
              {...(to === '/problems' && !onSelect ? TOUR_RIGHT('problems') : {})}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-surface-muted',
                )
              }
            >
              <Icon className="shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div {...(onSelect ? {} : TOUR_RIGHT('contents'))}>
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-fg-subtle">Explore</p>
        <NavAccordion menus={menus} {...(onSelect ? { onSelect } : {})} />
      </div>
    </nav>
  );
}

/** The signed-in learner's menu with their name beside it; Login for visitors. */
function Account({ onLogin, compact = false }: { onLogin?: () => void; compact?: boolean }) {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user)
    return (
      <LoginButton
        source="navbar"
        size={compact ? 'sm' : 'md'}
        {...(compact ? {} : { className: 'w-full' })}
        {...(onLogin ? { onOpen: onLogin } : {})}
      />
    );
  if (compact) return <ProfileMenu user={user} />;
  return (
    <div className="flex min-w-0 items-center gap-3 px-1">
      {/* A long e-mail beside it must not squeeze the round avatar. */}
      <div className="shrink-0">
        <ProfileMenu user={user} />
      </div>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-fg">{displayName(user)}</p>
        {user.email && <p className="truncate text-xs text-fg-muted">{user.email}</p>}
      </div>
    </div>
  );
}

/** The signed-in header's widgets, in the header's order; nothing for visitors. */
function SignedInWidgets({ withPotd = false }: { withPotd?: boolean }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <>
      {withPotd && <HeaderWidgetSlot name="problemOfTheDay" />}
      <HeaderWidgetSlot name="streak" />
      <HeaderWidgetSlot name="exp" />
      <HeaderWidgetSlot name="notificationBell" />
    </>
  );
}

function PhoneBar({ menus, brand, home }: { menus: NavMenu[]; brand: string; home: string }) {
  return (
    <div
      data-testid="dashboard-bar"
      className="flex h-14 shrink-0 items-center gap-1 border-b border-line bg-surface px-3"
    >
      <Suspense fallback={<MenuButtonPlaceholder />}>
        <NavDrawer brand={brand} footer={() => <ThemeSwitch labelled />} search>
          {(close) => <DashboardLinks menus={menus} onSelect={close} />}
        </NavDrawer>
      </Suspense>
      <BrandLogo brand={brand} to={home} />
      <div className="ml-auto flex items-center gap-1">
        <SignedInWidgets />
        <Account compact />
      </div>
    </div>
  );
}

export function DashboardFrame({
  children,
  brand = appConfig.brandName,
  navLinks = appConfig.navLinks,
}: {
  children: ReactNode;
  brand?: string;
  navLinks?: NavLinksConfig;
}) {
  const { isAuthenticated } = useAuth();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const menus = useMemo(() => navigationMenus(navLinks), [navLinks]);
  const home = isAuthenticated ? '/home' : '/';

  if (!desktop)
    return (
      <div className="flex flex-1 flex-col">
        <PhoneBar menus={menus} brand={brand} home={home} />
        {children}
      </div>
    );
  return (
    <div className="flex flex-1">
      <aside
        data-testid="dashboard-nav"
        className="sticky top-0 flex h-dvh w-60 shrink-0 flex-col border-r border-line bg-surface"
      >
        <div className="flex h-14 shrink-0 items-center border-b border-line px-3">
          <BrandLogo brand={brand} to={home} />
        </div>
        <div className="flex-1 overflow-y-auto">
          <DashboardLinks menus={menus} />
        </div>
        <div className="flex shrink-0 flex-col gap-2 border-t border-line p-3">
          <ThemeSwitch labelled />
          <Account />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {isAuthenticated && (
          <div
            data-testid="dashboard-widgets"
            className="flex h-14 shrink-0 items-center justify-end gap-2 border-b border-line bg-surface px-4"
          >
            <SignedInWidgets withPotd />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
