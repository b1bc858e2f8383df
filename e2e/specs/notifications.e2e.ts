/**
 * Notifications end to end (issue 6 "Must show"): real Chromium against the real server (support/global-setup.ts)
 * and its real socket.io connection. A signed-in learner's header bell reads the unseen count from the server;
 * the drawer opens from the right, 360px wide on a desktop and the full width on a phone, reads the inbox
 * (GET /api/v4/notifications) and links to /notification-center.
 *
 * The dot for a new notification: the only server event that writes an inbox item today is a streak-milestone
 * badge (10 days in a row, engagement/badges/grant-badge.ts), which a run cannot reach; reward toasts (an accepted
 * submission's EXP) go to ninjutsu_room, not to the drawer channel. That test is written below and skipped until
 * a reachable event writes an inbox item.
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

  // Needs a server event a run can cause that writes an inbox item (see the header comment).
  it.skip('shows a dot on a new notification and clears it when the drawer opens', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/problems');
      await bell(page).waitFor({ timeout: 20_000 });
      // ... cause the event here ...
      await expect.poll(() => bell(page).getAttribute('data-dot'), { timeout: 30_000 }).toBe('true');
      await bell(page).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
      expect(await bell(page).getAttribute('data-dot')).toBe('false');
      await page.reload();
      await bell(page).waitFor({ timeout: 20_000 });
      expect(await bell(page).getAttribute('data-dot')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
