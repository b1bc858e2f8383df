/**
 * /interview-bundle/{slug}: what the bundle is for, its sections with each problem's difficulty and the learner's
 * solved / attempted mark, the progress bar, Start (nothing tried yet) or Resume (the first unsolved problem), and
 * Share. Problems open on the problem page with the bundle's submission source. A missing bundle is the app's 404.
 */
import { Link, Navigate } from 'react-router';
import type { InterviewBundleDetail, InterviewBundleProblem } from '@katana/shared/api/interview-bundles';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { AttemptedIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useInterviewBundle } from '../api/interview-bundle-detail.ts';
import { LevelBadge } from '../components/bundle-card.tsx';
import { BundleProgress } from '../components/bundle-progress.tsx';
import { bundleProblemHref } from '../components/problem-href.ts';
import { ShareBundleButton } from '../components/share-bundle-button.tsx';

function Mark({ problem }: { problem: InterviewBundleProblem }) {
  if (problem.solved)
    return (
      <span className="inline-flex items-center gap-1 text-emerald-600 dark:text-emerald-400" title="Solved">
        <SolvedIcon />
        <span className="sr-only">Solved</span>
      </span>
    );
  if (problem.attempted)
    return (
      <span className="inline-flex items-center gap-1 text-amber-600 dark:text-amber-400" title="Attempted">
        <AttemptedIcon />
        <span className="sr-only">Attempted</span>
      </span>
    );
  return <span className="inline-block h-4 w-4" aria-hidden="true" />;
}

function Actions({ bundle, signedIn }: { bundle: InterviewBundleDetail; signedIn: boolean }) {
  const started = signedIn && (bundle.progress.solved > 0 || bundle.progress.attempted > 0);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {bundle.next_problem ? (
        <>
          <Link
            to={bundleProblemHref(bundle.slug, bundle.next_problem.slug)}
            className={buttonClasses('primary', 'lg')}
          >
            {started ? 'Resume' : 'Start'}
          </Link>
          {started && <span className="text-sm text-fg-muted">Next up: “{bundle.next_problem.name}”</span>}
        </>
      ) : (
        bundle.progress.total > 0 && (
          <span className="text-sm font-semibold text-green-700 dark:text-green-400">
            You have solved every problem in this bundle.
          </span>
        )
      )}
      <ShareBundleButton slug={bundle.slug} />
    </div>
  );
}

export function InterviewBundleDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const detail = useInterviewBundle(slug, auth.user?.id ?? null);
  usePageMetaOverride(
    detail.data ? { input: { title: detail.data.title, description: detail.data.summary } } : null,
  );

  if (detail.isPending)
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-4xl flex-1 p-6">
        <div className="h-8 w-2/3 animate-pulse rounded bg-surface-muted" />
        <div className="mt-4 h-40 animate-pulse rounded-2xl bg-surface-muted" />
        <p className="sr-only">Loading the interview bundle…</p>
      </div>
    );
  if (detail.isError) {
    if (detail.error.status === 404 || detail.error.code === 404) return <Navigate to="/fourofour" replace />;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">The interview bundle could not be loaded</h1>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
        <button type="button" className={buttonClasses('primary')} onClick={() => void detail.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const bundle = detail.data;
  const signedIn = auth.isAuthenticated;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/interview-bundle" className="text-sm text-fg-muted hover:text-accent">
        ← All interview bundles
      </Link>
      <header className="mt-3 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={bundle.level} />
          {bundle.topics.map((t) => (
            <span key={t.slug} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">
              {t.name}
            </span>
          ))}
        </div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{bundle.title}</h1>
        <p className="text-fg-muted">{bundle.summary}</p>
        <p className="text-sm text-fg-muted">
          {bundle.sections_count} {bundle.sections_count === 1 ? 'section' : 'sections'} ·{' '}
          {bundle.progress.total} {bundle.progress.total === 1 ? 'problem' : 'problems'} · about{' '}
          {bundle.estimated_hours} hours
        </p>
        {signedIn && (
          <div className="max-w-md">
            <BundleProgress progress={bundle.progress} label="Your progress in this bundle" />
          </div>
        )}
        <Actions bundle={bundle} signedIn={signedIn} />
      </header>

      <section aria-labelledby="ib-about" className="mt-8">
        <h2 id="ib-about" className="text-lg font-semibold text-fg">
          About this bundle
        </h2>
        <MarkdownHtml html={bundle.description_html} className="mt-2" />
      </section>

      <section aria-labelledby="ib-sections" className="mt-8">
        <h2 id="ib-sections" className="text-lg font-semibold text-fg">
          Problems
        </h2>
        <ol className="mt-3 flex flex-col gap-4">
          {bundle.sections.map((section, index) => (
            <li key={section.title} className="rounded-2xl border border-line bg-surface p-4">
              <section aria-label={section.title}>
                <h3 className="font-semibold text-fg">
                  <span className="text-fg-muted">{index + 1}. </span>
                  {section.title}
                </h3>
                {section.summary && <p className="mt-1 text-sm text-fg-muted">{section.summary}</p>}
                {signedIn && section.problems.length > 0 && (
                  <div className="mt-3 max-w-xs">
                    <BundleProgress progress={section.progress} label={`Progress in ${section.title}`} />
                  </div>
                )}
                <ul className="mt-3 flex flex-col divide-y divide-line">
                  {section.problems.map((problem) => (
                    <li key={problem.slug} className="flex items-center gap-3 py-2">
                      <Mark problem={problem} />
                      <Link
                        to={bundleProblemHref(bundle.slug, problem.slug)}
                        className="flex-1 text-sm font-medium text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                      >
                        {problem.name}
                      </Link>
                      <DifficultyBadge difficulty={problem.difficulty} />
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default InterviewBundleDetailPage;
