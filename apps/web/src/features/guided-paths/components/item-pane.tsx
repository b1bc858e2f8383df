/**
 * The guided classroom's item pane: an article or a video's notes inline (the server's rendered HTML, with the
 * app's KaTeX and code styles), the video behind a click-to-load facade, and problems and quizzes in the problem
 * classroom configured by the GP row of spec 03 §2 (all tabs on, top performers off). Articles, videos and NOTE
 * items are marked complete here; problems and quizzes complete by being solved.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { classroomView } from '@katana/shared/classroom-config';
import { GuidedPathMessage, type GuidedPathItem, type GuidedPathProgress } from '@katana/shared/api/guided-paths';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { SolvedIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useProblemDetail } from '../../classroom/api/problem-detail.ts';
import { ClassroomLayout } from '../../classroom/components/classroom-layout.tsx';
import { ProblemPane } from '../../classroom/components/problem-pane.tsx';
import { WorkPane } from '../../classroom/components/work-pane.tsx';
import { useMarkComplete } from '../api/mark-complete.ts';
import { guidedPathKeys } from '../api/guided-path-keys.ts';
import { VideoPlayer } from './video-player.tsx';

function CompleteButton({
  slug,
  item,
  enrolled,
  onProgress,
}: {
  slug: string;
  item: GuidedPathItem;
  enrolled: boolean;
  onProgress(progress: GuidedPathProgress): void;
}) {
  const mark = useMarkComplete(slug);
  if (!enrolled) return null;
  const done = item.is_completed;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={done}
        disabled={mark.isPending}
        className={buttonClasses(done ? 'secondary' : 'primary')}
        onClick={() => mark.mutate({ key: item.key, completed: !done }, { onSuccess: onProgress })}
      >
        {done ? (
          <>
            <SolvedIcon className="size-4 text-green-700 dark:text-green-400" /> Completed
          </>
        ) : (
          'Mark as complete'
        )}
      </button>
      {done && <span className="text-xs text-fg-muted">Press again to mark it not complete.</span>}
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {mark.error.message}
        </p>
      )}
    </div>
  );
}

function Reading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="h-full overflow-y-auto">
      <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-8">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {children}
      </article>
    </div>
  );
}

/** A problem or quiz in the problem classroom; its solve refreshes the path's progress. */
function ProblemItem({
  slug,
  item,
  enrolled,
  onProgress,
}: {
  slug: string;
  item: GuidedPathItem & { problem: NonNullable<GuidedPathItem['problem']> };
  enrolled: boolean;
  onProgress(progress: GuidedPathProgress): void;
}) {
  const auth = useAuth();
  const queries = useQueryClient();
  const detail = useProblemDetail(item.problem.slug);
  const status = detail.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    // A verdict in this classroom moves the problem to SOLVED: the item (and maybe its module) completed.
    if (status === 'SOLVED' && seen.current !== undefined && seen.current !== 'SOLVED')
      void queries.invalidateQueries({ queryKey: guidedPathKeys.of(slug) });
    seen.current = status;
  }, [status, slug, queries]);

  if (detail.isPending)
    return (
      <div aria-busy="true" className="h-full animate-pulse bg-surface">
        <p className="sr-only">Loading the problem…</p>
      </div>
    );
  if (detail.isError)
    return (
      <Reading title={item.title}>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
      </Reading>
    );
  const problem = detail.data;
  const view = classroomView('GP', problem.problem_type);
  const hasEditor = view.console !== 'NONE' && problem.languages_allowed.length > 0;
  const note = problem.problem_type === 'NOTE';
  const header = (
    <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-2">
      <h1 className="text-base font-semibold text-fg">{item.title}</h1>
      {!note && <DifficultyBadge difficulty={problem.difficulty} />}
      {item.is_completed && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700 dark:text-green-400">
          <SolvedIcon className="size-4" /> Completed
        </span>
      )}
      {note && (
        <span className="ml-auto">
          <CompleteButton slug={slug} item={item} enrolled={enrolled} onProgress={onProgress} />
        </span>
      )}
    </div>
  );
  // The classroom's own layout (one column, or the editor beside it; a pane switch on narrow screens), fitted
  // into this pane instead of the whole viewport.
  return (
    <div className="h-full min-h-0 [&>div]:h-full">
      <ClassroomLayout
        header={header}
        problem={<ProblemPane problem={problem} view={view} signedIn={auth.isAuthenticated} />}
        work={hasEditor ? <WorkPane problem={problem} view={view} /> : null}
      />
    </div>
  );
}

export function ItemPane({
  slug,
  item,
  enrolled,
  onProgress,
}: {
  slug: string;
  item: GuidedPathItem;
  enrolled: boolean;
  onProgress(progress: GuidedPathProgress): void;
}) {
  if (item.problem) {
    return <ProblemItem key={item.key} slug={slug} item={{ ...item, problem: item.problem }} enrolled={enrolled} onProgress={onProgress} />;
  }
  return (
    <Reading title={item.title}>
      {item.video && (
        <VideoPlayer title={item.title} url={item.video.url} embedUrl={item.video.embed_url} />
      )}
      {item.video && <p className="-mt-2 text-xs text-fg-muted">{item.video.duration_minutes} min video</p>}
      {item.body_html && <MarkdownHtml html={item.body_html} />}
      <CompleteButton slug={slug} item={item} enrolled={enrolled} onProgress={onProgress} />
    </Reading>
  );
}

/** A locked item's pane: what opens it. */
export function LockedPane({ title }: { title: string }) {
  return (
    <Reading title={title}>
      <p className="text-sm text-fg-muted">{GuidedPathMessage.LOCKED}</p>
    </Reading>
  );
}
