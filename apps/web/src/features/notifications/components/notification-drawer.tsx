/**
 * The notification drawer: opens from the right, 360px wide and the full width below 768px (spec 02 §9
 * "Notification drawer 360 px", notification breakpoint "mobile below 768"). It shows the newest page of the inbox
 * and marks what it shows as read; the full history is on /notification-center.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { iconButtonClasses, buttonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useNotificationsInbox } from '../api/notifications-page.ts';
import type { ViewerId } from '../api/paths.ts';
import { useInboxView } from '../hooks/use-inbox-view.ts';
import { NotificationList, NotificationsError, NotificationsSkeleton } from './notification-list.tsx';
import { useMarkAll } from './use-mark-all.ts';

export const DRAWER_TITLE = 'Notifications';

function DrawerBody({ viewer, close }: { viewer: ViewerId; close(): void }) {
  const inbox = useNotificationsInbox(viewer);
  const markAll = useMarkAll(viewer);
  const first = inbox.data ? [inbox.data.pages[0]!] : undefined;
  const shown = useInboxView(first);
  const anyUnread = shown.some((n) => !n.read);

  let body: ReactNode;
  if (inbox.isPending) body = <NotificationsSkeleton />;
  else if (inbox.isError) body = <NotificationsError onRetry={() => void inbox.refetch()} />;
  else body = <NotificationList items={shown} onNavigate={close} />;

  return (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-4">
        <Dialog.Title className="flex-1 text-base font-semibold">{DRAWER_TITLE}</Dialog.Title>
        {anyUnread && (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </button>
        )}
        <Dialog.Close className={iconButtonClasses} aria-label="Close notifications">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto">{body}</div>
      <div className="shrink-0 border-t border-line p-3">
        <Link to="/notification-center" onClick={close} className={buttonClasses('secondary', 'md', 'w-full')}>
          View all notifications
        </Link>
      </div>
    </>
  );
}

export function NotificationDrawer({
  open,
  onOpenChange,
  trigger,
  viewer,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactNode;
  viewer: ViewerId;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="notification-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface text-fg shadow-xl outline-none md:w-[360px]"
        >
          <DrawerBody viewer={viewer} close={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
