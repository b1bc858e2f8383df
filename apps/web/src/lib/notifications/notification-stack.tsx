/**
 * The notification stack itself (notifications.tsx loads it with the first notification): Radix Toast, shown
 * NOTIFICATION_DURATION_MS, paused while hovered or focused, each with a close button, below the top bar and clear
 * of open popovers and drawers (toast-placement.ts).
 */
import { Toast } from 'radix-ui';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { NOTIFICATION_DURATION_MS, type NotificationInput, type NotificationKind } from './notifications.tsx';
import { useToastPlacement } from './use-toast-placement.ts';

export interface Notification extends NotificationInput {
  id: number;
  open: boolean;
}

const KIND_BAR: Record<NotificationKind, string> = {
  error: 'bg-red-500',
  success: 'bg-emerald-500',
  info: 'bg-accent',
};

export default function NotificationStack({
  items,
  close,
}: {
  items: Notification[];
  close(id: number): void;
}) {
  // Below the top bar and clear of open popovers and drawers (issue 21), measured while toasts show.
  const placement = useToastPlacement(items.length > 0);
  return (
    <Toast.Provider duration={NOTIFICATION_DURATION_MS} swipeDirection="right" label="Notification">
      {items.map((n) => (
        <Toast.Root
          key={n.id}
          open={n.open}
          onOpenChange={(open) => !open && close(n.id)}
          type={n.kind === 'error' ? 'foreground' : 'background'}
          className="relative flex w-full items-start gap-3 overflow-hidden rounded-xl border border-line bg-surface py-3 pl-4 pr-2 text-fg shadow-lg"
        >
          <span aria-hidden className={clsx('absolute inset-y-0 left-0 w-1', KIND_BAR[n.kind ?? 'info'])} />
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold">{n.title}</Toast.Title>
            {n.message && (
              <Toast.Description className="mt-0.5 text-sm text-fg-muted">{n.message}</Toast.Description>
            )}
          </div>
          <Toast.Close className={clsx(iconButtonClasses, 'size-7 shrink-0')} aria-label="Close notification">
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        style={placement}
        className="fixed z-[100] flex w-[min(360px,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
