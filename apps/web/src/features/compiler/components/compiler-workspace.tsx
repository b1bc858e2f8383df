/**
 * One online compiler (/online-compiler/online-{language}-compiler): the editor with the language's scaffold, an
 * Input box for stdin, Run (button, Ctrl/Cmd+Enter in the editor or the input) and the Output panel. The code and
 * input are kept per language in localStorage. Anonymous visitors see the page under the critical-flow login panel;
 * Run asks them to sign in, and after signing in the page stays as it is (spec 01 "After login").
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import {
  judgeRunBodySchema,
  JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB,
  JUDGE_RUN_DEFAULT_TIME_LIMIT_S,
} from '@katana/shared/api/judge';
import { compilerPageInput } from '@katana/shared/page-meta';
import type { CompilerLanguage } from '@katana/shared/routes';
import { languageUnavailableMessage } from '@katana/shared/language-availability';
import { EditorThemeToggle } from '../../../components/code-editor/editor-theme-toggle.tsx';
import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useJudgeLanguages } from '../api/judge-languages.ts';
import { useRunProgram } from '../api/judge-run.ts';
import { draftKey, useStoredText } from '../hooks/compiler-drafts.ts';
import { LanguagePicker } from './language-picker.tsx';
import { formatLimits } from './run-format.ts';
import { RunOutput } from './run-output.tsx';

type FieldErrors = Partial<Record<string, string>>;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const RUN_SHORTCUT = isMac ? '⌘ Enter' : 'Ctrl Enter';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** Keyed by language by its page, so each language starts from its own stored code and a clean result. */
export function CompilerWorkspace({ language }: { language: CompilerLanguage }) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const languages = useJudgeLanguages();
  const info = languages.data?.find((l) => l.key === language);
  const [draft, setDraft] = useStoredText(draftKey(language, 'source'));
  const [storedStdin, setStdin] = useStoredText(draftKey(language, 'stdin'));
  const { theme } = useEditorTheme();
  const [autocomplete, setAutocomplete] = useState(true);
  const runner = useRunProgram();
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const outputRef = useRef<HTMLElement>(null);

  const source = draft ?? info?.scaffold ?? '';
  const stdin = storedStdin ?? '';
  const unavailable = info !== undefined && !info.available;
  const fieldErrors: FieldErrors = { ...runner.error?.fields, ...localErrors };
  const title = compilerPageInput({ compiler_type: language }).title;

  const run = () => {
    if (runner.isPending || unavailable || !auth.ready) return;
    if (!auth.isAuthenticated) {
      openLogin({ source: 'online_compiler', variant: 'panel' });
      return;
    }
    const body = { language, source, stdin };
    // The same schema as the server's: oversized or empty code is caught here with the server's own words.
    const parsed = judgeRunBodySchema.safeParse(body);
    if (!parsed.success) {
      runner.reset();
      setLocalErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setLocalErrors({});
    runner.mutate(body, {
      // On narrow screens the output sits below the editor and the input: bring the answer into view.
      onSettled: () => outputRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }),
    });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  };

  const callError = runner.error
    ? runner.error.fields
      ? Object.values(runner.error.fields).join(' ')
      : runner.error.message
    : null;

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-4 sm:px-6 lg:py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-fg sm:text-2xl">{title}</h1>
          <p className="mt-0.5 text-sm text-fg-muted">
            {info ? `${info.name} · ` : ''}
            {formatLimits(JUDGE_RUN_DEFAULT_TIME_LIMIT_S, JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB)}
          </p>
        </div>
        {/* Narrow screens: language and Run on the first row, the settings on the second. */}
        <div
          className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
          role="toolbar"
          aria-label="Compiler"
        >
          <LanguagePicker language={language} languages={languages.data} />
          <label className="order-3 flex h-8 items-center gap-1.5 px-1 text-sm text-fg-muted sm:order-none">
            <input
              type="checkbox"
              checked={autocomplete}
              onChange={(event) => setAutocomplete(event.target.checked)}
              className="size-4 accent-accent"
            />
            Autocomplete
          </label>
          <EditorThemeToggle labelled className="order-3 sm:order-none" />
          <button
            type="button"
            className={buttonClasses('secondary', 'sm', 'order-3 sm:order-none')}
            onClick={() => {
              setDraft(null);
              setLocalErrors({});
            }}
            disabled={draft === null}
            title="Replace the code with this language's starting template"
          >
            Reset code
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'sm', 'order-2 ml-auto min-w-20 sm:order-none sm:ml-0')}
            onClick={run}
            disabled={runner.isPending || unavailable}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            title={`Run (${RUN_SHORTCUT})`}
          >
            {runner.isPending ? 'Running…' : 'Run'}
          </button>
        </div>
      </div>

      {unavailable && (
        <p
          role="alert"
          className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {languageUnavailableMessage(info.name)}
        </p>
      )}
      {languages.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          Could not load the language list: {languages.error.message}
        </p>
      )}

      <div className="mt-4 grid flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]">
        <div className="flex min-w-0 flex-col">
          <div className="h-[55vh] min-h-72 lg:h-auto lg:min-h-[32rem] lg:flex-1">
            <LazyCodeEditor
              value={source}
              onChange={setDraft}
              language={language}
              theme={theme}
              autocomplete={autocomplete}
              onRun={run}
              aria-label="Code"
              height="100%"
            />
          </div>
          <FieldError id="compiler-source-error" message={fieldErrors.source} />
          <p className="mt-1 hidden text-xs text-fg-subtle lg:block">Press {RUN_SHORTCUT} to run.</p>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col">
            <label htmlFor="compiler-stdin" className="text-sm font-semibold text-fg">
              Input
            </label>
            <textarea
              id="compiler-stdin"
              value={stdin}
              onChange={(event) => setStdin(event.target.value)}
              onKeyDown={onInputKeyDown}
              rows={6}
              spellCheck={false}
              placeholder="What your program reads from standard input"
              aria-invalid={fieldErrors.stdin ? true : undefined}
              aria-describedby={fieldErrors.stdin ? 'compiler-stdin-error' : undefined}
              className={clsx(
                'mt-1 w-full resize-y rounded-lg border bg-surface p-3 font-mono text-[13px] text-fg placeholder:text-fg-subtle',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
                fieldErrors.stdin ? 'border-red-500' : 'border-line',
              )}
            />
            <FieldError id="compiler-stdin-error" message={fieldErrors.stdin} />
          </div>
          <RunOutput
            ref={outputRef}
            running={runner.isPending}
            result={runner.data ?? null}
            error={runner.isPending ? null : callError}
          />
        </div>
      </div>
    </section>
  );
}
