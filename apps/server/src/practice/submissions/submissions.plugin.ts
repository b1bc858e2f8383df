/**
 * Submissions as an app plugin: decorates `app.submissions` (the service), follows each new submission's job for
 * its progress events and announces results to the owner's realtime room. Embedded mode re-enqueues submissions
 * left waiting by a restart (the in-process queue forgets its jobs; BullMQ keeps them in Redis).
 */
import fp from 'fastify-plugin';
import { createSubmissionEvents } from './submission-events.ts';
import { createSubmissionRecorder } from './submission-recorder.ts';
import { createSubmissionService, type SubmissionService } from './submission.service.ts';
import type {
  JudgedSubmissionHook,
  OfferingPointsScale,
  SubmissionResultListener,
} from './submission-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionService;
    /** Adds a listener run after each submission result is announced (toasts, standings); see submission-hooks.ts. */
    onSubmissionResult(listener: SubmissionResultListener): void;
  }
}

export interface SubmissionsPluginOptions {
  /** What runs when a verdict is stored, and offerings with their own points (the composition root's lists). */
  hooks: JudgedSubmissionHook[];
  scales: OfferingPointsScale[];
}

export default fp<SubmissionsPluginOptions>(
  async (app, opts) => {
    const recorder = createSubmissionRecorder(app.db, { hooks: opts.hooks, scales: opts.scales });
    const resultListeners: SubmissionResultListener[] = [];
    const runResultListeners = async (result: { userId: number; submissionId: string }) => {
      for (const listener of resultListeners) await listener(result);
    };
    const service = createSubmissionService({
      db: app.db,
      judge: app.judge,
      recorder,
      access: app.problemAccess,
      follow: (submission) => events.follow(submission),
      afterResult: runResultListeners,
    });
    const events = createSubmissionEvents({
      judge: app.judge,
      emit: app.realtime.toUser,
      load: service.load,
      fail: recorder.fail,
      log: app.log,
      afterResult: runResultListeners,
    });
    const unlisten = events.listen();
    app.decorate('submissions', service);
    app.decorate('onSubmissionResult', (listener: SubmissionResultListener) => {
      resultListeners.push(listener);
    });

    app.addHook('onReady', async () => {
      if (app.judge.engine !== 'in-process') return;
      const requeued = await service.requeuePending();
      if (requeued > 0)
        app.log.info({ requeued }, 'submissions waiting since before the restart were enqueued again');
    });
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'submissions', dependencies: ['database', 'problem-access', 'judge', 'realtime'] },
);
