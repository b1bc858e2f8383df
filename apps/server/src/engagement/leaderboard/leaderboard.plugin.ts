/**
 * Weekly leaderboards and leagues (spec 02).
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'leaderboard',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
