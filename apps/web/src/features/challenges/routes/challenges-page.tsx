/**
 * /challenges: the monthly challenges (running first, then upcoming, then past), and /challenges/register: joining
 * the current challenge (the running one, else the next to start). With no challenge yet, the page says so.
 */
import { useLocation, useNavigate } from 'react-router';
import type { ChallengeCard as Challenge } from '@katana/shared/api/challenges';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useChallengeList } from '../api/challenge-list.ts';
import { ChallengeCard } from '../components/challenge-card.tsx';
import { formatChallengeDate } from '../components/challenge-format.ts';
import { RegisterButton } from '../components/register-button.tsx';

const ORDER = { running: 0, upcoming: 1, ended: 2 } as const;

/** The challenge to join now: the running one, else the next to start. */
function currentChallenge(list: readonly Challenge[]): Challenge | null {
  const running = list.find((c) => c.status === 'running');
  if (running) return running;
  const upcoming = list
    .filter((c) => c.status === 'upcoming')
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return upcoming[0] ?? null;
}

function Register({ challenge }: { challenge: Challenge | null }) {
  const navigate = useNavigate();
  if (!challenge)
    return (
      <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-fg">
        There is no challenge to join right now. Come back when the next one is announced.
      </p>
    );
  return (
    <section
      aria-labelledby="register-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="register-heading" className="text-lg font-semibold text-fg">
        Join {challenge.title}
      </h2>
      <p className="text-sm text-fg-muted">
        {challenge.summary} {challenge.days} days from {formatChallengeDate(challenge.starts_on)}: one problem
        a day.
      </p>
      <RegisterButton
        challenge={challenge}
        onRegistered={() => void navigate(`/challenges/${challenge.slug}`)}
      />
    </section>
  );
}

function ChallengesPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const list = useChallengeList(auth.user?.id ?? null);
  const registering = pathname.replace(/\/$/, '') === '/challenges/register';
  const challenges = [...(list.data?.challenges ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-fg">{registering ? 'Join the challenge' : 'Challenges'}</h1>
        <p className="mt-1 text-sm text-fg-muted">
          A monthly challenge is one practice problem a day. Join, solve each day's problem while it is open,
          climb the challenge board and earn Challenge badges as your level rises.
        </p>
      </header>
      {list.isPending ? (
        <p aria-busy="true" className="text-sm text-fg-muted">
          Loading the challenges…
        </p>
      ) : list.isError ? (
        <p className="text-sm text-fg">The challenges could not be loaded.</p>
      ) : registering ? (
        <Register challenge={currentChallenge(challenges)} />
      ) : challenges.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-fg">
          No challenges yet. When the people running this site announce one, it appears here.
        </p>
      ) : (
        <section aria-label="All challenges">
          <ul className="grid gap-4 sm:grid-cols-2">
            {challenges.map((c) => (
              <ChallengeCard key={c.slug} challenge={c} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default ChallengesPage;
