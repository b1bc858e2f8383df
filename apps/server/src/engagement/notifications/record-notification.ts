/**
 * recordNotification: stores one reward toast (ninjutsu_room) or one inbox item (codestudio_notification_drawer)
 * for a user, INSIDE the caller's transaction, so a rolled-back award leaves no toast. Nothing is pushed here: the
 * rows are delivered after the commit by the notification delivery (app.notifications.deliver(userId), run for
 * every submission result through app.onSubmissionResult; API-request awards call it after their transaction).
 *
 * Called by: EXP awards, boosters, levels and streaks (engagement/experience), weekly leaderboards and leagues
 * (engagement/leaderboard), badges (grantBadge), contests and follow/discussion features for inbox items.
 *
 * Idempotent with a dedupeKey: the same key for the same user stores one row (a re-judged or re-delivered event
 * records nothing new) and returns the existing row's id with created false.
 *
 * The single place that honours the in-app notification preferences (scope STUDIO): an inbox item of a kind the
 * user turned off is not stored at all (id null, created false), so no producer has to check them itself. Reward
 * toasts have no kind and are always stored.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LbEntryType } from '@katana/shared/engagement/leaderboard';
import {
  NOTIFICATION_PREFERENCES_SCOPE,
  ToastNotificationType,
  type NotificationKind,
} from '@katana/shared/engagement/notifications';
import {
  inboxNotifications,
  notificationPreferences,
  rewardToasts,
} from '../../db/schema/engagement-notifications.ts';
import type { Db } from '../../db/client.ts';

interface Common {
  userId: number;
  /** Same key, same user: stored once (e.g. expAwardKey(source, eventId)). */
  dedupeKey?: string;
  /** When it happened (default: now). */
  at?: Date;
  link?: string | null;
  eventData?: Record<string, unknown> | null;
}

interface ToastCommon extends Common {
  /** The text label shown on the toast; defaults per type (see defaultLabel). */
  label?: string;
  /** false: stored for the widget/dialog, not shown as a toast (spec "show"). */
  show?: boolean;
}

/** One variant per spec toast type, with the fields that type carries. */
export type ToastInput =
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.EXPERIENCE_POINTS_ADDED;
      /** 'Problem submitted', 'Welcome bonus', ... (EXP_SOURCE_LABEL) */
      label: string;
      points: number;
      bonus: number;
      multiplier: number;
    })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.BOOSTER_ADDED;
      multiplier: number;
      /** Booster length in seconds. */
      duration: number;
      /** content.type: e.g. 'Cross 40 Exp' opens the booster popup. */
      boosterType: string;
    })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.DELAYED_BOOSTER_ADDED;
      boosterLogId: number;
      multiplier: number;
      /** Epoch seconds, like every time on the wire (api-experience.ts). */
      unlockTime: number;
      expiryTime: number;
    })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.LEVEL_UPGRADED;
      level: number;
      lbEntryType?: LbEntryType | null;
    })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.WEEKLY_LEADERBOARD_RANK_UPGRADED;
      rank: number;
    })
  | (ToastCommon & { notificationType: typeof ToastNotificationType.TEXT_DISPLAY; text: string })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.DAILY_STREAK_UPGRADED;
      streak: { current_streak: number; longest_streak: number; user_uuid: string };
    })
  | (ToastCommon & {
      notificationType: typeof ToastNotificationType.LEADERBOARD_ENTRY;
      lbEntryType: LbEntryType;
      rank?: number;
    });

/** An inbox item (drawer and notification centre). */
export interface InboxInput extends Common {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  image?: string | null;
}

export type RecordNotificationInput = ToastInput | InboxInput;

export type RecordedNotification =
  | {
      channel: 'toast' | 'inbox';
      id: number;
      /** false when the dedupe key was already stored. */
      created: boolean;
    }
  /** An inbox item of a kind the user turned off: nothing stored. */
  | { channel: 'inbox'; id: null; created: false };

/** Whether the user wants inbox items of this kind in the app (a kind missing from the preferences is on). */
async function wantsInApp(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean | null>`(${notificationPreferences.data} ->> ${kind})::boolean` })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.scope, NOTIFICATION_PREFERENCES_SCOPE),
      ),
    );
  return row?.on !== false;
}

export function isToastInput(input: RecordNotificationInput): input is ToastInput {
  return 'notificationType' in input;
}

const DEFAULT_LABEL: Record<ToastNotificationType, string> = {
  EXPERIENCE_POINTS_ADDED: 'EXP added',
  BOOSTER_ADDED: 'Booster added',
  DELAYED_BOOSTER_ADDED: 'Booster gained',
  LEVEL_UPGRADED: 'Level up',
  WEEKLY_LEADERBOARD_RANK_UPGRADED: 'Rank upgraded',
  TEXT_DISPLAY: 'Message',
  DAILY_STREAK_UPGRADED: 'Daily streak',
  LEADERBOARD_ENTRY: 'Leaderboard entry',
};

