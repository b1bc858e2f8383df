/**
 * The classroom's panes. Wide screens: the problem on the left, the editor and console on the right. At most
 * 979 px (spec 03 §9, the public section's classroom device rule): one pane at a time with a switch between
 * 'Description' and 'Code'; both stay mounted so switching keeps the code, the console and the scroll position.
 * Problems without an editor (quizzes, notes) read in one centred column.
 */
import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';

export const CLASSROOM_MOBILE_QUERY = '(max-width: 979px)';

type Pane = 'problem' | 'code';

export function ClassroomLayout({
  header,
  problem,
  work,
}: {
  header: ReactNode;
  problem: ReactNode;
  work: ReactNode | null;
}) {
  const mobile = useMediaQuery(CLASSROOM_MOBILE_QUERY);
  const [pane, setPane] = useState<Pane>('problem');

  if (work === null) {
    return (
      <div className="flex h-dvh flex-col bg-page">
        {header}
        <div className="min-h-0 flex-1">
          <div className="mx-auto h-full max-w-3xl border-x border-line">{problem}</div>
        </div>
      </div>
    );
  }

  if (!mobile) {
    return (
      <div className="flex h-dvh flex-col bg-page">
        {header}
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,5fr)_minmax(0,6fr)] gap-px bg-line">
          <div className="min-h-0">{problem}</div>
          <div className="min-h-0">{work}</div>
        </div>
      </div>
    );
  }

  const switchButton = (value: Pane, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={pane === value}
      onClick={() => setPane(value)}
      className={clsx(
        'h-8 flex-1 rounded-md text-sm font-medium',
        pane === value ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="flex h-dvh flex-col bg-page">
      {header}
      <div
        role="tablist"
        aria-label="Pane"
        className="mx-3 my-2 flex shrink-0 gap-1 rounded-lg bg-surface-muted p-1"
      >
        {switchButton('problem', 'Description')}
        {switchButton('code', 'Code')}
      </div>
      <div className="min-h-0 flex-1" hidden={pane !== 'problem'}>
        {problem}
      </div>
      <div className="min-h-0 flex-1" hidden={pane !== 'code'}>
        {work}
      </div>
    </div>
  );
}
