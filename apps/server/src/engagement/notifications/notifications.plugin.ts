/**
 * Notifications (spec 02): inbox, unread count, preferences and realtime toasts and drawer delivery.
 * Registered by app.ts; decorators and routes of this part are added here.
 */
import fp from 'fastify-plugin';

export default fp(async () => {}, {
  name: 'notifications',
  dependencies: ['database', 'auth', 'realtime', 'submissions'],
});
