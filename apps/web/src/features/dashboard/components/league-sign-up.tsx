/**
 * The league sign-up (spec 02 §4 "Leaderboard league sign-up: an interested-user sign-up is available for leagues";
 * §5 "needs an email parameter"; §8 leaderboard failures ignored with no message).
 *
 * What signing up means in Katana: every learner is already seated in a weekly league, so this is not a waiting
 * list to get in. It puts an e-mail on the league mailing list (category 'league'; on a campus board, that
 * college's list: entity College + the college id) for league news: new tiers, season changes, campus leagues.
 * "Its state beyond the call is not shown", so the card shows only whether one is on the list. It sits on the
 * leagues page, under the learner's league, and on a college's campus board. The e-mail starts as the account's;
 * a phone-only account types one.
 */
import { useId, useState, type FormEvent } from 'react';
import { InterestedUserCategory } from '@katana/shared/engagement/api-leaderboard';
import type { LeaderboardEntityType } from '@katana/shared/engagement/leaderboard';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useAddInterested, useInterested, type InterestTarget } from '../api/interested-users.ts';
import type { ViewerId } from '../api/paths.ts';
import { Card } from './card.tsx';

export const LEAGUE_SIGN_UP_TITLE = 'League news by e-mail';
export const LEAGUE_SIGN_UP_TEXT =
  'Get an e-mail when there is league news: new tiers, season changes and campus leagues.';
export const CAMPUS_SIGN_UP_TEXT =
  'Get an e-mail with news of this campus board: when its leagues start and how your college ranks.';
export const SIGNED_UP_TEXT = 'You are on the list.';
export const EMAIL_NEEDED = 'Enter your e-mail.';

export function LeagueSignUp({
  viewer,
  entity,
}: {
  viewer: ViewerId;
  entity?: { type: LeaderboardEntityType; id: string };
}) {
  const target: InterestTarget = { category: InterestedUserCategory.League, entity };
  const { user } = useAuth();
  const check = useInterested(viewer, target);
  const add = useAddInterested(viewer, target);
  const [email, setEmail] = useState(user?.email ?? '');
  const [hint, setHint] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  // A failed check shows the form (§8: no message); while it loads, nothing, so "on the list" does not flash.
  if (check.isPending && viewer !== null) return null;
  const onList = check.data?.interested === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setHint(EMAIL_NEEDED);
      return;
    }
    setHint(null);
    add.mutate(value, {
      onSuccess: (added) => {
        if (added) setSentTo(value);
      },
      onError: () => {},
    });
  };

  return (
    <Card title={LEAGUE_SIGN_UP_TITLE}>
      <p className="text-sm text-fg-muted">{entity ? CAMPUS_SIGN_UP_TEXT : LEAGUE_SIGN_UP_TEXT}</p>
      {onList ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {SIGNED_UP_TEXT}
          {sentTo && ` We will write to ${sentTo}.`}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="sr-only">
              E-mail
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={hint ? true : undefined}
              aria-describedby={hint ? hintId : undefined}
              className="h-9 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg placeholder:text-fg-subtle focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
            />
            {hint && (
              <p id={hintId} className="text-xs text-red-700 dark:text-red-400">
                {hint}
              </p>
            )}
          </div>
          <button type="submit" disabled={add.isPending} className={buttonClasses('primary', 'md', 'sm:w-auto')}>
            {add.isPending ? 'Signing up…' : 'Notify me'}
          </button>
        </form>
      )}
    </Card>
  );
}
