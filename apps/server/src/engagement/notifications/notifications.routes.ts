/** The inbox, toast, event and preference endpoints of NotificationPaths (api-notifications.ts); signed-in only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  markedSchema,
  highPriorityEventsSchema,
  markAllReadBodySchema,
  markReadBodySchema,
  markToastsReadBodySchema,
  notificationPreferencesBodySchema,
  notificationPreferencesQuerySchema,
  notificationPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  NotificationPaths,
  unreadCountQuerySchema,
  unreadCountSchema,
  unreadToastsSchema,
} from '@katana/shared/engagement/api-notifications';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import type { NotificationsService } from './notifications.service.ts';

const marked = successEnvelopeSchema(markedSchema);
const tags = ['notifications'];

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    NotificationPaths.list,
    {
      schema: {
        tags,
        summary: 'Inbox page, newest first (20); pass last_notification_id back for the next page',
        description: 'Unread items older than 2 days are not shown and are marked read.',
        querystring: notificationsQuerySchema,
        response: { 200: successEnvelopeSchema(notificationsPageSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.list(request.user!.id, {
          lastNotificationId: request.query.last_notification_id,
          markAsRead: request.query.mark_as_read,
        }),
      ),
  );

  app.get(
    NotificationPaths.unreadCount,
    {
      schema: {
        tags,
        summary: 'Unread inbox items of the last 2 days',
        querystring: unreadCountQuerySchema,
        response: { 200: successEnvelopeSchema(unreadCountSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.unreadCount(request.user!.id)),
  );

  app.post(
    NotificationPaths.markRead,
    {
      schema: {
        tags,
        summary: 'Mark inbox items read',
        body: markReadBodySchema,
        response: { 200: marked, ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok({ marked: await service.markRead(request.user!.id, request.body.notification_ids) }),
  );

  app.post(
    NotificationPaths.markAllRead,
    {
      schema: {
        tags,
        summary: 'Mark every inbox item read',
        body: markAllReadBodySchema,
        response: { 200: marked, ...guardedErrorResponses },
      },
    },
    async (request) => ok({ marked: await service.markAllRead(request.user!.id) }),
  );

  app.get(
    NotificationPaths.unreadToasts,
    {
      schema: {
        tags,
        summary: 'Reward toasts not yet marked read (fetched on load), oldest first',
        response: { 200: successEnvelopeSchema(unreadToastsSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.unreadToasts(request.user!.id)),
  );

  app.post(
    NotificationPaths.markToastsRead,
    {
      schema: {
        tags,
        summary: 'Mark reward toasts read (source ninjutsu)',
        body: markToastsReadBodySchema,
        response: { 200: marked, ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok({ marked: await service.markToastsRead(request.user!.id, request.body.notification_ids) }),
  );

  app.get(
    NotificationPaths.highPriorityEvents,
    {
      schema: {
        tags,
        summary: 'Open high-priority events and the ids of recently published ones',
        response: { 200: successEnvelopeSchema(highPriorityEventsSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.highPriorityEvents(request.user!.id)),
  );

  app.get(
    NotificationPaths.preferences,
    {
      schema: {
        tags,
        summary: 'Notification preferences (scope STUDIO); a kind missing from data is on',
        querystring: notificationPreferencesQuerySchema,
        response: { 200: successEnvelopeSchema(notificationPreferencesSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.preferences(request.user!.id, request.query.scope)),
  );

  app.post(
    NotificationPaths.preferences,
    {
      schema: {
        tags,
        summary: 'Update notification preferences (scope STUDIO); kinds not sent keep their value',
        body: notificationPreferencesBodySchema,
        response: { 200: successEnvelopeSchema(notificationPreferencesSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.savePreferences(request.user!.id, request.body.scope, request.body.data)),
  );
};

export default notificationsRoutes;
