/**
 * The notification system (spec 01 §9 defaults): shown 4500 ms, at most 2 stacked, top-right, paused while hovered
 * (Radix Toast pauses its timer on hover and focus), each with a close button. `useNotify()` adds one. The stack sits
 * below the top bar and clear of open popovers and drawers (toast-placement.ts).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Notification } from './notification-stack.tsx';

// The stack's code (Radix Toast and its placement) loads with the first notification, not with every page (issue
// 21: notification code only on its trigger); once loaded it stays.
const NotificationStack = lazy(() => import('./notification-stack.tsx'));

export const NOTIFICATION_DURATION_MS = 4500;
export const MAX_STACKED_NOTIFICATIONS = 2;

export type NotificationKind = 'error' | 'success' | 'info';

export interface NotificationInput {
  title: string;
  message?: string;
  kind?: NotificationKind;
}

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify>(() => {});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const [shown, setShown] = useState(false);
  const nextId = useRef(1);

  const notify = useCallback<Notify>((input) => {
    const id = nextId.current++;
    setShown(true);
    // The newest is added at the end; anything beyond the stack limit drops the oldest.
    setItems((current) => [...current, { ...input, id, open: true }].slice(-MAX_STACKED_NOTIFICATIONS));
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.filter((n) => n.id !== id));
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <NotificationStack items={items} close={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}
