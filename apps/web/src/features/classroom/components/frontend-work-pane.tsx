/**
 * The right-hand pane of a front-end problem (FRONTEND, REACT): one editor tab per file, and the console's Console
 * and Preview tabs (spec 03 §2). The Preview is a frame on /preview-frame.html, which the server sends with a policy
 * of its own (no requests, an opaque origin) and which the pane frames with sandbox="allow-scripts": the learner's
 * page never runs with the site's origin or cookies. It reloads a moment after each change, and on Run (a REACT
 * problem's files are first bundled by the server with the judge's esbuild: use-live-preview.ts). Submit
 * sends every file (as the files JSON of packages/shared/src/frontend-files.ts) to the judge, which runs the hidden
 * tests in a browser; its verdict shows under the Console tab.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import { clsx } from 'clsx';
import { CONSOLE_TAB_LABELS, type ClassroomView } from '@katana/shared/classroom-config';
import {
  decodeFrontendFiles,
  encodeFrontendFiles,
  frontendFileKind,
  type FrontendFiles,
} from '@katana/shared/frontend-files';
import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useCodeDrafts } from '../hooks/use-code-drafts.ts';
import { useJudge } from '../hooks/use-judge.ts';
import { useLivePreview } from '../hooks/use-live-preview.ts';
import { consoleLineOf, previewDocument, PREVIEW_FRAME_URL, type ConsoleLine } from './frontend-preview.ts';
import { JudgeOutput } from './judge-output.tsx';

const MAX_CONSOLE_LINES = 200;

const tabClasses =
  'h-9 border-b-2 border-transparent px-1 text-sm font-medium text-fg-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg focus-visible:outline-2 focus-visible:outline-accent';

function PreviewFrame({
  document: html,
  onConsole,
}: {
  document: string;
  onConsole(line: ConsoleLine): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's messages: it has an opaque origin ("null"), so its window is what identifies it.
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { katanaPreviewReady?: boolean } | null)?.katanaPreviewReady)
        frame.current?.contentWindow?.postMessage({ katanaPreview: html }, '*');
      const line = consoleLineOf(event.data);
      if (line) onConsole(line);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html, onConsole]);
  return (
    <iframe
      ref={frame}
      title="Preview"
      src={PREVIEW_FRAME_URL}
      sandbox="allow-scripts allow-forms allow-modals"
      referrerPolicy="no-referrer"
      className="h-full min-h-[200px] w-full rounded-md border border-line bg-white"
    />
  );
}

const ignoreConsole = () => {};

/** A page of files shown live in the sandboxed Preview frame, without an editor (a web project's finished page). */
export function FilesPreview({ files }: { files: FrontendFiles }) {
  const html = useMemo(() => previewDocument(files), [files]);
  return <PreviewFrame document={html} onConsole={ignoreConsole} />;
}

export interface FrontendWorkPaneProps {
  problem: ProblemDetail;
  view: ClassroomView;
  /**
   * The files the pane opens with instead of the problem's starter (a web project's step opens with the learner's
   * files of the previous step); Reset files goes back to them. The learner's own draft of this problem still wins.
   */
  startFiles?: FrontendFiles;
  /** Called when a submission's verdict arrives (a web project refreshes its progress). */
  onJudged?: () => void;
}

