import { clsx } from 'clsx';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { MoonIcon, SunIcon } from '../../components/ui/icons.tsx';
import { useTheme } from '../../lib/theme/theme-context.tsx';

/** The light/dark switch; `labelled` shows its name beside the icon (the drawer's roomier row). */
export function ThemeSwitch({ labelled = false }: { labelled?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
      className={clsx(
        labelled
          ? 'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium text-fg hover:bg-surface-muted'
          : iconButtonClasses,
      )}
    >
      {labelled && <span>Dark theme</span>}
      {labelled ? (
        <span
          aria-hidden="true"
          className={clsx(
            'relative inline-flex h-5 w-9 items-center rounded-full transition-colors',
            dark ? 'bg-accent' : 'bg-line',
          )}
        >
          <span
            className={clsx(
              'inline-block size-4 rounded-full bg-surface shadow transition-transform',
              dark ? 'translate-x-4.5' : 'translate-x-0.5',
            )}
          />
        </span>
      ) : dark ? (
        <MoonIcon />
      ) : (
        <SunIcon />
      )}
    </button>
  );
}
