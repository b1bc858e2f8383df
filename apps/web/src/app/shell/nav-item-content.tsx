import { isNavItemNew, type NavItem } from '@katana/shared/navigation';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { NewBadge } from '../../components/ui/new-badge.tsx';

/** The inside of a menu link: label, 'new' badge while the item's expiry lies ahead, external marker, description. */
export function NavItemContent({
  item,
  nowSeconds,
  withDescription = true,
}: {
  item: NavItem;
  nowSeconds: number;
  withDescription?: boolean;
}) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="flex items-center gap-2 text-sm font-medium text-fg">
        {item.label}
        {isNavItemNew(item, nowSeconds) && <NewBadge />}
        {item.external && (
          <>
            <ExternalIcon className="text-fg-subtle" />
            <span className="sr-only">(opens in a new tab)</span>
          </>
        )}
      </span>
      {withDescription && item.description && (
        <span className="text-xs text-fg-muted">{item.description}</span>
      )}
    </span>
  );
}

export function externalLinkProps(item: NavItem) {
  return item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
