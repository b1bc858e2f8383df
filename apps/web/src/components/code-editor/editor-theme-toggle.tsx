/** The editor's light/dark switch (an icon button; `labelled` adds the words), stored under ps-code-editor-theme. */
import { clsx } from 'clsx';
import { iconButtonClasses } from '../ui/button-styles.ts';
import { MoonIcon, SunIcon } from '../ui/icons.tsx';
import { useEditorTheme } from './editor-theme.ts';

export function EditorThemeToggle({
  labelled = false,
  className,
}: {
  labelled?: boolean;
  className?: string;
}) {
  const { theme, toggleTheme } = useEditorTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark editor theme"
      title={dark ? 'Switch the editor to light' : 'Switch the editor to dark'}
      onClick={toggleTheme}
      className={clsx(
        labelled
          ? 'inline-flex h-8 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
          : iconButtonClasses,
        className,
      )}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      {labelled && (
        <span>
          {dark ? 'Dark' : 'Light'}
          {/* Narrow toolbars keep the short word; the switch's name says "editor" either way. */}
          <span className="hidden sm:inline"> editor</span>
        </span>
      )}
    </button>
  );
}
