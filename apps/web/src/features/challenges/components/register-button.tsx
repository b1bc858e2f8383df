/**
 * Join a challenge: signed-in learners register in place; anonymous visitors go to sign-in and come back to the
 * challenge's register page. A registered learner sees that they are in; an ended challenge takes no one.
 */
import { Link } from 'react-router';
import type { ChallengeCard } from '@katana/shared/api/challenges';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useRegisterChallenge } from '../api/register-challenge.ts';
import { signInHref } from './challenge-format.ts';

export function RegisterButton({
  challenge,
  onRegistered,
}: {
  challenge: ChallengeCard;
  onRegistered?(): void;
}) {
  const auth = useAuth();
  const register = useRegisterChallenge(challenge.slug);
  if (challenge.registered)
    return (
      <p className="text-sm font-semibold text-green-700 dark:text-green-400">You are in this challenge.</p>
    );
  if (challenge.status === 'ended') return <p className="text-sm text-fg-muted">This challenge has ended.</p>;
  if (!auth.isAuthenticated)
    return (
      <Link to={signInHref(`/challenges/${challenge.slug}`)} className={buttonClasses('primary', 'lg')}>
        Sign in to join
      </Link>
    );
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={buttonClasses('primary', 'lg')}
        disabled={register.isPending}
        onClick={() => register.mutate(undefined, { onSuccess: () => onRegistered?.() })}
      >
        {register.isPending ? 'Joining…' : 'Join the challenge'}
      </button>
      {register.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {register.error.message}
        </p>
      )}
    </div>
  );
}
