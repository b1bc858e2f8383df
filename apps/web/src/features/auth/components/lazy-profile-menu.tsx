/**
 * The profile menu for the header, loaded in its own chunk on the avatar's first click (the menu primitive and its
 * positioning code are not part of any first load, issue 21); pointing at or focusing the avatar fetches it ahead.
 * Until then the same round avatar is a plain button with the menu's name, and the menu opens as soon as it loads.
 */
import { lazy, Suspense, useState } from 'react';
import { displayName, type AuthUser } from '../../../lib/auth/auth-state.ts';

const loadMenu = () => import('./profile-menu.tsx');
const ProfileMenu = lazy(() => loadMenu().then((m) => ({ default: m.ProfileMenu })));
const prefetchMenu = () => void loadMenu();

const AVATAR_CLASS =
  'flex size-9 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-sm font-semibold text-accent outline-none focus-visible:ring-2 focus-visible:ring-accent';

function AvatarButton({ user, onClick }: { user: AuthUser; onClick?: () => void }) {
  const initial = displayName(user).charAt(0).toUpperCase() || '?';
  return (
    <button
      type="button"
      aria-label="Profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      className={AVATAR_CLASS}
    >
      {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initial}
    </button>
  );
}

export function LazyProfileMenu({ user }: { user: AuthUser }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <AvatarButton user={user} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<AvatarButton user={user} />}>
      <ProfileMenu user={user} defaultOpen />
    </Suspense>
  );
}
