/**
 * The signed-in user's menu in the header (spec 01 "Profile menu"): name and e-mail, the profile, and Logout.
 * A modal Radix menu, so opening it locks page scroll as the spec asks.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { displayName, type AuthUser } from '../../../lib/auth/auth-state.ts';
import { useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { logoutEverywhere } from '../hooks/session.ts';

const itemClass =
  'flex w-full cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-muted';

/** `defaultOpen`: mounted by the header's first click on the avatar (lazy-profile-menu.tsx), so it opens at once. */
export function ProfileMenu({ user, defaultOpen = false }: { user: AuthUser; defaultOpen?: boolean }) {
  const store = useAuthStore();
  const [leaving, setLeaving] = useState(false);
  const name = displayName(user);
  const initial = name.charAt(0).toUpperCase() || '?';

  return (
    <DropdownMenu.Root modal defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label="Profile menu"
        className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-sm font-semibold text-accent outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initial}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <div className="px-3 pb-2 pt-1.5">
            <p className="truncate text-sm font-semibold" data-testid="profile-name">
              {name}
            </p>
            {user.email && (
              <p className="truncate text-xs text-fg-muted" title={user.email}>
                {user.email}
              </p>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">My profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/notification-center/settings">Notification settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={leaving}
            onSelect={() => {
              setLeaving(true);
              void logoutEverywhere(store);
            }}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
