import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, openPage } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('serves the landing page with the shell header, the title and the five top menus', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/\| Katana$/);
    const header = page.getByTestId('site-header');
    expect(await header.isVisible()).toBe(true);
    expect((await header.boundingBox())?.height).toBe(56);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Learn', 'Contests & Events', 'Interview prep', 'Practice', 'Resources']) {
      expect(await nav.getByRole('button', { name: label }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('top menu dropdown', () => {
  it('opens on hover with its items, and a selection navigates and closes it', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Practice' }).hover();
    const item = nav.getByRole('link', { name: /Interview problem/ });
    await item.waitFor({ state: 'visible' });
    for (const name of ['Problem of the day', 'Popular problems list', 'Mock test series']) {
      expect(await nav.getByRole('link', { name: new RegExp(name) }).isVisible(), name).toBe(true);
    }
    await item.click();
    await page.waitForURL(`${baseURL}/problems`);
    await item.waitFor({ state: 'hidden' });
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Interview problems | Katana');
    await context.close();
  });

  it('lists the online compilers under Resources with a link to all of them', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Resources' }).hover();
    const all = nav.getByRole('link', { name: /See all compilers/ });
    await all.waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: /Python/ }).first().click();
    await page.waitForURL(`${baseURL}/online-compiler/online-python-compiler`);
    // The compiler screen is a lazy chunk: the old page (and its title) stays until the chunk has arrived.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Online Python Compiler | Katana');
    await context.close();
  });
});

describe('mobile drawer at 375px', () => {
  it('replaces the top menus with a drawer that holds the same groups', async () => {
    const { context, page } = await openPage(browser, baseURL, MOBILE);
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Practice' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });
    const box = await drawer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await drawer.getByText('Contests & Events').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('error pages', () => {
  it('answers an unknown path with status 404 and the 404 page, then shows /fourofour', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: "404 - That's an error." }).waitFor();
    expect(
      await page
        .getByText("But we're not ones to leave you hanging. Head to our homepage for a full catalog of awesome stuff.")
        .isVisible(),
    ).toBe(true);
    await page.waitForURL(`${baseURL}/fourofour`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('link', { name: 'Go back to home' }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });

  it('serves the 500 page with status 500', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    const response = await page.goto('/500');
    expect(response?.status()).toBe(500);
    await page.getByRole('heading', { name: 'Oopps! Some thing went wrong!' }).waitFor();
    await context.close();
  });
});

describe('theme', () => {
  it('switches to dark, keeps it across a reload, and back to light', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.goto('/');
    const html = page.locator('html');
    expect((await html.getAttribute('class')) ?? '').not.toContain('dark');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('switch', { name: 'Dark theme' }).first().click();
    expect((await html.getAttribute('class')) ?? '').toContain('dark');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBg).not.toBe(lightBg);
    await page.reload();
    expect((await html.getAttribute('class')) ?? '').toContain('dark');
    await page.getByRole('switch', { name: 'Dark theme' }).first().click();
    expect((await html.getAttribute('class')) ?? '').not.toContain('dark');
    await context.close();
  });
});
