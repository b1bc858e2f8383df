/**
 * The sign-in screens as laid out by a real browser, at 1280 and 375 px, light and dark: the dialog's width
 * (445px, at most 80%), the critical-flow panel's (520px, full width under 720px), and that nothing overflows.
 * With KATANA_SCREENSHOTS=<dir> each state is also saved as a PNG for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';
import { mailCount, uniqueEmail, uniqueIndianNumber, waitForOtp } from '../support/sign-in-fixtures.ts';

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

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: join(shotDir, `${name}.png`) });
}

async function open(viewport: { width: number; height: number }, theme: 'light' | 'dark') {
  const { context, page } = await openPage(browser, baseURL, viewport, { colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem('katana-theme', t), theme);
  return { context, page };
}

/** Elements inside the box that stick out of it, or whose own text runs past their edge (a long unbroken word). */
async function overflowingChildren(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((box) => {
    const limit = box.getBoundingClientRect().right + 0.5;
    return Array.from(box.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > limit || (el.tagName === 'P' && el.scrollWidth > el.clientWidth + 1),
    ).length;
  });
}

const cases = [
  { viewport: DESKTOP, label: '1280', dialogWidth: 445, panelWidth: 520 },
  { viewport: MOBILE, label: '375', dialogWidth: 300, panelWidth: 375 },
] as const;

describe.each(cases)('sign-in screens at $label px', ({ viewport, label, dialogWidth, panelWidth }) => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: dialog steps and the critical-flow panel keep their sizes`, async () => {
      const { context, page } = await open(viewport, theme);
      await page.goto('/problems');
      if (label === '375') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
      } else {
        await page.getByTestId('site-header').getByRole('button', { name: 'Login' }).click();
      }
      const dialog = page.getByTestId('login-dialog');
      await dialog.waitFor({ state: 'visible' });
      expect(Math.round((await dialog.boundingBox())!.width)).toBe(dialogWidth);
      expect(await overflowingChildren(page, 'login-dialog')).toBe(0);
      await shot(page, `dialog-initial-${label}-${theme}`);

      await dialog.getByPlaceholder('Email address').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await shot(page, `dialog-invalid-${label}-${theme}`);

      await dialog.getByPlaceholder('Email address').fill(uniqueEmail(`shot${label}${theme}`));
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByPlaceholder('Enter OTP').waitFor();
      await dialog.getByPlaceholder('Enter OTP').focus();
      await dialog.getByLabel('Name').focus();
      expect(await overflowingChildren(page, 'login-dialog')).toBe(0);
      await shot(page, `dialog-new-user-${label}-${theme}`);

      // The phone path: the calling code and the number side by side, its message, and the phone OTP step.
      await dialog.getByRole('button', { name: 'Go Back' }).click();
      await dialog.getByRole('button', { name: 'Use phone number instead' }).click();
      await dialog.getByPlaceholder('Phone number').fill('98765');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByText('Please enter a valid phone number').waitFor();
      expect(await overflowingChildren(page, 'login-dialog')).toBe(0);
      await shot(page, `dialog-phone-invalid-${label}-${theme}`);
      await dialog.getByPlaceholder('Phone number').fill(uniqueIndianNumber());
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByText(/sent to your phone number/).waitFor();
      expect(await overflowingChildren(page, 'login-dialog')).toBe(0);
      await shot(page, `dialog-phone-otp-${label}-${theme}`);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.goto('/online-compiler/online-python-compiler');
      const panel = page.getByTestId('login-panel');
      await panel.waitFor({ state: 'visible' });
      const box = (await panel.boundingBox())!;
      expect(Math.round(box.width)).toBe(panelWidth);
      expect(Math.round(box.x + box.width)).toBe(viewport.width);
      await shot(page, `panel-${label}-${theme}`);

      await page.goto('/auth?redirect=%2Fproblems&unverified_email=1');
      await page.getByPlaceholder('Email address').waitFor();
      await shot(page, `auth-page-${label}-${theme}`);
      await context.close();
    });
  }
});

describe.each(cases)('signed-in header at $label px', ({ viewport, label }) => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: the profile menu shows name and e-mail and locks page scroll`, async () => {
      const { context, page } = await open(viewport, theme);
      // Sign in through the real API in this browser context, so its cookie jar holds the session.
      const email = uniqueEmail(`menu${label}${theme}`);
      const before = mailCount(mailDir, email);
      expect((await context.request.post('/api/v2/users/email_login', { data: { email } })).status()).toBe(200);
      const otp = await waitForOtp(mailDir, email, { after: before });
      const login = await context.request.post('/api/v2/users/login', {
        headers: { source: 'web' },
        data: { email, passcode: otp, provider: 'coding_ninjas', name: 'Maya Menu-Screenshot' },
      });
      expect(login.status()).toBe(200);

      await page.goto('/problems');
      const trigger = page.getByTestId('site-header').getByRole('button', { name: 'Profile menu' });
      await trigger.click();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      expect(await menu.getByText('Maya Menu-Screenshot').isVisible()).toBe(true);
      expect(await menu.getByText(email).isVisible()).toBe(true);
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await shot(page, `profile-menu-${label}-${theme}`);
      await context.close();
    });
  }
});
