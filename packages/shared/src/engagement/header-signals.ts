/**
 * The header's attention signals (spec 02 §4 "Notifications and toasts"; spec 01 §5 header slots; §9 "Decision
 * queue 3 entries", local storage keys recently_published_events, registeredContestsQueue, decisionsQueue).
 */

export const RECENTLY_PUBLISHED_EVENTS_KEY = 'recently_published_events';
export const REGISTERED_CONTESTS_QUEUE_KEY = 'registeredContestsQueue';
export const DECISIONS_QUEUE_KEY = 'decisionsQueue';
export const DECISION_QUEUE_SIZE = 3;

// ---- Notification bell ----

export interface BellState {
  dot: boolean;
  nudge: boolean;
  /** The recently published event ids as last stored (the nudge compares against these). */
  stored_event_ids: string[];
}

export type BellAction =
  | { type: 'drawer_message' }
  | { type: 'unseen_count'; count: number }
  | { type: 'recently_published'; ids: string[] }
  | { type: 'drawer_opened' };

/** Order does not matter: the same events listed differently are not news. */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/**
 * "Shows a dot when a socket message arrives on the drawer channel or when the unseen count is above 0. A nudge
 * animation with a sound starts when the list of recently published event ids differs from the stored list.
 * Opening the drawer clears both." Opening also stores the current ids, so the same list does not nudge again.
 */
export function bellReducer(state: BellState, action: BellAction, current: string[] = []): BellState {
  switch (action.type) {
    case 'drawer_message':
      return { ...state, dot: true };
    case 'unseen_count':
      return action.count > 0 ? { ...state, dot: true } : state;
    case 'recently_published':
      return sameIds(action.ids, state.stored_event_ids) ? state : { ...state, nudge: true };
    case 'drawer_opened':
      return {
        dot: false,
        nudge: false,
        stored_event_ids: current.length > 0 ? current : state.stored_event_ids,
      };
  }
}

// ---- Event ripple on the Contests & Events tab ----

export interface RippleDecision {
  category: string;
  show: boolean;
}

/**
 * "A category already decided keeps its decision. If all 3 entries are true, the new one is false. If the category
 * is among the 3 registered-contest entries, it is false. Otherwise true. The oldest entry is dropped each time."
 * Returns the decision and the queue to store.
 */
export function decideRipple(
  queue: readonly RippleDecision[],
  registeredContests: readonly string[],
  category: string,
): { show: boolean; queue: RippleDecision[] } {
  const known = queue.find((d) => d.category === category);
  if (known) return { show: known.show, queue: [...queue] };
  const allTrue = queue.length >= DECISION_QUEUE_SIZE && queue.every((d) => d.show);
  const show = !allTrue && !registeredContests.slice(-DECISION_QUEUE_SIZE).includes(category);
  const next = [...queue, { category, show }];
  return { show, queue: next.slice(Math.max(0, next.length - DECISION_QUEUE_SIZE)) };
}

/** The registered-contests queue keeps the last 3 registrations. */
export function rememberRegisteredContest(queue: readonly string[], contest: string): string[] {
  const next = [...queue.filter((c) => c !== contest), contest];
  return next.slice(Math.max(0, next.length - DECISION_QUEUE_SIZE));
}

/** Event categories WEBINAR, CONTEST, SCHOLARSHIP; others show as EVENTS. */
export const EVENT_CATEGORIES = ['WEBINAR', 'CONTEST', 'SCHOLARSHIP'] as const;
export type EventCategoryLabel = (typeof EVENT_CATEGORIES)[number] | 'EVENTS';

export function eventCategoryLabel(category: string): EventCategoryLabel {
  return (EVENT_CATEGORIES as readonly string[]).includes(category)
    ? (category as EventCategoryLabel)
    : 'EVENTS';
}
