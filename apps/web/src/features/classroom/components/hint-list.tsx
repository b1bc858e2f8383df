/** Hints, revealed one at a time: 'Show hint 1', then 'Show hint 2'... */
import { useState } from 'react';
import { RichText } from './rich-text.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

export function HintList({ hints, hintsHtml }: { hints: string[]; hintsHtml?: string[] | undefined }) {
  const [shown, setShown] = useState(0);
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="hints-heading" className="flex flex-col gap-2">
      <h2 id="hints-heading" className="text-base font-semibold">
        Hints
      </h2>
      <ol className="flex flex-col gap-2">
        {hints.slice(0, shown).map((hint, i) => (
          <li key={i} className="rounded-lg border border-line bg-surface-muted px-3 py-2">
            <div className="mb-1 text-xs font-semibold text-fg-muted">Hint {i + 1}</div>
            <RichText markdown={hint} html={hintsHtml?.[i]} />
          </li>
        ))}
      </ol>
      {shown < hints.length && (
        <button
          type="button"
          className={buttonClasses('secondary', 'sm', 'self-start')}
          onClick={() => setShown(shown + 1)}
        >
          Show hint {shown + 1}
        </button>
      )}
    </section>
  );
}
