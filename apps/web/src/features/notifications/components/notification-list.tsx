/** The inbox list with its loading, error and empty states, shared by the drawer and the notification centre. */
import { useState } from 'react';
import type { DrawerNotification } from '@katana/shared/engagement/api-notifications';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import { NotificationItem } from './notification-item.tsx';

export const EMPTY_TITLE = 'No notifications yet';
export const EMPTY_TEXT = "When there's news about contests, events, discussions or people you follow, it shows up here.";

export function NotificationsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading notifications" className="flex flex-col">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse gap-3 px-4 py-3">
          <div className="mt-1.5 size-2 rounded-full bg-surface-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-3 w-24 rounded bg-surface-muted" />
            <div className="h-4 rounded bg-surface-muted" style={{ width: `${60 + ((i * 13) % 35)}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed inbox load shows no error text (spec 02 §8), only the way to load it again. */
export function NotificationsError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
        Try again
      </button>
    </div>
  );
}

export function NotificationsEmpty() {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-surface-muted text-fg-subtle">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </span>
      <p className="mt-3 text-sm font-semibold text-fg">{EMPTY_TITLE}</p>
      <p className="mt-1 max-w-xs text-sm text-fg-muted">{EMPTY_TEXT}</p>
    </div>
  );
}

export function NotificationList({
  items,
  onNavigate,
}: {
  items: readonly DrawerNotification[];
  onNavigate?(): void;
}) {
  const clock = useClock();
  const [now] = useState(clock);
  if (items.length === 0) return <NotificationsEmpty />;
  return (
    <ul className="divide-y divide-line" aria-label="Notifications">
      {items.map((n) => (
        <li key={n.id}>
          <NotificationItem notification={n} now={now} {...(onNavigate ? { onNavigate } : {})} />
        </li>
      ))}
    </ul>
  );
}
