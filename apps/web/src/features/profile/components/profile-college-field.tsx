/** The profile form's college: autocomplete over the colleges, or a request for a missing one. */
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useCollegeSearch, useRequestCollege } from '../api/colleges.ts';
import { Field, inputClasses } from './profile-form-fields.tsx';

export interface CollegeChoice {
  slug: string;
  name: string;
}

export function CollegeField({
  value,
  onChange,
  error,
}: {
  value: CollegeChoice | null;
  onChange: (college: CollegeChoice | null) => void;
  error?: string | undefined;
}) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [askName, setAskName] = useState('');
  const [askCity, setAskCity] = useState('');
  const search = useCollegeSearch(term);
  const request = useRequestCollege();
  const inputId = useId();
  const listId = useId();
  const results = search.data?.colleges ?? [];

  return (
    <div className="flex flex-col gap-2">
      <Field label="College" htmlFor={inputId} error={error}>
        {value ? (
          <div className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
            <span data-testid="chosen-college">{value.name}</span>
            <button type="button" className="text-accent hover:underline" onClick={() => onChange(null)}>
              Change
            </button>
          </div>
        ) : (
          <div className="relative">
            <input
              id={inputId}
              role="combobox"
              aria-expanded={open && results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              autoComplete="off"
              placeholder="Start typing your college's name"
              className={inputClasses}
              value={term}
              onChange={(e) => {
                setTerm(e.target.value);
                setOpen(true);
              }}
            />
            {open && results.length > 0 && (
              <ul
                id={listId}
                role="listbox"
                aria-label="Colleges"
                className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
              >
                {results.map((c) => (
                  <li
                    key={c.slug}
                    role="option"
                    aria-selected={false}
                    tabIndex={-1}
                    className="cursor-pointer px-3 py-2 text-sm hover:bg-surface-muted"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      onChange({ slug: c.slug, name: c.name });
                      setTerm('');
                      setOpen(false);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') onChange({ slug: c.slug, name: c.name });
                    }}
                  >
                    <span className="text-fg">{c.name}</span>
                    {c.city && <span className="text-fg-muted"> · {c.city}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Field>
      {!value && !asking && (
        <button
          type="button"
          className="self-start text-sm text-accent hover:underline"
          onClick={() => {
            setAsking(true);
            setAskName(term);
          }}
        >
          Can’t find your college? Request a new one
        </button>
      )}
      {asking && (
        <div
          className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-3"
          role="group"
          aria-label="Request a college"
        >
          {request.data ? (
            <p role="status" className="text-sm text-fg">
              {request.data.message}
            </p>
          ) : (
            <>
              <input
                aria-label="College name"
                className={inputClasses}
                placeholder="College name"
                value={askName}
                onChange={(e) => setAskName(e.target.value)}
              />
              <input
                aria-label="City"
                className={inputClasses}
                placeholder="City (optional)"
                value={askCity}
                onChange={(e) => setAskCity(e.target.value)}
              />
              {request.error && (
                <p className="text-xs text-red-600">{request.error.fields?.name ?? request.error.message}</p>
              )}
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  disabled={request.isPending}
                  onClick={() =>
                    request.mutate({
                      name: askName.trim(),
                      ...(askCity.trim() ? { city: askCity.trim() } : {}),
                    })
                  }
                >
                  Send request
                </button>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'sm')}
                  onClick={() => setAsking(false)}
                >
                  Cancel
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
