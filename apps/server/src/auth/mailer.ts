/**
 * E-mail delivery: nodemailer over SMTP_URL, or the outbox when none is configured. Only the outbox logs the text
 * (with its sign-in code): without SMTP the operator is the delivery; with SMTP nothing secret is logged.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on digests). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outbox: Outbox;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outbox, log } = opts;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(mail) {
        const stored = outbox.add({ channel: 'email', ...mail });
        // Nobody else will deliver it: the operator passes the code on from the log or /dev/mailbox. At warn so it
        // shows at every LOG_LEVEL that shows problems.
        log.warn(
          { mailId: stored.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail not sent (no SMTP_URL): kept in the outbox, shown on /dev/mailbox to this machine',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
