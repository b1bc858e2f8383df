/** Picks the learner's college from the shared list (colleges slice): type a few letters, choose a suggestion. */
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useCollegeSearch } from '../api/college-search.ts';

export interface PickedCollege {
  slug: string;
  name: string;
}

const MAX_SUGGESTIONS = 6;

export function CollegePicker({
  value,
  onChange,
  error,
}: {
  value: PickedCollege | null;
  onChange: (college: PickedCollege | null) => void;
  error?: string | undefined;
}) {
  const [term, setTerm] = useState('');
  const search = useCollegeSearch(term);
  if (value)
    return (
      <div className="flex items-center gap-2 text-sm text-fg">
        <span>{value.name}</span>
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => onChange(null)}>
          Change college
        </button>
      </div>
    );
  const suggestions = term.trim().length >= 2 ? (search.data?.colleges ?? []).slice(0, MAX_SUGGESTIONS) : [];
  return (
    <div className="flex flex-col gap-1">
      <input
        aria-label="College"
        aria-invalid={error ? true : undefined}
        className="h-9 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
        placeholder="Type your college's name (optional)"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {suggestions.length > 0 && (
        <ul
          aria-label="College suggestions"
          className="flex flex-col rounded-lg border border-line bg-surface"
        >
          {suggestions.map((c) => (
            <li key={c.slug}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left text-sm text-fg hover:bg-surface-muted"
                onClick={() => {
                  onChange({ slug: c.slug, name: c.name });
                  setTerm('');
                }}
              >
                {c.name}
                {c.city ? <span className="text-fg-muted"> · {c.city}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
