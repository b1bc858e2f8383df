/**
 * Warm PGlite processes, started ahead of demand. Loading PGlite (node, the WASM module, the template data
 * directory) is most of an SQL run's time; a warm process has done all that and waits for its job on stdin. Each
 * process takes exactly one job and is then discarded, so a learner's query never sees another run's data; the pool
 * starts the next one in the background as soon as one is taken.
 *
 * Processes are kept per resource key (the cgroup's memory and the output cap are fixed when a process starts): the
 * keys used most recently keep `size` processes each, older keys are let go.
 */

/** One process as the pool sees it: `ready` settles true once PGlite is loaded, false if it ended before. */
export interface WarmProcess {
  ready: Promise<boolean>;
  /** Ends the process (idle too long, or the pool closing) and frees its resources. */
  discard(): Promise<void>;
}

export interface PglitePoolOptions<P extends WarmProcess> {
  /** Starts one process for a key. */
  start(key: string): P;
  /** Warm processes kept per key (0: every run starts its own process on demand). */
  size: number;
  /** How many keys keep warm processes. */
  maxKeys: number;
  /**
   * A warm process unused this long is let go, not replaced (each holds ~0.4-0.5 GB while it waits): a server nobody
   * sends SQL to returns to its idle memory, and the next run starts the pool again.
   */
  idleMs: number;
}

interface Slot<P> {
  process: P;
  timer: NodeJS.Timeout;
}

export class PglitePool<P extends WarmProcess> {
  private readonly slots = new Map<string, Slot<P>[]>();
  private closed = false;

  constructor(private readonly options: PglitePoolOptions<P>) {}

  /** Starts warm processes for `key` (when the pool keeps any) without taking one. */
  warm(key: string): void {
    if (this.closed || this.options.size === 0) return;
    this.touch(key);
    this.fill(key);
  }

  /** A process for `key`: a warm one when there is one (the oldest, most likely ready), else a new one. */
  take(key: string): P {
    if (this.closed) throw new Error('the PGlite pool is closed');
    if (this.options.size === 0) return this.options.start(key);
    this.touch(key);
    const slot = this.slots.get(key)!.shift();
    this.fill(key);
    if (!slot) return this.options.start(key);
    clearTimeout(slot.timer);
    return slot.process;
  }

  /** Ends every warm process. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.slots.values()].flat();
    this.slots.clear();
    for (const slot of all) clearTimeout(slot.timer);
    await Promise.all(all.map((slot) => slot.process.discard()));
  }

  /** Settles once every warm process kept now has loaded (or failed to). */
  async ready(): Promise<void> {
    await Promise.all([...this.slots.values()].flat().map((slot) => slot.process.ready));
  }

  /** Warm processes kept now (tests, the bench). */
  warmCount(): number {
    return [...this.slots.values()].reduce((sum, slots) => sum + slots.length, 0);
  }

  /** Moves `key` to the most recent place; keys past maxKeys lose their processes. */
  private touch(key: string): void {
    const slots = this.slots.get(key) ?? [];
    this.slots.delete(key);
    this.slots.set(key, slots);
    while (this.slots.size > this.options.maxKeys) {
      const [oldest, old] = this.slots.entries().next().value as [string, Slot<P>[]];
      this.slots.delete(oldest);
      for (const slot of old) {
        clearTimeout(slot.timer);
        void slot.process.discard();
      }
    }
  }

  private fill(key: string): void {
    const slots = this.slots.get(key);
    if (!slots) return;
    while (slots.length < this.options.size) {
      const process = this.options.start(key);
      const slot: Slot<P> = { process, timer: setTimeout(() => this.expire(key, slot), this.options.idleMs) };
      slot.timer.unref();
      slots.push(slot);
      // A process that dies while waiting is replaced at once.
      void process.ready.then((ok) => {
        if (!ok) this.drop(key, slot);
      });
    }
  }

  private drop(key: string, slot: Slot<P>): boolean {
    const slots = this.slots.get(key);
    const index = slots?.indexOf(slot) ?? -1;
    if (!slots || index < 0) return false;
    slots.splice(index, 1);
    clearTimeout(slot.timer);
    void slot.process.discard();
    return true;
  }

  private expire(key: string, slot: Slot<P>): void {
    this.drop(key, slot);
  }
}
