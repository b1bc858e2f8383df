/**
 * Real headless Chromium (Debian's package) through playwright-core. Test tools cannot download browsers here,
 * so the executable is the system one; the flags keep Chromium from reaching for the network.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

let visitors = 0;

/**
 * A distinct client address per browser context, sent as X-Forwarded-For (the e2e server trusts it from
 * 127.0.0.1, as it would from a proxy). Per-address limits such as the OTP send cap then apply per visitor, as they
 * do in production, instead of to the whole test run.
 */
export function freshVisitorIp(): string {
  visitors += 1;
  const n = (process.pid % 200) * 1000 + visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  {
    visitorIp = freshVisitorIp(),
    colorScheme = 'light',
  }: { visitorIp?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    colorScheme,
    extraHTTPHeaders: { 'x-forwarded-for': visitorIp },
  });
  const page = await context.newPage();
  return { context, page };
}
