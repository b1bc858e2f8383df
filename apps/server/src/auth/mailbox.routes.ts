/**
 * The operator's mailbox, registered only when SMTP_URL is unset and answering loopback clients only (it holds
 * every sign-in code): GET /dev/mailbox shows what the platform would have e-mailed or texted, newest first, so the
 * embedded default is usable without an SMTP server; GET /api/dev/mailbox returns the same as JSON. The codes are
 * also in the server log (mailer.ts, sms.ts) for operators who reach the machine only through its log.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@katana/shared/envelope';
import { AuthPaths } from '@katana/shared/api/auth';
import { escapeHtml } from '../ssr/index.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';

const mailboxRoute: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.get(AuthPaths.devMailbox, { schema: { hide: true } }, async () =>
    ok({ messages: app.auth.outbox.list() }),
  );

  app.get(AuthPaths.devMailboxPage, { schema: { hide: true } }, async (_request, reply) => {
    const items = app.auth.outbox
      .list()
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${m.channel === 'sms' ? 'SMS' : 'E-mail'} to ` +
          `<b>${escapeHtml(m.to)}</b> · <time>${escapeHtml(m.createdAt)}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
      `<title>Dev mailbox · ${escapeHtml(app.config.brandName)}</title><style>body{font:15px system-ui,sans-serif;` +
      `max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;` +
      `margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font:inherit}</style></head><body>` +
      `<h1>Dev mailbox</h1><p>Messages ${escapeHtml(app.config.brandName)} would have sent (no SMTP_URL is set). ` +
      `Only visible from this machine; newest first. Reload to refresh.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};

export default mailboxRoute;
