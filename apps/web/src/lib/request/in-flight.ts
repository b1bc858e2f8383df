/** Counts calls in flight so the top loading bar can show while any is running (spec 03 §7). */
export interface InFlightCounter {
  readonly count: number;
  start(): () => void;
  subscribe(listener: () => void): () => void;
}

export function createInFlightCounter(): InFlightCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get count() {
      return count;
    },
    /** Marks one call as started; the returned function ends it, and ending twice has no further effect. */
    start() {
      count += 1;
      emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
