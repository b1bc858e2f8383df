/**
 * Typed listener registry shared by both engines. Unlike node's EventEmitter it awaits async listeners, because a
 * job's completion is only "handled" once the consumer has stored the result (see ./completion-ledger.ts), and a
 * throwing listener must not break the queue's own loop.
 */
type AnyListener = (payload: never) => unknown;

export class EventHub<Events extends { [K in keyof Events]: AnyListener }> {
  private readonly listeners = new Map<keyof Events, Set<AnyListener>>();

  on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  count(event: keyof Events): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /**
   * Calls every listener of `event` and waits for them. Resolves true when all succeeded; otherwise reports each
   * failure through `onError` and resolves false, so the caller can decide to deliver again.
   */
  async emit<E extends keyof Events>(
    event: E,
    payload: Parameters<Events[E]>[0],
    onError: (err: Error) => void,
  ): Promise<boolean> {
    const set = this.listeners.get(event);
    if (!set || set.size === 0) return true;
    const outcomes = await Promise.allSettled(
      [...set].map(async (listener) => (listener as (p: typeof payload) => unknown)(payload)),
    );
    let ok = true;
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        ok = false;
        onError(outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason)));
      }
    }
    return ok;
  }
}

/** The message a failed job reports: the handler's error message, never a stack. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return typeof err === 'string' ? err : (JSON.stringify(err) ?? String(err));
}
