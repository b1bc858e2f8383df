/**
 * /web-development/{slug}/editor: the project editor. The current step's front-end problem in the classroom's
 * front-end work pane (files, Preview, Console, Submit), opened with the learner's files of the previous step (the
 * web-projects API's step files). After each verdict the project's progress is refetched: an accepted step opens
 * the next one with the files just accepted; the last one leads to the finished page. The web-projects feature and
 * the classroom are joined here because features do not import each other; the classroom's parts come from its
 * lazily loaded page module (classroom-module.ts), so the problem page's chunks stay as they are.
 */
import { Suspense, use } from 'react';
import { Link, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WebProjectDetail } from '@katana/shared/api/web-projects';
import { useWebProjectStepFiles, webProjectKeys } from '../features/web-projects/api/web-projects.ts';
import { ProjectProgress } from '../features/web-projects/components/project-progress.tsx';
import { WebProjectLoader } from '../features/web-projects/routes/web-project-detail-page.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { loadClassroom } from './classroom-module.ts';
import type { ScreenProps } from './route-screen.tsx';

const busy = <div aria-busy="true" className="flex-1" />;

function StepEditor({ project, step }: { project: WebProjectDetail; step: string }) {
  const { classroomView, useProblemDetail, ProblemStatement, LazyFrontendWorkPane } = use(loadClassroom());
  const auth = useAuth();
  const queryClient = useQueryClient();
  const problem = useProblemDetail(step);
  const files = useWebProjectStepFiles(project.slug, step, auth.user?.id ?? null);
  const current = project.steps.find((s) => s.slug === step);
  if (problem.isPending || files.isPending) return busy;
  if (problem.isError || files.isError)
    return (
      <p role="alert" className="p-6 text-sm text-fg-muted">
        This step could not be loaded: {(problem.error ?? files.error)?.message}
      </p>
    );
  const view = classroomView('PROBLEM', problem.data.problem_type);
  const previous = current ? project.steps[current.number - 2] : undefined;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-line px-4 py-3">
        <div className="flex flex-col">
          <Link to={`/web-development/${project.slug}`} className="text-sm text-fg-muted hover:text-accent">
            ← {project.title}
          </Link>
          <h1 className="text-lg font-semibold text-fg">
            Step {current?.number} of {project.steps_count}: {current?.name}
          </h1>
        </div>
        <div className="w-64">
          <ProjectProgress progress={project.progress} label="Project progress" />
        </div>
        {files.data.from === 'previous_step' && previous && (
          <p className="text-sm text-fg-muted" data-testid="carried-files">
            Opened with your files from step {previous.number}.
          </p>
        )}
      </header>
      <div className="grid min-h-[640px] flex-1 lg:grid-cols-2">
        <section aria-label="Step instructions" className="overflow-y-auto p-4">
          <ProblemStatement problem={problem.data} view={view} />
        </section>
        <Suspense fallback={busy}>
          <LazyFrontendWorkPane
            problem={problem.data}
            view={view}
            startFiles={files.data.files}
            onJudged={() => void queryClient.invalidateQueries({ queryKey: webProjectKeys.all })}
          />
        </Suspense>
      </div>
    </div>
  );
}

export default function WebProjectEditorScreen({ params }: ScreenProps) {
  const slug = params.slug ?? '';
  return (
    <WebProjectLoader
      slug={slug}
      render={(project) =>
        project.current_step === null ? (
          <Navigate to={`/web-development/${slug}/finished`} replace />
        ) : (
          <Suspense key={project.current_step} fallback={busy}>
            <StepEditor project={project} step={project.current_step} />
          </Suspense>
        )
      }
    />
  );
}
