/**
 * Accessibility sweep, part: campus, guided paths, interview experiences and bundles, challenges, prep plan (the
 * sweep itself: support/a11y-sweep.ts).
 */
import { describe, it } from 'vitest';
import { FAMILY_TIMEOUT, accessibilitySweep } from '../support/a11y-sweep.ts';

const { checkFamily } = accessibilitySweep();

describe('accessibility: axe-core finds no WCAG 2.2 AA violation', () => {
  it('campus and public discussions', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/campus'], ['/campus/public-discussion']]);
  });

  it('guided paths', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/guided-paths'],
      ['/guided-paths/data-structures-algorithms'],
      ['/guided-paths/data-structures-algorithms/content'],
    ]);
  });

  it('interview experiences and bundles', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/interview-experiences'],
      ['/interview-experiences/write', 'in'],
      ['/interview-bundle'],
      [{ from: '/interview-bundle', link: 'main a[href^="/interview-bundle/"]' }],
    ]);
  });

  it('challenges', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/challenges'], ['/challenges/register']]);
  });

  it('prep plan, flash cards, concept of the day and referral', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/prep-plan'], ['/prep-plan/flash-cards'], ['/concept-of-the-day'], ['/referral']]);
  });
});
