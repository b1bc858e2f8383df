/** Notification preferences (spec 02 §3 "scope and data"): data maps a kind to on/off; a missing kind is on. */
import { NOTIFICATION_KINDS, type NotificationKind } from '@katana/shared/engagement/notifications';

export function kindsTurnedOff(data: Record<string, boolean> | null): NotificationKind[] {
  if (!data) return [];
  return NOTIFICATION_KINDS.filter((kind) => data[kind] === false);
}

/** The stored data after an update: later values win, unknown keys are dropped. */
export function mergePreferences(
  stored: Record<string, boolean> | null,
  update: Partial<Record<NotificationKind, boolean>>,
): Record<string, boolean> {
  const merged: Record<string, boolean> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const value = update[kind] ?? stored?.[kind];
    if (typeof value === 'boolean') merged[kind] = value;
  }
  return merged;
}
