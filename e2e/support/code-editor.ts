/**
 * Driving the CodeMirror editor (apps/web/src/components/code-editor) from a spec. Its editing area is a
 * contenteditable with the textbox role and the editor's aria-label; `fill` does not work on it, so a spec focuses
 * it and types through the keyboard: select all, then one insertText (no per-key auto-indent or bracket closing).
 */
import type { Page } from 'playwright-core';

/**
 * The loaded editor (the lazy placeholder is a region named "<label> (loading)", not a textbox). With `language`,
 * only once that language's syntax is in (its host carries data-language): a page that remounts the editor per
 * language then cannot hand back the previous language's editor.
 */
export function editorBox(page: Page, label: string, language?: string) {
  const scope = language ? page.locator(`[data-language="${language}"]`) : page;
  return scope.getByRole('textbox', { name: label, exact: true });
}

export async function replaceEditorText(
  page: Page,
  label: string,
  text: string,
  language?: string,
): Promise<void> {
  const box = editorBox(page, label, language);
  await box.waitFor({ state: 'visible', timeout: 20_000 });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/**
 * The editor's text, line by line from the DOM. CodeMirror renders only the lines near the viewport (plus a margin
 * of about a screen), so this is the whole document for the short programs the specs type.
 */
export async function editorText(page: Page, label: string, language?: string): Promise<string> {
  return editorBox(page, label, language).evaluate((el) =>
    Array.from(el.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
  );
}
