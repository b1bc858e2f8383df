/**
 * The goal journey on /home/goals (spec 02 §7 goal calls): the learner's goal with phase progress, the next action
 * card, the last viewed element and "Mark video completed"; without a goal, a way to pick one on /goals/setup.
 * Opening an element records it as the last viewed one (an article counts as read once opened).
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GoalElement, GoalProgress } from '@katana/shared/api/goals';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { VideoPlayer } from '../../../components/video/video-player.tsx';
import {
  useGoalElementDetails,
  useGoalStatus,
  useLandingEvent,
  useMarkLastViewed,
  useMarkVideoCompleted,
} from '../api/goals.ts';
import type { ViewerId } from '../api/paths.ts';
import { Card, CardError, CardLoading, ProgressBar } from './card.tsx';

export const NO_GOAL_TEXT = 'Pick a goal journey: a path of phases from where you are to the role you want.';
export const GOAL_COMPLETE_TEXT = 'Every phase is complete. Well done!';

const TYPE_LABEL: Record<GoalElement['element_type'], string> = {
  guided_path_module: 'Guided path module',
  problem_list: 'Problem list',
  article: 'Article',
  video: 'Video',
};

function countLabel(e: GoalElement): string {
  if (e.element_type === 'guided_path_module') return `${e.done_count}/${e.total_count} items`;
  if (e.element_type === 'problem_list') return `${e.done_count}/${e.total_count} solved`;
  return e.completed ? 'Done' : 'Not done yet';
}

/** A video element of the goal: the privacy-friendly player (click to load) and its written notes. */
function GoalVideo({ viewer, element }: { viewer: ViewerId; element: GoalElement }) {
  const details = useGoalElementDetails(viewer, element.element_id, 'video');
  if (details.isError) return <CardError onRetry={() => void details.refetch()} />;
  if (!details.data) return <CardLoading label="Loading the video" />;
  const { video_url: url, embed_url: embedUrl, body_html: notes, duration_minutes: minutes } = details.data;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {url && <VideoPlayer title={element.title} url={url} embedUrl={embedUrl} />}
      {minutes !== null && <p className="text-xs text-fg-muted">{minutes} min video</p>}
      {notes && <MarkdownHtml html={notes} />}
    </div>
  );
}

function NextAction({ viewer, progress }: { viewer: ViewerId; progress: GoalProgress }) {
  const markVideo = useMarkVideoCompleted(viewer);
  const lastViewed = useMarkLastViewed(viewer);
  const [params] = useSearchParams();
  const next = progress.next_action;
  // A video's link (its href, /home/goals?element=<key>) opens it here.
  const [watching, setWatching] = useState<string | null>(params.get('element'));
  if (!next)
    return <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">{GOAL_COMPLETE_TEXT}</p>;
  const { element } = next;
  const open = () =>
    lastViewed.mutate({
      journey_phase_id: next.journey_phase_id,
      element_type: element.element_type,
      element_data: { element_id: element.element_id },
    });
  return (
    <section aria-label="Next action" className="rounded-xl border border-accent/40 bg-accent/5 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-fg-subtle">
        Next · {next.phase_title} · {TYPE_LABEL[element.element_type]}
      </p>
      <p className="mt-1 text-base font-semibold text-fg">{element.title}</p>
      <p className="text-sm text-fg-muted">{countLabel(element)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {element.element_type === 'video' && watching !== element.element_id && (
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg"
            onClick={() => {
              setWatching(element.element_id);
              open();
            }}
          >
            Watch
          </button>
        )}
        {element.element_type === 'video' ? (
          <button
            type="button"
            className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:opacity-60"
            disabled={markVideo.isPending}
            onClick={() =>
              markVideo.mutate({ video_id: element.element_id, video_list_id: next.journey_phase_id })
            }
          >
            Mark video completed
          </button>
        ) : (
          <Link
            to={element.href}
            onClick={open}
            className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent"
          >
            {element.done_count > 0 ? 'Continue' : 'Start'}
          </Link>
        )}
      </div>
      {element.element_type === 'video' && watching === element.element_id && (
        <GoalVideo viewer={viewer} element={element} />
      )}
    </section>
  );
}

export function GoalJourneyCard({ viewer }: { viewer: ViewerId }) {
  const status = useGoalStatus(viewer);
  const landing = useLandingEvent();
  const landedGoal = status.data?.journey_goal_id ?? null;
  const { mutate: land } = landing;
  useEffect(() => {
    if (landedGoal) land(landedGoal);
  }, [landedGoal, land]);
  let body;
  if (status.isError) body = <CardError onRetry={() => void status.refetch()} />;
  else if (!status.data) body = <CardLoading label="Loading your goal" />;
  else if (!status.data.has_goal || !status.data.progress)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-fg-muted">{NO_GOAL_TEXT}</p>
        <Link
          to="/goals/setup"
          className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent"
        >
          Set a goal
        </Link>
      </div>
    );
  else {
    const progress = status.data.progress;
    const last = progress.last_viewed_element;
    body = (
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-lg font-semibold text-fg">{progress.title}</p>
          <p className="text-sm text-fg-muted">
            {progress.completed_phases} of {progress.total_phases} phases complete · {progress.percentage}%
          </p>
          <div className="mt-2">
            <ProgressBar
              value={progress.percentage / 100}
              label="Goal progress"
              tone={progress.percentage === 100 ? 'done' : 'accent'}
            />
          </div>
        </div>
        <NextAction viewer={viewer} progress={progress} />
        {last && (
          <p className="text-sm text-fg-muted">
            Last viewed:{' '}
            <Link to={last.href} className="font-medium text-accent hover:underline">
              {last.title}
            </Link>
          </p>
        )}
        <ol aria-label="Phases" className="flex flex-col gap-3">
          {progress.phases.map((phase) => (
            <li key={phase.journey_phase_id}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium text-fg">{phase.title}</span>
                <span className="text-fg-muted">
                  {phase.completed ? 'Complete' : `${phase.completed_elements}/${phase.total_elements}`}
                </span>
              </div>
              <div className="mt-1">
                <ProgressBar
                  value={phase.percentage / 100}
                  label={`${phase.title} progress`}
                  tone={phase.completed ? 'done' : 'accent'}
                />
              </div>
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <Card
      title="Goal journey"
      {...(status.data?.has_goal ? { action: { to: '/goals/setup', label: 'Change goal' } } : {})}
    >
      {body}
    </Card>
  );
}
