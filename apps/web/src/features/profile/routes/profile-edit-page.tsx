/**
 * /profile/edit and /profile/setup (guarded: signed in). Edit changes the profile at any time; setup is offered once
 * after the first sign-in: "Save and continue" or "Skip for now", then on to where the learner was going
 * (?redirect, a path on this site) or their profile.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@katana/shared/safe-redirect';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useProfileEditDetails, useSkipSetup } from '../api/profile.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { PanelError } from '../components/panel.tsx';

export function ProfileEditScreen({ setup }: { setup: boolean }) {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const details = useProfileEditDetails(viewer);
  const skip = useSkipSetup(viewer);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirectPath(params.get('redirect'), window.location.origin, '/profile');

  let body;
  if (details.isError) body = <PanelError onRetry={() => void details.refetch()} />;
  else if (!details.data || viewer === null)
    body = (
      <p role="status" aria-busy="true" className="text-sm text-fg-muted">
        Loading your profile…
      </p>
    );
  else
    body = (
      <ProfileForm
        key={details.data.uuid}
        viewer={viewer}
        details={details.data}
        setup={setup}
        submitLabel={setup ? 'Save and continue' : 'Save profile'}
        {...(setup ? { onSaved: () => navigate(next, { replace: true }) } : {})}
        extraActions={
          setup ? (
            <button
              type="button"
              className={buttonClasses('ghost', 'lg')}
              disabled={skip.isPending}
              onClick={() => skip.mutate(undefined, { onSettled: () => navigate(next, { replace: true }) })}
            >
              Skip for now
            </button>
          ) : (
            <Link to={details.data.profile_url} className={buttonClasses('secondary', 'lg')}>
              View your profile
            </Link>
          )
        }
      />
    );

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-fg">{setup ? 'Set up your profile' : 'Edit profile'}</h1>
        <p className="mt-1 text-sm text-fg-muted">
          {setup
            ? 'Add a picture, a screen name and your college so others can find you. You can change all of it later.'
            : 'Your name, picture, college and who sees your profile.'}
        </p>
      </header>
      {body}
    </section>
  );
}

export default function ProfileEditPage() {
  return <ProfileEditScreen setup={false} />;
}
