/**
 * Above the editor: the language picker, 'Set as default' (the user's default language), the autocomplete switch
 * (saved as a user preference), the editor's light/dark switch (ps-code-editor-theme) and Reset to the scaffold.
 */
import { lazy, Suspense, useState } from 'react';
import { clsx } from 'clsx';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { EditorThemeToggle } from '../../../components/code-editor/editor-theme-toggle.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { languageLabel } from './format.ts';

// The reset confirmation loads when Reset is first pressed.
const ClassroomDialog = lazy(() =>
  import('./classroom-dialog.tsx').then((m) => ({ default: m.ClassroomDialog })),
);

export interface EditorToolbarProps {
  problem: ProblemDetail;
  language: string | null;
  onLanguage(language: string): void;
  isDefault: boolean;
  onSetDefault(): void;
  settingDefault: boolean;
  autocomplete: boolean;
  onAutocomplete(on: boolean): void;
  showAutocomplete: boolean;
  onReset(): void;
}

const selectClasses =
  'h-8 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function EditorToolbar(props: EditorToolbarProps) {
  const { problem, language, isDefault } = props;
  const [confirmReset, setConfirmReset] = useState(false);
  const unavailableName =
    languageLabel(problem.languages_allowed, problem.default_language) ?? 'The default language';
  const languageName = languageLabel(problem.languages_allowed, language) ?? '';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
      <label className="flex items-center gap-2 text-sm text-fg-muted">
        <span className="sr-only sm:not-sr-only">Language</span>
        <select
          aria-label="Language"
          value={language ?? ''}
          onChange={(event) => props.onLanguage(event.target.value)}
          className={selectClasses}
        >
          {problem.languages_allowed.map((l) => (
            <option key={l.key} value={l.key} disabled={!l.available}>
              {l.name}
              {l.available ? '' : ' (unavailable)'}
            </option>
          ))}
        </select>
      </label>
      {problem.default_language_unavailable && (
        <span className="text-xs text-amber-700 dark:text-amber-400">
          {unavailableName} is not available on this server
        </span>
      )}
      {isDefault ? (
        <span className="text-xs text-fg-subtle">Your default</span>
      ) : (
        <button
          type="button"
          onClick={props.onSetDefault}
          disabled={props.settingDefault || !language}
          className={buttonClasses('ghost', 'sm')}
        >
          Set as default
        </button>
      )}
      <div className="ml-auto flex items-center gap-1">
        {props.showAutocomplete && (
          <button
            type="button"
            role="switch"
            aria-checked={props.autocomplete}
            onClick={() => props.onAutocomplete(!props.autocomplete)}
            className="inline-flex h-8 items-center gap-2 rounded-lg px-2 text-sm text-fg-muted hover:bg-surface-muted"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'relative inline-block h-4 w-7 rounded-full transition-colors',
                props.autocomplete ? 'bg-accent' : 'bg-line',
              )}
            >
              <span
                className={clsx(
                  'absolute top-0.5 size-3 rounded-full bg-white transition-[left]',
                  props.autocomplete ? 'left-3.5' : 'left-0.5',
                )}
              />
            </span>
            Autocomplete
          </button>
        )}
        <EditorThemeToggle />
        <button type="button" onClick={() => setConfirmReset(true)} className={buttonClasses('ghost', 'sm')}>
          Reset
        </button>
      </div>
      {confirmReset && (
        <Suspense fallback={null}>
          <ClassroomDialog
            open={confirmReset}
            onOpenChange={setConfirmReset}
            title="Reset the code?"
            description={`Your ${languageName} code on this problem goes back to the starting scaffold.`}
          >
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => setConfirmReset(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className={buttonClasses('primary')}
                onClick={() => {
                  props.onReset();
                  setConfirmReset(false);
                }}
              >
                Reset code
              </button>
            </div>
          </ClassroomDialog>
        </Suspense>
      )}
    </div>
  );
}
