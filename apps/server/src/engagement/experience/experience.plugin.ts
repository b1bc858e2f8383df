/**
 * EXP (spec 02): ledger, daily goal, boosters, levels and policies, streaks.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'experience',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
