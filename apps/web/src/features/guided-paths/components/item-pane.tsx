/**
 * The guided classroom's item pane: an article or a video's notes inline (the server's rendered HTML, with the
 * app's KaTeX and code styles), the video behind a click-to-load facade, and problems and quizzes in the problem
 * classroom configured by the GP row of spec 03 §2 (all tabs on, top performers off). Articles, videos and NOTE
 * items are marked complete here; problems and quizzes complete by being solved.
 */
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  GuidedPathMessage,
  type GuidedPathItem,
  type GuidedPathProgress,
} from '@katana/shared/api/guided-paths';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SolvedIcon } from '../../../components/ui/icons.tsx';
import { useMarkComplete } from '../api/mark-complete.ts';
import { guidedPathKeys } from '../api/guided-path-keys.ts';
import { VideoPlayer } from '../../../components/video/video-player.tsx';

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
    // The reading pane scrolls on its own: a tab stop, named by its title, so a keyboard can scroll it.
    <div className="h-full overflow-y-auto" tabIndex={0} role="region" aria-label={title}>
      <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-8">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {children}
      </article>
    </div>
  );
}

/**
 * How the host app shows a problem or quiz item: the problem classroom in the GP context (app/, which may join the
 * two features, passes it in).
 */
export type RenderProblem = (props: {
  slug: string;
  title: string;
  actions?: ReactNode;
  onSolved(): void;
}) => ReactNode;

export function ItemPane({
  slug,
  item,
  enrolled,
  onProgress,
  renderProblem,
}: {
  slug: string;
  item: GuidedPathItem;
  enrolled: boolean;
  onProgress(progress: GuidedPathProgress): void;
  renderProblem: RenderProblem;
}) {
  const queries = useQueryClient();
  if (item.problem) {
    const note = item.problem.type === 'NOTE';
    return renderProblem({
      slug: item.problem.slug,
      title: item.title,
      actions: (
        <>
          {item.is_completed && !note && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700 dark:text-green-400">
              <SolvedIcon className="size-4" /> Completed
            </span>
          )}
          {note && (
            <span className="ml-auto">
              <CompleteButton slug={slug} item={item} enrolled={enrolled} onProgress={onProgress} />
            </span>
          )}
        </>
      ),
      // A solve completes the item (and maybe its module): the tree and the counts follow.
      onSolved: () => void queries.invalidateQueries({ queryKey: guidedPathKeys.of(slug) }),
    });
  }
  return (
    <Reading title={item.title}>
      {item.video && <VideoPlayer title={item.title} url={item.video.url} embedUrl={item.video.embed_url} />}
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
