/**
 * E-mail digests: a periodic sweep (every node, notifications.plugin.ts) mails each learner whose digest is due
 * (daily or weekly since the last one, per their e-mail preferences) their unread inbox items of the kinds they
 * still want by e-mail, through the auth slice's mailer (SMTP, or the outbox without SMTP_URL).
 *
 * Each mail has a one-click unsubscribe (RFC 8058: List-Unsubscribe with the signed link, List-Unsubscribe-Post
 * "List-Unsubscribe=One-Click") that turns the digest off without signing in, and a link per kind in the text that
 * leaves that kind out. Sent at most once per period: the learner's last_digest_at moves in a transaction under a
 * per-learner advisory lock before the mail goes out, so two nodes never both send it (a failed send is logged and
 * not retried until the next period).
 */
import { and, desc, eq, gt, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { DAY_MS } from '@katana/shared/engagement/ist-time';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import {
  EMAIL_PREFERENCES_SCOPE,
  NOTIFICATION_KIND_LABELS,
  type EmailDigestFrequency,
  type NotificationKind,
} from '@katana/shared/engagement/notifications';
import type { Db } from '../../db/client.ts';
import { inboxNotifications, notificationPreferences } from '../../db/schema/engagement-notifications.ts';
import { users } from '../../db/schema/users.ts';
import { readEmailSettings, unsubscribeToken, writeEmailSettings } from './email-preferences.ts';

const PERIOD_MS: Record<Exclude<EmailDigestFrequency, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Items listed in one mail (the count says how many more are waiting). */
const ITEMS_PER_MAIL = 20;
/** Learners looked at per sweep; the next sweep takes the rest. */
const USERS_PER_SWEEP = 500;

/** What the digest hands to the mailer (the auth slice's Mail, with headers). */
export interface DigestMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export interface EmailDigestDeps {
  db: Db;
  send(mail: DigestMail): Promise<void>;
  /** The site's public base URL, no trailing slash (links in the mail). */
  baseUrl: string;
  brand: string;
  warn(details: object, message: string): void;
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${NotificationPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The page a person who clicks the link in the text lands on (it asks before turning anything off). */
export function unsubscribePageUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/notification-center/unsubscribe?token=${encodeURIComponent(token)}`;
}

interface DueDigest {
  userId: number;
  email: string;
  name: string | null;
  frequency: Exclude<EmailDigestFrequency, 'off'>;
  key: string;
  items: { kind: string; title: string; link: string | null }[];
  total: number;
}

export function createEmailDigest(deps: EmailDigestDeps) {
  /** In one transaction under the learner's lock: what is due, and the period marked as sent. */
  async function claim(
    userId: number,
    email: string,
    name: string | null,
    now: Date,
  ): Promise<DueDigest | null> {
    return deps.db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`katana:email-digest:${userId}`})) as locked`,
      );
      if ((locked as { rows?: { locked: boolean }[] }).rows?.[0]?.locked !== true) return null;
      const settings = await readEmailSettings(tx, userId);
      if (settings.digest === 'off') return null;
      const period = PERIOD_MS[settings.digest];
      if (settings.lastDigestAt && now.getTime() - settings.lastDigestAt.getTime() < period) return null;
      const since = settings.lastDigestAt ?? new Date(now.getTime() - period);
      const where = and(
        eq(inboxNotifications.userId, userId),
        isNull(inboxNotifications.readAt),
        gt(inboxNotifications.createdAt, since),
        settings.off.length > 0 ? notInArray(inboxNotifications.kind, settings.off) : undefined,
      );
      const items = await tx
        .select({
          kind: inboxNotifications.kind,
          title: inboxNotifications.title,
          link: inboxNotifications.link,
        })
        .from(inboxNotifications)
        .where(where)
        .orderBy(desc(inboxNotifications.id))
        .limit(ITEMS_PER_MAIL);
      if (items.length === 0) return null;
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(inboxNotifications)
        .where(where);
      await writeEmailSettings(tx, userId, { ...settings, lastDigestAt: now });
      return {
        userId,
        email,
        name,
        frequency: settings.digest,
        key: settings.key,
        items,
        total: count?.n ?? items.length,
      };
    });
  }

  function compose(due: DueDigest): DigestMail {
    const base = deps.baseUrl;
    const absolute = (link: string | null) =>
      link ? (link.startsWith('/') ? `${base}${link}` : link) : null;
    const lines = due.items.flatMap((item) => {
      const label = NOTIFICATION_KIND_LABELS[item.kind as NotificationKind] ?? item.kind;
      const url = absolute(item.link);
      return [`- [${label}] ${item.title}`, ...(url ? [`  ${url}`] : [])];
    });
    const more = due.total - due.items.length;
    const kinds = [...new Set(due.items.map((i) => i.kind as NotificationKind))];
    const all = unsubscribeToken(due.userId, 'ALL', due.key);
    const text = [
      `Hi ${due.name?.trim() || 'there'},`,
      '',
      `You have ${due.total} unread notification${due.total === 1 ? '' : 's'} on ${deps.brand}:`,
      '',
      ...lines,
      ...(more > 0 ? ['', `…and ${more} more.`] : []),
      '',
      `Open your notifications: ${base}/notification-center`,
      `Choose what we e-mail you and how often: ${base}/notification-center/settings`,
      '',
      ...kinds.map(
        (kind) =>
          `Stop e-mails about ${NOTIFICATION_KIND_LABELS[kind]}: ${unsubscribePageUrl(base, unsubscribeToken(due.userId, kind, due.key))}`,
      ),
      `Stop all digest e-mails: ${unsubscribePageUrl(base, all)}`,
    ].join('\n');
    return {
      to: due.email,
      subject: `Your ${due.frequency} ${deps.brand} digest: ${due.total} unread notification${due.total === 1 ? '' : 's'}`,
      text,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl(base, all)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    /** Sends every digest due at `now`; safe on every node, as often as wanted. */
    async sweep(now = new Date()): Promise<{ sent: number[] }> {
      const candidates = await deps.db
        .selectDistinct({ userId: inboxNotifications.userId, email: users.email, name: users.name })
        .from(inboxNotifications)
        .innerJoin(users, eq(users.id, inboxNotifications.userId))
        .where(
          and(
            isNull(inboxNotifications.readAt),
            gt(inboxNotifications.createdAt, new Date(now.getTime() - PERIOD_MS.weekly)),
            isNotNull(users.email),
            // Learners whose digest is off or not due yet are not looked at (so the batch is never full of them).
            sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${inboxNotifications.userId}
              and p.scope = ${EMAIL_PREFERENCES_SCOPE} and (p.data->>'digest' = 'off'
              or (p.data->>'last_digest_at')::timestamptz > ${now}::timestamptz - case when p.data->>'digest' = 'daily'
                then interval '1 day' else interval '7 days' end))`,
          ),
        )
        .orderBy(inboxNotifications.userId)
        .limit(USERS_PER_SWEEP);
      const sent: number[] = [];
      for (const c of candidates) {
        const due = await claim(c.userId, c.email!, c.name, now);
        if (!due) continue;
        try {
          await deps.send(compose(due));
          sent.push(c.userId);
        } catch (err) {
          deps.warn(
            { err: { message: (err as Error).message }, userId: c.userId },
            'email digest: send failed',
          );
        }
      }
      return { sent };
    },
  };
}

export type EmailDigest = ReturnType<typeof createEmailDigest>;
