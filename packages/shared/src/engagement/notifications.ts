/**
 * Notifications (spec 02 §3 "Toast notification", "Notification types", "Notification (inbox)"; §4 "Notifications
 * and toasts"; §7 notification calls and sockets; §9 "Notification max age 2 days", drawer and breakpoints;
 * spec 01 §9 "Notification defaults: 4500 ms, at most 2 stacked, top-right, pause on hover, show close").
 * Wire names (sources, rooms, channels, enum values) stay exactly as the spec writes them.
 */
import { DAY_MS } from './ist-time.ts';

/** Reward/toast notifications delivered in the ninjutsu_room. */
export const ToastNotificationType = {
  EXPERIENCE_POINTS_ADDED: 'EXPERIENCE_POINTS_ADDED',
  BOOSTER_ADDED: 'BOOSTER_ADDED',
  DELAYED_BOOSTER_ADDED: 'DELAYED_BOOSTER_ADDED',
  LEVEL_UPGRADED: 'LEVEL_UPGRADED',
  WEEKLY_LEADERBOARD_RANK_UPGRADED: 'WEEKLY_LEADERBOARD_RANK_UPGRADED',
  TEXT_DISPLAY: 'TEXT_DISPLAY',
  DAILY_STREAK_UPGRADED: 'DAILY_STREAK_UPGRADED',
  LEADERBOARD_ENTRY: 'LEADERBOARD_ENTRY',
} as const;
export type ToastNotificationType = (typeof ToastNotificationType)[keyof typeof ToastNotificationType];
export const TOAST_NOTIFICATION_TYPES = Object.values(ToastNotificationType) as [
  ToastNotificationType,
  ...ToastNotificationType[],
];

