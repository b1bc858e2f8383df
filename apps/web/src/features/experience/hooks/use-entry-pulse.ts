/**
 * The mobile leaderboard-entry animation (spec 02 §4 "Mobile entry animation: 4 cycles every 2.5 s, each 1.5 s"):
 * from `start` (ms, when the entry flash began), the compact icon pulses for 1.5 s at 0, 2.5, 5 and 7.5 s.
 */
import { useEffect, useState } from 'react';
import { MOBILE_ENTRY_ANIMATION } from '@katana/shared/engagement/leaderboard';
import { engagementClock } from '../state/clock.ts';

const { cycles, every_ms: EVERY, each_ms: EACH } = MOBILE_ENTRY_ANIMATION;

export function isPulsing(start: number, now: number): boolean {
  const elapsed = now - start;
  return elapsed >= 0 && elapsed < cycles * EVERY && elapsed % EVERY < EACH;
}

export function useEntryPulse(start: number | null): boolean {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (start === null) return;
    const clock = engagementClock();
    // Re-render at each edge; the value itself is read from the clock, so it never lags a timer.
    const edges = Array.from({ length: cycles }, (_, i) => [i * EVERY + EACH, (i + 1) * EVERY]).flat();
    const handles = edges.map((at) => clock.set(() => rerender((n) => n + 1), start + at - clock.now()));
    return () => handles.forEach((h) => clock.clear(h));
  }, [start]);
  return start !== null && isPulsing(start, engagementClock().now());
}