/** The row of a toast: the type-specific part goes in content (the wire's content), the rest in columns. */
export function toastRow(input: ToastInput) {
  const base = {
    userId: input.userId,
    notificationType: input.notificationType,
    label: input.label ?? DEFAULT_LABEL[input.notificationType],
    show: input.show ?? true,
    link: input.link ?? null,
    eventData: input.eventData ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.at ?? new Date(),
  };
  switch (input.notificationType) {
    case 'EXPERIENCE_POINTS_ADDED':
      return {
        ...base,
        content: { points: input.points, bonus: input.bonus, type: base.label, multiplier: input.multiplier },
        points: input.points,
        bonus: input.bonus,
        multiplier: input.multiplier,
      };
    case 'BOOSTER_ADDED':
      return {
        ...base,
        content: { multiplier: input.multiplier, duration: input.duration, type: input.boosterType },
        multiplier: input.multiplier,
        duration: input.duration,
      };
    case 'DELAYED_BOOSTER_ADDED':
      return {
        ...base,
        content: {
          booster_log_id: input.boosterLogId,
          multiplier: input.multiplier,
          unlock_time: input.unlockTime,
          expiry_time: input.expiryTime,
        },
        multiplier: input.multiplier,
      };
    case 'LEVEL_UPGRADED':
      return {
        ...base,
        content: { level: input.level, ...(input.lbEntryType ? { lb_entry_type: input.lbEntryType } : {}) },
        lbEntryType: input.lbEntryType ?? null,
      };
    case 'WEEKLY_LEADERBOARD_RANK_UPGRADED':
      return { ...base, content: { rank: input.rank } };
    case 'TEXT_DISPLAY':
      return { ...base, content: { text: input.text } };
    case 'DAILY_STREAK_UPGRADED':
      return { ...base, content: { ...input.streak }, streakData: input.streak };
    case 'LEADERBOARD_ENTRY':
      return {
        ...base,
        content: { lb_entry_type: input.lbEntryType, ...(input.rank ? { rank: input.rank } : {}) },
        lbEntryType: input.lbEntryType,
      };
  }
}

/** Stores the toast or inbox item in the caller's transaction; deliver after the commit. */
export async function recordNotification(
  db: Db,
  input: RecordNotificationInput,
): Promise<RecordedNotification> {
  if (isToastInput(input)) {
    const inserted = await db
      .insert(rewardToasts)
      .values(toastRow(input))
      .onConflictDoNothing({
        target: [rewardToasts.userId, rewardToasts.dedupeKey],
        where: sql`${rewardToasts.dedupeKey} is not null`,
      })
      .returning({ id: rewardToasts.id });
    if (inserted[0]) return { channel: 'toast', id: inserted[0].id, created: true };
    const [existing] = await db
      .select({ id: rewardToasts.id })
      .from(rewardToasts)
      .where(and(eq(rewardToasts.userId, input.userId), eq(rewardToasts.dedupeKey, input.dedupeKey!)));
    return { channel: 'toast', id: existing!.id, created: false };
  }
  if (!(await wantsInApp(db, input.userId, input.kind)))
    return { channel: 'inbox', id: null, created: false };
  const inserted = await db
    .insert(inboxNotifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? null,
      link: input.link ?? null,
      image: input.image ?? null,
      eventData: input.eventData ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: input.at ?? new Date(),
    })
    .onConflictDoNothing({
      target: [inboxNotifications.userId, inboxNotifications.dedupeKey],
      where: sql`${inboxNotifications.dedupeKey} is not null`,
    })
    .returning({ id: inboxNotifications.id });
  if (inserted[0]) return { channel: 'inbox', id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: inboxNotifications.id })
    .from(inboxNotifications)
    .where(
      and(eq(inboxNotifications.userId, input.userId), eq(inboxNotifications.dedupeKey, input.dedupeKey!)),
    );
  return { channel: 'inbox', id: existing!.id, created: false };
}

/**
 * One inbox item for every active learner who wants this kind in the app (the same preference rule as
 * recordNotification, applied in one INSERT ... SELECT), once per learner and dedupe key. Returns the learners
 * who got it, so the caller can deliver after its commit.
 */
export async function recordNotificationForAll(
  db: Db,
  input: Omit<InboxInput, 'userId'> & { dedupeKey: string },
): Promise<number[]> {
  const at = input.at ?? new Date();
  const rows = rowsOfResult<{ user_id: number }>(
    await db.execute(sql`
      insert into ${inboxNotifications} (user_id, kind, title, body, link, image, event_data, dedupe_key, created_at)
      select u.id, ${input.kind}, ${input.title}, ${input.body ?? null}, ${input.link ?? null}, ${input.image ?? null},
             ${input.eventData ? JSON.stringify(input.eventData) : null}::jsonb, ${input.dedupeKey}, ${at}
      from users u
      where u.active
        and not exists (
          select 1 from ${notificationPreferences} p
          where p.user_id = u.id and p.scope = ${NOTIFICATION_PREFERENCES_SCOPE} and p.data ->> ${input.kind} = 'false')
      on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
      returning user_id`),
  );
  return rows.map((r) => Number(r.user_id));
}

function rowsOfResult<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
