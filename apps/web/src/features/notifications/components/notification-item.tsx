/** One inbox item: its kind, title, body and relative time; unread items are highlighted with a dot. */
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { DrawerNotification } from '@katana/shared/engagement/api-notifications';
import type { NotificationKind } from '@katana/shared/engagement/notifications';
import { relativeTimeLabel } from '@katana/shared/engagement/relative-time';

export const KIND_LABELS: Record<NotificationKind, string> = {
  NEW_CONTENT: 'New content',
  PROFILE: 'Profile',
  DISCUSSION: 'Discussion',
  FOLLOW: 'Follow',
  CODING_EVENT: 'Coding event',
  WEBINAR: 'Webinar',
  BOOTCAMP_EVENT: 'Bootcamp event',
  WORKSHOP: 'Workshop',
  SCHOLARSHIP: 'Scholarship',
  CONTEST: 'Contest',
};

const KIND_TONES: Partial<Record<NotificationKind, string>> = {
  CONTEST: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  CODING_EVENT: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  WEBINAR: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  WORKSHOP: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  BOOTCAMP_EVENT: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  SCHOLARSHIP: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  FOLLOW: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  DISCUSSION: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
};

function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+\-.]*:|^\/\//i.test(link);
}

export function NotificationItem({
  notification: n,
  now,
  onNavigate,
}: {
  notification: DrawerNotification;
  now: number;
  onNavigate?(): void;
}) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-accent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide',
              KIND_TONES[n.kind] ?? 'bg-surface-muted text-fg-muted',
            )}
          >
            {KIND_LABELS[n.kind]}
          </span>
          <time dateTime={n.created_at} className="text-xs text-fg-subtle">
            {relativeTimeLabel(Date.parse(n.created_at), now)}
          </time>
        </span>
        <span className={clsx('text-sm text-fg', !n.read && 'font-semibold')}>{n.title}</span>
        {n.body && <span className="line-clamp-3 text-sm text-fg-muted">{n.body}</span>}
        {!n.read && <span className="sr-only">Unread</span>}
      </span>
    </>
  );
  const classes = clsx(
    'flex w-full gap-3 px-4 py-3 text-left transition-colors',
    n.read ? 'bg-transparent' : 'bg-accent-soft/60',
    n.link && 'hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
  );
  if (!n.link) return <div className={classes}>{content}</div>;
  if (isExternal(n.link)) {
    return (
      <a href={n.link} target="_blank" rel="noopener noreferrer" className={classes} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link to={n.link} className={classes} onClick={onNavigate}>
      {content}
    </Link>
  );
}