export function FrontendWorkPane({ problem, view, startFiles, onJudged }: FrontendWorkPaneProps) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const { theme } = useEditorTheme();
  const language = problem.editor_language ?? problem.languages_allowed[0]?.key ?? null;
  const drafts = useCodeDrafts(problem, language, auth.isAuthenticated);
  const judge = useJudge(problem.slug, onJudged ? { onJudged } : undefined);
  const starter = useMemo(
    () => startFiles ?? decodeFrontendFiles(drafts.scaffold) ?? {},
    [startFiles, drafts.scaffold],
  );
  const files: FrontendFiles = useMemo(() => {
    // With start files, the problem's scaffold is not the learner's: only a draft of their own overrides them.
    const own = startFiles && drafts.code === drafts.scaffold ? null : decodeFrontendFiles(drafts.code);
    return { ...starter, ...(own ?? {}) };
  }, [starter, startFiles, drafts.code, drafts.scaffold]);
  const names = Object.keys(files);
  const [active, setActive] = useState<string | null>(null);
  const current = active !== null && active in files ? active : (names[0] ?? null);
  const [tab, setTab] = useState<'console' | 'preview'>('preview');
  const [frameKey, setFrameKey] = useState(0);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [labelConsole, labelPreview] = CONSOLE_TAB_LABELS.CONSOLE_PREVIEW;
  const preview = useLivePreview(problem, files, (first) => {
    setLines(first);
    setFrameKey((k) => k + 1);
  });

  const onConsole = useCallback(
    (line: ConsoleLine) => setLines((all) => [...all, line].slice(-MAX_CONSOLE_LINES)),
    [],
  );

  const run = () => {
    void preview.show(files).then((errors) => setTab(errors ? 'console' : 'preview'));
  };

  const submit = () => {
    if (judge.busy || view.submit !== 'ENABLED' || !language) return;
    if (!auth.isAuthenticated) {
      openLogin({ source: 'problem_classroom', variant: 'panel' });
      return;
    }
    setTab('console');
    void judge.submit({ language, code: encodeFrontendFiles(files) });
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface">
      <div className="flex flex-wrap items-center gap-1 border-b border-line px-2 py-1">
        {/* The tab list holds the file tabs only (axe: a tablist owns tabs); Reset files sits beside it. */}
        <div role="tablist" aria-label="Files" className="flex flex-wrap gap-1">
          {names.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={name === current}
              onClick={() => setActive(name)}
              className={clsx(
                'rounded px-2 py-1 font-mono text-[13px]',
                name === current ? 'bg-accent/15 font-semibold text-fg' : 'text-fg-muted hover:text-fg',
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() =>
            startFiles ? drafts.setCode(encodeFrontendFiles(startFiles)) : drafts.resetToScaffold()
          }
          className={clsx(buttonClasses('ghost', 'sm'), 'ml-auto')}
        >
          Reset files
        </button>
      </div>
      <div className="min-h-[240px] flex-[3] p-2">
        {current !== null && (
          <LazyCodeEditor
            key={current}
            value={files[current] ?? ''}
            onChange={(text) => drafts.setCode(encodeFrontendFiles({ ...files, [current]: text }))}
            language={frontendFileKind(current)}
            theme={theme}
            onRun={run}
            onSubmit={submit}
            aria-label={`Editor for ${current}`}
            height="100%"
          />
        )}
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as 'console' | 'preview')}
        className="flex min-h-[220px] flex-[2] flex-col border-t border-line"
      >
        <div className="flex flex-wrap items-center gap-x-4 border-b border-line px-3">
          <Tabs.List aria-label="Console" className="flex gap-4">
            <Tabs.Trigger value="console" className={tabClasses}>
              {labelConsole}
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={tabClasses}>
              {labelPreview}
            </Tabs.Trigger>
          </Tabs.List>
          <div className="ml-auto flex gap-2 py-1.5">
            <button type="button" onClick={run} className={buttonClasses('secondary', 'sm')}>
              Run
            </button>
            {view.submit !== 'UNAVAILABLE' && (
              <button
                type="button"
                onClick={submit}
                disabled={view.submit === 'DISABLED' || judge.busy}
                className={buttonClasses('primary', 'sm')}
              >
                Submit
              </button>
            )}
          </div>
        </div>
        <Tabs.Content value="console" className="min-h-0 flex-1 overflow-y-auto p-3">
          {judge.state.phase !== 'idle' && (
            <section aria-label="Result" className="mb-3">
              <JudgeOutput state={judge.state} maxScore={problem.max_score} />
            </section>
          )}
          {lines.length === 0 ? (
            <p className="text-sm text-fg-muted">What your page logs shows here.</p>
          ) : (
            <ol aria-label="Console output" className="flex flex-col gap-0.5 font-mono text-[13px]">
              {lines.map((line, i) => (
                <li
                  key={i}
                  className={clsx(
                    line.level === 'error' && 'text-red-700 dark:text-red-300',
                    line.level === 'warn' && 'text-amber-800 dark:text-amber-300',
                  )}
                >
                  {line.text}
                </li>
              ))}
            </ol>
          )}
        </Tabs.Content>
        {/* Always mounted, so the page keeps running (and logging) while the Console tab is open. */}
        <Tabs.Content value="preview" forceMount hidden={tab !== 'preview'} className="min-h-0 flex-1 p-2">
          <PreviewFrame key={frameKey} document={preview.document} onConsole={onConsole} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
