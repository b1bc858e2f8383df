/**
 * /guided-paths/{slug}/content?item=<key>: the guided classroom. Its own compact header (the shell's is hidden
 * here, spec 01), the syllabus tree on the left (a drawer on narrow screens), the item pane on the right with
 * previous / next. Every item change is remembered as the learner's last viewed item; without ?item the classroom
 * opens there (or at the first item).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { GuidedPathContent, GuidedPathProgress } from '@katana/shared/api/guided-paths';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { ChevronIcon, ListIcon } from '../../../components/ui/icons.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useEnroll } from '../api/enroll.ts';
import { useGuidedPathContent } from '../api/guided-path-content.ts';
import { useGuidedPathItem } from '../api/guided-path-item.ts';
import { guidedPathKeys } from '../api/guided-path-keys.ts';
import { postLastViewed } from '../api/last-viewed.ts';
import { classroomHref } from '../components/classroom-href.ts';
import { ItemPane, LockedPane, type RenderProblem } from '../components/item-pane.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { SyllabusTree } from '../components/syllabus-tree.tsx';

/** The tree becomes a drawer at the classroom's narrow-screen width. */
const NARROW = '(max-width: 979px)';

interface FlatItem {
  key: string;
  title: string;
  module: string;
  locked: boolean;
}

function flatten(content: GuidedPathContent): FlatItem[] {
  return content.modules.flatMap((m) =>
    m.contentables.flatMap((c) =>
      c.items.map((i) => ({ key: i.key, title: i.offering_name, module: m.slug, locked: i.locked })),
    ),
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="flex h-dvh flex-col bg-page">
      <div className="h-14 border-b border-line bg-surface" />
      <p className="sr-only">Loading the guided path…</p>
    </div>
  );
}

function Status({ progress }: { progress: GuidedPathProgress | null }) {
  if (!progress) return null;
  const parts: string[] = [];
  if (progress.module.is_completed && progress.exp_awarded > 0)
    parts.push(`Module complete: you earned ${progress.exp_awarded} EXP.`);
  else if (progress.module.is_completed) parts.push('Module complete.');
  if (progress.unlocked_modules.length > 0) parts.push('The next module is unlocked.');
  if (progress.certificate_url) parts.push('You completed the whole path: your certificate is ready.');
  if (parts.length === 0) return null;
  return <p className="text-sm font-medium text-green-700 dark:text-green-400">{parts.join(' ')}</p>;
}

