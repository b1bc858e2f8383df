/**
 * Accessibility sweep, part: the site's shell, sign-in, dashboard, profile, leaderboards, notifications, library and
 * resources, error pages (the sweep itself: support/a11y-sweep.ts).
 */
import { describe, expect, it } from 'vitest';
import { settle } from '../support/axe.ts';
import { DESKTOP, openPage } from '../support/browser.ts';
import { FAMILY_TIMEOUT, accessibilitySweep } from '../support/a11y-sweep.ts';

const { checkFamily, browser, baseURL } = accessibilitySweep();

describe('accessibility: axe-core finds no WCAG 2.2 AA violation', () => {
  it('landing page and shell pages', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/'], ['/policies'], ['/jobs'], ['/library']]);
  });

  it('sign-in page', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/auth', 'out']]);
  });

  it('dashboard', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/home', 'in']]);
  });

  it('profile', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/profile', 'in'],
      ['/profile/edit', 'in'],
    ]);
  });

  it('leaderboards', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/home/leaderboard', 'in'],
      ['/home/leaderboards/campus', 'in'],
      ['/home/leaderboards/leagues', 'in'],
    ]);
  });

  it('notifications and their settings', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/notification-center', 'in'],
      ['/notification-center/settings', 'in'],
    ]);
  });

  it("library, resources, videos and what's new", { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([
      ['/library', 'in'],
      ['/library/algorithms'],
      ['/library/algorithms/binary-search'],
      ['/resources'],
      ['/resources/videos'],
      ['/whats-new'],
    ]);
  });

  it('404 and 500 pages', { timeout: FAMILY_TIMEOUT }, async () => {
    await checkFamily([['/fourofour'], ['/500']]);
  });
});

describe('accessibility: keyboard and motion', () => {
  it('the first Tab shows "Skip to content", which moves focus past the header to the page', async () => {
    const { context, page } = await openPage(browser(), baseURL, DESKTOP);
    try {
      await page.goto('/problems');
      await settle(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      // Visible on focus: a real box on screen with a focus outline.
      const box = await skip.boundingBox();
      expect(box && box.width > 40 && box.height > 20).toBe(true);
      expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(new URL(page.url()).pathname).toBe('/problems');
      await page.keyboard.press('Tab');
      const inHeader = await page.evaluate(
        () => !!document.activeElement?.closest('[data-testid="site-header"]'),
      );
      expect(inHeader).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('with reduced motion, the login dialog and its controls neither animate nor transition', async () => {
    const { context, page } = await openPage(browser(), baseURL, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await page.goto('/problems');
      await settle(page);
      await page.getByRole('button', { name: 'Login' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Login or Sign up' });
      await dialog.waitFor();
      const moving = await page.evaluate(() => {
        const slow = (value: string) =>
          value.split(',').some((d) => parseFloat(d) * (d.includes('ms') ? 1 : 1000) > 1);
        const found: string[] = [];
        for (const el of Array.from(document.querySelectorAll('[role="dialog"], [role="dialog"] *'))) {
          const style = getComputedStyle(el);
          if (
            slow(style.transitionDuration) ||
            (style.animationName !== 'none' && slow(style.animationDuration))
          ) {
            found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`);
          }
        }
        for (const a of document.getAnimations()) {
          if (a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
            found.push('endless animation');
        }
        return found;
      });
      expect(moving).toEqual([]);
      // Escape closes it and focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    } finally {
      await context.close();
    }
  });
});
