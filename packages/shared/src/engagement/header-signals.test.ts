import { describe, expect, it } from 'vitest';
import {
  bellReducer,
  decideRipple,
  eventCategoryLabel,
  rememberRegisteredContest,
  type BellState,
  type RippleDecision,
} from './header-signals.ts';

const quiet: BellState = { dot: false, nudge: false, stored_event_ids: ['e1', 'e2'] };

describe('bellReducer', () => {
  it('shows a dot on a drawer-channel message or unseen count above 0', () => {
    expect(bellReducer(quiet, { type: 'drawer_message' }).dot).toBe(true);
    expect(bellReducer(quiet, { type: 'unseen_count', count: 3 }).dot).toBe(true);
    expect(bellReducer(quiet, { type: 'unseen_count', count: 0 }).dot).toBe(false);
  });

  it('nudges when the recently published ids differ from the stored ones', () => {
    expect(bellReducer(quiet, { type: 'recently_published', ids: ['e2', 'e1'] }).nudge).toBe(false);
    expect(bellReducer(quiet, { type: 'recently_published', ids: ['e1', 'e2', 'e3'] }).nudge).toBe(true);
    expect(bellReducer(quiet, { type: 'recently_published', ids: ['e1'] }).nudge).toBe(true);
  });

  it('opening the drawer clears both and stores the current ids', () => {
    const busy = { dot: true, nudge: true, stored_event_ids: ['e1'] };
    const opened = bellReducer(busy, { type: 'drawer_opened' }, ['e1', 'e3']);
    expect(opened).toEqual({ dot: false, nudge: false, stored_event_ids: ['e1', 'e3'] });
    expect(bellReducer(opened, { type: 'recently_published', ids: ['e3', 'e1'] }).nudge).toBe(false);
  });
});

describe('decideRipple', () => {
  const d = (category: string, show: boolean): RippleDecision => ({ category, show });

  it('a category already decided keeps its decision', () => {
    const queue = [d('A', false), d('B', true)];
    expect(decideRipple(queue, [], 'A')).toEqual({ show: false, queue });
  });

  it('after three true entries the new one is false, and the oldest is dropped', () => {
    const result = decideRipple([d('A', true), d('B', true), d('C', true)], [], 'D');
    expect(result).toEqual({ show: false, queue: [d('B', true), d('C', true), d('D', false)] });
    // Next one after that shows again.
    expect(decideRipple(result.queue, [], 'E').show).toBe(true);
  });

  it('a registered contest gets no ripple', () => {
    expect(decideRipple([], ['X', 'Y'], 'Y').show).toBe(false);
  });

  it('otherwise shows and keeps at most 3 entries', () => {
    const result = decideRipple([d('A', false), d('B', true), d('C', true)], ['X'], 'D');
    expect(result).toEqual({ show: true, queue: [d('B', true), d('C', true), d('D', true)] });
    expect(decideRipple([], [], 'A')).toEqual({ show: true, queue: [d('A', true)] });
  });

  it('remembers the last 3 registered contests', () => {
    expect(rememberRegisteredContest(['a', 'b', 'c'], 'd')).toEqual(['b', 'c', 'd']);
    expect(rememberRegisteredContest(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('eventCategoryLabel', () => {
  it.each([
    ['WEBINAR', 'WEBINAR'],
    ['CONTEST', 'CONTEST'],
    ['SCHOLARSHIP', 'SCHOLARSHIP'],
    ['WORKSHOP', 'EVENTS'],
    ['BOOTCAMP_EVENT', 'EVENTS'],
  ])('%s shows as %s', (cat, label) => {
    expect(eventCategoryLabel(cat)).toBe(label);
  });
});
