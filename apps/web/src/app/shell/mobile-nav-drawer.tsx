/**
 * Below 1024px a drawer replaces the top menus (spec 01 "Header"): Search (with the cs_spotlight_search flag; the
 * header's row has no room for its tab there), the same groups as collapsible sections, the theme switch, and the
 * Login button for visitors. It is a modal dialog, so focus stays inside, Escape closes it, and choosing a link
 * closes it.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavMenu } from '@katana/shared/navigation';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { WhatsNewDrawerLink, WhatsNewMenuDot } from '../../features/library/components/whats-new-link.tsx';
import { MenuIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { FLAG_SPOTLIGHT_SEARCH, useFlag } from '../../lib/flags/flags-context.tsx';
import { NavAccordion } from './nav-accordion.tsx';
import { useSpotlight } from './spotlight-launcher.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/**
 * The menu button and its drawer, closed again when a link is chosen or the page changes. `children` receives the
 * close function for the links inside, and `closeThen` to close and, once focus is back on the menu button, do
 * something more (open another dialog, which then returns focus to that button).
 */
export function NavDrawer({
  brand,
  footer,
  search = false,
  dot,
  children,
}: {
  brand: string;
  footer: (close: () => void) => ReactNode;
  /** The search link above the drawer's own links (the dashboard's drawer, which loads this module lazily). */
  search?: boolean;
  /** A "new" dot on the menu button (what's new, unread). */
  dot?: ReactNode;
  children: (close: () => void, closeThen: (next: () => void) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const afterClose = useRef<(() => void) | null>(null);
  const close = () => setOpen(false);
  const closeThen = (next: () => void) => {
    afterClose.current = next;
    setOpen(false);
  };
  const onClosed = () => {
    const next = afterClose.current;
    afterClose.current = null;
    next?.();
  };

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={`${brand} menu`}
      closeLabel="Close menu"
      trigger={
        <button
          type="button"
          className={`${iconButtonClasses} relative`}
          aria-label="Open menu"
          data-tour-anchor="menu"
        >
          <MenuIcon />
          {dot}
        </button>
      }
      footer={footer(close)}
      onClosed={onClosed}
    >
      {search && (
        <div className="px-2 pt-3">
          <DrawerSearchLink closeThen={closeThen} />
        </div>
      )}
      {children(close, closeThen)}
    </Sheet>
  );
}

export function MobileNavDrawer({ menus, brand }: { menus: NavMenu[]; brand: string }) {
  const { isAuthenticated } = useAuth();
  return (
    <NavDrawer
      brand={brand}
      dot={<WhatsNewMenuDot />}
      footer={(close) => (
        <>
          <ThemeSwitch labelled />
          {!isAuthenticated && <LoginButton source="navbar" size="md" className="w-full" onOpen={close} />}
        </>
      )}
    >
      {(close, closeThen) => (
        <nav aria-label="Main" className="px-2 py-2">
          <DrawerSearchLink closeThen={closeThen} />
          <WhatsNewDrawerLink onSelect={close} />
          <NavAccordion menus={menus} onSelect={close} />
        </nav>
      )}
    </NavDrawer>
  );
}

/**
 * The header's search tab in a drawer (with the cs_spotlight_search flag): a link to /search (a new tab, no script),
 * a plain click closes the drawer and opens the spotlight.
 */
export function DrawerSearchLink({ closeThen }: { closeThen: (next: () => void) => void }) {
  const spotlight = useSpotlight();
  const searchOn = useFlag(FLAG_SPOTLIGHT_SEARCH);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    closeThen(spotlight.open);
  };
  if (!searchOn) return null;
  return (
    <Link
      to="/search"
      aria-haspopup="dialog"
      onClick={onClick}
      onFocus={spotlight.preload}
      onPointerEnter={spotlight.preload}
      className="flex items-center gap-2 rounded-lg border-b border-line px-3 py-3 text-sm font-semibold hover:bg-surface-muted"
    >
      <SearchIcon width={18} height={18} className="text-fg-subtle" />
      Search
    </Link>
  );
}
