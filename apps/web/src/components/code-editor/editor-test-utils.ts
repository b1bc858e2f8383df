/**
 * Test support for screens that carry the editor: typing into CodeMirror under jsdom. CodeMirror reads typed text
 * from DOM mutations, which it flushes asynchronously, so each key needs a macrotask before the next one.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import './jsdom-layout.ts';

/**
 * The editing area once CodeMirror (a lazy chunk) has replaced the placeholder. The first import of the chunk in a
 * test run transforms all of CodeMirror, which can take seconds on a busy machine, hence the generous wait.
 */
export async function findEditor(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => screen.getByRole('textbox', { name }), { timeout: 10_000 });
}

/** Types `text` (user-event key syntax per character, e.g. '{Enter}' as one key) at the cursor, focusing first. */
export async function typeInEditor(user: UserEvent, editor: HTMLElement, text: string): Promise<void> {
  // Click only to focus: a click moves the cursor, and the caller may have placed it already.
  if (!editor.contains(document.activeElement)) await user.click(editor);
  for (const key of text.match(/\{[^}]+\}|[\s\S]/g) ?? []) {
    await user.keyboard(key === '{' ? '{{' : key === '[' ? '[[' : key);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Loads the editor chunk ahead of the tests (`beforeAll(loadEditorChunk, 60_000)`): its first import transforms all
 * of CodeMirror, which would otherwise eat into the first test's time budget.
 */
export async function loadEditorChunk(): Promise<void> {
  await Promise.all([
    import('./code-editor.tsx'),
    import('./editor-languages.ts').then((m) => m.loadSyntax('python')),
  ]);
}
