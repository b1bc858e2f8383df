/**
 * The code and input written on each compiler page, kept in localStorage per language: switching to another
 * language and back (or reloading, or signing in) finds them again. Nothing stored means the language's scaffold.
 */
import { useCallback, useState } from 'react';

const PREFIX = 'katana-compiler';

export const draftKey = (language: string, field: 'source' | 'stdin') => `${PREFIX}:${language}:${field}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the text stays on the page, it just does not survive a reload.
  }
}

/** One stored text: `null` until the learner writes something (or after a reset). */
export function useStoredText(key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(() => read(key));
  const update = useCallback(
    (next: string | null) => {
      write(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
