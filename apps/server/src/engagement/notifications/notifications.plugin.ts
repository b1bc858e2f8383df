/**
 * Notifications (spec 02): inbox, unread count, preferences and realtime toasts and drawer delivery.
 * Decorates `app.notifications` (the service and `deliver(userId)`), delivers the user's stored rows after each
 * submission result (the EXP hook recorded them in the verdict's transaction), and registers the routes.
 * Awards made in an API request call `app.notifications.deliver(userId)` after their transaction commits.
 */
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { createNotificationDelivery, type DeliveryResult } from './notification-delivery.ts';
import notificationsRoutes from './notifications.routes.ts';
import emailPreferencesRoutes from './email-preferences.routes.ts';
import { createEmailDigest, type EmailDigest } from './email-digest.ts';
import { startPeriodicSweep } from '../../plugins/app/periodic-sweep.ts';

export interface Notifications {
  service: NotificationsService;
  /** Pushes the user's undelivered toasts and inbox items over socket.io (after the recording commit). */
  deliver(userId: number, opts?: { inboxOnly?: boolean }): Promise<DeliveryResult>;
  /** E-mail digests (email-digest.ts); swept on every node, tests call sweep() themselves. */
  digest: EmailDigest;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export default fp(
  async (app) => {
    const service = createNotificationsService({ repo: createNotificationsRepository(app.db) });
    const delivery = createNotificationDelivery({
      db: app.db,
      repo: createNotificationsRepository,
      emit: app.realtime.toUser,
    });
    const digest = createEmailDigest({
      db: app.db,
      send: (mail) => app.auth.mailer.send(mail),
      baseUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
      brand: app.config.brandName,
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('notifications', { service, deliver: delivery.deliver, digest } satisfies Notifications);
    // The app's one periodic interval (CONTEST_RATING_SWEEP_SECONDS, 0 under tests): a digest is due per learner.
    startPeriodicSweep(app, {
      intervalMs: app.config.contestRating.sweepIntervalMs,
      run: () => digest.sweep(),
      report: (result) => {
        if (result.sent.length > 0) app.log.info({ digests: result.sent.length }, 'e-mail digests sent');
      },
      failureMessage: 'e-mail digest sweep failed',
    });

    app.onSubmissionResult(async ({ userId }) => {
      try {
        await delivery.deliver(userId);
      } catch (err) {
        // The rows stay undelivered: the next result or an API award delivers them, unread_toasts still lists them.
        app.log.warn({ err: { message: (err as Error).message }, userId }, 'notifications: delivery failed');
      }
    });

    // Items recorded while the user was away (a week-end job, another node's award) reach the drawer on connect.
    app.realtime.onConnect((userId) => delivery.deliver(userId, { inboxOnly: true }).then(() => undefined));

    await app.register(notificationsRoutes, { service });
    await app.register(emailPreferencesRoutes);
  },
  {
    name: 'notifications',
    dependencies: ['database', 'auth', 'realtime', 'submissions'],
  },
);
