/**
 * The profile menu for the header, loaded in its own chunk (the menu primitive and its positioning code are not
 * part of a visitor's first load, issue 21). Until it arrives, the same round avatar stands in its place, so the
 * header does not shift.
 */
import { lazy, Suspense } from 'react';
import { displayName, type AuthUser } from '../../../lib/auth/auth-state.ts';

const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));

function AvatarPlaceholder({ user }: { user: AuthUser }) {
  const initial = displayName(user).charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-sm font-semibold text-accent"
    >
      {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initial}
    </span>
  );
}

export function LazyProfileMenu({ user }: { user: AuthUser }) {
  return (
    <Suspense fallback={<AvatarPlaceholder user={user} />}>
      <ProfileMenu user={user} />
    </Suspense>
  );
}
