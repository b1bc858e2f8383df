/**
 * Events (issue #17; spec 01 §3 "Event categories WEBINAR, CONTEST, SCHOLARSHIP; all others are shown as EVENTS",
 * spec 02 §2 notification kinds CODING_EVENT, WEBINAR, BOOTCAMP_EVENT, WORKSHOP, SCHOLARSHIP). An event has a kind
 * (what an operator creates); the header, the list's filters and the ripple see its category; its reminders are
 * inbox items of the notification kind that matches it, so the learner's preferences per kind apply.
 */
import { NotificationKind } from '../engagement/notifications.ts';

export const EVENT_KINDS = [
  'WEBINAR',
  'WORKSHOP',
  'CONTEST',
  'SCHOLARSHIP',
  'BOOTCAMP',
  'CODING_EVENT',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  WEBINAR: 'Webinar',
  WORKSHOP: 'Workshop',
  CONTEST: 'Contest',
  SCHOLARSHIP: 'Scholarship',
  BOOTCAMP: 'Bootcamp',
  CODING_EVENT: 'Coding event',
};

/** The spec's categories: WEBINAR, CONTEST, SCHOLARSHIP, and EVENTS for every other kind. */
export const EVENT_CATEGORIES = ['WEBINAR', 'CONTEST', 'SCHOLARSHIP', 'EVENTS'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  WEBINAR: 'Webinars',
  CONTEST: 'Contests',
  SCHOLARSHIP: 'Scholarships',
  EVENTS: 'Events',
};

export function eventCategory(kind: string): EventCategory {
  return kind === 'WEBINAR' || kind === 'CONTEST' || kind === 'SCHOLARSHIP' ? kind : 'EVENTS';
}

/** The notification kind of an event's reminders (a contest event is a coding event). */
export function eventNotificationKind(kind: EventKind): NotificationKind {
  switch (kind) {
    case 'WEBINAR':
      return NotificationKind.WEBINAR;
    case 'WORKSHOP':
      return NotificationKind.WORKSHOP;
    case 'SCHOLARSHIP':
      return NotificationKind.SCHOLARSHIP;
    case 'BOOTCAMP':
      return NotificationKind.BOOTCAMP_EVENT;
    case 'CONTEST':
    case 'CODING_EVENT':
      return NotificationKind.CODING_EVENT;
  }
}

/** The page of an event. */
export const eventPath = (slug: string) => `/events/${slug}`;

/** Slugs: lower-case words joined by dashes (the URL of the event page). */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugifyEventTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Limits shared by the content files, the command and the server. */
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 20_000;
