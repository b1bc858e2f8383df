/**
 * E-mail preferences (ours; the spec's preferences are in-app only): the digest frequency (daily, weekly, off) and
 * the kinds left out of it, stored as the scope EMAIL beside the spec's STUDIO scope (notification_preferences:
 * data { digest, off: [kinds], key, last_digest_at }).
 *
 * Unsubscribe links carry a token `<user id>.<kind or ALL>.<HMAC>` keyed by a random per-learner key kept in that
 * row: it needs no sign-in, survives restarts without a configured secret, and cannot be forged for another learner
 * or kind. ALL turns the whole digest off (the List-Unsubscribe header); a kind leaves that kind out of it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_DIGEST,
  EMAIL_DIGEST_FREQUENCIES,
  EMAIL_PREFERENCES_SCOPE,
  NOTIFICATION_KINDS,
  type EmailDigestFrequency,
  type NotificationKind,
} from '@katana/shared/engagement/notifications';
import type { EmailPreferences } from '@katana/shared/engagement/api-notifications';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/engagement-notifications.ts';

export interface EmailSettings {
  digest: EmailDigestFrequency;
  off: NotificationKind[];
  key: string;
  lastDigestAt: Date | null;
}

interface StoredEmailData {
  digest?: unknown;
  off?: unknown;
  key?: unknown;
  last_digest_at?: unknown;
}

function parse(data: StoredEmailData | undefined): EmailSettings {
  const digest = EMAIL_DIGEST_FREQUENCIES.find((f) => f === data?.digest) ?? DEFAULT_EMAIL_DIGEST;
  const off = Array.isArray(data?.off)
    ? NOTIFICATION_KINDS.filter((k) => (data.off as unknown[]).includes(k))
    : [];
  const key = typeof data?.key === 'string' && data.key ? data.key : randomBytes(24).toString('base64url');
  const last = typeof data?.last_digest_at === 'string' ? new Date(data.last_digest_at) : null;
  return { digest, off, key, lastDigestAt: last && !Number.isNaN(last.getTime()) ? last : null };
}

export async function readEmailSettings(db: Db, userId: number): Promise<EmailSettings> {
  const [row] = await db
    .select({ data: notificationPreferences.data })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.scope, EMAIL_PREFERENCES_SCOPE),
      ),
    );
  return parse(row?.data as StoredEmailData | undefined);
}

export async function writeEmailSettings(db: Db, userId: number, settings: EmailSettings): Promise<void> {
  const data = {
    digest: settings.digest,
    off: settings.off,
    key: settings.key,
    last_digest_at: settings.lastDigestAt?.toISOString() ?? null,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, scope: EMAIL_PREFERENCES_SCOPE, data })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.scope],
      set: { data, updatedAt: new Date() },
    });
}

export function presentEmailPreferences(settings: EmailSettings): EmailPreferences {
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !settings.off.includes(k)]));
  return { digest: settings.digest, kinds: kinds as EmailPreferences['kinds'] };
}

/** Applies an update: kinds sent with false are left out of the digest, with true put back; others keep theirs. */
export async function saveEmailPreferences(
  db: Db,
  userId: number,
  update: {
    digest?: EmailDigestFrequency | undefined;
    kinds?: Partial<Record<NotificationKind, boolean>> | undefined;
  },
): Promise<EmailPreferences> {
  const settings = await readEmailSettings(db, userId);
  const off = new Set(settings.off);
  for (const kind of NOTIFICATION_KINDS) {
    const value = update.kinds?.[kind];
    if (value === false) off.add(kind);
    if (value === true) off.delete(kind);
  }
  const next = {
    ...settings,
    digest: update.digest ?? settings.digest,
    off: NOTIFICATION_KINDS.filter((k) => off.has(k)),
  };
  await writeEmailSettings(db, userId, next);
  return presentEmailPreferences(next);
}

type UnsubscribeScope = NotificationKind | 'ALL';

function mac(key: string, userId: number, scope: UnsubscribeScope): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${scope}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(userId: number, scope: UnsubscribeScope, key: string): string {
  return `${userId}.${scope}.${mac(key, userId, scope)}`;
}

/** Turns e-mail off for the token's kind (or the whole digest); null for a token that is not valid. */
export async function unsubscribe(
  db: Db,
  token: string,
): Promise<{ kind: NotificationKind | null; digest: EmailDigestFrequency } | null> {
  const [id, scope, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  if (scope !== 'ALL' && !NOTIFICATION_KINDS.includes(scope as NotificationKind)) return null;
  const settings = await readEmailSettings(db, userId);
  const expected = Buffer.from(mac(settings.key, userId, scope as UnsubscribeScope));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (scope === 'ALL') {
    await writeEmailSettings(db, userId, { ...settings, digest: 'off' });
    return { kind: null, digest: 'off' };
  }
  const kind = scope as NotificationKind;
  const off = settings.off.includes(kind) ? settings.off : [...settings.off, kind];
  await writeEmailSettings(db, userId, { ...settings, off });
  return { kind, digest: settings.digest };
}
