/**
 * The format's default output validator: tokens split on whitespace (space, \f, \n, \r, \t, \v), compared one by one,
 * ignoring ASCII case unless case_sensitive; floats within tolerance when a tolerance is set (any float formatting is
 * then accepted); whitespace compared exactly when space_change_sensitive.
 */
import type { DefaultValidatorOptions } from './default-validator-options.ts';

export interface CompareResult {
  accepted: boolean;
  /** The first difference, in words a problem setter or learner can act on. */
  message: string;
}

const WHITESPACE = /[ \f\n\r\t\v]+/;
const PIECES = /[ \f\n\r\t\v]+|[^ \f\n\r\t\v]+/g;
/** The draft's float grammar: sign? (digits.digits | digits. | digits) exponent? */
const FLOAT = /^[+-]?(\d*\.\d+|\d+\.|\d+)([eE][+-]?\d+)?$/;

function describe(token: string): string {
  const shown = token.length > 40 ? `${token.slice(0, 40)}...` : token;
  return JSON.stringify(shown);
}

function visibleWhitespace(ws: string): string {
  return JSON.stringify(ws);
}

function compareTokens(expected: string, actual: string, options: DefaultValidatorOptions): boolean {
  const hasTolerance = options.floatAbsoluteTolerance !== null || options.floatRelativeTolerance !== null;
  if (hasTolerance && FLOAT.test(expected)) {
    if (!FLOAT.test(actual)) return false;
    const a = Number(expected);
    const s = Number(actual);
    const diff = Math.abs(s - a);
    if (options.floatAbsoluteTolerance !== null && diff <= options.floatAbsoluteTolerance) return true;
    if (options.floatRelativeTolerance !== null && diff <= options.floatRelativeTolerance * Math.abs(a))
      return true;
    return false;
  }
  if (options.caseSensitive) return expected === actual;
  // ASCII letters only, as the format says; other characters must match exactly.
  return (
    expected.replace(/[A-Z]/g, (c) => c.toLowerCase()) === actual.replace(/[A-Z]/g, (c) => c.toLowerCase())
  );
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function compareWithDefaultValidator(
  answer: string,
  output: string,
  options: DefaultValidatorOptions,
): CompareResult {
  if (options.spaceChangeSensitive) return compareSpaceSensitive(answer, output, options);
  const expected = answer.split(WHITESPACE).filter((t) => t.length > 0);
  const actual: Array<{ token: string; offset: number }> = [];
  for (const match of output.matchAll(/[^ \f\n\r\t\v]+/g))
    actual.push({ token: match[0], offset: match.index });
  const common = Math.min(expected.length, actual.length);
  for (let i = 0; i < common; i++) {
    const got = actual[i]!;
    if (!compareTokens(expected[i]!, got.token, options)) {
      return {
        accepted: false,
        message: `token ${i + 1} (line ${lineOf(output, got.offset)}): expected ${describe(expected[i]!)}, got ${describe(got.token)}`,
      };
    }
  }
  if (actual.length < expected.length) {
    return {
      accepted: false,
      message: `output ended after ${actual.length} token(s); expected ${expected.length}, next expected ${describe(expected[actual.length]!)}`,
    };
  }
  if (actual.length > expected.length) {
    return {
      accepted: false,
      message: `extra output after ${expected.length} token(s): ${describe(actual[expected.length]!.token)}`,
    };
  }
  return { accepted: true, message: `${expected.length} token(s) match` };
}

function compareSpaceSensitive(
  answer: string,
  output: string,
  options: DefaultValidatorOptions,
): CompareResult {
  const expected = answer.match(PIECES) ?? [];
  const actual = output.match(PIECES) ?? [];
  const common = Math.min(expected.length, actual.length);
  for (let i = 0; i < common; i++) {
    const e = expected[i]!;
    const a = actual[i]!;
    const eSpace = WHITESPACE.test(e[0]!);
    const aSpace = WHITESPACE.test(a[0]!);
    if (eSpace || aSpace) {
      if (e !== a) {
        return {
          accepted: false,
          message: `whitespace differs: expected ${eSpace ? visibleWhitespace(e) : describe(e)}, got ${aSpace ? visibleWhitespace(a) : describe(a)}`,
        };
      }
      continue;
    }
    if (!compareTokens(e, a, options))
      return { accepted: false, message: `expected ${describe(e)}, got ${describe(a)}` };
  }
  if (expected.length !== actual.length) {
    const extra = actual.length > expected.length;
    const piece = extra ? actual[common]! : expected[common]!;
    return {
      accepted: false,
      message: extra
        ? `extra output: ${visibleWhitespace(piece)}`
        : `output ended early; expected ${visibleWhitespace(piece)}`,
    };
  }
  return { accepted: true, message: 'output matches exactly (whitespace included)' };
}
