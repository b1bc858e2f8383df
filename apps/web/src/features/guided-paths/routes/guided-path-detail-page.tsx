/**
 * /guided-paths/{slug}: what the path teaches, its syllabus with the learner's progress per module, and Enroll or
 * Resume. An anonymous visitor's Enroll opens the login panel with the get_started trigger (no reload after the
 * login: the enrolment continues in place). A missing path is the app's 404 page.
 */
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { GuidedPathDetail, LastContent } from '@katana/shared/api/guided-paths';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { GET_STARTED_TRIGGER, useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useEnroll, ENROLL_SOURCE } from '../api/enroll.ts';
import { useGuidedPathDetail } from '../api/guided-path-detail.ts';
import { LevelBadge, SpecialBadge } from '../components/path-card.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { SummaryCounts } from '../components/summary-counts.tsx';
import { classroomHref } from '../components/classroom-href.ts';

function Actions({ path }: { path: GuidedPathDetail }) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const enroll = useEnroll(path.slug);
  const start = (resume: LastContent) => void navigate(classroomHref(path.slug, resume?.key ?? null));

  function onEnroll() {
    if (!auth.isAuthenticated) {
      openLogin({
        source: ENROLL_SOURCE,
        variant: 'panel',
        trigger: GET_STARTED_TRIGGER,
        onClose: (reason) => {
          if (reason === 'success') enroll.mutate(undefined, { onSuccess: (r) => start(r.resume) });
        },
      });
      return;
    }
    enroll.mutate(undefined, { onSuccess: (r) => start(r.resume) });
  }

  if (path.enrolled) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={classroomHref(path.slug, path.last_content?.key ?? null)}
          className={buttonClasses('primary', 'lg')}
        >
          {path.last_content ? 'Resume' : 'Start learning'}
        </Link>
        {path.last_content && (
          <span className="text-sm text-fg-muted">Continue with “{path.last_content.title}”</span>
        )}
        {path.certificate_url && (
          <a
            href={path.certificate_url}
            className={buttonClasses('secondary', 'lg')}
            target="_blank"
            rel="noreferrer"
          >
            View certificate
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={buttonClasses('primary', 'lg')}
        onClick={onEnroll}
        disabled={enroll.isPending}
      >
        {enroll.isPending ? 'Enrolling…' : 'Enroll for free'}
      </button>
      {enroll.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {enroll.error.message}
        </p>
      )}
    </div>
  );
}

export function GuidedPathDetailPage({
  params,
  renderBoard,
}: {
  params: Record<string, string>;
  /** The path's weekly GuidedPath leaderboard (the dashboard's board, joined in app/), for signed-in learners. */
  renderBoard?: (slug: string) => ReactNode;
}) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const detail = useGuidedPathDetail(slug, auth.user?.id ?? null);
  usePageMetaOverride(
    detail.data ? { input: { title: detail.data.title, description: detail.data.summary } } : null,
  );

  if (detail.isPending)
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-4xl flex-1 p-6">
        <div className="h-8 w-2/3 animate-pulse rounded bg-surface-muted" />
        <div className="mt-4 h-40 animate-pulse rounded-2xl bg-surface-muted" />
        <p className="sr-only">Loading the guided path…</p>
      </div>
    );
  if (detail.isError) {
    if (detail.error.status === 404 || detail.error.code === 404) return <Navigate to="/fourofour" replace />;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">The guided path could not be loaded</h1>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
        <button type="button" className={buttonClasses('primary')} onClick={() => void detail.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const path = detail.data;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/guided-paths" className="text-sm text-fg-muted hover:text-accent">
        ← All guided paths
      </Link>
      <header className="mt-3 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={path.level} />
          {path.kind === 'special' && <SpecialBadge />}
        </div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{path.title}</h1>
        <p className="text-fg-muted">{path.summary}</p>
        <p className="text-sm text-fg-muted">
          {path.modules_count} modules · about {path.estimated_hours} hours ·{' '}
          {path.enrolled_count.toLocaleString('en-US')} {path.enrolled_count === 1 ? 'learner' : 'learners'}{' '}
          enrolled
        </p>
        {path.enrolled && (
          <div className="max-w-md">
            <div className="mb-1 flex justify-between text-sm text-fg-muted">
              <span>Your progress</span>
              <span>
                {path.progress.percentage}% · {path.progress.completed_items}/{path.progress.total_items}{' '}
                items
              </span>
            </div>
            <ProgressBar value={path.progress.percentage} label="Your progress in this path" />
          </div>
        )}
        <Actions path={path} />
      </header>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="gp-about">
            <h2 id="gp-about" className="text-lg font-semibold text-fg">
              About this path
            </h2>
            <MarkdownHtml html={path.description_html} className="mt-2" />
          </section>
          <section aria-labelledby="gp-syllabus">
            <h2 id="gp-syllabus" className="text-lg font-semibold text-fg">
              Syllabus
            </h2>
            <ol className="mt-3 flex flex-col gap-3">
              {path.syllabus.map((module, index) => (
                <li key={module.slug} className="rounded-2xl border border-line bg-surface p-4">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-semibold text-fg">
                      <span className="text-fg-muted">{index + 1}. </span>
                      {module.name}
                    </h3>
                    <span className="shrink-0 text-xs text-fg-muted">Weight {module.weightage}</span>
                  </div>
                  <p className="mt-1 text-sm text-fg-muted">{module.summary}</p>
                  <ul className="mt-2 flex flex-col gap-0.5 text-sm text-fg">
                    {module.contentables.map((c) => (
                      <li key={c.slug}>
                        {c.name}{' '}
                        <span className="text-fg-muted">
                          ({c.items_count} {c.items_count === 1 ? 'item' : 'items'})
                        </span>
                      </li>
                    ))}
                  </ul>
                  {path.enrolled && (
                    <div className="mt-3 flex flex-col gap-1">
                      <ProgressBar value={module.progress.percentage} label={`Progress in ${module.name}`} />
                      <SummaryCounts progress={module.progress} />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </section>
          {renderBoard && auth.isAuthenticated && (
            <section aria-labelledby="gp-board">
              <h2 id="gp-board" className="text-lg font-semibold text-fg">
                This week on this path
              </h2>
              <p className="mb-3 mt-1 text-sm text-fg-muted">
                EXP earned by completing this path's modules, Monday to Sunday (IST).
              </p>
              {renderBoard(path.slug)}
            </section>
          )}
        </div>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="gp-learn">
            <h2 id="gp-learn" className="text-base font-semibold text-fg">
              What you will learn
            </h2>
            <ul className="mt-2 list-disc pl-5 text-sm leading-6 text-fg">
              {path.what_you_will_learn.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          {path.prerequisites.length > 0 && (
            <section aria-labelledby="gp-prereq">
              <h2 id="gp-prereq" className="text-base font-semibold text-fg">
                Prerequisites
              </h2>
              <ul className="mt-2 list-disc pl-5 text-sm leading-6 text-fg">
                {path.prerequisites.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
