/**
 * Loads a page in real headless Chromium (Debian's, through playwright-core as the e2e tests do) and records every
 * JavaScript response until the page has been quiet for a while: its URL, when it arrived, its body size, the same
 * body gzipped with zlib (comparable to the build-side number) and what the server actually sent over the wire.
 */
import type { Browser, Response } from 'playwright-core';
import { DESKTOP, openPage } from '../../e2e/support/browser.ts';
import { gzipBytes } from './manifest.ts';

export interface LoadedScript {
  /** Path below the origin, e.g. /assets/index-abc.js */
  path: string;
  /** ms from the start of navigation until the response body was complete. */
  atMs: number;
  rawBytes: number;
  gzipBytes: number;
  /** Encoded body size on the wire (the server compresses on the fly) and the encoding it chose. */
  wireBytes: number;
  encoding: string;
}

export interface PageLoad {
  path: string;
  status: number | undefined;
  scripts: LoadedScript[];
  /** ms from navigation until the last script arrived / until the load was declared idle. */
  lastScriptMs: number;
  idleMs: number;
}

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 45_000;

export async function measurePage(
  browser: Browser,
  baseURL: string,
  path: string,
  {
    cookies = [] as { name: string; value: string }[],
    ready,
  }: { cookies?: { name: string; value: string }[]; ready?: string } = {},
): Promise<PageLoad> {
  const { context, page } = await openPage(browser, baseURL, DESKTOP);
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL })));
  const scripts: Promise<LoadedScript | undefined>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const t0 = Date.now();
  page.on('request', (req) => {
    if (req.resourceType() !== 'script') return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'script') settle();
  });
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    const atMs = Date.now() - t0;
    scripts.push(
      (async () => {
        const res = (await req.response()) as Response;
        const body = await res.body();
        const sizes = await req.sizes();
        settle();
        return {
          path: new URL(req.url()).pathname,
          atMs,
          rawBytes: body.length,
          gzipBytes: gzipBytes(body),
          wireBytes: sizes.responseBodySize,
          encoding: (await res.headerValue('content-encoding')) ?? 'identity',
        };
      })().catch(() => {
        settle();
        return undefined;
      }),
    );
  });

  const response = await page.goto(path, { waitUntil: 'load' });
  if (ready)
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: MAX_WAIT_MS })
      .catch(() => undefined);
  // Idle: no script in flight and none started or finished for QUIET_MS (lazy chunks a screen asks for after its
  // first render, such as the editor, arrive within that window on a local server).
  while (Date.now() - t0 < MAX_WAIT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const idleMs = Date.now() - t0;
  const loaded = (await Promise.all(scripts)).filter((s): s is LoadedScript => s !== undefined);
  loaded.sort((a, b) => a.atMs - b.atMs);
  await context.close();
  return {
    path,
    status: response?.status(),
    scripts: loaded,
    lastScriptMs: loaded.at(-1)?.atMs ?? 0,
    idleMs,
  };
}
