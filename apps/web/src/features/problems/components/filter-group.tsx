/** One group of the filter panel: a fieldset of checkboxes (or radios) with counts, long groups cut to a few. */
import { useId, useState } from 'react';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

export interface FilterGroupProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle(value: string): void;
  /** Radios: one value or none ('' is the "any" option the caller adds). */
  single?: boolean;
  /** Options shown before "Show all"; selected options always show. */
  visible?: number;
}

export function FilterGroup({
  legend,
  options,
  selected,
  onToggle,
  single = false,
  visible = 8,
}: FilterGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const name = useId();
  const cut = !expanded && options.length > visible + 2;
  const shown = cut ? options.filter((o, i) => i < visible || selected.includes(o.value)) : options;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
        {legend}
      </legend>
      {shown.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-fg hover:bg-surface-muted"
        >
          <input
            type={single ? 'radio' : 'checkbox'}
            name={single ? name : undefined}
            checked={single ? (selected[0] ?? '') === option.value : selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
            className="size-4 shrink-0 accent-accent"
          />
          <span className="min-w-0 flex-1 truncate">{option.label}</span>
          {option.count !== undefined && (
            <span className="text-xs tabular-nums text-fg-subtle">{option.count}</span>
          )}
        </label>
      ))}
      {options.length > visible + 2 && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          className="mt-0.5 self-start rounded px-1.5 py-0.5 text-sm font-medium text-accent hover:underline"
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </fieldset>
  );
}