function Classroom({
  slug,
  content,
  renderProblem,
}: {
  slug: string;
  content: GuidedPathContent;
  renderProblem: RenderProblem;
}) {
  const auth = useAuth();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const narrow = useMediaQuery(NARROW);
  const [drawer, setDrawer] = useState(false);
  const [progress, setProgress] = useState<GuidedPathProgress | null>(null);
  const enroll = useEnroll(slug);
  usePageMetaOverride({ input: { title: content.title } });

  const items = useMemo(() => flatten(content), [content]);
  const requested = search.get('item');
  const fallback = content.last_content?.key ?? items[0]?.key ?? null;
  const key = requested && items.some((i) => i.key === requested) ? requested : fallback;
  const index = items.findIndex((i) => i.key === key);
  const current = index >= 0 ? items[index] : undefined;
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 && index < items.length - 1 ? items[index + 1] : undefined;
  const item = useGuidedPathItem(
    slug,
    current && !current.locked ? current.key : null,
    auth.user?.id ?? null,
  );

  // Remember where the learner is, on every item change (enrolled learners only; the server refuses others).
  const canRemember = auth.isAuthenticated && content.enrolled && current !== undefined && !current.locked;
  useEffect(() => {
    if (!canRemember || !key) return;
    void postLastViewed(slug, key)
      .then(() => queries.invalidateQueries({ queryKey: guidedPathKeys.detail(slug) }))
      .catch(() => undefined);
  }, [canRemember, key, slug, queries]);

  // A new item clears the last completion message.
  useEffect(() => setProgress(null), [key]);

  const go = (target: FlatItem | undefined) => {
    if (target) void navigate(classroomHref(slug, target.key));
  };

  const tree = (
    <SyllabusTree
      slug={slug}
      modules={content.modules}
      currentKey={key}
      currentModule={current?.module ?? null}
      onOpen={() => setDrawer(false)}
    />
  );

  let pane;
  if (!current) pane = <p className="p-6 text-sm text-fg-muted">This guided path has no items yet.</p>;
  else if (current.locked) pane = <LockedPane title={current.title} />;
  else if (item.isPending)
    pane = (
      <div aria-busy="true" className="h-full animate-pulse bg-surface">
        <p className="sr-only">Loading…</p>
      </div>
    );
  else if (item.isError)
    pane =
      item.error.status === 403 ? (
        <LockedPane title={current.title} />
      ) : (
        <div className="flex flex-col items-start gap-3 p-6">
          <p className="text-sm text-fg">{item.error.message}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={() => void item.refetch()}>
            Try again
          </button>
        </div>
      );
  else
    pane = (
      <ItemPane
        slug={slug}
        item={item.data}
        enrolled={content.enrolled}
        onProgress={setProgress}
        renderProblem={renderProblem}
      />
    );

  return (
    <div className="flex h-dvh flex-col bg-page">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-line bg-surface px-2 sm:px-3">
        {narrow && (
          <Sheet
            open={drawer}
            onOpenChange={setDrawer}
            title="Syllabus"
            closeLabel="Close the syllabus"
            trigger={
              <button type="button" className={iconButtonClasses} aria-label="Open the syllabus">
                <ListIcon />
              </button>
            }
          >
            <nav aria-label="Syllabus">{tree}</nav>
          </Sheet>
        )}
        <Link
          to={`/guided-paths/${encodeURIComponent(slug)}`}
          className="min-w-0 flex-1 truncate text-sm font-semibold text-fg hover:text-accent"
        >
          <span aria-hidden="true">← </span>
          {content.title}
        </Link>
        {content.enrolled ? (
          <div className="flex w-28 shrink-0 items-center gap-2 sm:w-48">
            <ProgressBar value={content.progress.percentage} label="Your progress in this path" />
            <span className="text-xs text-fg-muted">{content.progress.percentage}%</span>
          </div>
        ) : auth.isAuthenticated ? (
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            disabled={enroll.isPending}
            onClick={() => enroll.mutate()}
          >
            Enroll to track progress
          </button>
        ) : null}
        {content.certificate_url && (
          <a
            href={content.certificate_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            Certificate
          </a>
        )}
      </header>
      <div className="flex min-h-0 flex-1">
        {!narrow && (
          <nav aria-label="Syllabus" className="w-80 shrink-0 overflow-y-auto border-r border-line bg-page">
            {tree}
          </nav>
        )}
        <section aria-label="Lesson" className="flex min-w-0 flex-1 flex-col">
          <div className="min-h-0 flex-1">{pane}</div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 border-t border-line bg-surface px-3 py-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={!previous || previous.locked}
              onClick={() => go(previous)}
            >
              <ChevronIcon direction="left" className="size-4" /> Previous
            </button>
            <div role="status" className="min-w-0 flex-1 text-center">
              <Status progress={progress} />
            </div>
            <button
              type="button"
              className={buttonClasses('primary', 'sm')}
              disabled={!next || next.locked}
              onClick={() => go(next)}
              title={next?.locked ? 'Locked: complete more of this module first' : undefined}
            >
              Next <ChevronIcon className="size-4" />
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}

export function GuidedPathClassroomPage({
  params,
  renderProblem,
}: {
  params: Record<string, string>;
  /** Problems and quizzes: the problem classroom in the GP context, passed in by the app. */
  renderProblem: RenderProblem;
}) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const content = useGuidedPathContent(slug, auth.user?.id ?? null);
  if (content.isPending) return <Loading />;
  if (content.isError) {
    if (content.error.status === 404 || content.error.code === 404)
      return <Navigate to="/fourofour" replace />;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">The guided path could not be loaded</h1>
        <p className="text-sm text-fg-muted">{content.error.message}</p>
        <button type="button" className={buttonClasses('primary')} onClick={() => void content.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return <Classroom slug={slug} content={content.data} renderProblem={renderProblem} />;
}
