/**
 * Test support for screens that carry the editor: typing into CodeMirror under jsdom. CodeMirror reads typed text
 * from DOM mutations, which it flushes asynchronously, so each key needs a macrotask before the next one.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import './jsdom-layout.ts';

/** The editing area once CodeMirror (a lazy chunk) has replaced the placeholder. */
export async function findEditor(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => screen.getByRole('textbox', { name }));
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
