/**
 * The code editor: CodeMirror 6 as a controlled React component. Load it through `LazyCodeEditor`
 * (lazy-code-editor.tsx) so CodeMirror stays out of the page's first load; import this file directly only inside
 * an already-lazy chunk.
 *
 *   const { theme } = useEditorTheme();
 *   <LazyCodeEditor value={code} onChange={setCode} language="python" theme={theme}
 *     onRun={run} onSubmit={submit} aria-label="Code" height={420} />
 *
 * The editing area has the textbox role with the given aria-label. Once the language's syntax has loaded, the box
 * carries `data-language="<key>"` (tests and e2e can wait for it).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { CodeEditorProps } from './code-editor-types.ts';
import {
  actionKeymap,
  autocompleteExtension,
  basicSetup,
  labelExtension,
  readOnlyExtension,
  themeExtension,
} from './editor-extensions.ts';
import { loadSyntax } from './editor-languages.ts';

/** Marks changes that came from the `value` prop, so they are not echoed back through onChange. */
const fromProps = Annotation.define<boolean>();

export function CodeEditor(props: CodeEditorProps) {
  const {
    value,
    language,
    theme = 'dark',
    autocomplete = true,
    readOnly = false,
    'aria-label': ariaLabel,
    height,
    className,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [compartments] = useState(() => ({
    syntax: new Compartment(),
    theme: new Compartment(),
    autocomplete: new Compartment(),
    readOnly: new Compartment(),
    label: new Compartment(),
  }));
  const [loadedLanguage, setLoadedLanguage] = useState<string | undefined>(undefined);
  // The latest callbacks, read by CodeMirror's listeners, which are created once with the view.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    const initial = latest.current;
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          actionKeymap(() => latest.current),
          basicSetup(),
          compartments.syntax.of([]),
          compartments.theme.of(themeExtension(initial.theme ?? 'dark')),
          compartments.autocomplete.of(autocompleteExtension(initial.autocomplete ?? true)),
          compartments.readOnly.of(readOnlyExtension(initial.readOnly ?? false)),
          compartments.label.of(labelExtension(initial['aria-label'])),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromProps))) return;
            latest.current.onChange?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [compartments]);

  // A new value from outside (a reset to the scaffold, a restored draft) replaces the text; our own edits match.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    let current = true;
    void loadSyntax(language).then((syntax) => {
      const view = viewRef.current;
      if (!current || !view) return;
      view.dispatch({ effects: compartments.syntax.reconfigure(syntax) });
      setLoadedLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [language, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.theme.reconfigure(themeExtension(theme)) });
  }, [theme, compartments]);
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.autocomplete.reconfigure(autocompleteExtension(autocomplete)),
    });
  }, [autocomplete, compartments]);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.readOnly.reconfigure(readOnlyExtension(readOnly)) });
  }, [readOnly, compartments]);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.label.reconfigure(labelExtension(ariaLabel)) });
  }, [ariaLabel, compartments]);

  return (
    <div
      ref={hostRef}
      data-language={loadedLanguage === language ? language : undefined}
      data-editor-theme={theme}
      style={{ height: typeof height === 'number' ? `${height}px` : (height ?? '24rem') }}
      className={clsx(
        'overflow-hidden rounded-lg border focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-accent',
        theme === 'dark' ? 'border-[#3b3b3b] bg-[#282c34]' : 'border-line bg-white',
        className,
      )}
    />
  );
}

export default CodeEditor;
