/** A labelled input with its validation message, shared by the login form steps. */
import { useId, type InputHTMLAttributes } from 'react';
import { clsx } from 'clsx';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message under the field; the field is marked invalid while one shows. */
  error?: string | null;
  /** Hide the label visually when the placeholder already says what goes in (it stays for screen readers). */
  hideLabel?: boolean;
}

export function FormField({ label, error, hideLabel, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'h-11 w-full rounded-lg border bg-surface px-3 text-base text-fg outline-none transition-colors placeholder:text-fg-subtle',
          'focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60',
          error ? 'border-red-500' : 'border-line',
        )}
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 text-sm leading-5 text-fg-muted">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
      />
      <span>{children}</span>
    </label>
  );
}
