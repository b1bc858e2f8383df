/**
 * The code editor's public props, in a file of their own so the lazy wrapper and the pages can name them without
 * pulling CodeMirror into the first load. Types only: a value shared by the lazy wrapper and the editor would make
 * the bundler put it in one of their chunks and have the other import that chunk.
 */
export type EditorTheme = 'dark' | 'light';

export interface CodeEditorProps {
  /** The source text. The editor is controlled: pass back what `onChange` gives you. */
  value: string;
  onChange?: (value: string) => void;
  /**
   * The judge's language key (c, cpp, cpp20, java, python, javascript, ruby, kotlin, psql, mysql, r, pascal, php).
   * Its syntax loads on demand; an unknown key edits as plain text.
   */
  language?: string;
  /** 'dark' unless given (spec 03 §4: the editor theme defaults to dark). See `useEditorTheme`. */
  theme?: EditorTheme;
  /** Completion popup while typing (words of the file plus the language's own completions); on unless false. */
  autocomplete?: boolean;
  readOnly?: boolean;
  /** Ctrl+Enter (Cmd+Enter on macOS). */
  onRun?: () => void;
  /** Ctrl+' (Cmd+' on macOS). */
  onSubmit?: () => void;
  /** Accessible name of the editing area (it has the textbox role). */
  'aria-label'?: string;
  /** CSS height of the editor box (a number is pixels); 24rem unless given. The loading placeholder uses it too. */
  height?: string | number;
  className?: string;
}
