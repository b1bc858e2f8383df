/** The real ALTCHA human check in a form: tick it like a learner would and wait until it says Verified. */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Ticks the ALTCHA box inside `scope` (the widget then solves the proof of work in the page) and waits until it says
 * Verified. The widget starts by itself once the form has focus (its fields were just filled); a click while it shows
 * "Checking…" would stop it, so the box is ticked only when it waits for one: unticked, or showing that the check
 * failed or expired (which a learner answers by ticking it again).
 */
export async function solveHumanCheck(scope: Locator): Promise<void> {
  const box = scope.getByRole('checkbox');
  await box.waitFor({ timeout: 20_000 });
  const state = () => scope.locator('[data-state]').first().getAttribute('data-state');
  let idleSince = 0;
  await expect
    .poll(
      async () => {
        const now = await state();
        if (now === 'verified' || now === 'verifying') {
          idleSince = 0;
          return now;
        }
        // Waiting for a tick (or failed): tick it once it has stayed so for a moment, so a start of its own (on the
        // form's focus) is not stopped by the click.
        if (idleSince === 0) idleSince = Date.now();
        else if (Date.now() - idleSince >= 1_500) {
          idleSince = 0;
          await box.click();
        }
        return now;
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe('verified');
  await scope.getByText('Verified').waitFor({ timeout: 10_000 });
}
