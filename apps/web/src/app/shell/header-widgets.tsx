/**
 * The signed-in header's widget slots (spec 01 §6 "Authenticated user: EXP widget, notifications, profile menu,
 * streak and problem of the day"). The sign-in issue fills the profile menu; the engagement issues fill these
 * slots by adding their component here. An empty slot renders nothing: no placeholder data is ever shown.
 */
import type { ReactNode } from 'react';

export interface SignedInHeaderWidgets {
  /** Unseen-count dot and the notification drawer (spec 01 "Header widgets", 360px drawer). */
  notificationBell: ReactNode;
  /** Current and longest streak. */
  streak: ReactNode;
  /** EXP and level widget (collapses to an icon up to 1279px). */
  exp: ReactNode;
  /** Problem-of-the-day widget with its tooltip. */
  problemOfTheDay: ReactNode;
}

export const signedInHeaderWidgets: SignedInHeaderWidgets = {
  notificationBell: null,
  streak: null,
  exp: null,
  problemOfTheDay: null,
};

export function HeaderWidgetSlot({ name }: { name: keyof SignedInHeaderWidgets }) {
  const widget = signedInHeaderWidgets[name];
  return widget ? <div data-slot={name}>{widget}</div> : null;
}
