/**
 * The challenge board: rank, learner, solved days; the viewer's own row below when they are not in the top rows. A
 * learner's name links to their profile unless the profile is private (the boards' one rule, server-side).
 */
import { Link } from 'react-router';
import type { ChallengeLeaderboard } from '@katana/shared/api/challenges';
import { profileLink } from '@katana/shared/engagement/social';
import { useChallengeLeaderboard } from '../api/challenge-leaderboard.ts';

type Entry = ChallengeLeaderboard['entries'][number];

function Row({ entry, mine }: { entry: Entry; mine: boolean }) {
  return (
    <tr className={mine ? 'bg-accent-soft' : undefined}>
      <td className="px-3 py-2 tabular-nums">{entry.rank}</td>
      <td className="px-3 py-2">
        {entry.profile_linked ? (
          <Link to={profileLink(entry) ?? '#'} className="text-accent hover:underline">
            {entry.name}
          </Link>
        ) : (
          entry.name
        )}
        {mine && <span className="ml-2 text-xs font-semibold text-accent">(you)</span>}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{entry.solved}</td>
    </tr>
  );
}

export function ChallengeBoard({ slug, viewer }: { slug: string; viewer: number | null }) {
  const board = useChallengeLeaderboard(slug, viewer);
  return (
    <section aria-labelledby="challenge-board" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="challenge-board" className="text-lg font-semibold text-fg">
        Challenge board
      </h2>
      {board.isPending ? (
        <p className="mt-3 text-sm text-fg-muted">Loading the board…</p>
      ) : board.isError ? (
        <p className="mt-3 text-sm text-fg-muted">The board could not be loaded.</p>
      ) : board.data.entries.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">No one has solved a day yet. Be the first.</p>
      ) : (
        <table className="mt-3 w-full text-sm text-fg">
          <thead>
            <tr className="text-left text-fg-muted">
              <th scope="col" className="px-3 py-2 font-medium">
                Rank
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Learner
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Days solved
              </th>
            </tr>
          </thead>
          <tbody>
            {board.data.entries.map((entry) => (
              <Row key={entry.uuid} entry={entry} mine={board.data.me?.uuid === entry.uuid} />
            ))}
            {board.data.me && !board.data.entries.some((e) => e.uuid === board.data.me?.uuid) && (
              <Row entry={board.data.me} mine />
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
