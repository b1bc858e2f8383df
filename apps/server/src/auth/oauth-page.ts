/**
 * The tiny HTML page the OAuth callback answers with. Opened as a popup it posts the result to window.opener
 * (target origin = our own) and closes; opened in the main window it goes to the redirect path. Its one inline
 * script runs under a per-response CSP nonce; the data sits in a JSON block so nothing is interpolated into code.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { OAuthPopupMessage } from '@katana/shared/api/auth';
import { safeRedirectPath } from '@katana/shared/safe-redirect';

function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * `site` is this site's origin: the page follows `redirectPath` only when it is a page of that origin (this is where
 * the browser acts on it, so the check sits here as well as where the path was first taken in).
 */
export function sendOAuthResultPage(
  reply: FastifyReply,
  site: string,
  message: OAuthPopupMessage,
  redirectPath: string,
) {
  const redirect = safeRedirectPath(redirectPath, site);
  const nonce = randomBytes(16).toString('base64');
  const script =
    "(function(){var d=JSON.parse(document.getElementById('katana-oauth').textContent);" +
    'if(window.opener&&window.opener!==window){try{window.opener.postMessage(d.message,location.origin)}catch(e){}window.close();}' +
    'else{location.replace(d.redirect);}})();';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in…</title></head><body>' +
    `<script type="application/json" id="katana-oauth">${jsonForHtml({ message, redirect })}</script>` +
    `<script nonce="${nonce}">${script}</script><noscript>Sign-in finished. You can close this window.</noscript></body></html>`;
  return (
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      )
      // The popup must keep its opener across the provider's pages (see security-headers COOP).
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}
