/**
 * API and realtime contract of notifications and reward toasts (spec 02 §3 "Toast notification", "Notification
 * (inbox)", "Notification preferences"; §4 realtime; §7 notification calls). Paths are ours; names, sources,
 * rooms and channels the spec's.
 *
 *   GET  /api/v4/notifications?source=codestudio&mark_as_read=false&last_notification_id  -> notificationsPage
 *   POST /api/v4/notifications/mark_all_read     { source }                    -> { marked: n }
 *   POST /api/v4/notifications/mark_read         { source, notification_ids }  -> { marked: n }
 *   GET  /api/v4/notifications/unread_count?source                             -> { notifications: n }
 *   POST /api/v4/notifications/mark_toasts_read  { source: 'ninjutsu', notification_ids } -> { marked: n }
 *   GET  /api/v4/notifications/unread_toasts     unread experience toasts      -> { toasts }
 *   GET  /api/v3/events/high_priority            high_priority_events, recently_published_events
 *   GET  /api/v4/notification_preferences?scope  -> notificationPreferences
 *   POST /api/v4/notification_preferences        { scope: 'STUDIO', data }     -> notificationPreferences
 *   GET  /api/v1/notification_preferences/email  -> emailPreferences (ours: digest frequency, kinds e-mailed)
 *   POST /api/v1/notification_preferences/email  { digest?, kinds? }           -> emailPreferences
 *   POST /api/v1/notification_preferences/unsubscribe?token  (no sign-in; RFC 8058 one-click) -> unsubscribed
 *
 * Realtime (socket.io, the user's socket authenticated by node_access_token):
 *   'ninjutsu_room'                    toastNotification (reward toasts, boosters, levels, ranks, streaks)
 *   'codestudio_notification_drawer'   drawerNotification (a new inbox item: the bell shows its dot)
 */
import { z } from 'zod';
import { LbEntryType } from './leaderboard.ts';
import {
  EMAIL_DIGEST_FREQUENCIES,
  NINJUTSU_ROOM,
  NOTIFICATION_DRAWER_CHANNEL,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCES_SCOPE,
  NOTIFICATION_SOURCE,
  REWARD_TOAST_SOURCE,
  TOAST_NOTIFICATION_TYPES,
} from './notifications.ts';

export const NotificationPaths = {
  list: '/api/v4/notifications',
  markAllRead: '/api/v4/notifications/mark_all_read',
  markRead: '/api/v4/notifications/mark_read',
  unreadCount: '/api/v4/notifications/unread_count',
  markToastsRead: '/api/v4/notifications/mark_toasts_read',
  unreadToasts: '/api/v4/notifications/unread_toasts',
  highPriorityEvents: '/api/v3/events/high_priority',
  preferences: '/api/v4/notification_preferences',
  emailPreferences: '/api/v1/notification_preferences/email',
  unsubscribe: '/api/v1/notification_preferences/unsubscribe',
} as const;

/** The socket event names are the spec's room and channel names. */
export const TOAST_SOCKET_EVENT = NINJUTSU_ROOM;
export const DRAWER_SOCKET_EVENT = NOTIFICATION_DRAWER_CHANNEL;

export const toastNotificationTypeSchema = z.enum(TOAST_NOTIFICATION_TYPES);
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
const sourceSchema = z.literal(NOTIFICATION_SOURCE);
/** Ids one mark call takes at most (a client marks more in several calls). */
export const MARK_IDS_MAX = 200;
const ids = z.array(z.coerce.number().int().positive()).min(1).max(MARK_IDS_MAX);

/** Streak fields a DAILY_STREAK_UPGRADED toast carries. */
export const streakDataSchema = z.object({
  current_streak: z.number().int().nonnegative(),
  longest_streak: z.number().int().nonnegative(),
  user_uuid: z.string(),
});

/**
 * A reward toast (spec 02 §3's field list). `content` holds the type-specific part: points/bonus/type for EXP,
 * multiplier/duration/type for boosters, level and lb_entry_type for level-ups, rank for rank upgrades.
 */
