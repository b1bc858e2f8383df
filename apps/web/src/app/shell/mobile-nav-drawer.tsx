/**
 * Below 1024px a drawer replaces the top menus (spec 01 "Header"): the same groups as collapsible sections, the
 * theme switch, and the Login button for visitors. It is a modal dialog, so focus stays inside, Escape closes it,
 * and choosing a link closes it.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Accordion } from 'radix-ui';
import { nowInSeconds, type NavItem, type NavMenu } from '@katana/shared/navigation';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { ChevronDownIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useClock } from '../../lib/clock/clock-context.tsx';
import { NavItemContent, externalLinkProps } from './nav-item-content.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

function DrawerLink({
  item,
  nowSeconds,
  onSelect,
}: {
  item: NavItem;
  nowSeconds: number;
  onSelect: () => void;
}) {
  const className = 'block rounded-lg px-3 py-2 hover:bg-surface-muted';
  const content = <NavItemContent item={item} nowSeconds={nowSeconds} withDescription={false} />;
  return item.external ? (
    <a href={item.href} className={className} onClick={onSelect} {...externalLinkProps(item)}>
      {content}
    </a>
  ) : (
    <Link to={item.href} className={className} onClick={onSelect}>
      {content}
    </Link>
  );
}

export function MobileNavDrawer({ menus, brand }: { menus: NavMenu[]; brand: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const nowSeconds = nowInSeconds(useClock()());
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [location.pathname]);

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
      footer={
        <>
          <ThemeSwitch labelled />
          {!isAuthenticated && <LoginButton source="navbar" size="md" className="w-full" onOpen={close} />}
        </>
      }
    >
      <nav aria-label="Main" className="px-2 py-2">
        <Accordion.Root type="single" collapsible>
          {menus.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id} className="border-b border-line last:border-b-0">
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-sm font-semibold hover:bg-surface-muted">
                  {menu.label}
                  <ChevronDownIcon className="text-fg-subtle transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-2">
                {menu.groups.map((group, index) => (
                  <div key={group.title ?? index} className="pl-2">
                    {group.title && (
                      <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
                        {group.title}
                      </p>
                    )}
                    <ul>
                      {[...group.items, ...(group.footer ? [group.footer] : [])].map((item) => (
                        <li key={item.href}>
                          <DrawerLink item={item} nowSeconds={nowSeconds} onSelect={close} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </nav>
    </Sheet>
  );
}
