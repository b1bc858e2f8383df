/** Whatever the judge has said last: Run's result, a submission's live progress or its final result, or an error. */
import type { JudgeState } from '../hooks/use-judge.ts';
import { JudgeProgress } from './judge-progress.tsx';
import { RunResultView } from './run-result.tsx';
import { SubmissionResultView } from './submission-result.tsx';

export function JudgeOutput({ state, maxScore }: { state: JudgeState; maxScore: number }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'running':
      return (
        <p role="status" aria-busy="true" className="text-sm font-medium">
          Running…
        </p>
      );
    case 'submitting':
      return (
        <p role="status" aria-busy="true" className="text-sm font-medium">
          Submitting…
        </p>
      );
    case 'ran':
      return <RunResultView result={state.result} />;
    case 'judging':
      return <JudgeProgress rows={state.rows} stage={state.stage} />;
    case 'judged':
      return <SubmissionResultView submission={state.submission} maxScore={maxScore} />;
    case 'failed':
      return (
        <div
          role="alert"
          className="rounded-lg border border-red-600/40 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-300"
        >
          <p className="font-medium">{state.action === 'run' ? 'Run failed' : 'Submit failed'}</p>
          <p>{state.error.fields ? Object.values(state.error.fields).join(' ') : state.error.message}</p>
        </div>
      );
  }
}
