/**
 * Notifications end to end (issue 6 "Must show"): real Chromium against the real server (support/global-setup.ts)
 * and its real socket.io connection. A signed-in learner's header bell reads the unseen count from the server;
 * the drawer opens from the right, 360px wide on a desktop and the full width on a phone, reads the inbox
 * (GET /api/v4/notifications) and links to /notification-center.
 *
 * The dot for a new notification comes from a real event: another learner follows this one from the public profile
 * (POST /api/v2/follow records a FOLLOW inbox item and delivers it on codestudio_notification_drawer).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const shotDir = process.env.KATANA_SCREENSHOTS;

let browser: Browser;
let learner: Learner;

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: join(shotDir, `notifications-${name}.png`) });
}

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Nila Notified')]);
  if (shotDir) mkdirSync(shotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
// The open drawer hides the header from the accessibility tree: read the dot off the button itself.
const bellDot = (page: Page) => page.locator('button[data-dot]').first().getAttribute('data-dot');

describe('notifications: bell and drawer', () => {
  it('a new learner has no dot; the drawer opens 360px wide from the right with the empty inbox and links to the notification centre', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      const unread = page.waitForResponse((r) => r.url().includes('/api/v4/notifications/unread_count'));
      await page.goto('/problems');
      expect((await unread).status()).toBe(200);
      await bell(page).waitFor({ timeout: 20_000 });
      expect(await bell(page).getAttribute('data-dot')).toBe('false');

      const inbox = page.waitForResponse((r) => /\/api\/v4\/notifications\?/.test(r.url()));
      await bell(page).click();
      expect((await inbox).status()).toBe(200);
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await drawer.getByText('No notifications yet').waitFor({ timeout: 10_000 });
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.width)).toBe(360);
      expect(Math.round(box.x + box.width)).toBe(DESKTOP.width);
      await shot(page, 'drawer-empty');

      await drawer.getByRole('link', { name: 'View all notifications' }).click();
      await page.waitForURL('**/notification-center');
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.getByText('No notifications yet').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });

  it('on a phone the drawer takes the full width', async () => {
    const { context, page } = await openPage(browser, baseURL, MOBILE);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/problems');
      await bell(page).click({ timeout: 20_000 });
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await drawer.getByText('No notifications yet').waitFor({ timeout: 10_000 });
      expect(Math.round((await drawer.boundingBox())!.width)).toBe(MOBILE.width);
    } finally {
      await context.close();
    }
  });

  it('shows a dot live when another learner follows, lists the follow in the drawer, and clears the dot for good', async () => {
    const follower = await signUpLearner(baseURL, mailDir, 'Farid Follower');
    const auth = await fetch(`${baseURL}/api/v2/users/auth_details`, {
      headers: { cookie: learner.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const uuid = ((await auth.json()) as { data: { user: { uuid: string } } }).data.user.uuid;

    const followed = await openPage(browser, baseURL, DESKTOP);
    const following = await openPage(browser, baseURL, DESKTOP);
    await signInContext(followed.context, baseURL, learner);
    await signInContext(following.context, baseURL, follower);
    try {
      const page = followed.page;
      await page.goto('/problems');
      await bell(page).waitFor({ timeout: 20_000 });
      expect(await bell(page).getAttribute('data-dot')).toBe('false');

      // The follower opens the learner's public profile and clicks Follow.
      await following.page.goto(`/profile/${uuid}`);
      const follow = following.page.getByRole('button', { name: 'Follow', exact: true });
      await follow.waitFor({ timeout: 20_000 });
      await expect.poll(() => follow.isEnabled(), { timeout: 10_000 }).toBe(true);
      await shot(following.page, 'profile-follow');
      await follow.click();
      await following.page
        .getByRole('button', { name: 'Following', exact: true })
        .waitFor({ timeout: 10_000 });
      await following.page.getByText('You Started Following').waitFor();
      if (shotDir) {
        // The public profile with its Following button, light and dark, desktop and phone.
        for (const theme of ['light', 'dark'])
          for (const width of [DESKTOP.width, 390]) {
            await following.page.setViewportSize({ width, height: 800 });
            await following.page.evaluate((t) => localStorage.setItem('katana-theme', t), theme);
            await following.page.reload();
            const button = following.page.getByRole('button', { name: 'Following', exact: true });
            await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
            await following.page.getByText(/^Level \d+ · /).waitFor({ timeout: 10_000 });
            await following.page.waitForTimeout(300); // let the colour transitions finish before the picture
            await shot(following.page, `profile-following-${theme}-${width}`);
          }
      }

      // The learner's open page gets the dot over its socket, without a reload.
      await expect.poll(() => bell(page).getAttribute('data-dot'), { timeout: 30_000 }).toBe('true');
      await bell(page).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await drawer.getByText('Farid Follower started following you').waitFor({ timeout: 10_000 });
      await shot(page, 'drawer-follow');
      await expect.poll(() => bellDot(page), { timeout: 10_000 }).toBe('false');
      const unread = page.waitForResponse((r) => r.url().includes('/api/v4/notifications/unread_count'));
      await page.reload();
      expect((await unread).status()).toBe(200);
      await bell(page).waitFor({ timeout: 20_000 });
      expect(await bell(page).getAttribute('data-dot')).toBe('false');
    } finally {
      await followed.context.close();
      await following.context.close();
    }
  });
});
