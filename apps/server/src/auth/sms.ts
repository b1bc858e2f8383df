/**
 * SMS delivery behind one interface so a gateway (Twilio, MSG91...) can be plugged in; the built-in provider
 * delivers nothing: it keeps messages in the outbox (shown on /dev/mailbox to this machine while SMTP_URL is unset)
 * and writes them, code included, to the server log, where the operator finds them in every configuration.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

export interface SmsProvider {
  readonly kind: string;
  send(to: string, text: string): Promise<void>;
}

export function createOutboxSmsProvider(outbox: Outbox, log: FastifyBaseLogger): SmsProvider {
  return {
    kind: 'outbox',
    async send(to, text) {
      const stored = outbox.add({ channel: 'sms', to, subject: 'SMS', text });
      log.warn({ smsId: stored.id, to, text }, 'sms not sent (no SMS gateway): kept in the outbox');
    },
  };
}
