/** A page of problems as the table (>= 960px) or as cards (below, spec 03 §9). */
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { ProblemCards } from './problem-cards.tsx';
import type { ProblemRowsProps } from './problem-rows.ts';
import { ProblemTable } from './problem-table.tsx';

export const DESKTOP_QUERY = '(min-width: 960px)';

export function ProblemRowsView(props: ProblemRowsProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  return desktop ? <ProblemTable {...props} /> : <ProblemCards {...props} />;
}
