/**
 * The bell's attention signals (spec 01 "Header widgets", spec 02 §4): a dot when a message arrives on the
 * codestudio_notification_drawer channel or the unseen count is above 0; a nudge (animation and sound) when the
 * recently published event ids differ from the stored ones; opening the drawer clears both, stores the ids and
 * zeroes the count the header knows (the drawer then marks what it shows as read).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DRAWER_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import {
  bellReducer,
  RECENTLY_PUBLISHED_EVENTS_KEY,
  type BellState,
} from '@katana/shared/engagement/header-signals';
import { useSocketEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useHighPriorityEvents } from '../api/high-priority-events.ts';
import { notificationKeys, type ViewerId } from '../api/paths.ts';
import { useUnreadCount } from '../api/unread-count.ts';
import { chimeAfterGesture } from './nudge-sound.ts';

function storedEventIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTLY_PUBLISHED_EVENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function storeEventIds(ids: string[]): void {
  try {
    localStorage.setItem(RECENTLY_PUBLISHED_EVENTS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the nudge may repeat next time, nothing worse.
  }
}

export interface Bell {
  dot: boolean;
  nudge: boolean;
  /** Call when the drawer opens. */
  opened(): void;
}

/** `drawerOpen`: a message that arrives while the drawer is open shows up in it (and is marked read) instead of as a dot. */
export function useBell(viewer: ViewerId, drawerOpen = false): Bell {
  const queryClient = useQueryClient();
  const signedIn = viewer !== null;
  const unread = useUnreadCount(viewer, signedIn);
  const events = useHighPriorityEvents(viewer, signedIn);
  const [state, dispatch] = useReducer(
    (s: BellState, a: Parameters<typeof bellReducer>[1] & { current?: string[] }) =>
      bellReducer(s, a, a.current),
    undefined,
    (): BellState => ({ dot: false, nudge: false, stored_event_ids: storedEventIds() }),
  );

  useEffect(() => {
    if (unread.data !== undefined) dispatch({ type: 'unseen_count', count: unread.data });
  }, [unread.data]);

  const published = events.data?.recently_published_events;
  useEffect(() => {
    if (published) dispatch({ type: 'recently_published', ids: published.map((e) => e.id) });
  }, [published]);

  // The chime waits for the visitor's first gesture (no autoplay warnings); a nudge that ends first never plays.
  useEffect(() => (state.nudge ? chimeAfterGesture() : undefined), [state.nudge]);

  const open = useRef(drawerOpen);
  useEffect(() => {
    open.current = drawerOpen;
  }, [drawerOpen]);

  useSocketEvent(
    DRAWER_SOCKET_EVENT,
    () => {
      if (!open.current) dispatch({ type: 'drawer_message' });
      // The inbox in cache is now behind: the next look at it reads it again.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(viewer) });
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(viewer) }),
  );

  const opened = useCallback(() => {
    const current = published?.map((e) => e.id) ?? [];
    if (current.length > 0) storeEventIds(current);
    dispatch({ type: 'drawer_opened', current });
    queryClient.setQueryData(notificationKeys.unreadCount(viewer), 0);
  }, [published, queryClient, viewer]);

  return { dot: state.dot, nudge: state.nudge, opened };
}
