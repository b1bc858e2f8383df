import { describe, expect, it } from 'vitest';
import {
  markReadBodySchema,
  markToastsReadBodySchema,
  notificationPreferencesBodySchema,
  notificationsQuerySchema,
  toastNotificationSchema,
} from './api-notifications.ts';

describe('notification API schemas', () => {
  it('the inbox query takes source codestudio and mark_as_read=false', () => {
    expect(notificationsQuerySchema.parse({ source: 'codestudio', mark_as_read: 'false' })).toEqual({
      source: 'codestudio',
      mark_as_read: false,
    });
    expect(
      notificationsQuerySchema.parse({ source: 'codestudio', last_notification_id: '40' }),
    ).toMatchObject({
      last_notification_id: 40,
    });
    expect(notificationsQuerySchema.safeParse({ source: 'web' }).success).toBe(false);
  });

  it('marking read needs ids; reward toasts use the ninjutsu source', () => {
    expect(markReadBodySchema.safeParse({ source: 'codestudio', notification_ids: [] }).success).toBe(false);
    expect(
      markReadBodySchema.parse({ source: 'codestudio', notification_ids: ['3'] }).notification_ids,
    ).toEqual([3]);
    expect(markToastsReadBodySchema.safeParse({ source: 'ninjutsu', notification_ids: [1] }).success).toBe(
      true,
    );
    expect(markToastsReadBodySchema.safeParse({ source: 'codestudio', notification_ids: [1] }).success).toBe(
      false,
    );
  });

  it('a toast carries the spec fields', () => {
    const toast = {
      id: 9,
      notification_type: 'EXPERIENCE_POINTS_ADDED',
      content: { points: 40, bonus: 0, type: 'Problem submitted' },
      created_at: '2024-03-05T10:00:00.000Z',
      type: 'Problem submitted',
      points: 40,
      bonus: 0,
      multiplier: 2,
      duration: null,
      show: true,
      link: null,
      lb_entry_type: null,
      event_data: null,
      additional_toast: null,
      streak_data: null,
    };
    expect(toastNotificationSchema.parse(toast)).toEqual(toast);
    expect(toastNotificationSchema.safeParse({ ...toast, notification_type: 'PING' }).success).toBe(false);
  });

  it('preferences are scoped to STUDIO and keyed by inbox kind', () => {
    expect(
      notificationPreferencesBodySchema.safeParse({ scope: 'STUDIO', data: { FOLLOW: false } }).success,
    ).toBe(true);
    expect(
      notificationPreferencesBodySchema.safeParse({ scope: 'STUDIO', data: { LIKES: false } }).success,
    ).toBe(false);
    expect(notificationPreferencesBodySchema.safeParse({ scope: 'APP', data: {} }).success).toBe(false);
  });
});
