/**
 * The NPS survey and the referral link end to end (spec 02 §2 "NPS survey", §4 "NPS", "Referral banner"): real
 * Chromium against the real server (support/global-setup.ts). A learner opens /?nps=1 (a forced check), sees the
 * bottom bar 3 s later, rates 9, writes feedback, submits, sees the thank-you and the referral banner and copies
 * the invite link. A friend follows that link (the server remembers the referrer in a cookie and lands on the
 * sign-up dialog), creates an account, and the learner's /referral page counts one friend.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';
import { themedShots } from '../support/screenshots.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const shotDir = process.env.KATANA_SCREENSHOTS;
const QUESTION = /How likely are you to recommend .+ to a friend\?/;

let browser: Browser;
let learner: Learner;
let inviteLink = '';

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: join(shotDir, `nps-${name}.png`) });
}

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Nora Survey')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('NPS survey and referral', () => {
  it('a learner on /?nps=1 rates 9, writes feedback, submits, sees the thank-you and copies the invite link', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    try {
      const trigger = page.waitForResponse((r) => r.url().includes('/api/v3/nps/trigger?nps=1'));
      await page.goto('/?nps=1');
      expect(await (await trigger).json()).toMatchObject({ data: { trigger_nps: true } });
      const bar = page.getByRole('region', { name: QUESTION });
      await bar.waitFor({ timeout: 15_000 });
      await shot(page, 'bar');

      await bar.getByRole('button', { name: '9', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: QUESTION });
      await sheet.getByLabel('How can we improve your experience?').fill('More contest editorials, please.');
      await sheet.getByText('168 characters left').waitFor();
      await shot(page, 'feedback');

      const submitted = page.waitForResponse(
        (r) => r.url().endsWith('/api/v3/nps') && r.request().method() === 'POST',
      );
      await sheet.getByRole('button', { name: 'Submit' }).click();
      expect(await (await submitted).json()).toMatchObject({ data: { submitted: true } });
      const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback!' });
      await thanks.getByText('Glad you like it! Invite a friend').waitFor({ timeout: 10_000 });
      inviteLink = await thanks.getByLabel('Your invite link').inputValue();
      expect(inviteLink).toMatch(new RegExp(`^${baseURL}/invite/[0-9a-f-]{36}$`));

      await thanks.getByRole('button', { name: 'Copy link' }).click();
      await thanks.getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
      await shot(page, 'thank-you');
      // "Link copied" shows for 1 s.
      await thanks.getByText('Link copied').waitFor({ state: 'detached', timeout: 5_000 });

      // Answered: a later forced check does not ask again.
      const again = page.waitForResponse((r) => r.url().includes('/api/v3/nps/trigger'));
      await page.goto('/problems?nps=1');
      expect(await (await again).json()).toMatchObject({ data: { trigger_nps: false } });
    } finally {
      await context.close();
    }
  });

  it('the bottom sheet on a phone', async () => {
    const other = await signUpLearner(baseURL, mailDir, 'Mo Mobile');
    const { context, page } = await openPage(browser, baseURL, MOBILE, { colorScheme: 'dark' });
    await signInContext(context, baseURL, other);
    await context.addInitScript(() => localStorage.setItem('katana-theme', 'dark'));
    try {
      await page.goto('/?nps=1');
      await page.getByRole('dialog', { name: QUESTION }).waitFor({ timeout: 15_000 });
      await shot(page, 'sheet-mobile');
      await page.getByRole('button', { name: '4', exact: true }).click();
      await page.getByLabel('What was missing or disappointing in your experience with us?').waitFor();
      await shot(page, 'sheet-mobile-feedback');
      const dismissed = page.waitForResponse((r) => r.url().includes('/api/v3/nps/dismiss?nps_rating=4'));
      await page.getByRole('button', { name: 'Close the survey' }).click();
      expect((await dismissed).status()).toBe(200);
      await page.getByRole('dialog', { name: QUESTION }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it("a friend follows the link, lands on the sign-up dialog and, once signed up, counts on the learner's /referral page", async () => {
    expect(inviteLink).not.toBe('');
    const friend = await openPage(browser, baseURL, DESKTOP);
    try {
      await friend.page.goto(inviteLink);
      await friend.page.waitForURL(/\/\?isSignup=true$/);
      await friend.page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
      await shot(friend.page, 'invite-landing');
      const cookie = (await friend.context.cookies()).find((c) => c.name === 'katana_referrer');
      expect(cookie?.value).toBe(inviteLink.split('/invite/')[1]);
      expect(cookie?.httpOnly).toBe(true);
      await signUpLearner(baseURL, mailDir, 'Fay Friend', { cookie: `katana_referrer=${cookie!.value}` });
    } finally {
      await friend.context.close();
    }

    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/referral');
      await page.getByRole('heading', { name: /Invite friends to/ }).waitFor({ timeout: 15_000 });
      await page.getByText('1 friend has joined through your link.').waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Your invite link').inputValue()).toBe(inviteLink);
      await themedShots(page, 'nps-referral-page');
    } finally {
      await context.close();
    }
  });
});
