/**
 * The right-hand pane of a code or SQL problem: toolbar, editor and console. Run judges the samples (or the custom
 * input when that tab is open); Submit judges every test with live progress. Ctrl/Cmd+Enter runs and Ctrl/Cmd+'
 * submits from the editor. Anonymous visitors are asked to sign in first.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { runBodySchema } from '@katana/shared/api/practice-submissions';
import type { ClassroomView } from '@katana/shared/classroom-config';
import { submissionSourceFrom } from '@katana/shared/submission-source';
import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useSetDefaultLanguage } from '../api/default-language.ts';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useSetAutocomplete } from '../api/user-preferences.ts';
import { useCodeDrafts } from '../hooks/use-code-drafts.ts';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useJudge, type JudgeContest } from '../hooks/use-judge.ts';
import { CLASSROOM_MOBILE_QUERY } from './classroom-layout.tsx';
import { ConsolePanel, type ConsoleTab } from './console-panel.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUTS = isMac ? { run: '⌘ Enter', submit: "⌘ '" } : { run: 'Ctrl Enter', submit: "Ctrl '" };

export function WorkPane({
  problem,
  view,
  contest,
}: {
  problem: ProblemDetail;
  view: ClassroomView;
  /** Contest classroom: submit within the contest. */
  contest?: JudgeContest;
}) {
  const auth = useAuth();
  const signedIn = auth.isAuthenticated;
  const { openLogin } = useLoginDialog();
  const notify = useNotify();
  const { theme } = useEditorTheme();
  const [language, setLanguage] = useEditorLanguage(problem);
  const drafts = useCodeDrafts(problem, language, signedIn);
  const judge = useJudge(problem.slug, contest);
  const location = useLocation();
  const [tab, setTab] = useState<ConsoleTab>(view.console === 'OUTPUT' ? 'output' : 'sample');
  const [customInput, setCustomInput] = useState(problem.samples[0]?.input ?? '');
  const [autocomplete, setAutocompleteState] = useState(problem.autocomplete);
  const [defaultLanguage, setDefaultLanguageState] = useState(problem.user_default_language);
  const saveDefault = useSetDefaultLanguage();
  const saveAutocomplete = useSetAutocomplete();
  // Phones scroll the whole pane (editor, then console) instead of squeezing the console under the editor.
  const stacked = useMediaQuery(CLASSROOM_MOBILE_QUERY);

  const ensureSignedIn = () => {
    if (signedIn) return true;
    openLogin({ source: 'problem_classroom', variant: 'panel' });
    return false;
  };

  const body = () => {
    const parsed = runBodySchema.safeParse({ language: language ?? '', code: drafts.code });
    if (parsed.success) return parsed.data;
    notify({ kind: 'error', title: parsed.error.issues[0]?.message ?? 'Write some code first.' });
    return null;
  };

  const run = () => {
    if (judge.busy || view.run !== 'ENABLED' || !ensureSignedIn()) return;
    const valid = body();
    if (!valid) return;
    void judge.run(tab === 'custom' ? { ...valid, custom_input: customInput } : valid);
  };

  const submit = () => {
    if (judge.busy || view.submit !== 'ENABLED' || !ensureSignedIn()) return;
    const valid = body();
    // The page's ?source= (spec 03 §2: interview experience, interview bundle...) goes with the submission.
    const source = submissionSourceFrom(location.search);
    if (valid) void judge.submit(source ? { ...valid, source } : valid);
  };

  const onSetDefault = () => {
    if (!language || !ensureSignedIn()) return;
    saveDefault.mutate(language, {
      onSuccess: (preferences) => {
        setDefaultLanguageState(preferences.default_language);
        notify({ kind: 'success', title: 'Default language saved' });
      },
      onError: (error) => notify({ kind: 'error', title: error.message }),
    });
  };

  const onAutocomplete = (on: boolean) => {
    setAutocompleteState(on);
    if (!signedIn) return;
    saveAutocomplete.mutate(on, {
      onSuccess: (preferences) => setAutocompleteState(preferences.autocomplete),
      onError: () => setAutocompleteState(!on),
    });
  };

  return (
    <div
      className={stacked ? 'h-full overflow-y-auto bg-surface' : 'flex h-full min-h-0 flex-col bg-surface'}
    >
      <EditorToolbar
        problem={problem}
        language={language}
        onLanguage={setLanguage}
        isDefault={language !== null && language === defaultLanguage}
        onSetDefault={onSetDefault}
        settingDefault={saveDefault.isPending}
        autocomplete={autocomplete}
        onAutocomplete={onAutocomplete}
        showAutocomplete={view.features.autocompleteToggle}
        onReset={drafts.resetToScaffold}
      />
      <div className={stacked ? 'h-[55dvh] p-2' : 'min-h-[240px] flex-[3] p-2'}>
        <LazyCodeEditor
          key={language ?? ''}
          value={drafts.code}
          onChange={drafts.setCode}
          language={language ?? undefined}
          theme={theme}
          autocomplete={autocomplete}
          readOnly={view.run === 'DISABLED' && view.submit === 'DISABLED'}
          onRun={run}
          onSubmit={submit}
          aria-label="Code editor"
          height="100%"
        />
      </div>
      <div
        className={
          stacked
            ? 'flex flex-col border-t border-line'
            : 'flex min-h-[200px] flex-[2] flex-col border-t border-line'
        }
      >
        <ConsolePanel
          kind={view.console}
          tab={tab}
          onTab={setTab}
          samples={problem.samples}
          customInput={customInput}
          onCustomInput={setCustomInput}
          judge={judge.state}
          busy={judge.busy}
          run={view.run}
          submit={view.submit}
          onRun={run}
          onSubmit={submit}
          maxScore={problem.max_score}
          shortcuts={SHORTCUTS}
        />
      </div>
    </div>
  );
}
