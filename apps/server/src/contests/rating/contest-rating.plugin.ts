/**
 * Contest rating (issue #7): Elo-MMR recomputation after rated contests, rating history and distribution.
 * Decorates `app.contestRating` (the service: rate, sweep, widget, distribution), registers the routes under
 * /api/v3/contest_rating and runs the sweeper every CONTEST_RATING_SWEEP_SECONDS (app.config.contestRating, config.ts).
 * Every node runs the sweeper; the advisory lock inside sweep() lets one of them rate at a time.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  CONTEST_RATING_UPDATED_EVENT,
  type ContestRatingUpdatedEvent,
} from '@katana/shared/api/contest-rating';
import { startPeriodicSweep } from '../../plugins/app/periodic-sweep.ts';
import { finalStandings } from '../final-standings.ts';
import contestRatingRoute from './contest-rating.routes.ts';
import { createContestRatingService, type ContestRatingService } from './contest-rating.service.ts';
import { createRatingImageCache } from './rating-image.ts';
import ratingShareRoute from './rating-share.routes.ts';
import { createRatingShareService } from './rating-share.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contestRating: ContestRatingService;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.contestRating;
    const service = createContestRatingService({
      db: app.db,
      standings: finalStandings,
      // The CONTEST 'rating updated' inbox items, recorded in the rating transaction, reach the drawer right after.
      deliver: (userId) => app.notifications.deliver(userId, { inboxOnly: true }),
      brand: app.config.brandName,
      enabled: settings.enabled,
      notify: (contestId, changes) => {
        for (const c of changes) {
          const event: ContestRatingUpdatedEvent = {
            contest_id: contestId,
            rating: c.rating,
            delta: c.delta,
          };
          app.realtime.toUser(c.userId, CONTEST_RATING_UPDATED_EVENT, event);
        }
      },
    });
    app.decorate('contestRating', service);
    await app.register(contestRatingRoute);
    const share = createRatingShareService({
      widget: service.widget,
      // Like the badge certificates: OTP_PEPPER is the deployment's shared secret; unset, links last one process.
      secret: app.config.auth.otpPepper || randomBytes(32).toString('hex'),
      images: createRatingImageCache(),
      brand: app.config.brandName,
      publicUrl: app.config.publicUrl,
    });
    await app.register(ratingShareRoute, { service: share });
    // The shared link is the public profile: its server-rendered head previews the rating card (og:image).
    app.pageResolvers.register('profile-detail', ({ uuid }) => share.profilePage(uuid ?? ''));

    startPeriodicSweep(app, {
      intervalMs: settings.enabled ? settings.sweepIntervalMs : 0,
      run: () => service.sweep(),
      report: (result) => {
        if (result.rated.length > 0)
          app.log.info({ contests: result.rated.map((r) => r.contestId) }, 'contest ratings updated');
      },
      failureMessage: 'contest rating sweep failed',
    });
  },
  {
    name: 'contest-rating',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'notifications', 'page-resolvers'],
  },
);
