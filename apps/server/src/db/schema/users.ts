import { sql } from 'drizzle-orm';
import {
  boolean,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts. E-mail is stored lower-cased; a phone account has phone_country_code + phone_number instead. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name'),
    email: text('email'),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    image: text('image'),
    /** argon2id hash; null = the account signs in by OTP only. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    countryCode: text('country_code'),
    countryId: integer('country_id'),
    euUser: boolean('eu_user').notNull().default(false),
    psNewUser: boolean('ps_new_user').notNull().default(true),
    /** Partner merge (spec 01 §3): new, porting (migrated) or existing. */
    mergeStrategy: text('merge_strategy').notNull().default('new'),
    naukriMergedProfile: boolean('naukri_merged_profile').notNull().default(false),
    /** Signed in through the partner whose e-mail is not verified there yet; the e-mail waits here. */
    naukriUnverified: boolean('naukri_unverified').notNull().default(false),
    unverifiedEmail: text('unverified_email'),
    naukriFlowUser: integer('naukri_flow_user').notNull().default(0),
    registrationUtmSource: text('registration_utm_source'),
    registrationUtmMedium: text('registration_utm_medium'),
    registrationUtmCampaign: text('registration_utm_campaign'),
    timeZone: text('time_zone'),
    collegeId: text('college_id'),
    gradYear: text('grad_year'),
    /** The public URL /profile/{screen_name}; unique whatever the case (users_screen_name_key). */
    screenName: text('screen_name'),
    branch: text('branch'),
    bio: text('bio'),
    /** The learner's links (validated http(s) URLs), in their order. */
    profileLinks: jsonb('profile_links').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** Whole profile 'public' or 'private'; profileHiddenSections names the parts visitors don't see. */
    profileVisibility: text('profile_visibility').notNull().default('public'),
    profileHiddenSections: jsonb('profile_hidden_sections').$type<string[]>().notNull().default([]),
    /** A default avatar (1..12) when the learner has not uploaded a picture; null = the first one. */
    defaultAvatar: integer('default_avatar'),
    /** The uploaded picture's storage key (its sizes are stored under it); null = a default avatar. */
    pictureKey: text('picture_key'),
    /** When the learner finished or skipped /profile/setup; null = it is still offered after sign-in. */
    profileSetupAt: timestamp('profile_setup_at', { withTimezone: true }),
    blogPreference: boolean('blog_preference'),
    psReferralCode: text('ps_referral_code'),
    referralData: jsonb('referral_data'),
    shouldSubToCnUpdates: boolean('should_sub_to_cn_updates').notNull().default(false),
    weEmail: boolean('we_email').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uuid_key').on(t.uuid),
    uniqueIndex('users_screen_name_key')
      .on(sql`lower(${t.screenName})`)
      .where(sql`${t.screenName} is not null`),
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_key')
      .on(t.phoneCountryCode, t.phoneNumber)
      .where(sql`${t.phoneNumber} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Acknowledgement events (onboarding seen...), one row per user and key; the latest value wins. */
export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    acknowledgement: text('acknowledgement').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_events_user_key').on(t.userId, t.eventKey)],
);

export type UserEventRow = typeof userEvents.$inferSelect;

/** What the web reports once after a login (source page, session start page, UTM). */
export const userLogs = pgTable('user_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newUser: boolean('new_user').notNull(),
  sourceUrl: text('source_url'),
  sessionStartUrl: text('session_start_url'),
  utm: jsonb('utm'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserLogRow = typeof userLogs.$inferSelect;

/**
 * Roles beyond a learner's (today: moderator), granted by an operator with `katana role grant`. A row is a grant;
 * revoking deletes it.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedBy: text('granted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** ALTCHA challenges already redeemed (by signature) until they expire: a solved challenge counts once. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
