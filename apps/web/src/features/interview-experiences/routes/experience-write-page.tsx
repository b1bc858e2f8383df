/**
 * /interview-experiences/write and /interview-experiences/:slug/edit: the form, empty or with the learner's own
 * experience. After saving, the learner lands on the experience, which shows its review status.
 */
import { Navigate, useNavigate } from 'react-router';
import { InterviewExperienceWebPaths, type ExperienceBody } from '@katana/shared/api/interview-experiences';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useExperienceDetail } from '../api/experience-detail.ts';
import { useSaveExperience } from '../api/save-experience.ts';
import { emptyForm, ExperienceForm, formFromDetail } from '../components/experience-form.tsx';

function ExperienceWritePage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? null;
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveExperience(slug);
  const existing = useExperienceDetail(slug ?? '', auth.user?.id ?? null);

  const onSave = async (body: ExperienceBody): Promise<ApiRequestError | null> => {
    try {
      const saved = await save.mutateAsync(body);
      notify({ kind: 'success', title: saved.message ?? 'Saved' });
      void navigate(InterviewExperienceWebPaths.detail(saved.slug));
      return null;
    } catch (error) {
      return error as ApiRequestError;
    }
  };

  let form;
  if (!slug) form = <ExperienceForm initial={emptyForm()} saving={save.isPending} onSave={onSave} />;
  else if (existing.isPending) form = <p className="text-sm text-fg-muted">Loading…</p>;
  else if (!existing.data?.can_edit) return <Navigate to="/fourofour" replace />;
  else
    form = (
      <ExperienceForm
        key={existing.data.slug}
        initial={formFromDetail(existing.data)}
        saving={save.isPending}
        onSave={onSave}
      />
    );

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">
        {slug ? 'Edit your interview experience' : 'Share your interview experience'}
      </h1>
      <p className="mb-6 mt-1 text-sm text-fg-muted">
        Round by round: what was asked, how it went and what you would tell the next candidate.
        {slug ? ' Saving sends it back to a moderator before it is published again.' : ''}
      </p>
      {form}
    </div>
  );
}

export default ExperienceWritePage;
