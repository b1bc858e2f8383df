/**
 * Contest rating (issue #7): Elo-MMR recomputation after rated contests, rating history and distribution.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'contest-rating',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
