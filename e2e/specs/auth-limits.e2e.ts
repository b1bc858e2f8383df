/**
 * Sign-in abuse limits as learners meet them in Chromium: a college lab behind one address signs in together (the
 * OTP send limit is per e-mail, with a looser ceiling per address), and a stranger guessing a password from another
 * address neither locks the owner out nor gets more than a few tries (the back-off is per account and address).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, freshVisitorIp, launchBrowser, openPage } from '../support/browser.ts';
import { mailCount, uniqueEmail, waitForOtp } from '../support/sign-in-fixtures.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const profileButton = (page: Page) =>
  page.getByTestId('site-header').getByRole('button', { name: 'Profile menu' });

async function submitEmail(page: Page, email: string, placeholder: string) {
  await page.getByPlaceholder('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder(placeholder).waitFor({ state: 'visible' });
}

/** Types `password` into the passcode field, presses Login and returns the HTTP status the server answered. */
async function tryPassword(page: Page, password: string): Promise<number> {
  await page.getByPlaceholder('Enter OTP or your password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/users/login'),
    page.locator('main').getByRole('button', { name: 'Login' }).click(),
  ]);
  return response.status();
}

/** A user with a password, signed up through the real API from an address of its own. */
async function registerWithPassword(email: string, password: string): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshVisitorIp() };
  const before = mailCount(mailDir, email);
  const start = await fetch(`${baseURL}/api/v2/users/email_login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(start.status).toBe(200);
  const otp = await waitForOtp(mailDir, email, { after: before });
  const login = await fetch(`${baseURL}/api/v2/users/login`, {
    method: 'POST',
    headers: { ...headers, source: 'web' },
    body: JSON.stringify({ email, passcode: otp, provider: 'coding_ninjas', name: 'Lab Owner', password }),
  });
  expect(login.status).toBe(200);
}

describe('a college lab behind one address', () => {
  it('lets eight learners on one address each get their OTP, even after one pressed Resend until refused', async () => {
    const lab = freshVisitorIp();
    for (let i = 0; i < 8; i += 1) {
      const email = uniqueEmail(`lab${i}`);
      const { context, page } = await openPage(browser, baseURL, DESKTOP, { visitorIp: lab });
      await page.goto('/auth');
      const before = mailCount(mailDir, email);
      await submitEmail(page, email, 'Enter OTP');
      expect(await waitForOtp(mailDir, email, { after: before })).toMatch(/^\d{6}$/);
      if (i === 0) {
        const resend = page.getByRole('button', { name: 'Resend OTP' });
        for (let r = 1; r <= 5; r += 1) {
          await resend.click();
          await page.getByText('OTP has been resent to your email.').waitFor({ state: 'visible' });
        }
        await resend.click();
        await page
          .getByText('Too many OTP requests. Please try again after some time.')
          .waitFor({ state: 'visible' });
      }
      await context.close();
    }
  });
});

describe('password guessing from another address', () => {
  it("holds the stranger's address back and still lets the owner in with the password", async () => {
    const email = uniqueEmail('owner');
    await registerWithPassword(email, 'correct-horse-battery');

    // A stranger at another address tries ten passwords.
    const stranger = await openPage(browser, baseURL, DESKTOP);
    await stranger.page.goto('/auth');
    await submitEmail(stranger.page, email, 'Enter OTP or your password');
    for (let i = 0; i < 5; i += 1) {
      expect(await tryPassword(stranger.page, `guess-number-${i}`)).toBe(400);
      await stranger.page.getByText('Invalid OTP or Password', { exact: true }).waitFor({ state: 'visible' });
    }
    expect(await tryPassword(stranger.page, 'guess-number-6')).toBe(429);
    await stranger.page
      .getByText('Too many incorrect attempts. Please try again in 1 minute, or log in with an OTP.')
      .waitFor({ state: 'visible' });
    // More tries from more addresses change nothing for the owner.
    for (let i = 0; i < 6; i += 1) {
      await fetch(`${baseURL}/api/v2/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshVisitorIp(), source: 'web' },
        body: JSON.stringify({ email, passcode: `another-guess-${i}`, provider: 'coding_ninjas' }),
      });
    }
    await stranger.context.close();

    const owner = await openPage(browser, baseURL, DESKTOP);
    await owner.page.goto('/auth?redirect=%2Fproblems');
    await submitEmail(owner.page, email, 'Enter OTP or your password');
    await owner.page.getByPlaceholder('Enter OTP or your password').fill('correct-horse-battery');
    await owner.page.locator('main').getByRole('button', { name: 'Login' }).click();
    await owner.page.waitForURL(`${baseURL}/problems`);
    await profileButton(owner.page).waitFor({ state: 'visible' });
    await owner.context.close();
  });
});