/** Inbox (drawer / notification centre) kinds. */
export const NotificationKind = {
  NEW_CONTENT: 'NEW_CONTENT',
  PROFILE: 'PROFILE',
  DISCUSSION: 'DISCUSSION',
  FOLLOW: 'FOLLOW',
  CODING_EVENT: 'CODING_EVENT',
  WEBINAR: 'WEBINAR',
  BOOTCAMP_EVENT: 'BOOTCAMP_EVENT',
  WORKSHOP: 'WORKSHOP',
  SCHOLARSHIP: 'SCHOLARSHIP',
  CONTEST: 'CONTEST',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
export const NOTIFICATION_KINDS = Object.values(NotificationKind) as [
  NotificationKind,
  ...NotificationKind[],
];

/** How each kind is named in the drawer, the preferences page and e-mails. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  NEW_CONTENT: 'New content',
  PROFILE: 'Profile',
  DISCUSSION: 'Discussion',
  FOLLOW: 'Follow',
  CODING_EVENT: 'Coding event',
  WEBINAR: 'Webinar',
  BOOTCAMP_EVENT: 'Bootcamp event',
  WORKSHOP: 'Workshop',
  SCHOLARSHIP: 'Scholarship',
  CONTEST: 'Contest',
};

/** What each kind brings, as the preferences page explains it. */
export const NOTIFICATION_KIND_DESCRIPTIONS: Record<NotificationKind, string> = {
  NEW_CONTENT: 'New problems and guided paths added to the catalogue.',
  PROFILE: 'Badges you earn and changes to your profile.',
  DISCUSSION: 'Replies and activity in discussions you take part in.',
  FOLLOW: 'Learners who start following you.',
  CODING_EVENT: 'Coding events you may want to join.',
  WEBINAR: 'Webinars you may want to attend.',
  BOOTCAMP_EVENT: 'Bootcamp sessions and announcements.',
  WORKSHOP: 'Workshops you may want to attend.',
  SCHOLARSHIP: 'Scholarship announcements.',
  CONTEST: 'Reminders before contests you registered for, and your rating after them.',
};

/**
 * E-mail (ours: the spec has in-app notifications only): unread inbox items are summed up in a digest e-mail, daily
 * or weekly (or never), per the learner's choice; each kind can be left out of it. Stored as the scope EMAIL beside
 * the spec's STUDIO scope.
 */
export const EMAIL_DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type EmailDigestFrequency = (typeof EMAIL_DIGEST_FREQUENCIES)[number];
export const DEFAULT_EMAIL_DIGEST: EmailDigestFrequency = 'weekly';
export const EMAIL_PREFERENCES_SCOPE = 'EMAIL';

/** "source (always codestudio)" for the inbox calls. */
export const NOTIFICATION_SOURCE = 'codestudio';
/** Marking reward toasts read uses "body source (value ninjutsu)". */
export const REWARD_TOAST_SOURCE = 'ninjutsu';
export const NOTIFICATION_PREFERENCES_SCOPE = 'STUDIO';

export const NINJUTSU_ROOM = 'ninjutsu_room';
export const NOTIFICATION_DRAWER_CHANNEL = 'codestudio_notification_drawer';

/** Socket states 0 to 6, in the spec's order. */
export const SocketState = {
  CONNECTING: 0,
  CONNECTED: 1,
  RECONNECTING: 2,
  ERROR: 3,
  DISCONNECTED: 4,
  CONNECT_FAILED: 5,
  CONNECT_ERROR: 6,
} as const;
export type SocketState = (typeof SocketState)[keyof typeof SocketState];

/** "After a disconnect, sending and listening stop." */
export function socketCanTalk(state: SocketState): boolean {
  return state === SocketState.CONNECTED;
}

// ---- Maximum age ----

export const NOTIFICATION_MAX_AGE_MS = 2 * DAY_MS;

/**
 * "Unseen notifications older than 2 days are dropped (not shown) but still marked seen." Exactly 2 days old still
 * shows ("older than"). Returns what to show and the ids to mark seen without showing.
 */
export function splitByMaxAge<T extends { id: string | number; created_at: number }>(
  unseen: readonly T[],
  now: number,
): { show: T[]; mark_seen_only: T['id'][] } {
  const show: T[] = [];
  const markSeenOnly: T['id'][] = [];
  for (const n of unseen) {
    if (now - n.created_at > NOTIFICATION_MAX_AGE_MS) markSeenOnly.push(n.id);
    else show.push(n);
  }
  return { show, mark_seen_only: markSeenOnly };
}

// ---- Toast classification (analytics) ----

export type ToastClass = 'call_to_action' | 'problem_submission' | 'other';

const CALL_TO_ACTION = /^Received \d+ (replies|upvotes)$/;

/** "Received 3 replies" / "Received 3 upvotes" show a link; "Problem submitted" is a problem-submission toast. */
export function classifyToast(text: string): ToastClass {
  const t = text.trim();
  if (CALL_TO_ACTION.test(t)) return 'call_to_action';
  if (t === 'Problem submitted') return 'problem_submission';
  return 'other';
}

// ---- The notification stack ----

export type StackPlacement = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'top' | 'bottom';

export interface StackConfig {
  maxStack: number;
  duration: number;
  placement: StackPlacement;
  pauseOnHover: boolean;
  showClose: boolean;
}

export const DEFAULT_STACK_CONFIG: StackConfig = {
  maxStack: 2,
  duration: 4500,
  placement: 'top-right',
  pauseOnHover: true,
  showClose: true,
};

/** Items enter at the end; "the oldest is dropped when the stack limit is hit". */
export function pushToStack<T>(
  stack: readonly T[],
  item: T,
  maxStack: number = DEFAULT_STACK_CONFIG.maxStack,
): T[] {
  const next = [...stack, item];
  return next.slice(Math.max(0, next.length - Math.max(1, maxStack)));
}

// ---- Layout ----

export const NOTIFICATION_DRAWER_WIDTH_PX = 360;

export type NotificationBreakpoint = 'mobile' | 'tablet' | 'extended' | 'desktop' | 'wide';

/** "mobile below 768, tablet 768-1023, extended 1024-1279, desktop 1280-1563, wide 1564+" */
export function notificationBreakpoint(widthPx: number): NotificationBreakpoint {
  if (widthPx < 768) return 'mobile';
  if (widthPx < 1024) return 'tablet';
  if (widthPx < 1280) return 'extended';
  if (widthPx < 1564) return 'desktop';
  return 'wide';
}

/** The drawer is 360 px, full width on mobile. */
export function drawerWidth(widthPx: number): string {
  return notificationBreakpoint(widthPx) === 'mobile' ? '100%' : `${NOTIFICATION_DRAWER_WIDTH_PX}px`;
}
