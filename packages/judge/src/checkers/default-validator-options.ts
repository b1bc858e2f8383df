/**
 * Flags of the format's default output validator: `case_sensitive`, `space_change_sensitive`,
 * `float_relative_tolerance ε`, `float_absolute_tolerance ε`, `float_tolerance ε` (both at once).
 */
import { CheckerConfigError } from './types.ts';

export interface DefaultValidatorOptions {
  /** The format's default validator compares tokens ignoring ASCII case unless `case_sensitive` is given. */
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  floatAbsoluteTolerance: number | null;
  floatRelativeTolerance: number | null;
}

export const FORMAT_DEFAULT_OPTIONS: DefaultValidatorOptions = {
  caseSensitive: false,
  spaceChangeSensitive: false,
  floatAbsoluteTolerance: null,
  floatRelativeTolerance: null,
};

function tolerance(flag: string, value: string | undefined): number {
  const n = value === undefined ? NaN : Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new CheckerConfigError(
      `validator flag ${flag} needs a non-negative number, got ${value ?? 'nothing'}`,
    );
  return n;
}

export function parseDefaultValidatorFlags(flags: string[]): DefaultValidatorOptions {
  const options = { ...FORMAT_DEFAULT_OPTIONS };
  const seen = new Set<string>();
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i]!;
    switch (flag) {
      case 'case_sensitive':
        options.caseSensitive = true;
        break;
      case 'space_change_sensitive':
        options.spaceChangeSensitive = true;
        break;
      case 'float_tolerance':
      case 'float_absolute_tolerance':
      case 'float_relative_tolerance': {
        if (seen.has(flag)) throw new CheckerConfigError(`validator flag ${flag} given twice`);
        seen.add(flag);
        const value = tolerance(flag, flags[++i]);
        if (flag !== 'float_relative_tolerance') options.floatAbsoluteTolerance = value;
        if (flag !== 'float_absolute_tolerance') options.floatRelativeTolerance = value;
        break;
      }
      default:
        throw new CheckerConfigError(`unknown default validator flag '${flag}'`);
    }
  }
  if (seen.has('float_tolerance') && seen.size > 1) {
    throw new CheckerConfigError(
      'float_tolerance cannot be combined with float_absolute_tolerance or float_relative_tolerance',
    );
  }
  return options;
}
