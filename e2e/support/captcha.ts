/** The real ALTCHA human check in a form: tick it like a learner would and wait until it says Verified. */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Ticks the ALTCHA box inside `scope` (the widget then solves the proof of work in the page) and waits until it says
 * Verified. The widget starts by itself once the form has focus (its fields were just filled); a click while it shows
 * "Verifying…" would stop it, so the box is ticked only when it still waits for one.
 */
export async function solveHumanCheck(scope: Locator): Promise<void> {
  const box = scope.getByRole('checkbox');
  await box.waitFor({ timeout: 20_000 });
  const state = () => scope.locator('[data-state]').first().getAttribute('data-state');
  await expect.poll(state, { timeout: 60_000 }).not.toBe('verifying');
  if ((await state()) === 'unverified') await box.click();
  await scope.getByText('Verified').waitFor({ timeout: 60_000 });
}
