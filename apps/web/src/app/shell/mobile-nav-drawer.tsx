/**
 * Below 1024px a drawer replaces the top menus (spec 01 "Header"): the same groups as collapsible sections, the
 * theme switch, and the Login button for visitors. It is a modal dialog, so focus stays inside, Escape closes it,
 * and choosing a link closes it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { NavMenu } from '@katana/shared/navigation';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { NavAccordion } from './nav-accordion.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/**
 * The menu button and its drawer, closed again when a link is chosen or the page changes. `children` receives the
 * close function for the links inside.
 */
export function NavDrawer({
  brand,
  footer,
  children,
}: {
  brand: string;
  footer: (close: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={`${brand} menu`}
      closeLabel="Close menu"
      trigger={
        <button type="button" className={iconButtonClasses} aria-label="Open menu">
          <MenuIcon />
        </button>
      }
      footer={footer(close)}
    >
      {children(close)}
    </Sheet>
  );
}

export function MobileNavDrawer({ menus, brand }: { menus: NavMenu[]; brand: string }) {
  const { isAuthenticated } = useAuth();
  return (
    <NavDrawer
      brand={brand}
      footer={(close) => (
        <>
          <ThemeSwitch labelled />
          {!isAuthenticated && <LoginButton source="navbar" size="md" className="w-full" onOpen={close} />}
        </>
      )}
    >
      {(close) => (
        <nav aria-label="Main" className="px-2 py-2">
          <NavAccordion menus={menus} onSelect={close} />
        </nav>
      )}
    </NavDrawer>
  );
}
