import { PROBLEM_SORTS, type ProblemSort } from '@katana/shared/api/practice-catalogue';
import { SORT_LABELS } from './labels.ts';

export function SortSelect({ value, onChange }: { value: ProblemSort; onChange(sort: ProblemSort): void }) {
  return (
    <label className="flex min-w-0 flex-1 items-center justify-end gap-2 text-sm text-fg-muted min-[960px]:flex-none">
      <span className="shrink-0 max-sm:sr-only">Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as ProblemSort)}
        className="h-10 w-full min-w-0 rounded-lg border min-[960px]:w-auto border-line bg-surface px-2.5 text-sm text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25"
      >
        {PROBLEM_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
