/**
 * The listing's filters (difficulty, status, type, curated list, topic, company), read from and written to the URL state. The
 * values and counts come from GET /problems/filters; values picked in a shared link that the catalogue no longer
 * has still show, so they can be unticked.
 */
import { DIFFICULTIES, STATUS_FILTERS, type ProblemFilters } from '@katana/shared/api/practice-catalogue';
import { toggleValue, type ListingState, type StatusFilter } from '../hooks/listing-search.ts';
import { FilterGroup, type FilterOption } from './filter-group.tsx';
import { DIFFICULTY_LABELS, STATUS_FILTER_LABELS, TYPE_LABELS } from './labels.ts';

export interface FilterPanelProps {
  state: ListingState;
  facets: ProblemFilters | undefined;
  facetsFailed: boolean;
  signedIn: boolean;
  onChange(change: Partial<ListingState>): void;
}

function withSelected(options: FilterOption[], selected: readonly string[]): FilterOption[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...selected.filter((s) => !known.has(s)).map((s) => ({ value: s, label: s }))];
}

export function FilterPanel({ state, facets, facetsFailed, signedIn, onChange }: FilterPanelProps) {
  const difficultyCount = new Map(facets?.difficulties.map((d) => [d.value, d.count]));
  const difficulties: FilterOption[] = DIFFICULTIES.map((d) => {
    const count = difficultyCount.get(d);
    return count === undefined
      ? { value: d, label: DIFFICULTY_LABELS[d] }
      : { value: d, label: DIFFICULTY_LABELS[d], count };
  });
  const types = withSelected(
    (facets?.types ?? [])
      .filter((t) => t.count > 0)
      .map((t) => ({ value: t.value, label: TYPE_LABELS[t.value], count: t.count })),
    state.type,
  );
  const topics = withSelected(
    (facets?.topics ?? []).map((t) => ({ value: t.slug, label: t.name, count: t.count })),
    state.topic,
  );
  const companies = withSelected(
    (facets?.companies ?? []).map((c) => ({ value: c.slug, label: c.name, count: c.count })),
    state.company,
  );
  const lists = withSelected(
    (facets?.lists ?? []).map((l) => ({ value: l.slug, label: l.name, count: l.count })),
    state.list ? [state.list] : [],
  );
  const statuses: FilterOption[] = [
    { value: '', label: 'All' },
    ...STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] })),
  ];

  return (
    <div className="flex flex-col gap-6" data-testid="filter-panel">
      <FilterGroup
        legend="Difficulty"
        options={difficulties}
        selected={state.difficulty}
        onToggle={(v) =>
          onChange({ difficulty: toggleValue(state.difficulty, v as ListingState['difficulty'][number]) })
        }
      />
      {signedIn && (
        <FilterGroup
          legend="Status"
          single
          options={statuses}
          selected={state.status ? [state.status] : ['']}
          onToggle={(v) => onChange({ status: (v || null) as StatusFilter | null })}
        />
      )}
      {(types.length > 1 || state.type.length > 0) && (
        <FilterGroup
          legend="Type"
          options={types}
          selected={state.type}
          onToggle={(v) => onChange({ type: toggleValue(state.type, v as ListingState['type'][number]) })}
        />
      )}
      {lists.length > 0 && (
        <FilterGroup
          legend="Problem list"
          single
          options={[{ value: '', label: 'Any list' }, ...lists]}
          selected={[state.list ?? '']}
          onToggle={(v) => onChange({ list: v || null })}
        />
      )}
      {topics.length > 0 && (
        <FilterGroup
          legend="Topic"
          options={topics}
          selected={state.topic}
          onToggle={(v) => onChange({ topic: toggleValue(state.topic, v) })}
        />
      )}
      {companies.length > 0 && (
        <FilterGroup
          legend="Company"
          options={companies}
          selected={state.company}
          onToggle={(v) => onChange({ company: toggleValue(state.company, v) })}
        />
      )}
      {facetsFailed && <p className="text-sm text-fg-muted">Topics and companies could not be loaded.</p>}
    </div>
  );
}
