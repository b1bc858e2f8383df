/**
 * The listing's whole state lives in the page's query string (`?difficulty=EASY,MEDIUM&topic=graphs&page=2`), so a
 * reload, back/forward or a shared link shows the same list. Pure functions: read the URL tolerantly (unknown
 * values are dropped, never an error page), write it back with only what differs from the defaults, and derive the
 * API query from it.
 */
import {
  DIFFICULTIES,
  PROBLEM_SEARCH_MAX,
  PROBLEM_SORTS,
  PROBLEM_TYPES,
  STATUS_FILTERS,
  type Difficulty,
  type ProblemSort,
  type ProblemType,
} from '@katana/shared/api/practice-catalogue';

export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ListingState {
  search: string;
  difficulty: Difficulty[];
  topic: string[];
  company: string[];
  type: ProblemType[];
  /** Signed-in users only. */
  status: StatusFilter | null;
  /** A curated list's slug. */
  list: string | null;
  /** Signed-in users only: the bookmarks view. */
  bookmarked: boolean;
  sort: ProblemSort;
  page: number;
}

export const DEFAULT_LISTING: ListingState = {
  search: '',
  difficulty: [],
  topic: [],
  company: [],
  type: [],
  status: null,
  list: null,
  bookmarked: false,
  sort: 'default',
  page: 1,
};

/** The query-string keys this page owns; any other parameter (utm_source...) is left as it was. */
const KEYS = [
  'search',
  'difficulty',
  'topic',
  'company',
  'type',
  'status',
  'list',
  'bookmarked',
  'sort',
  'page',
] as const;
const MAX_VALUES = 20;
const SLUG_MAX = 60;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function csvValues(raw: string | null): string[] {
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (value && value.length <= SLUG_MAX) seen.add(value);
  }
  return [...seen].slice(0, MAX_VALUES);
}

function csvOf<T extends string>(allowed: readonly T[], raw: string | null): T[] {
  return csvValues(raw).filter((v): v is T => (allowed as readonly string[]).includes(v));
}

export function parseListing(params: URLSearchParams): ListingState {
  const page = Number(params.get('page'));
  const list = params.get('list')?.trim() ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, PROBLEM_SEARCH_MAX),
    difficulty: csvOf(DIFFICULTIES, params.get('difficulty')),
    topic: csvValues(params.get('topic')),
    company: csvValues(params.get('company')),
    type: csvOf(PROBLEM_TYPES, params.get('type')),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    list: list && list.length <= SLUG_MAX ? list : null,
    bookmarked: params.get('bookmarked') === 'true',
    sort: oneOf(PROBLEM_SORTS, params.get('sort')) ?? 'default',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The state as ordered key/value pairs, defaults left out. */
function entries(state: ListingState): [string, string][] {
  const out: [string, string][] = [];
  if (state.search) out.push(['search', state.search]);
  if (state.difficulty.length) out.push(['difficulty', state.difficulty.join(',')]);
  if (state.topic.length) out.push(['topic', state.topic.join(',')]);
  if (state.company.length) out.push(['company', state.company.join(',')]);
  if (state.type.length) out.push(['type', state.type.join(',')]);
  if (state.status) out.push(['status', state.status]);
  if (state.list) out.push(['list', state.list]);
  if (state.bookmarked) out.push(['bookmarked', 'true']);
  if (state.sort !== 'default') out.push(['sort', state.sort]);
  if (state.page > 1) out.push(['page', String(state.page)]);
  return out;
}

/** The page's new query string: the listing's keys rewritten, every other parameter kept. */
export function writeListing(current: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(KEYS as readonly string[]).includes(key)) next.append(key, value);
  for (const [key, value] of entries(state)) next.set(key, value);
  return next;
}

/**
 * The query string to put in the address bar: commas between the values of a list stay commas
 * (`?difficulty=EASY,MEDIUM`), which is how links are written and shared.
 */
export function listingSearch(params: URLSearchParams): string {
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** A change of anything but the page starts again at page 1: page 3 of the old filters means nothing for the new. */
export function applyChange(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...change };
}

/** The GET /api/v1/problems query. Status and bookmarks are a signed-in user's; an anonymous visitor's URL may
 * still carry them (a shared link), and they are then left out rather than answered with an error. */
export function requestParams(state: ListingState, signedIn: boolean): Record<string, string> {
  const visible = signedIn ? state : { ...state, status: null, bookmarked: false };
  return Object.fromEntries(entries(visible));
}

/** Filters a user can clear (search, sort and page are not filters). */
export function activeFilterCount(state: ListingState, signedIn: boolean): number {
  return (
    state.difficulty.length +
    state.topic.length +
    state.company.length +
    state.type.length +
    (state.list ? 1 : 0) +
    (signedIn && state.status ? 1 : 0) +
    (signedIn && state.bookmarked ? 1 : 0)
  );
}

/** Clears the filters and the search; the sort stays, since it is a way of looking, not a filter. */
export function clearedListing(state: ListingState): ListingState {
  return { ...DEFAULT_LISTING, sort: state.sort };
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
