/**
 * The notification bell with its dot and the 360px drawer (spec 01 "Header widgets", spec 02 §2 "Notification
 * stack and drawer"). Lazily loaded by the app shell, so it never weighs on a page's first load.
 */
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useOpenedOnce } from '../../../lib/hooks/use-opened-once.ts';
import { useBell } from '../hooks/use-bell.ts';

// The drawer (the dialog primitive, the inbox list and its actions) loads on the bell's first click; pointing at
// or focusing the bell fetches it ahead (issue 21: the first load carries the bell alone).
const loadDrawer = () => import('./notification-drawer.tsx');
const NotificationDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NotificationDrawer })));
const prefetchDrawer = () => void loadDrawer();

export const NEW_NOTIFICATIONS_TEXT = 'New notifications';

const BellButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { dot: boolean; nudge: boolean }
>(function BellButton({ dot, nudge, className, ...props }, ref) {
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
});

export default function NotificationBell() {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const [open, setOpen] = useState(false);
  const bell = useBell(viewer, open);
  const opened = useOpenedOnce(open);
  if (viewer === null) return null;
  const onOpenChange = (next: boolean) => {
    if (next) bell.opened();
    setOpen(next);
  };
  const button = <BellButton dot={bell.dot} nudge={bell.nudge} />;
  if (!opened) {
    return (
      <BellButton
        dot={bell.dot}
        nudge={bell.nudge}
        onClick={() => onOpenChange(true)}
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
      />
    );
  }
  return (
    <Suspense fallback={button}>
      <NotificationDrawer open={open} viewer={viewer} onOpenChange={onOpenChange} trigger={button} />
    </Suspense>
  );
}
