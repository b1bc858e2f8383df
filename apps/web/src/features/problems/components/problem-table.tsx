/** Desktop rows (>= 960px): one table row per problem. */
import { Link } from 'react-router';
import { BookmarkButton } from './bookmark-button.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { formatAccuracy, formatScore } from './labels.ts';
import { CompanyLine, TopicChips } from './problem-tags.tsx';
import { problemHref, type ProblemRowsProps } from './problem-rows.ts';
import { StatusIcon } from './status-icon.tsx';

const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-fg-subtle';

export function ProblemTable({
  problems,
  signedIn,
  numberFrom,
  isBookmarkBusy,
  onToggleBookmark,
}: ProblemRowsProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface">
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-line bg-surface-muted/60">
          <tr>
            {signedIn && (
              <th scope="col" className={`${th} w-20`}>
                Status
              </th>
            )}
            <th scope="col" className={th}>
              Problem
            </th>
            <th scope="col" className={`${th} w-28`}>
              Difficulty
            </th>
            <th scope="col" className={`${th} w-24 text-right`}>
              {signedIn ? 'Score' : 'Points'}
            </th>
            <th scope="col" className={`${th} w-24 text-right`}>
              Accuracy
            </th>
            <th scope="col" className={`${th} w-16 text-center`}>
              <span className="sr-only">Bookmark</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={problem.id} className="border-b border-line last:border-b-0 hover:bg-surface-muted/50">
              {signedIn && (
                <td className="px-3 py-3 align-top">
                  <StatusIcon status={problem.status} />
                </td>
              )}
              <td className="min-w-0 px-3 py-3 align-top">
                <div className="flex min-w-0 items-baseline gap-2">
                  {numberFrom !== undefined && (
                    <span className="shrink-0 tabular-nums text-fg-subtle">{numberFrom + index}.</span>
                  )}
                  <Link
                    to={problemHref(problem.slug)}
                    className="truncate font-medium text-fg hover:text-accent hover:underline"
                  >
                    {problem.name}
                  </Link>
                </div>
                <div className="mt-1.5 flex flex-col gap-1">
                  <TopicChips topics={problem.topics} />
                  <CompanyLine companies={problem.companies} />
                </div>
              </td>
              <td className="px-3 py-3 align-top">
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
              <td className="px-3 py-3 text-right align-top tabular-nums text-fg-muted">
                {signedIn ? formatScore(problem.user_score, problem.max_score) : problem.max_score}
              </td>
              <td className="px-3 py-3 text-right align-top tabular-nums text-fg-muted">
                {formatAccuracy(problem.accuracy)}
              </td>
              <td className="px-3 py-1.5 text-center align-top">
                <BookmarkButton
                  problemName={problem.name}
                  bookmarked={problem.is_bookmarked}
                  busy={isBookmarkBusy(problem.id)}
                  onToggle={() => onToggleBookmark(problem)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
