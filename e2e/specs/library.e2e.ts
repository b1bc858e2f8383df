/**
 * Library and what's new end to end (issue 17): real Chromium and the real server with the shipped content. A new
 * learner opens the library, reads "Union-find: keeping track of groups" (the server-rendered head names it), marks
 * it read, and finds it marked read on the article, in the category and in their reading history. The header's
 * "new" dot for what's new shows until the learner opens /whats-new, and stays gone after a reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInContext, signUpLearner, type Learner } from '../support/learner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const TITLE = 'Union-find: keeping track of groups';

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  [browser, learner] = await Promise.all([launchBrowser(), signUpLearner(baseURL, mailDir, 'Rita Reader')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('library', () => {
  it('serves the article page with its title in the head, and 404 for an unknown article', async () => {
    const page = await fetch(`${baseURL}/library/data-structures/union-find`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<title>${TITLE} | Katana</title>`);
    expect((await fetch(`${baseURL}/library/data-structures/no-such-article`)).status).toBe(404);
  });

  it('a learner reads an article, marks it read and finds it marked read', { timeout: 240_000 }, async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await signInContext(context, baseURL, learner);
    try {
      await page.goto('/library');
      await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Data structures', exact: true }).click();
      await page.waitForURL('**/library/data-structures');
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL('**/library/data-structures/union-find');
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 20_000 });
      // The table of contents jumps to a section.
      await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('link', { name: 'The idea' })
        .click();
      expect(new URL(page.url()).hash).toBe('#the-idea');

      await page.getByRole('button', { name: 'Mark as read' }).click();
      await page.getByText(/You read this on/).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);

      await page.reload();
      await page.getByText(/You read this on/).waitFor({ timeout: 20_000 });

      await page.goto('/library/data-structures');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
      await card.getByText('Read', { exact: true }).waitFor({ timeout: 20_000 });

      await page.goto('/library');
      const history = page.getByRole('region', { name: 'Your reading history' });
      await history.getByRole('link', { name: TITLE }).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it(
    "the header's what's new dot shows until the learner opens what's new",
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, baseURL, DESKTOP);
      await signInContext(context, baseURL, learner);
      try {
        await page.goto('/problems');
        const dot = page.getByRole('link', { name: "What's new (unread)" });
        await dot.waitFor({ timeout: 20_000 });
        const read = page.waitForResponse(
          (res) => res.request().method() === 'POST' && res.url().endsWith('/api/v1/whats_new/read'),
          { timeout: 60_000 },
        );
        await dot.click();
        await page.waitForURL('**/whats-new');
        await page.getByRole('heading', { level: 1, name: 'What’s new' }).waitFor({ timeout: 20_000 });
        // Opening the page marks the newest release read on the server.
        expect((await read).status()).toBe(200);
        await dot.waitFor({ state: 'detached', timeout: 15_000 });
        // A fresh load: once the session is known (the profile menu shows) and what's new was asked, no dot.
        const asked = page.waitForResponse((res) => res.url().endsWith('/api/v1/whats_new'), {
          timeout: 60_000,
        });
        await page.goto('/problems');
        await page.getByRole('button', { name: 'Profile menu' }).waitFor({ timeout: 30_000 });
        await asked;
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        expect(await dot.count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
