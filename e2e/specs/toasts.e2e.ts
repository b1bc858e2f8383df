/**
 * Toasts in Chromium (issue 21: "toasts overlap the header and open popovers"): the notification stack sits below the
 * header at the top right, on a desktop and on a phone, in the real layout (the rules are in
 * apps/web/src/lib/notifications/toast-placement.ts, with the popover and drawer cases).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
let learner: Learner;
beforeAll(async () => {
  browser = await launchBrowser();
  learner = await signUpLearner(baseURL, mailDir, 'Toast Learner');
});
afterAll(async () => {
  await browser?.close();
});

describe('the notification stack', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('sits below the header on a %s', async (_, viewport) => {
    const { context, page } = await openPage(browser, baseURL, viewport);
    await signInContext(context, baseURL, learner);
    // A sign-up that comes back with regSuccess=true is told so in a toast (spec 01 §4).
    await page.goto('/problems?regSuccess=true');
    await page.locator('ol > li', { hasText: 'Successfully Registered' }).waitFor({ state: 'visible' });
    // Below the header and inside the screen, in the same frame (the toast goes away after 4.5 s).
    await page.waitForFunction(() => {
      const toast = Array.from(document.querySelectorAll('ol > li')).find((li) =>
        li.textContent?.includes('Successfully Registered'),
      );
      const header = document.querySelector('[data-testid="site-header"]');
      if (!toast || !header) return false;
      const t = toast.getBoundingClientRect();
      return (
        t.top >= header.getBoundingClientRect().bottom && t.right <= document.documentElement.clientWidth
      );
    });
    await context.close();
  });
});
