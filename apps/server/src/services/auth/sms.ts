/**
 * SMS delivery behind one interface so a gateway (Twilio, MSG91...) can be plugged in; the built-in provider
 * stores messages in the outbox (shown on /dev/mailbox), logging only the recipient.
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
      log.info({ smsId: stored.id, to }, 'sms stored in the outbox (no SMS gateway)');
    },
  };
}
