/**
 * Events end to end (issue #17 quality bar "register for an event and get its reminder notification"): real
 * Chromium against the real server. An operator's webinar starts in two hours (the dev route makes it, as
 * `katana event create` would). A learner finds it on /events under Webinars, opens it, registers, and downloads its
 * calendar file. The reminder sweep (run ahead of time through its dev route, as if 90 minutes had passed) then
 * brings "starts in 1 hour" live into the drawer, and its link leads back to the event. (The calendar and an event
 * page are in the accessibility spec's families.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventPaths } from '@katana/shared/api/events';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { devPost } from '../support/dev-api.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const TITLE = `Graph search live ${Date.now() % 100_000}`;

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Eva Events')]);
});
afterAll(async () => {
  await browser?.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('events', () => {
  it('a learner registers for a webinar and gets its reminder in the drawer', async () => {
    const event = await devPost<{ id: number; slug: string }>(baseURL, EventPaths.devCreate, {
      title: TITLE,
      kind: 'WEBINAR',
      description: 'Breadth-first search, **worked through** together.',
      starts_in_seconds: 2 * 60 * 60,
      duration_minutes: 60,
      high_priority: true,
    });

    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/events');
      await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Webinars' }).click();
      await page.waitForURL('**/events?category=WEBINAR');
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(`**/events/${event.slug}`);
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      expect(await page.title()).toContain(TITLE);

      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('You are registered.').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Unregister' }).waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Add to calendar' }).click();
      expect((await download).suggestedFilename()).toBe(`${event.slug}.ics`);

      // 90 minutes on, half an hour before the start: the 1-hour reminder is due, pushed live to the open page.
      const swept = await devPost<{ sent: { userId: number; eventId: number; minutes: number }[] }>(
        baseURL,
        EventPaths.devReminders,
        { in_seconds: 90 * 60 },
      );
      expect(swept.sent.filter((s) => s.eventId === event.id)).toEqual([
        expect.objectContaining({ eventId: event.id, minutes: 60 }),
      ]);
      await expect.poll(() => bell(page).getAttribute('data-dot'), { timeout: 15_000 }).toBe('true');
      await bell(page).click();
      const reminder = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${TITLE} starts in 1 hour`);
      await reminder.waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
