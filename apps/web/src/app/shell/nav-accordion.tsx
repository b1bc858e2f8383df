/**
 * The five top menus as collapsible sections (spec 01 "On small screens a drawer-style menu replaces the top
 * menus"): the phone drawer and the dashboard side navigation list the same groups and items as the header.
 */
import { Link } from 'react-router';
import { Accordion } from 'radix-ui';
import { nowInSeconds, type NavItem, type NavMenu } from '@katana/shared/navigation';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useClock } from '../../lib/clock/clock-context.tsx';
import { NavItemContent, externalLinkProps } from './nav-item-content.tsx';

function MenuLink({
  item,
  nowSeconds,
  onSelect,
}: {
  item: NavItem;
  nowSeconds: number;
  onSelect?: () => void;
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

/** `onSelect`: called when a link is chosen (a drawer closes itself). */
export function NavAccordion({ menus, onSelect }: { menus: NavMenu[]; onSelect?: () => void }) {
  const nowSeconds = nowInSeconds(useClock()());
  return (
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
                      <MenuLink item={item} nowSeconds={nowSeconds} {...(onSelect ? { onSelect } : {})} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
