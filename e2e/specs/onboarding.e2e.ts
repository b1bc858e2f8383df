/**
 * First-visit onboarding in Chromium (issue 21; spec 01 §2, §4): a new learner gets the two-step navigation tour a
 * few seconds after the page starts, under the Practice menu and then Resources (the menu button on a phone); Next,
 * then Finish acknowledges it (PS_NAV_ONBOARDING) so it never shows again. The page stays usable and passes axe
 * while it is open. The welcome dialog of spec 02 is checked where a partner account is created (auth.e2e.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeCheck } from '../support/axe.ts';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner } from '../support/learner.ts';
import { learnerApi } from '../support/learner-api.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tourDue(learner: Awaited<ReturnType<typeof signUpLearner>>): Promise<boolean> {
  const details = await learnerApi(baseURL, learner, '/api/v2/users/auth_details');
  return (details.json.data as { user: { show_navigation_onboarding: boolean } }).user
    .show_navigation_onboarding;
}

describe('navigation tour', () => {
  it('steps from the Practice menu to Resources, and Finish acknowledges it for good', async () => {
    const learner = await signUpLearner(baseURL, mailDir, 'Tour Learner', { navigationTour: true });
    expect(await tourDue(learner)).toBe(true);
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    await page.goto('/problems');
    const tour = page.getByTestId('navigation-tour');
    await tour.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await tour.textContent()).toContain('Click here to view all problems.');
    // It hangs under the Practice menu, and the focus stays where the learner left it.
    const practice = page.getByRole('button', { name: 'Practice' });
    const [tourBox, practiceBox] = [await tour.boundingBox(), await practice.boundingBox()];
    expect(tourBox!.y).toBeGreaterThanOrEqual(practiceBox!.y + practiceBox!.height);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-testid="navigation-tour"]')),
    ).toBeNull();
    expect(await axeCheck(page)).toEqual([]);

    await tour.getByRole('button', { name: 'Next' }).click();
    expect(await tour.textContent()).toContain('Click here to view contents and other features of Katana');
    const resources = await page.getByRole('button', { name: 'Resources' }).boundingBox();
    expect(Math.abs((await tour.boundingBox())!.x - resources!.x)).toBeLessThan(40);
    await tour.getByRole('button', { name: 'Finish' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect.poll(() => tourDue(learner)).toBe(false);
    await context.close();
  }, 120_000);

  it('points at the menu button on a phone, and its close icon acknowledges it', async () => {
    const learner = await signUpLearner(baseURL, mailDir, 'Phone Tour', { navigationTour: true });
    const { context, page } = await openPage(browser, baseURL, MOBILE);
    await signInContext(context, baseURL, learner);
    await page.goto('/problems');
    const tour = page.getByTestId('navigation-tour');
    await tour.waitFor({ state: 'visible', timeout: 30_000 });
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    const box = (await tour.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await tour.getByRole('button', { name: 'Close tour' }).click();
    await tour.waitFor({ state: 'detached' });
    await expect.poll(() => tourDue(learner)).toBe(false);
    await context.close();
  }, 120_000);
});
