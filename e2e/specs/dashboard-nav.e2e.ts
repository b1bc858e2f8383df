/**
 * The dashboard side navigation in Chromium (issue 12 item 10): /home, where the logo sends a signed-in learner,
 * and /contests hide the shell header (spec 01), and were dead ends without a menu, logo or logout. At 1280px a
 * side column and at 375px a compact bar with a drawer lead a learner to /problems and let them log out.
 * With KATANA_SCREENSHOTS=<dir> both pages are saved in light and dark, at 1280 and 390 wide.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner } from '../support/learner.ts';
import { themedShots } from '../support/screenshots.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const shotDir = process.env.KATANA_SCREENSHOTS;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The side column at 1280px, the drawer (opened from the compact bar) at 375px. */
async function openNavigation(page: Page, viewport: typeof DESKTOP) {
  if (viewport === DESKTOP) return page.getByTestId('dashboard-nav');
  await page.getByTestId('dashboard-bar').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Katana menu' });
  await drawer.waitFor();
  return drawer;
}

/** Where the account menu sits: at the foot of the side column, or in the compact bar. */
const accountArea = (page: Page, viewport: typeof DESKTOP) =>
  page.getByTestId(viewport === DESKTOP ? 'dashboard-nav' : 'dashboard-bar');

describe.each([
  ['1280px', DESKTOP],
  ['375px', MOBILE],
])('dashboard navigation at %s', (_width, viewport) => {
  // Saving the screenshots (8 page loads) takes longer than the test itself.
  const timeout = shotDir ? 240_000 : 60_000;
  it.each(['/home', '/contests'])(
    'from %s a learner reaches /problems and logs out',
    { timeout },
    async (path) => {
      const learner = await signUpLearner(baseURL, mailDir, 'Dana Dashboard');
      const { context, page } = await openPage(browser, baseURL, viewport);
      await signInContext(context, baseURL, learner);
      try {
        await page.goto(path);
        // The page hides the shell header, as spec 01 says.
        await accountArea(page, viewport).waitFor();
        expect(await page.getByTestId('site-header').count()).toBe(0);
        if (shotDir) {
          await themedShots(page, `dashboard-nav${path.replace('/', '-')}`);
          await page.setViewportSize(viewport);
          await openNavigation(page, viewport);
          await page.screenshot({
            path: `${shotDir}/dashboard-nav${path.replace('/', '-')}-open-${viewport.width}.png`,
          });
          await page.goto(path);
        }

        const nav = await openNavigation(page, viewport);
        await nav.getByRole('link', { name: 'Problems', exact: true }).click();
        await page.waitForURL(`${baseURL}/problems`);
        await page.getByTestId('site-header').waitFor();

        await page.goto(path);
        await accountArea(page, viewport).getByRole('button', { name: 'Profile menu' }).click();
        // Logout reloads the page: wait for that load, or the context would close in the middle of it.
        await Promise.all([
          page.waitForEvent('load'),
          page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click(),
        ]);
        await expect
          .poll(async () => (await context.cookies()).some((c) => c.name === 'ninja_auth_token'), {
            timeout: 15_000,
          })
          .toBe(false);
        // After the reload a visitor sees the sign-in way in: /home is guarded, /contests offers Login.
        if (path === '/home') await page.waitForURL(`${baseURL}/auth?redirect=%2Fhome`);
        else await accountArea(page, viewport).getByRole('button', { name: 'Login' }).waitFor();
      } finally {
        await context.close();
      }
    },
  );
});
