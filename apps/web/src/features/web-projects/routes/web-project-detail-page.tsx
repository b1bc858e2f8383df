/**
 * /web-development/{slug}: the project's steps, each done, current or locked, the learner's progress and Continue
 * (Start before any step is done), which opens the project editor on the current step. A finished project links to
 * its finished page. A missing project is the app's 404.
 */
import { Link, Navigate } from 'react-router';
import type { WebProjectDetail, WebProjectStep } from '@katana/shared/api/web-projects';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useWebProject } from '../api/web-projects.ts';
import { ProjectProgress } from '../components/project-progress.tsx';

const STATE_LABEL: Record<WebProjectStep['state'], string> = {
  done: 'Done',
  current: 'Current step',
  locked: 'Locked',
};
const STATE_CLASS: Record<WebProjectStep['state'], string> = {
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  current: 'bg-accent/15 text-fg',
  locked: 'bg-surface-muted text-fg-muted',
};

/** The project's detail query, with the app's 404 for a missing project; `render` gets the loaded project. */
export function WebProjectLoader({
  slug,
  render,
}: {
  slug: string;
  render(project: WebProjectDetail): React.ReactNode;
}) {
  const auth = useAuth();
  const detail = useWebProject(slug, auth.user?.id ?? null);
  usePageMetaOverride(
    detail.data ? { input: { title: detail.data.title, description: detail.data.summary } } : null,
  );
  if (detail.isPending)
    return (
      <div aria-busy="true" className="mx-auto w-full max-w-4xl flex-1 p-6">
        <div className="h-8 w-2/3 animate-pulse rounded bg-surface-muted" />
        <p className="sr-only">Loading the project…</p>
      </div>
    );
  if (detail.isError) {
    if (detail.error.status === 404 || detail.error.code === 404) return <Navigate to="/fourofour" replace />;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">The project could not be loaded</h1>
        <p className="text-sm text-fg-muted">{detail.error.message}</p>
        <button type="button" className={buttonClasses('primary')} onClick={() => void detail.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return <>{render(detail.data)}</>;
}

function ProjectDetail({ project, signedIn }: { project: WebProjectDetail; signedIn: boolean }) {
  const started = project.progress.done > 0;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/web-development" className="text-sm text-fg-muted hover:text-accent">
        ← All web projects
      </Link>
      <header className="mt-3 flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{project.title}</h1>
        <p className="text-fg-muted">{project.summary}</p>
        {signedIn && (
          <div className="max-w-md">
            <ProjectProgress progress={project.progress} label="Your progress in this project" />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {project.finished ? (
            <Link to={`/web-development/${project.slug}/finished`} className={buttonClasses('primary', 'lg')}>
              See your finished project
            </Link>
          ) : (
            <Link to={`/web-development/${project.slug}/editor`} className={buttonClasses('primary', 'lg')}>
              {started ? 'Continue' : 'Start'}
            </Link>
          )}
        </div>
      </header>
      <section aria-labelledby="wp-steps" className="mt-8">
        <h2 id="wp-steps" className="text-lg font-semibold text-fg">
          Steps
        </h2>
        <ol className="mt-3 flex flex-col gap-3">
          {project.steps.map((step) => (
            <li
              key={step.slug}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <span className="font-semibold text-fg">
                <span className="text-fg-muted">{step.number}. </span>
                {step.name}
              </span>
              <DifficultyBadge difficulty={step.difficulty} />
              <span
                className={`ml-auto rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[step.state]}`}
              >
                {STATE_LABEL[step.state]}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function WebProjectDetailPage({ params }: { params: Record<string, string> }) {
  const auth = useAuth();
  return (
    <WebProjectLoader
      slug={params.slug ?? ''}
      render={(project) => <ProjectDetail project={project} signedIn={auth.isAuthenticated} />}
    />
  );
}
