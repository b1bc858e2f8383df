/**
 * The one handler behind the judge queue, in both modes: the server's in-process queue calls it (embedded), and
 * `katana worker` processes call it for BullMQ jobs (scale-out). It dispatches on the job's kind.
 */
import { ExecutionStage } from '@katana/shared/verdicts';
import type { JudgeHandler } from '@katana/judge';
import type { JudgeJobData, JudgeJobResult } from './judge-job.ts';
import { executeProblemRunJob, executeSubmissionJob, type ProblemJobDeps } from './problem-jobs.ts';
import { executeRunJob, type RunJobDeps } from './run-job.ts';

export type JudgeJobHandler = JudgeHandler<JudgeJobData, JudgeJobResult>;

export interface JudgeJobHandlerDeps extends RunJobDeps {
  /** Judging on problem packages; absent where no database is reachable (a worker without DATABASE_URL). */
  problems?: ProblemJobDeps;
}

function requireProblems(deps: JudgeJobHandlerDeps): ProblemJobDeps {
  // Thrown, not answered: the job fails visibly and the API marks the submission FAILED.
  if (!deps.problems)
    throw new Error('this judge has no database to read problem packages from (DATABASE_URL)');
  return deps.problems;
}

export function createJudgeJobHandler(deps: JudgeJobHandlerDeps): JudgeJobHandler {
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
      case 'problem-run':
        return executeProblemRunJob(job.id, data, requireProblems(deps));
      case 'submission':
        return executeSubmissionJob(job.id, data, ctx, requireProblems(deps));
      default:
        // A job from a newer server version than this worker: fail it visibly instead of guessing.
        throw new Error(`unknown judge job kind '${(data as { kind?: unknown }).kind}'`);
    }
  };
}
