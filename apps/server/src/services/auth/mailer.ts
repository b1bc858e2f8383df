/** E-mail delivery: nodemailer over SMTP_URL, or the outbox when none is configured. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
        log.info(
          { mailId: stored.id, to: mail.to, subject: mail.subject },
          'mail stored in the outbox (no SMTP_URL)',
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
