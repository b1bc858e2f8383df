import { useSyncExternalStore } from 'react';
import type { InFlightCounter } from './in-flight.ts';

export function useInFlightCount(counter: InFlightCounter): number {
  return useSyncExternalStore(counter.subscribe, () => counter.count, () => 0);
}
