/**
 * CodeMirror's building blocks for our editor: the editing basics (what the `codemirror` meta package calls
 * basicSetup, assembled here from the packages we depend on), the two themes, completion, read-only and the
 * run/submit shortcuts.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completeAnyWord,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import type { EditorTheme } from './code-editor-types.ts';

export function basicSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    indentUnit.of('    '),
    bracketMatching(),
    closeBrackets(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    // Tab indents; Escape then Tab still leaves the editor (CodeMirror's documented keyboard escape hatch).
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...searchKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...completionKeymap,
      indentWithTab,
    ]),
    // The text area is focusable (contenteditable); saying so lets checkers see the scroller holds a focus stop.
    EditorView.contentAttributes.of({ tabindex: '0' }),
    EditorView.theme({
      '&': { height: '100%', fontSize: '14px' },
      '&.cm-focused': { outline: 'none' },
      '.cm-scroller': {
        fontFamily: 'var(--font-mono, ui-monospace, monospace)',
        lineHeight: '1.55',
        overflow: 'auto',
      },
    }),
  ];
}

/** Light colours matching the app's light palette (styles.css), with CodeMirror's default highlighting. */
const lightTheme = EditorView.theme(
  {
    '&': { backgroundColor: '#ffffff', color: '#1b1f24' },
    '.cm-content': { caretColor: '#1b1f24' },
    '.cm-gutters': { backgroundColor: '#f7f8fa', color: '#5f6672', borderRight: '1px solid #e3e5e9' },
    '.cm-activeLine': { backgroundColor: '#f0f1f480' },
    '.cm-activeLineGutter': { backgroundColor: '#f0f1f4', color: '#1b1f24' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: '#fde3cf',
    },
  },
  { dark: false },
);

/**
 * CodeMirror's default highlighting with its three colours under 4.5:1 on the light editor (regexp/escape #e40, type
 * names #085, invalid #f00) darkened to pass it on the active line too (WCAG 1.4.3).
 */
const DARKER: Record<string, string> = { '#e40': '#b33000', '#085': '#00704a', '#f00': '#c00000' };
const lightHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    spec.color && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec,
  ),
);

/** One Dark with its grey (comments, gutter), red and violet lifted to >= 4.5:1 on its active line (#2c313a). */
const LIGHTER: Record<string, string> = { '#7d8799': '#9ba4b3', '#e06c75': '#ef8189', '#c678dd': '#d08ae6' };
const darkHighlightStyle = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) =>
    spec.color && LIGHTER[spec.color] ? { ...spec, color: LIGHTER[spec.color] } : spec,
  ),
);
// On the gutter's elements, not the gutter: One Dark's own `.cm-gutters` rule has the same specificity and its style
// module is mounted after ours, so the grey it sets won there (3.86:1, found by axe in Chromium).
const darkGutter = EditorView.theme({ '.cm-gutters .cm-gutterElement': { color: '#9ba4b3' } }, { dark: true });

export function themeExtension(theme: EditorTheme): Extension {
  return theme === 'dark'
    ? [oneDarkTheme, darkGutter, syntaxHighlighting(darkHighlightStyle)]
    : [lightTheme, syntaxHighlighting(lightHighlightStyle)];
}

export function autocompleteExtension(enabled: boolean): Extension {
  if (!enabled) return [];
  // Words already in the file complete in every language; languages with their own completions add to them.
  return [autocompletion(), EditorState.languageData.of(() => [{ autocomplete: completeAnyWord }])];
}

export function readOnlyExtension(readOnly: boolean): Extension {
  return [
    EditorState.readOnly.of(readOnly),
    EditorView.contentAttributes.of({ 'aria-readonly': String(readOnly) }),
  ];
}

export function labelExtension(label: string | undefined): Extension {
  return label ? EditorView.contentAttributes.of({ 'aria-label': label }) : [];
}

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+' submits, ahead of the default keymap (whose Mod-Enter inserts a blank line).
 * A handler that is absent lets the key through. Ctrl+Enter also runs on macOS, where people use both.
 */
export function actionKeymap(actions: () => { onRun?: () => void; onSubmit?: () => void }): Extension {
  const run = () => {
    const handler = actions().onRun;
    if (!handler) return false;
    handler();
    return true;
  };
  const submit = () => {
    const handler = actions().onSubmit;
    if (!handler) return false;
    handler();
    return true;
  };
  return Prec.highest(
    keymap.of([
      { key: 'Mod-Enter', run },
      { mac: 'Ctrl-Enter', run },
      { key: "Mod-'", run: submit },
    ]),
  );
}
