/**
 * Submissions as an app plugin: decorates `app.submissions` (the service), follows each new submission's job for
 * its progress events and announces results to the owner's realtime room. Embedded mode re-enqueues submissions
 * left waiting by a restart (the in-process queue forgets its jobs; BullMQ keeps them in Redis).
 */
import fp from 'fastify-plugin';
import { createSubmissionEvents } from './submission-events.ts';
import { createSubmissionRecorder } from './submission-recorder.ts';
import { createSubmissionService, type SubmissionService } from './submission.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionService;
  }
}

export default fp(
  async (app) => {
    const recorder = createSubmissionRecorder(app.db);
    const service = createSubmissionService({
      db: app.db,
      judge: app.judge,
      recorder,
      follow: (submission) => events.follow(submission),
    });
    const events = createSubmissionEvents({
      judge: app.judge,
      emit: app.realtime.toUser,
      load: service.load,
      fail: recorder.fail,
      log: app.log,
    });
    const unlisten = events.listen();
    app.decorate('submissions', service);

    app.addHook('onReady', async () => {
      if (app.judge.engine !== 'in-process') return;
      const requeued = await service.requeuePending();
      if (requeued > 0)
        app.log.info({ requeued }, 'submissions waiting since before the restart were enqueued again');
    });
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'submissions', dependencies: ['database', 'judge', 'realtime'] },
);
