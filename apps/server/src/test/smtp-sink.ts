/**
 * A real SMTP server (the `smtp-server` package) that accepts every mail and keeps it, for integration and e2e
 * tests that must read the OTP the platform mailed. With `mailDir` each mail is also written there as JSON
 * (`<time>-<n>.json`, a Mail object) so another process (Playwright) can read it.
 *
 *   const sink = await startSmtpSink({ mailDir });   // SMTP_URL = sink.url
 *   const mail = await sink.waitForMail('ada@example.com', { timeoutMs: 5000 });
 *   await sink.close();
 *
 * As a process: `npx tsx apps/server/src/test/smtp-sink.ts --port 2525 --mail-dir /tmp/mails`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages(): Mail[];
  /** The first mail to `to` received after `since` (default: any), waiting up to timeoutMs (default 5 s). */
  waitForMail(to: string, opts?: { timeoutMs?: number; since?: Date }): Promise<Mail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  host?: string;
  mailDir?: string;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const mails: Mail[] = [];
  const waiters = new Set<() => void>();
  let counter = 0;
  if (options.mailDir) mkdirSync(options.mailDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: without STARTTLS nodemailer does not try to upgrade to a certificate we lack.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: Mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: new Date().toISOString(),
          };
          mails.push(mail);
          if (options.mailDir) {
            const name = `${Date.now()}-${String(++counter).padStart(4, '0')}.json`;
            writeFileSync(join(options.mailDir, name), JSON.stringify(mail, null, 2));
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  const find = (to: string, since?: Date) =>
    mails.find((m) => m.to.includes(to.toLowerCase()) && (!since || new Date(m.receivedAt) >= since));

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages: () => [...mails],
    waitForMail(to, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? 5000;
      const found = find(to, opts.since);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(to, opts.since);
          if (!mail) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the mails a sink process wrote to `mailDir`, oldest first (for a process that did not start the sink). */
export function readMailDir(mailDir: string): Mail[] {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => JSON.parse(readFileSync(join(mailDir, n), 'utf8')) as Mail);
}

/** The 6-digit code in a sign-in mail. */
export function otpFromMail(mail: Pick<Mail, 'text'>): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error('no 6-digit code in the mail');
  return match[1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const sink = await startSmtpSink({ port: Number(arg('--port') ?? 2525), mailDir: arg('--mail-dir') });
  console.log(`smtp sink listening on ${sink.url}`);
  const stop = () => void sink.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
