/** Below 960px (spec 03 §9) the filters move into a sheet opened from a "Filters" button showing how many are on. */
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';
import { FilterIcon } from '../../../components/ui/icons.tsx';

export function FilterSheet({
  activeCount,
  onClear,
  ...panel
}: FilterPanelProps & { activeCount: number; onClear(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      side="right"
      title="Filters"
      closeLabel="Close filters"
      trigger={
        <button type="button" className={buttonClasses('secondary', 'md', 'h-10 shrink-0')}>
          <FilterIcon />
          Filters
          {activeCount > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent">
              {activeCount}
            </span>
          )}
        </button>
      }
      footer={
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onClear}
            disabled={activeCount === 0}
            className={buttonClasses('secondary', 'md', 'flex-1')}
          >
            Clear filters
          </button>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={buttonClasses('primary', 'md', 'flex-1')}
          >
            Show problems
          </button>
        </div>
      }
    >
      <div className="p-4">
        <FilterPanel {...panel} />
      </div>
    </Sheet>
  );
}
