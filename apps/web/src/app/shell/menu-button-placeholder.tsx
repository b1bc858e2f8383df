import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { MenuIcon } from '../../components/ui/icons.tsx';

/** Holds the menu button's place while the drawer's code loads (a look-alike without a role, so nothing shifts). */
export function MenuButtonPlaceholder() {
  return (
    <span aria-hidden className={iconButtonClasses}>
      <MenuIcon />
    </span>
  );
}
