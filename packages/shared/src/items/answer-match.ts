/**
 * Fill-up answer normalisation and matching. One implementation for the server's grading and the web's hint that an
 * answer "looks numeric", so both read the learner's text the same way.
 */
import { DECIMAL_NUMBER, type FillUpMatchRule } from './item-schema.ts';
import type { FillUpBlank } from './item-types.ts';

/**
 * The comparable form of an answer under a rule. NFC first, so "é" typed as e + combining accent equals the
 * precomposed one; non-breaking spaces count as spaces (they arrive from copy-paste).
 */
export function normaliseAnswer(text: string, rule: FillUpMatchRule): string {
  const nfc = text.normalize('NFC');
  if (rule === 'exact') return nfc;
  const trimmed = nfc.replace(/\s+/gu, ' ').trim();
  return rule === 'case-insensitive' ? trimmed.toLowerCase() : trimmed;
}

/** A learner's decimal number, or null when the text is not one (an empty box is not zero). */
export function parseDecimal(text: string): number | null {
  const trimmed = text.normalize('NFC').trim();
  if (!DECIMAL_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether `given` fills the blank. Numeric tolerance is inclusive; a hair of relative slack absorbs binary rounding
 * (3.15 - 3.14 is 0.0100000000000002 in doubles, which must still pass a tolerance of 0.01).
 */
export function matchesBlank(
  blank: Pick<FillUpBlank, 'answers' | 'match' | 'tolerance'>,
  given: string,
): boolean {
  if (blank.match === 'numeric') {
    const value = parseDecimal(given);
    if (value === null) return false;
    return blank.answers.some((answer) => {
      const expected = parseDecimal(answer);
      if (expected === null) return false;
      const slack = 1e-9 * Math.max(1, Math.abs(expected));
      return Math.abs(value - expected) <= blank.tolerance + slack;
    });
  }
  const mine = normaliseAnswer(given, blank.match);
  return blank.answers.some((answer) => normaliseAnswer(answer, blank.match) === mine);
}
