/**
 * A light/dark switch: role=switch, checked when dark, with a fixed accessible name so screen readers hear the
 * state rather than a changing label. Shows the sun or moon icon unless the caller gives a labelled look.
 */
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { iconButtonClasses } from './button-styles.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

export function ThemeIcon({ dark }: { dark: boolean }) {
  return dark ? <MoonIcon /> : <SunIcon />;
}

export function ThemeToggleButton({
  dark,
  onToggle,
  name,
  title,
  labelledClassName,
  className,
  children,
}: {
  dark: boolean;
  onToggle(): void;
  /** The accessible name; the same whichever way the switch is set. */
  name: string;
  title: string;
  /** Classes of a labelled look; without them the button is a square icon button. */
  labelledClassName?: string;
  className?: string;
  /** What the button shows; the sun or moon icon by default. */
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={name}
      title={title}
      onClick={onToggle}
      className={clsx(labelledClassName ?? iconButtonClasses, className)}
    >
      {children ?? <ThemeIcon dark={dark} />}
    </button>
  );
}
