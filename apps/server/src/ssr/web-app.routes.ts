/**
 * The web app: hashed build assets under /assets/ (cached for a year), other files at the root of the build
 * (favicon, robots.txt...), and for every other GET the HTML shell with that page's head and status.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, isAbsolute } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '../plugins/app/api-path.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The front-end classroom's Preview frame (apps/web/public/preview-frame.html) runs learners' pages: instead of the
 * site's policy it gets one that allows their inline scripts and styles and nothing else -- no requests at all, and
 * a sandbox (an opaque origin: no cookies, no storage of this site) even when it is opened on its own.
 */
const PREVIEW_FRAME_FILE = 'preview-frame.html';
const PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-forms allow-modals',
].join('; ');

/** A file directly under the build folder that the path names (never index.html, never outside the folder). */
function rootFile(distDir: string, pathname: string): string | undefined {
  if (!extname(pathname) || pathname.includes('\0')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = resolve(distDir, `.${decoded}`);
  const rel = relative(distDir, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || rel === 'index.html') return undefined;
  try {
    return statSync(file).isFile() ? rel : undefined;
  } catch {
    return undefined;
  }
}

const webAppRoute: FastifyPluginAsync = async (app) => {
  const distDir = app.config.webDistDir;

  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    // Build file names carry a content hash, so a name never changes meaning.
    cacheControl: true,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    index: false,
    // The folder may appear after start (a build while the server runs).
    wildcard: true,
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(pathname)) return reply.callNotFound();

    const file = existsSync(distDir) ? rootFile(distDir, pathname) : undefined;
    if (file === PREVIEW_FRAME_FILE)
      return reply
        .header('content-security-policy', PREVIEW_FRAME_CSP)
        .header('cache-control', 'no-cache')
        .sendFile(file, distDir);
    if (file) return reply.header('cache-control', 'public, max-age=3600').sendFile(file, distDir);

    const req = { pathname, origin: `${request.protocol}://${request.host}` };
    let page;
    try {
      page = await app.pages.render(req);
    } catch (err) {
      request.log.error({ err }, 'page rendering failed');
      page = app.pages.renderError('server-error', req);
    }
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });
};

export default webAppRoute;
