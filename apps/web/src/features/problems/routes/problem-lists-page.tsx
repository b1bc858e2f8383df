/** /problem-lists, the landing of the curated lists (spec 01 route map: landing for the exact path). */
import { Link } from 'react-router';
import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useProblemLists } from '../api/problem-lists.ts';
import { ListCard } from '../components/list-card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CardsSkeleton, EmptyState, ErrorState } from '../components/state-panels.tsx';
import { useViewer } from '../hooks/use-viewer.ts';

/** Screen props from the route map: the named groups of the route's pattern. */
interface ScreenProps {
  params: Record<string, string>;
}

const [HEADING, DESCRIPTION] = PAGE_DEFAULTS['top-problem-list'];

export function ProblemListsPage(_props: ScreenProps) {
  const { ready, signedIn, viewer } = useViewer();
  const lists = useProblemLists(viewer, ready);

  let body;
  if (lists.isError) {
    body = (
      <ErrorState
        title="Could not load the problem lists"
        message={lists.error.message}
        onRetry={() => void lists.refetch()}
      />
    );
  } else if (!lists.data) {
    body = <CardsSkeleton label="Loading problem lists" />;
  } else if (lists.data.length === 0) {
    body = (
      <EmptyState
        title="No problem lists yet"
        text="Curated lists appear here once the catalogue has them."
        action={
          <Link to="/problems" className={buttonClasses('secondary')}>
            Browse all problems
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {lists.data.map((list) => (
          <ListCard key={list.slug} list={list} signedIn={signedIn} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-screen-xl px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={HEADING}
        description={DESCRIPTION}
        linkTo="/problems"
        link={
          <>
            All problems
            <ArrowRightIcon width="16" height="16" />
          </>
        }
      />
      <div className="mt-6">{body}</div>
    </div>
  );
}
