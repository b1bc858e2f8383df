import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyChange,
  clearedListing,
  listingSearch,
  parseListing,
  requestParams,
  writeListing,
} from './listing-search.ts';

const parse = (query: string) => parseListing(new URLSearchParams(query));

describe('listing state in the URL', () => {
  it('reads every key and drops values it does not know', () => {
    const state = parse(
      'difficulty=EASY,NOPE,MEDIUM,EASY&topic=graphs,,arrays&type=SQL,BAD&status=solved&sort=title&page=3&bookmarked=true&list=top-50&search=%20sum%20',
    );
    expect(state).toEqual({
      search: 'sum',
      difficulty: ['EASY', 'MEDIUM'],
      topic: ['graphs', 'arrays'],
      company: [],
      type: ['SQL'],
      status: 'solved',
      list: 'top-50',
      bookmarked: true,
      sort: 'title',
      page: 3,
    });
  });

  it('falls back to the defaults for broken values', () => {
    expect(parse('page=0&sort=random&status=maybe&bookmarked=yes')).toMatchObject({
      page: 1,
      sort: 'default',
      status: null,
      bookmarked: false,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const current = new URLSearchParams('utm_source=mail&page=4&difficulty=HARD');
    const next = writeListing(current, applyChange(parseListing(current), { topic: ['graphs'] }));
    expect(next.toString()).toBe('utm_source=mail&difficulty=HARD&topic=graphs');
  });

  it('round-trips through the URL', () => {
    const query =
      '?search=two+sum&difficulty=EASY,HARD&company=acme&status=unsolved&bookmarked=true&sort=-difficulty&page=2';
    expect(listingSearch(writeListing(new URLSearchParams(), parse(query)))).toBe(query);
    expect(listingSearch(new URLSearchParams())).toBe('');
  });

  it('leaves status and bookmarks out of an anonymous request', () => {
    const state = parse('status=solved&bookmarked=true&difficulty=EASY');
    expect(requestParams(state, false)).toEqual({ difficulty: 'EASY' });
    expect(requestParams(state, true)).toEqual({ difficulty: 'EASY', status: 'solved', bookmarked: 'true' });
    expect(activeFilterCount(state, false)).toBe(1);
    expect(activeFilterCount(state, true)).toBe(3);
  });

  it('clears filters and search but keeps the sort', () => {
    expect(clearedListing(parse('search=x&difficulty=EASY&sort=title&page=5'))).toEqual(parse('sort=title'));
  });
});
