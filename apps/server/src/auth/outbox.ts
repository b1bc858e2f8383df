/**
 * Messages the platform would have sent when no SMTP server / SMS gateway is configured. Kept in memory (newest
 * first, bounded) for the mailbox page, which answers loopback clients only because the bodies hold sign-in codes.
 */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  createdAt: string;
}

const CAPACITY = 200;

export class Outbox {
  private messages: OutboxMessage[] = [];
  private nextId = 1;

  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage {
    const stored = { ...message, id: this.nextId++, createdAt: new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > CAPACITY) this.messages.length = CAPACITY;
    return stored;
  }

  /** Newest first. */
  list(): readonly OutboxMessage[] {
    return this.messages;
  }
}
