/**
 * KATANA_SCREENSHOTS=<dir>: saves the page (or one named region of it) in light and dark, at 1280 and 390 wide, as
 * <dir>/<prefix>-<name>-<theme>-<width>.png, then puts the page back to light at desktop size on the same URL.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser.ts';

export async function themedShots(page: Page, file: string, region?: string): Promise<void> {
  const shotDir = process.env.KATANA_SCREENSHOTS;
  if (!shotDir) return;
  const url = page.url();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('katana-theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(url);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(400);
      const path = join(shotDir, `${file}-${theme}-${width}.png`);
      if (region) await page.getByRole('region', { name: region }).screenshot({ path });
      else await page.screenshot({ path });
    }
  }
  await page.evaluate(() => localStorage.setItem('katana-theme', 'light'));
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
}
