/**
 * Sign-in helpers for the e2e specs: the partner's test account, reading the OTP from the mails the SMTP sink
 * wrote (one JSON file per mail, see apps/server/src/test/smtp-sink.ts), and from the SMS the server's outbox
 * provider wrote to the server log (apps/server/src/auth/sms.ts; the mailbox page is off while SMTP_URL is
 * set, as it is for the e2e server).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const PARTNER_NAME = 'JobPortal';
export const OIDC_ACCOUNT = {
  id: 'grace',
  email: 'grace.partner@example.com',
  email_verified: true,
  name: 'Grace Hopper',
};

interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

function mailsTo(mailDir: string, to: string): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as Mail)
    .filter((m) => m.to.includes(to.toLowerCase()))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** How many mails `to` has received so far, to wait for the next one. */
export function mailCount(mailDir: string, to: string): number {
  return mailsTo(mailDir, to).length;
}

/** The 6-digit OTP of the newest mail to `to` beyond the first `after` ones, waiting for it to arrive. */
export async function waitForOtp(
  mailDir: string,
  to: string,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(mailDir, to);
    if (mails.length > after) {
      const otp = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1];
      if (otp) return otp;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP mail for ${to} within ${timeoutMs} ms`);
}

/** A fresh address per test run, so reruns against one server never meet an earlier account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

interface SmsLogLine {
  smsId?: number;
  to?: string;
  text?: string;
}

/** The SMS to `to` in the server's log (pino JSON lines), oldest first. */
function smsTo(serverLog: string, to: string): SmsLogLine[] {
  const lines = readFileSync(serverLog, 'utf8').split('\n');
  // The last line may still be half written: only whole JSON lines count.
  return lines
    .filter((line) => line.includes('"smsId"') && line.endsWith('}'))
    .map((line) => JSON.parse(line) as SmsLogLine)
    .filter((m) => m.to === to);
}

/** How many SMS `to` (e.g. '+919876543210') has received so far. */
export function smsCount(serverLog: string, to: string): number {
  return smsTo(serverLog, to).length;
}

/** The 6-digit OTP of the newest SMS to `to` beyond the first `after` ones, waiting for it to arrive. */
export async function waitForSmsOtp(
  serverLog: string,
  to: string,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = smsTo(serverLog, to);
    if (messages.length > after) {
      const otp = /\b(\d{6})\b/.exec(messages[messages.length - 1]!.text ?? '')?.[1];
      if (otp) return otp;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP SMS for ${to} within ${timeoutMs} ms`);
}

/** A fresh 10-digit Indian mobile number per test run. */
export function uniqueIndianNumber(): string {
  return `9${String(Date.now() % 1e9).padStart(9, '0')}`;
}

/** A port that was free a moment ago (for a second server a spec starts itself). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

// KATANA_E2E_SERVER_WAIT_SECONDS: how long a starting server may take (migrations and the catalogue run first; a
// loaded machine, or the accessibility sweep running beside a spec, can take minutes); 240 s otherwise.
const SERVER_WAIT_SECONDS = Number(process.env.KATANA_E2E_SERVER_WAIT_SECONDS) || 240;

/** Waits for a Katana server the run or a spec started to answer /api/health. */
export async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_WAIT_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${SERVER_WAIT_SECONDS} s:\n${logs()}`);
}
