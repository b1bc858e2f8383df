/** The chosen filters as removable chips, with "Clear filters" (the search and the sort are not chips). */
import type { ProblemFilters } from '@katana/shared/api/practice-catalogue';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { ListingState } from '../hooks/listing-search.ts';
import { DIFFICULTY_LABELS, STATUS_FILTER_LABELS, TYPE_LABELS } from './labels.ts';

interface Chip {
  key: string;
  label: string;
  remove: Partial<ListingState>;
}

function nameOf(facets: { slug: string; name: string }[] | undefined, slug: string): string {
  return facets?.find((f) => f.slug === slug)?.name ?? slug;
}

export function filterChips(
  state: ListingState,
  facets: ProblemFilters | undefined,
  signedIn: boolean,
): Chip[] {
  const chips: Chip[] = [];
  for (const d of state.difficulty)
    chips.push({
      key: `d-${d}`,
      label: DIFFICULTY_LABELS[d],
      remove: { difficulty: state.difficulty.filter((x) => x !== d) },
    });
  if (signedIn && state.status)
    chips.push({ key: 'status', label: STATUS_FILTER_LABELS[state.status], remove: { status: null } });
  if (signedIn && state.bookmarked)
    chips.push({ key: 'bookmarked', label: 'Bookmarked', remove: { bookmarked: false } });
  for (const t of state.type)
    chips.push({ key: `y-${t}`, label: TYPE_LABELS[t], remove: { type: state.type.filter((x) => x !== t) } });
  for (const t of state.topic)
    chips.push({
      key: `t-${t}`,
      label: nameOf(facets?.topics, t),
      remove: { topic: state.topic.filter((x) => x !== t) },
    });
  for (const c of state.company)
    chips.push({
      key: `c-${c}`,
      label: nameOf(facets?.companies, c),
      remove: { company: state.company.filter((x) => x !== c) },
    });
  if (state.list)
    chips.push({ key: 'list', label: nameOf(facets?.lists, state.list), remove: { list: null } });
  return chips;
}

export function ActiveFilters({
  chips,
  onRemove,
  onClear,
}: {
  chips: Chip[];
  onRemove(change: Partial<ListingState>): void;
  onClear(): void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.remove)}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex h-7 items-center gap-1 rounded-full border border-line bg-surface pl-3 pr-1.5 text-xs font-medium text-fg hover:border-accent hover:text-accent"
            >
              {chip.label}
              <CloseIcon width="14" height="14" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="px-1 text-sm font-medium text-accent hover:underline"
      >
        Clear filters
      </button>
    </div>
  );
}
