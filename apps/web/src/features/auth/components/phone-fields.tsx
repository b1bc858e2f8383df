/**
 * The phone path's inputs: the calling code (India's +91 by default) and the number, side by side, with the
 * message of whichever is wrong under them.
 */
import { useId } from 'react';
import { clsx } from 'clsx';

export interface PhoneFieldsProps {
  countryCode: string;
  number: string;
  error: string | null;
  disabled?: boolean;
  onCountryCodeChange(value: string): void;
  onNumberChange(value: string): void;
}

const inputClasses = (invalid: boolean) =>
  clsx(
    'h-11 rounded-lg border bg-surface px-3 text-base text-fg outline-none transition-colors placeholder:text-fg-subtle',
    'focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-red-500' : 'border-line',
  );

export function PhoneFields({ countryCode, number, error, disabled, onCountryCodeChange, onNumberChange }: PhoneFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          Country code
        </label>
        <input
          id={`${id}-code`}
          name="phone_country_code"
          inputMode="tel"
          autoComplete="tel-country-code"
          maxLength={5}
          value={countryCode}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onCountryCodeChange(e.target.value)}
          className={clsx(inputClasses(Boolean(error)), 'w-20 shrink-0 text-center')}
        />
        <label htmlFor={`${id}-number`} className="sr-only">
          Phone number
        </label>
        <input
          id={`${id}-number`}
          name="phone_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="Phone number"
          value={number}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onNumberChange(e.target.value)}
          className={clsx(inputClasses(Boolean(error)), 'min-w-0 flex-1')}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
