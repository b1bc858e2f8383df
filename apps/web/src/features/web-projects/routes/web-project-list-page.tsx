/**
 * /web-development: the web-development projects, each with its steps count and the learner's progress, and the way
 * to the single front-end problems (the problem listing filtered to FRONTEND and REACT; each opens in the problem
 * editor, the classroom's multi-file work pane).
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useWebProjectList } from '../api/web-projects.ts';
import { ProjectProgress } from '../components/project-progress.tsx';

/** The problem listing with its type filter on the two front-end kinds (the listing's URL state). */
const FRONTEND_PROBLEMS_URL = '/problems?type=FRONTEND,REACT';

export default function WebProjectListPage() {
  const auth = useAuth();
  const list = useWebProjectList(auth.user?.id ?? null);
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Web development projects &amp; problems</h1>
      <p className="mt-2 text-fg-muted">
        Build a small web page step by step. Each step is a front-end problem with its own tests; your files
        carry over from one step to the next.
      </p>
      {list.isPending ? (
        <div aria-busy="true" className="mt-6 h-32 animate-pulse rounded-2xl bg-surface-muted" />
      ) : list.isError ? (
        <div className="mt-6 flex flex-col items-start gap-2">
          <p className="text-sm text-fg-muted">The projects could not be loaded: {list.error.message}</p>
          <button type="button" className={buttonClasses('primary')} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.data.projects.length === 0 ? (
        <p className="mt-6 text-fg-muted">No projects yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.data.projects.map((project) => (
            <li
              key={project.slug}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <h2 className="text-lg font-semibold text-fg">
                <Link to={`/web-development/${project.slug}`} className="hover:text-accent">
                  {project.title}
                </Link>
              </h2>
              <p className="text-sm text-fg-muted">{project.summary}</p>
              <p className="text-sm text-fg-muted">{project.steps_count} steps</p>
              {auth.isAuthenticated && <ProjectProgress progress={project.progress} label="Your progress" />}
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="web-dev-problems"
        className="mt-8 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="web-dev-problems" className="text-lg font-semibold text-fg">
          Front-end problems
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Single problems in HTML, CSS and JavaScript, and React components, each with a live preview and
          judged in a real browser.
        </p>
        <Link to={FRONTEND_PROBLEMS_URL} className={`${buttonClasses('secondary')} mt-3 inline-flex`}>
          Browse front-end problems
        </Link>
      </section>
    </div>
  );
}
