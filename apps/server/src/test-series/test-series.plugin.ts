/**
 * Test series (spec 03): list, detail, timed tests, submit and result.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'test-series',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
