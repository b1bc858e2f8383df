/**
 * The one handler behind the judge queue, in both modes: the server's in-process queue calls it (embedded), and
 * `katana worker` processes call it for BullMQ jobs (scale-out). It dispatches on the job's kind.
 */
import { ExecutionStage } from '@katana/shared/verdicts';
import type { JudgeHandler } from '@katana/judge/queue/types';
import type { JudgeJobData, JudgeJobResult } from './judge-job.ts';
import { executeRunJob, type RunJobDeps } from './run-job.ts';

export type JudgeJobHandler = JudgeHandler<JudgeJobData, JudgeJobResult>;

export function createJudgeJobHandler(deps: RunJobDeps): JudgeJobHandler {
  return async (job, ctx) => {
    const data = job.data;
    switch (data.kind) {
      case 'run': {
        const result = await executeRunJob(data, deps);
        // A custom run is one "test": the web's progress shows it executed, with its per-case status.
        await ctx.reportProgress({
          stage: ExecutionStage.EXECUTED,
          test: 1,
          tests: 1,
          ...(result.status ? { status: result.status } : {}),
        });
        return result;
      }
      default:
        // A job from a newer server version than this worker: fail it visibly instead of guessing.
        throw new Error(`unknown judge job kind '${(data as { kind?: unknown }).kind}'`);
    }
  };
}
