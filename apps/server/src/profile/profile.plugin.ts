/**
 * The profile as an app plugin: builds the service on the colleges slice and practice's access policy, stores
 * pictures under DATA_DIR/pictures (or in the PICTURES_S3_* bucket), registers the routes, and answers the public profile page's head (title,
 * description and the share card as og:image) for /profile/{uuid or screen name}.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { ProfilePaths } from '@katana/shared/api/profile';
import { profilePageInput } from '@katana/shared/page-meta';
import { createDiskPictureStorage, createS3PictureStorage } from './picture-storage.ts';
import { createProfileCardCache } from './profile-card.ts';
import profileRoutes from './profile.routes.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

export default fp(
  async (app) => {
    const storage = app.config.picturesS3
      ? createS3PictureStorage(app.config.picturesS3)
      : createDiskPictureStorage(join(app.config.dataDir, 'pictures'));
    const service = createProfileService({
      db: app.db,
      colleges: app.colleges,
      storage,
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer),
    });
    app.decorate('profile', service);
    await app.register(profileRoutes, {
      service,
      storage,
      cards: createProfileCardCache(),
      brand: app.config.brandName,
    });

    // The public profile's head, by uuid or screen name. A rated learner who shows their rating keeps the contest
    // rating card as the preview (the rating share links to the profile for it); others get the profile card.
    const ratingHead = app.pageResolvers.get('profile-detail');
    app.pageResolvers.register('profile-detail', async ({ uuid }) => {
      const card = await service.card(uuid ?? '');
      if (!card) return null;
      const page = profilePageInput(card.name);
      if (card.private) return page;
      if (card.ratingShown && ratingHead) {
        const rated = await ratingHead({ uuid: card.uuid });
        if (rated?.image) return rated;
      }
      const name = card.name?.trim() || 'A learner';
      const facts = [
        card.level !== null ? `level ${card.level}` : null,
        card.solved !== null ? `${card.solved} problem${card.solved === 1 ? '' : 's'} solved` : null,
      ].filter(Boolean);
      return {
        ...page,
        description: `${name} on ${app.config.brandName}${facts.length ? `: ${facts.join(', ')}` : ''}.`,
        image: ProfilePaths.card.replace(':file', `${encodeURIComponent(card.screenName ?? card.uuid)}.png`),
      };
    });
  },
  { name: 'profile', dependencies: ['database', 'auth', 'colleges', 'page-resolvers', 'contest-rating'] },
);
