/**
 * Notifications (spec 02 §3 "Toast notification", "Notification (inbox)", "Notification preferences"; §4
 * "Notifications and toasts"). Two kinds of rows:
 * - reward toasts (ninjutsu_room): EXP added, boosters, level and rank upgrades, streaks... written by
 *   recordNotification inside the transaction of the award that caused them;
 * - inbox items (codestudio_notification_drawer, the drawer and /notification-center).
 * Both are delivered over socket.io after the commit; delivered_at says a delivery was attempted for the row so
 * each row is pushed at least once (a toast not yet read is also fetched on load through unread_toasts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const rewardToasts = pgTable(
  'reward_toasts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** EXPERIENCE_POINTS_ADDED, BOOSTER_ADDED, ... (ToastNotificationType). */
    notificationType: text('notification_type').notNull(),
    /** The text label: 'Problem submitted', 'Welcome bonus', ... */
    label: text('label').notNull(),
    content: jsonb('content').notNull().default({}),
    points: integer('points'),
    bonus: integer('bonus'),
    multiplier: doublePrecision('multiplier'),
    duration: integer('duration'),
    show: boolean('show').notNull().default(true),
    link: text('link'),
    lbEntryType: text('lb_entry_type'),
    eventData: jsonb('event_data'),
    streakData: jsonb('streak_data'),
    /** Makes recording idempotent per source event (a re-delivered award stores one toast). */
    dedupeKey: text('dedupe_key'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_toasts_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('reward_toasts_undelivered')
      .on(t.userId, t.id)
      .where(sql`${t.deliveredAt} is null`),
    index('reward_toasts_unread')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null`),
  ],
);
export type RewardToastRow = typeof rewardToasts.$inferSelect;

export const inboxNotifications = pgTable(
  'inbox_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NEW_CONTENT, PROFILE, DISCUSSION, ... (NotificationKind). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    image: text('image'),
    eventData: jsonb('event_data'),
    dedupeKey: text('dedupe_key'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Seen: read in the drawer, or dropped unshown by the 2-day maximum age rule. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_notifications_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('inbox_notifications_user_id').on(t.userId, t.id),
    index('inbox_notifications_undelivered')
      .on(t.userId, t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
export type InboxNotificationRow = typeof inboxNotifications.$inferSelect;

/** Per user and scope (always STUDIO): which kinds the user wants; a kind missing from data is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    data: jsonb('data').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

/**
 * Events the header highlights (spec 02 §7 "high-priority events"): contests, webinars, scholarships... published
 * by the part that owns them through publishHighlightedEvent. A user's registration is looked up there.
 */
export const highlightedEvents = pgTable(
  'highlighted_events',
  {
    id: text('id').primaryKey(),
    eventCategory: text('event_category').notNull(),
    title: text('title').notNull(),
    highPriority: boolean('high_priority').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this instant the event is no longer highlighted (it started or closed). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('highlighted_events_ends_at').on(t.endsAt)],
);

/** Registrations for highlighted events (user_already_registered). */
export const highlightedEventRegistrations = pgTable(
  'highlighted_event_registrations',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => highlightedEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
