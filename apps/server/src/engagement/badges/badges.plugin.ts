/**
 * Badges (spec 02): kinds and tiers, user badges, acknowledgement, certificate images.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'badges',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
