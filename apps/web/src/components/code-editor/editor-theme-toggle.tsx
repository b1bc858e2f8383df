/** The editor's light/dark switch (an icon button; `labelled` adds the words), stored under ps-code-editor-theme. */
import { ThemeIcon, ThemeToggleButton } from '../ui/theme-toggle-button.tsx';
import { useEditorTheme } from './editor-theme.ts';

const labelledLook =
  'inline-flex h-8 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

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
    <ThemeToggleButton
      dark={dark}
      onToggle={toggleTheme}
      name="Dark editor theme"
      title={dark ? 'Switch the editor to light' : 'Switch the editor to dark'}
      labelledClassName={labelled ? labelledLook : undefined}
      className={className}
    >
      {labelled ? (
        <>
          <ThemeIcon dark={dark} />
          <span>
            {dark ? 'Dark' : 'Light'}
            {/* Narrow toolbars keep the short word; the switch's name says "editor" either way. */}
            <span className="hidden sm:inline"> editor</span>
          </span>
        </>
      ) : undefined}
    </ThemeToggleButton>
  );
}
