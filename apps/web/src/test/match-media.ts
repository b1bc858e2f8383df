/**
 * A matchMedia for jsdom that evaluates min-width/max-width queries against window.innerWidth and notifies
 * listeners when a test resizes the window with `setViewportWidth`.
 */
type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string, width: number): boolean {
  const clauses = query.split(/\band\b/).map((c) => c.trim());
  return clauses.every((clause) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(clause);
    if (min) return width >= Number(min[1]);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(clause);
    if (max) return width <= Number(max[1]);
    return true;
  });
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query, window.innerWidth) };
    lists.add(entry);
    const mql = {
      media: query,
      get matches() {
        return evaluate(query, window.innerWidth);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  };
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const entry of lists) {
    const matches = evaluate(entry.query, width);
    if (matches === entry.last) continue;
    entry.last = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
  window.dispatchEvent(new Event('resize'));
}
