/**
 * /web-development/{slug} and /web-development/{slug}/finished: the project's page (web-projects feature), and the
 * finished page, the live preview of the learner's last step (their files of the last step, shown in the
 * classroom's sandboxed Preview frame, reached through the classroom's page module: classroom-module.ts). A project
 * not finished yet sends its finished page back to the project.
 */
import { Suspense, use } from 'react';
import { Navigate, Link } from 'react-router';
import type { FrontendFiles } from '@katana/shared/frontend-files';
import type { WebProjectDetail } from '@katana/shared/api/web-projects';
import { buttonClasses } from '../components/ui/button-styles.ts';
import { useWebProjectFinalFiles } from '../features/web-projects/api/web-projects.ts';
import {
  WebProjectDetailPage,
  WebProjectLoader,
} from '../features/web-projects/routes/web-project-detail-page.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { loadClassroom } from './classroom-module.ts';
import type { ScreenProps } from './route-screen.tsx';

function LivePreview({ files }: { files: FrontendFiles }) {
  const { LazyFilesPreview } = use(loadClassroom());
  return <LazyFilesPreview files={files} />;
}

function Finished({ project }: { project: WebProjectDetail }) {
  const auth = useAuth();
  const files = useWebProjectFinalFiles(project.slug, project.finished, auth.user?.id ?? null);
  if (!project.finished) return <Navigate to={`/web-development/${project.slug}`} replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6">
      <Link to={`/web-development/${project.slug}`} className="text-sm text-fg-muted hover:text-accent">
        ← {project.title}
      </Link>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">You finished {project.title}</h1>
      <p className="text-fg-muted">
        All {project.steps_count} steps are done. Here is your page, live: try it out.
      </p>
      <section aria-label="Your finished page" className="h-[480px]">
        {files.data ? (
          <Suspense fallback={<div aria-busy="true" className="h-full" />}>
            <LivePreview files={files.data.files} />
          </Suspense>
        ) : null}
      </section>
      <div>
        <Link to="/web-development" className={buttonClasses('secondary')}>
          More projects
        </Link>
      </div>
    </div>
  );
}

export default function WebProjectDetailScreen({ params }: ScreenProps) {
  if (!params.finished) return <WebProjectDetailPage params={params} />;
  return <WebProjectLoader slug={params.slug ?? ''} render={(project) => <Finished project={project} />} />;
}
