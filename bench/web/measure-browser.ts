/**
 * Loads a page in real headless Chromium (Debian's, through playwright-core as the e2e tests do) and reads, from the
 * DevTools protocol's Network events, the bytes of every script response the browser actually fetched: the
 * `encodedDataLength` of `Network.loadingFinished` (what came over the wire) minus the response's header bytes
 * (`Network.responseReceived`). The browser asks for gzip only (Accept-Encoding: gzip), so the server's on-the-fly
 * compression is gzip and the byte counts compare with the gzip budget; each body is also gzipped with zlib here,
 * as Vite's build report does, to compare with the build-side numbers.
 *
 * The load is cut at a readiness point: for the problem page, when the code editor is interactive (its textbox is
 * in the page); for other pages, when no script has been requested or finished for QUIET_MS. Scripts that finished
 * before that point are "before ready"; the measurement then waits for quiet and reports what came after.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { DESKTOP, freshVisitorIp } from '../../e2e/support/browser.ts';
import { gzipBytes } from './manifest.ts';

export interface LoadedScript {
  /** Path below the origin, e.g. /assets/index-abc.js */
  path: string;
  /** ms from the start of navigation until the response body was complete. */
  atMs: number;
  /** Body bytes over the wire (encodedDataLength minus the header bytes) and the encoding the server chose. */
  wireBytes: number;
  encoding: string;
  rawBytes: number;
  /** The decoded body gzipped with zlib's default level (the build report's method). */
  gzipBytes: number;
  /** Finished before the readiness point. */
  beforeReady: boolean;
}

export interface PageLoad {
  path: string;
  status: number | undefined;
  scripts: LoadedScript[];
  /** ms from navigation until the page was ready (editor interactive / quiet) and until it was quiet. */
  readyMs: number;
  idleMs: number;
  /** The readiness point was reached (false: the editor never became interactive within MAX_WAIT_MS). */
  ready: boolean;
}

export type Readiness = { kind: 'editor'; label: string } | { kind: 'idle' };

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 45_000;

interface Tracked {
  url: string;
  headerBytes: number;
  encoding: string;
  done?: { totalBytes: number; atMs: number };
  failed?: boolean;
}

/** Follows the script requests of one page over CDP. */
function trackScripts(cdp: CDPSession, t0: number) {
  const byId = new Map<string, Tracked>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type !== 'Script' || byId.has(e.requestId)) return;
    byId.set(e.requestId, { url: e.request.url, headerBytes: 0, encoding: 'identity' });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = byId.get(e.requestId);
    if (!t) return;
    t.headerBytes = e.response.encodedDataLength;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    t.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = byId.get(e.requestId);
    if (!t) return;
    t.done = { totalBytes: e.encodedDataLength, atMs: Date.now() - t0 };
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const t = byId.get(e.requestId);
    if (!t) return;
    t.failed = true;
    lastActivity = Date.now();
  });
  return {
    byId,
    inFlight: () => [...byId.values()].filter((t) => !t.done && !t.failed).length,
    quietFor: () => Date.now() - lastActivity,
  };
}

async function waitForQuiet(tracker: ReturnType<typeof trackScripts>, t0: number): Promise<boolean> {
  while (Date.now() - t0 < MAX_WAIT_MS) {
    if (tracker.inFlight() === 0 && tracker.quietFor() >= QUIET_MS) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export async function measurePage(
  browser: Browser,
  baseURL: string,
  path: string,
  {
    cookies = [] as { name: string; value: string }[],
    readiness = { kind: 'idle' } as Readiness,
  }: { cookies?: { name: string; value: string }[]; readiness?: Readiness } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    colorScheme: 'light',
    extraHTTPHeaders: { 'x-forwarded-for': freshVisitorIp(), 'accept-encoding': 'gzip' },
  });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const t0 = Date.now();
  const tracker = trackScripts(cdp, t0);

  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  let ready: boolean;
  if (readiness.kind === 'editor') {
    // A CSS match rather than getByRole: a dialog that opens over the page (sign-in) hides it from the role tree.
    ready = await page
      .locator(`[role="textbox"][aria-label="${readiness.label}"]`)
      .first()
      .waitFor({ state: 'visible', timeout: MAX_WAIT_MS })
      .then(() => true)
      .catch(() => false);
  } else {
    ready = await waitForQuiet(tracker, t0);
  }
  const readyMs = Date.now() - t0;
  const finishedAtReady = new Set([...tracker.byId].filter(([, t]) => t.done).map(([id]) => id));
  await waitForQuiet(tracker, t0);
  const idleMs = Date.now() - t0;

  const scripts: LoadedScript[] = [];
  for (const [id, t] of tracker.byId) {
    if (!t.done) continue;
    const body = await cdp
      .send('Network.getResponseBody', { requestId: id })
      .then((r) => Buffer.from(r.body, r.base64Encoded ? 'base64' : 'utf8'))
      .catch(() => Buffer.alloc(0));
    scripts.push({
      path: new URL(t.url).pathname,
      atMs: t.done.atMs,
      wireBytes: Math.max(0, t.done.totalBytes - t.headerBytes),
      encoding: t.encoding,
      rawBytes: body.length,
      gzipBytes: body.length ? gzipBytes(body) : 0,
      beforeReady: finishedAtReady.has(id),
    });
  }
  scripts.sort((a, b) => a.atMs - b.atMs);
  await context.close();
  return { path, status: response?.status(), scripts, readyMs, idleMs, ready };
}
