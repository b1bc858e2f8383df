/**
 * Runs the shared reward-toast scheduler (packages/shared/src/engagement/reward-toasts.ts: 1 s before queueing,
 * 4 s visible, 1 s gap, the welcome-bonus merge, waiting while an overlay is up) on the feature's clock, and marks
 * every shown toast read (POST mark_toasts_read, source ninjutsu).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  advance,
  initialRewardToastState,
  nextWakeAt,
  rewardToastReducer,
  type RewardToast,
  type RewardToastAction,
  type RewardToastState,
} from '@katana/shared/engagement/reward-toasts';
import { markToastsRead } from '../api/mark-toasts-read.ts';
import { engagementClock } from '../state/clock.ts';

type Action = RewardToastAction | { type: 'advance'; at: number };

function reducer(state: RewardToastState, action: Action): RewardToastState {
  return action.type === 'advance' ? advance(state, action.at) : rewardToastReducer(state, action);
}

export function useRewardToastQueue() {
  const [state, dispatch] = useReducer(reducer, initialRewardToastState);

  // Wake when the scheduler says something changes by itself.
  useEffect(() => {
    const wake = nextWakeAt(state);
    if (wake === null) return;
    const clock = engagementClock();
    const handle = clock.set(
      () => dispatch({ type: 'advance', at: engagementClock().now() }),
      Math.max(0, wake - clock.now()),
    );
    return () => clock.clear(handle);
  }, [state]);

  // Shown toasts are marked read once; a failed call keeps them unread for the next load.
  const sending = useRef(new Set<string>());
  useEffect(() => {
    const ids = state.seen_outbox.filter((id) => !sending.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => sending.current.add(id));
    const numeric = ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    void markToastsRead(numeric)
      .catch(() => false)
      .finally(() => dispatch({ type: 'seen_flushed', ids }));
  }, [state.seen_outbox]);

  const receive = useCallback(
    (toast: RewardToast) => dispatch({ type: 'received', toast, at: engagementClock().now() }),
    [],
  );
  const dismiss = useCallback(() => dispatch({ type: 'dismissed', at: engagementClock().now() }), []);
  const setOverlay = useCallback(
    (queued: boolean) => dispatch({ type: 'overlay', queued, at: engagementClock().now() }),
    [],
  );

  return { visible: state.visible, receive, dismiss, setOverlay };
}
