/**
 * The notification system (spec 01 §9 defaults): shown 4500 ms, at most 2 stacked, top-right, paused while hovered
 * (Radix Toast pauses its timer on hover and focus), each with a close button. `useNotify()` adds one. The stack sits
 * below the top bar and clear of open popovers and drawers (toast-placement.ts).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useToastPlacement } from './use-toast-placement.ts';

export const NOTIFICATION_DURATION_MS = 4500;
export const MAX_STACKED_NOTIFICATIONS = 2;

export type NotificationKind = 'error' | 'success' | 'info';

export interface NotificationInput {
  title: string;
  message?: string;
  kind?: NotificationKind;
}

interface Notification extends NotificationInput {
  id: number;
  open: boolean;
}

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify>(() => {});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

const KIND_BAR: Record<NotificationKind, string> = {
  error: 'bg-red-500',
  success: 'bg-emerald-500',
  info: 'bg-accent',
};

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);

  const notify = useCallback<Notify>((input) => {
    const id = nextId.current++;
    // The newest is added at the end; anything beyond the stack limit drops the oldest.
    setItems((current) => [...current, { ...input, id, open: true }].slice(-MAX_STACKED_NOTIFICATIONS));
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.filter((n) => n.id !== id));
  }, []);

  const value = useMemo(() => notify, [notify]);
  // Below the top bar and clear of open popovers and drawers (issue 21), measured while toasts show.
  const placement = useToastPlacement(items.length > 0);

  return (
    <NotifyContext.Provider value={value}>
      <Toast.Provider duration={NOTIFICATION_DURATION_MS} swipeDirection="right" label="Notification">
        {children}
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
              {n.message && <Toast.Description className="mt-0.5 text-sm text-fg-muted">{n.message}</Toast.Description>}
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
    </NotifyContext.Provider>
  );
}
