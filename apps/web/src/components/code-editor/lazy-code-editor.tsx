/**
 * The code editor for pages: CodeMirror loads as its own chunk on first use (and each language's syntax as another),
 * so pages that carry an editor keep it out of their first load. Until it arrives, a placeholder of the same
 * height shows the code as plain text.
 *
 *   import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
 *   import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
 *   import { EditorThemeToggle } from '../../../components/code-editor/editor-theme-toggle.tsx';
 *
 *   const { theme } = useEditorTheme();            // 'dark' unless the learner chose light
 *   <EditorThemeToggle />
 *   <LazyCodeEditor value={code} onChange={setCode} language="cpp" theme={theme} autocomplete
 *     onRun={run} onSubmit={submit} aria-label="Code editor" height="60vh" />
 *
 * Props: see CodeEditorProps in code-editor-types.ts. Ctrl/Cmd+Enter calls onRun, Ctrl/Cmd+' calls onSubmit.
 */
import { lazy, Suspense } from 'react';
import { clsx } from 'clsx';
import type { CodeEditorProps } from './code-editor-types.ts';

const loadEditor = () => import('./code-editor.tsx');
const CodeEditor = lazy(loadEditor);

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<CodeEditorPlaceholder {...props} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

/** What shows while the editor downloads: the same box with the code as plain text, marked busy. */
export function CodeEditorPlaceholder({
  value,
  theme = 'dark',
  height,
  className,
  'aria-label': ariaLabel,
}: CodeEditorProps) {
  return (
    <div
      aria-busy="true"
      aria-label={ariaLabel ? `${ariaLabel} (loading)` : 'Code editor (loading)'}
      role="region"
      data-editor-placeholder=""
      // The same rule as the editor's box (code-editor.tsx), so the swap does not move the page.
      style={{ height: typeof height === 'number' ? `${height}px` : (height ?? '24rem') }}
      className={clsx(
        'overflow-auto rounded-lg border',
        theme === 'dark'
          ? 'border-[#3b3b3b] bg-[#282c34] text-[#abb2bf]'
          : 'border-line bg-white text-[#1b1f24]',
        className,
      )}
    >
      <pre className="m-0 py-1 pr-2 pl-[3.25rem] font-mono text-[14px] leading-[1.55] whitespace-pre">
        {value}
      </pre>
    </div>
  );
}
