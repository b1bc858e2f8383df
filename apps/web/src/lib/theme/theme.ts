/**
 * Light and dark themes (spec 01 "Header widgets": Theme). The choice is stored in localStorage and applied as the
 * `dark` class on <html>; index.html runs the same reading inline before first paint, so a reload never flashes.
 */
export type Theme = 'light' | 'dark';

/** Keep in sync with the inline script in index.html. */
export const THEME_STORAGE_KEY = 'katana-theme';

/** The public shell starts light (spec 01: "The public shell sets the session theme to light"). */
export const DEFAULT_THEME: Theme = 'light';

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Theme {
  return readThemeChoice(THEME_STORAGE_KEY, DEFAULT_THEME, storage);
}

/** The light/dark choice stored under `key`; `fallback` when none (or no valid one) is stored or storage refuses. */
export function readThemeChoice(
  key: string,
  fallback: Theme,
  storage: Pick<Storage, 'getItem'> | undefined,
): Theme {
  try {
    const value = storage?.getItem(key);
    return value === 'dark' || value === 'light' ? value : fallback;
  } catch {
    return fallback;
  }
}

export function storeTheme(
  theme: Theme,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing or a full quota: the theme still applies for this page view.
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** localStorage, or undefined where there is none (server) or the browser refuses it (privacy settings). */
export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