export const toastNotificationSchema = z.object({
  id: z.number().int().positive(),
  notification_type: toastNotificationTypeSchema,
  content: z
    .object({
      points: z.number().int().optional(),
      bonus: z.number().int().optional(),
      type: z.string().optional(),
      multiplier: z.number().optional(),
      duration: z.number().int().optional().describe('Booster length in seconds'),
      level: z.number().int().optional(),
      lb_entry_type: z.enum(Object.values(LbEntryType) as [LbEntryType, ...LbEntryType[]]).optional(),
      rank: z.number().int().optional(),
      text: z.string().optional().describe('TEXT_DISPLAY'),
    })
    .loose(),
  created_at: z.string(),
  type: z.string().describe("Text label: 'Problem submitted', 'Welcome bonus', ..."),
  points: z.number().int().nullable(),
  bonus: z.number().int().nullable(),
  multiplier: z.number().nullable(),
  duration: z.number().int().nullable(),
  show: z.boolean(),
  link: z.string().nullable(),
  lb_entry_type: z.string().nullable(),
  event_data: z.record(z.string(), z.unknown()).nullable(),
  additional_toast: z.unknown().nullable().describe('A merged toast (welcome bonus into problem submitted)'),
  streak_data: streakDataSchema.nullable(),
});
export type ToastNotification = z.infer<typeof toastNotificationSchema>;

export const unreadToastsSchema = z.object({ toasts: z.array(toastNotificationSchema) });

export const drawerNotificationSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type DrawerNotification = z.infer<typeof drawerNotificationSchema>;

export const notificationsQuerySchema = z.object({
  source: sourceSchema,
  mark_as_read: z.stringbool().default(false),
  last_notification_id: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Cursor: items older than this id'),
});

export const notificationsPageSchema = z.object({
  notifications: z.array(drawerNotificationSchema),
  last_notification_id: z.number().int().nullable().describe('Pass back for the next page; null at the end'),
});

export const markAllReadBodySchema = z.object({ source: sourceSchema });
export const markReadBodySchema = z.object({ source: sourceSchema, notification_ids: ids });
export const unreadCountQuerySchema = z.object({ source: sourceSchema });
export const unreadCountSchema = z.object({ notifications: z.number().int().nonnegative() });
export const markToastsReadBodySchema = z.object({
  source: z.literal(REWARD_TOAST_SOURCE),
  notification_ids: ids,
});
/** The answer of mark_read, mark_all_read and mark_toasts_read: how many items changed. */
export const markedSchema = z.object({ marked: z.number().int().nonnegative() });

export const highPriorityEventsSchema = z.object({
  high_priority_events: z.array(
    z.object({ id: z.string(), event_category: z.string(), user_already_registered: z.boolean() }),
  ),
  recently_published_events: z.array(z.object({ id: z.string() })),
});

export const notificationPreferencesQuerySchema = z.object({
  scope: z.literal(NOTIFICATION_PREFERENCES_SCOPE),
});
/** data: which kinds the user wants; a kind missing from data is on. */
export const notificationPreferencesDataSchema = z.partialRecord(notificationKindSchema, z.boolean());
export const notificationPreferencesBodySchema = z.object({
  scope: z.literal(NOTIFICATION_PREFERENCES_SCOPE),
  data: notificationPreferencesDataSchema,
});
export const notificationPreferencesSchema = notificationPreferencesBodySchema;

export const emailDigestFrequencySchema = z.enum(EMAIL_DIGEST_FREQUENCIES);
/** Every kind with whether it is e-mailed (in the digest); a kind never set is e-mailed. */
export const emailPreferencesSchema = z.object({
  digest: emailDigestFrequencySchema,
  kinds: z.record(notificationKindSchema, z.boolean()),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesBodySchema = z.object({
  digest: emailDigestFrequencySchema.optional(),
  kinds: notificationPreferencesDataSchema.optional(),
});

/** The signed token of an unsubscribe link (user, kind or every e-mail): no sign-in needed. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const unsubscribedSchema = z.object({
  /** The kind no longer e-mailed; null when the whole digest was turned off. */
  kind: notificationKindSchema.nullable(),
  digest: emailDigestFrequencySchema,
});
export const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. Sign in to change your e-mail settings.';
