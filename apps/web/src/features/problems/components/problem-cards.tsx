/** Mobile rows (< 960px, spec 03 §9): one card per problem. */
import { Link } from 'react-router';
import { BookmarkButton } from './bookmark-button.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { formatAccuracy, formatScore } from './labels.ts';
import { CompanyLine, TopicChips } from './problem-tags.tsx';
import { problemHref, type ProblemRowsProps } from './problem-rows.ts';
import { StatusIcon } from './status-icon.tsx';

export function ProblemCards({
  problems,
  signedIn,
  numberFrom,
  isBookmarkBusy,
  onToggleBookmark,
}: ProblemRowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {problems.map((problem, index) => (
        <li
          key={problem.id}
          className="rounded-xl border border-line bg-surface p-4"
          data-testid="problem-card"
        >
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Link
                to={problemHref(problem.slug)}
                className="font-medium text-fg hover:text-accent hover:underline"
              >
                {numberFrom !== undefined && (
                  <span className="mr-1.5 tabular-nums text-fg-subtle">{numberFrom + index}.</span>
                )}
                {problem.name}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-fg-muted">
                <DifficultyBadge difficulty={problem.difficulty} />
                {signedIn && problem.status !== 'UNATTEMPTED' && (
                  <StatusIcon status={problem.status} withText />
                )}
                <span className="tabular-nums">
                  {signedIn
                    ? `Score ${formatScore(problem.user_score, problem.max_score)}`
                    : `${problem.max_score} points`}
                </span>
                <span className="tabular-nums">Accuracy {formatAccuracy(problem.accuracy)}</span>
              </div>
            </div>
            <BookmarkButton
              problemName={problem.name}
              bookmarked={problem.is_bookmarked}
              busy={isBookmarkBusy(problem.id)}
              onToggle={() => onToggleBookmark(problem)}
            />
          </div>
          <div className="mt-3 flex flex-col gap-1">
            <TopicChips topics={problem.topics} />
            <CompanyLine companies={problem.companies} />
          </div>
        </li>
      ))}
    </ul>
  );
}
