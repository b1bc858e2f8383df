/**
 * Accessibility sweep, part: problems, the problem page, contests, test series, search, goals and events (the sweep
 * itself: support/a11y-sweep.ts).
 */
import { EventPaths } from '@katana/shared/api/events';
import { describe, it } from 'vitest';
import { FAMILY_TIMEOUT, accessibilitySweep } from '../support/a11y-sweep.ts';
import { devPost } from '../support/dev-api.ts';

const { checkFamily, baseURL } = accessibilitySweep();

describe('accessibility: axe-core finds no WCAG 2.2 AA violation', () => {
  it('problem listing and problem lists', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/problems'], ['/problem-lists'], ['/problem-lists/top-interview-50']]);
  });

  it('problem page, compiler and problem of the day', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      [{ from: '/problems', link: 'main a[href^="/problems/"]' }],
      ['/online-compiler/online-python-compiler'],
      ['/problem-of-the-day'],
    ]);
  });

  it('contests and test series', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/contests'],
      [{ from: '/contests', link: 'main a[href^="/contests/"]' }],
      ['/test-series'],
      ['/test-series/coding-interview-mock'],
    ]);
  });

  it('search', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/search?q=sum']]);
  });

  it('goals', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/home/goals', 'in'],
      ['/goals/setup', 'in'],
    ]);
  });

  it('events', { timeout: FAMILY_TIMEOUT }, async () => {
    // No event ships: one made as `katana event create` would, a day ahead.
    const event = await devPost<{ slug: string }>(baseURL, EventPaths.devCreate, {
      title: `Axe workshop ${Date.now() % 100_000}`,
      kind: 'WORKSHOP',
      description: 'A *short* description.',
      starts_in_seconds: 24 * 60 * 60,
    });
    await checkFamily([['/events'], [`/events/${event.slug}`]]);
  });
});
