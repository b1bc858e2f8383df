/**
 * The editor's own light/dark choice, apart from the site theme: stored under `ps-code-editor-theme` (spec 03 §9)
 * and dark when nothing is stored (spec 03 §4). Every editor and toggle on the page shares it, and other tabs
 * follow through the storage event. No CodeMirror here: pages read it in their first load.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readThemeChoice, safeStorage } from '../../lib/theme/theme.ts';
import type { EditorTheme } from './code-editor-types.ts';

export const EDITOR_THEME_STORAGE_KEY = 'ps-code-editor-theme';
export const DEFAULT_EDITOR_THEME: EditorTheme = 'dark';

const listeners = new Set<() => void>();

export function readEditorTheme(store: Pick<Storage, 'getItem'> | undefined = safeStorage()): EditorTheme {
  return readThemeChoice(EDITOR_THEME_STORAGE_KEY, DEFAULT_EDITOR_THEME, store);
}

export function storeEditorTheme(
  theme: EditorTheme,
  store: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    store?.setItem(EDITOR_THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing or a full quota: the choice still holds until the page reloads.
    fallbackTheme = theme;
  }
  listeners.forEach((listener) => listener());
}

// Used only when storage refuses the write, so the toggle still works on this page.
let fallbackTheme: EditorTheme | undefined;

function onStorage(event: StorageEvent) {
  if (event.key === EDITOR_THEME_STORAGE_KEY || event.key === null)
    listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): EditorTheme {
  return fallbackTheme ?? readEditorTheme();
}

export interface EditorThemeState {
  theme: EditorTheme;
  setTheme(theme: EditorTheme): void;
  toggleTheme(): void;
}

export function useEditorTheme(): EditorThemeState {
  const theme = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_EDITOR_THEME);
  const setTheme = useCallback((next: EditorTheme) => storeEditorTheme(next), []);
  const toggleTheme = useCallback(() => storeEditorTheme(snapshot() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
