/**
 * Learners' text made safe to print on the operator's terminal (`katana feedback list`): a report must not be able
 * to clear the screen, retitle the window, hide a link behind other text, recolour or overwrite rows, ring the bell,
 * or reverse the reading order of what follows. Escape sequences go first (Node's own stripVTControlCharacters, the
 * pattern its REPL uses), then every remaining control character: C0 except tab and line breaks (the table turns
 * those into spaces), DEL, C1 and the bidi embedding/override/isolate marks.
 */
import { stripVTControlCharacters } from 'node:util';

const CONTROL =
  // Matching control characters is the point here.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalText(text: string): string {
  return stripVTControlCharacters(text).replace(CONTROL, '');
}
