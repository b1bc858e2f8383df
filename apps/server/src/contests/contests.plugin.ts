/**
 * Contests (issue #7): lifecycle, registration, participation, contest submissions, live standings, virtual participation, calendar events.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'contests',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
