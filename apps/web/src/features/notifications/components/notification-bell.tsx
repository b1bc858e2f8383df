/**
 * The notification bell with its dot and the 360px drawer (spec 01 "Header widgets", spec 02 §2 "Notification
 * stack and drawer"). Lazily loaded by the app shell, so it never weighs on a page's first load.
 */
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useBell } from '../hooks/use-bell.ts';
import { NotificationDrawer } from './notification-drawer.tsx';

export const NEW_NOTIFICATIONS_TEXT = 'New notifications';

const BellButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { dot: boolean; nudge: boolean }>(
  function BellButton({ dot, nudge, className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label={dot ? `Notifications, ${NEW_NOTIFICATIONS_TEXT.toLowerCase()}` : 'Notifications'}
        title="Notifications"
        data-dot={dot ? 'true' : 'false'}
        data-nudge={nudge ? 'true' : 'false'}
        className={clsx(iconButtonClasses, 'relative', className)}
        {...props}
      >
        <BellIcon className={clsx(nudge && 'origin-top motion-safe:animate-bounce')} />
        {dot && (
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-red-500 ring-2 ring-surface"
          />
        )}
      </button>
    );
  },
);

export default function NotificationBell() {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const [open, setOpen] = useState(false);
  const bell = useBell(viewer, open);
  if (viewer === null) return null;
  return (
    <NotificationDrawer
      open={open}
      viewer={viewer}
      onOpenChange={(next) => {
        if (next) bell.opened();
        setOpen(next);
      }}
      trigger={<BellButton dot={bell.dot} nudge={bell.nudge} />}
    />
  );
}
