import { clsx } from 'clsx';
import { ThemeToggleButton } from '../../components/ui/theme-toggle-button.tsx';
import { useTheme } from '../../lib/theme/theme-context.tsx';

const labelledLook =
  'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium text-fg hover:bg-surface-muted';

/** The light/dark switch; `labelled` shows its name beside a slide toggle (the drawer's roomier row). */
export function ThemeSwitch({ labelled = false }: { labelled?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <ThemeToggleButton
      dark={dark}
      onToggle={toggleTheme}
      name="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      labelledClassName={labelled ? labelledLook : undefined}
    >
      {labelled ? (
        <>
          <span>Dark theme</span>
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
        </>
      ) : undefined}
    </ThemeToggleButton>
  );
}
