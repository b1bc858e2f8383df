/**
 * /notification-center: the whole inbox, newest first, a page at a time ("Load more" follows the
 * last_notification_id cursor). What it shows is marked read, like the drawer.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ReportIssue } from '../../../components/feedback-dialog/report-issue.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useNotificationsInbox } from '../api/notifications-page.ts';
import { useMarkAll } from '../components/use-mark-all.ts';
import {
  NotificationList,
  NotificationsError,
  NotificationsSkeleton,
} from '../components/notification-list.tsx';
import { useInboxView } from '../hooks/use-inbox-view.ts';

export default function NotificationCenterPage() {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const inbox = useNotificationsInbox(viewer, viewer !== null);
  const markAll = useMarkAll(viewer);
  const shown = useInboxView(inbox.data?.pages);
  const anyUnread = shown.some((n) => !n.read);

  let body: ReactNode;
  if (inbox.isPending) body = <NotificationsSkeleton rows={8} />;
  else if (inbox.isError) body = <NotificationsError onRetry={() => void inbox.refetch()} />;
  else body = <NotificationList items={shown} />;

  return (
    <section className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Notifications</h1>
          <p className="mt-1 text-sm text-fg-muted">Contests, events, discussions and people you follow.</p>
        </div>
        <div className="flex items-center gap-2">
          <Link to="/notification-center/settings" className={buttonClasses('ghost', 'sm')}>
            Settings
          </Link>
          {anyUnread && (
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </button>
          )}
        </div>
      </div>
      <div className="mt-6 overflow-hidden rounded-xl border border-line bg-surface">{body}</div>
      {inbox.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className={buttonClasses('secondary', 'md')}
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <ReportIssue area="notifications" />
      </div>
    </section>
  );
}
