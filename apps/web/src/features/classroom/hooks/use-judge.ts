/**
 * Run and Submit for a code or SQL problem. Run waits for its verdict in the POST answer. Submit gets a QUEUED
 * submission back at once and then follows it: a progress row per test from the socket's `executed` events, and the
 * final result from the socket or, failing that, from polling (lib/realtime/watch-submission.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Submission, SubmissionProgressEvent } from '@katana/shared/api/practice-submissions';
import { ExecutionStage, type CaseStatus } from '@katana/shared/verdicts';
import type { ApiError } from '../../../lib/request/request-types.ts';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useSubmissionFeed } from '../../../lib/realtime/realtime-context.tsx';
import { watchSubmission } from '../../../lib/realtime/watch-submission.ts';
import { classroomKeys } from '../api/classroom-keys.ts';
import { runCode, type RunBody, type RunResult } from '../api/run-code.ts';
import { submitCode, type SubmitCodeBody } from '../api/submit-code.ts';
import { fetchSubmission } from '../api/submission.ts';

export interface ProgressRow {
  test: number;
  status: CaseStatus | null;
  time_ms: number | null;
  memory_kb: number | null;
}

export type JudgeState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'submitting' }
  | { phase: 'ran'; result: RunResult }
  | { phase: 'judging'; submission: Submission; stage: string | null; rows: ProgressRow[] }
  | { phase: 'judged'; submission: Submission }
  | { phase: 'failed'; action: 'run' | 'submit'; error: ApiError };

function asError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) {
    return error.fields
      ? { code: error.code, message: error.message, fields: error.fields }
      : { code: error.code, message: error.message };
  }
  return { code: 501, message: 'Internal Server Error.' };
}

/** One `executed` event fills its row; the first one also tells how many rows there are. */
export function applyProgress(rows: ProgressRow[], event: SubmissionProgressEvent): ProgressRow[] {
  if (event.stage !== ExecutionStage.EXECUTED || event.test === undefined) return rows;
  const count = Math.max(rows.length, event.tests ?? 0, event.test);
  const next: ProgressRow[] = Array.from(
    { length: count },
    (_, i) => rows[i] ?? { test: i + 1, status: null, time_ms: null, memory_kb: null },
  );
  next[event.test - 1] = {
    test: event.test,
    status: event.status ?? null,
    time_ms: event.time_ms ?? null,
    memory_kb: event.memory_kb ?? null,
  };
  return next;
}

/**
 * In a contest, submissions carry the contest's offering_id; a test series test sends them through its own
 * `submit`. `onJudged` refreshes the contest's or test's problem list after the verdict.
 */
export interface JudgeContest {
  offeringId?: number;
  submit?: (body: SubmitCodeBody) => Promise<Submission>;
  onJudged(): void;
}

export function useJudge(slug: string, contest?: JudgeContest) {
  const queryClient = useQueryClient();
  const feed = useSubmissionFeed();
  const [state, setState] = useState<JudgeState>({ phase: 'idle' });
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  const refreshProblem = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: classroomKeys.problem(slug) });
    void queryClient.invalidateQueries({ queryKey: classroomKeys.submissions(slug) });
  }, [queryClient, slug]);

  const run = useCallback(
    async (body: RunBody) => {
      stopWatching.current?.();
      setState({ phase: 'running' });
      try {
        setState({ phase: 'ran', result: await runCode(slug, body) });
      } catch (error) {
        setState({ phase: 'failed', action: 'run', error: asError(error) });
      }
    },
    [slug],
  );

  const submit = useCallback(
    async (body: SubmitCodeBody) => {
      stopWatching.current?.();
      let submission: Submission;
      setState({ phase: 'submitting' });
      try {
        if (contest?.submit) submission = await contest.submit(body);
        else
          submission = await submitCode(
            slug,
            contest?.offeringId !== undefined ? { ...body, offering_id: contest.offeringId } : body,
          );
      } catch (error) {
        setState({ phase: 'failed', action: 'submit', error: asError(error) });
        return;
      }
      setState({ phase: 'judging', submission, stage: null, rows: [] });
      stopWatching.current = watchSubmission(submission.id, {
        feed,
        fetchSubmission: (id) => fetchSubmission(id),
        onProgress: (event) =>
          setState((current) =>
            current.phase === 'judging' && current.submission.id === event.submission_id
              ? { ...current, stage: event.stage, rows: applyProgress(current.rows, event) }
              : current,
          ),
        onResult: (judged) => {
          setState({ phase: 'judged', submission: judged });
          refreshProblem();
          contest?.onJudged();
        },
      });
    },
    [feed, refreshProblem, slug, contest],
  );

  const busy = state.phase === 'running' || state.phase === 'submitting' || state.phase === 'judging';
  return { state, run, submit, busy };
}
