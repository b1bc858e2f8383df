/**
 * The checker registry: a name -> strategy table. Problems stored as packages use `format-default` (their flags decide)
 * or `custom` (their own validator); other problems pick a preset by name.
 */
import type { SandboxLimits, Sandbox } from '../sandbox/types.ts';
import type { CompiledArtifact } from '../compile-run/compile.ts';
import { CustomValidatorChecker } from './custom-validator.ts';
import { FORMAT_DEFAULT_OPTIONS } from './default-validator-options.ts';
import { FormatDefaultChecker, PresetTokenChecker } from './token-checkers.ts';
import { CheckerConfigError, type Checker } from './types.ts';

export const CHECKER_NAMES = ['format-default', 'exact', 'case-insensitive', 'float', 'custom'] as const;
export type CheckerName = (typeof CHECKER_NAMES)[number];

export interface CheckerOptions {
  /** `float`: tolerances (both default to 1e-6 when neither is given). */
  absoluteTolerance?: number;
  relativeTolerance?: number;
  /** `custom`: the compiled validator and where to run it. */
  artifact?: CompiledArtifact;
  sandbox?: Sandbox;
  limits?: SandboxLimits;
}

export function createChecker(name: CheckerName, options: CheckerOptions = {}): Checker {
  switch (name) {
    case 'format-default':
      return new FormatDefaultChecker();
    case 'exact':
      // Tokens must match byte for byte; only the amount of whitespace between them is free.
      return new PresetTokenChecker('exact', { ...FORMAT_DEFAULT_OPTIONS, caseSensitive: true });
    case 'case-insensitive':
      return new PresetTokenChecker('case-insensitive', { ...FORMAT_DEFAULT_OPTIONS, caseSensitive: false });
    case 'float': {
      const none = options.absoluteTolerance === undefined && options.relativeTolerance === undefined;
      return new PresetTokenChecker('float', {
        ...FORMAT_DEFAULT_OPTIONS,
        caseSensitive: true,
        floatAbsoluteTolerance: none ? 1e-6 : (options.absoluteTolerance ?? null),
        floatRelativeTolerance: none ? 1e-6 : (options.relativeTolerance ?? null),
      });
    }
    case 'custom': {
      if (!options.artifact || !options.sandbox || !options.limits) {
        throw new CheckerConfigError('the custom checker needs a compiled validator, a sandbox and limits');
      }
      return new CustomValidatorChecker({
        artifact: options.artifact,
        sandbox: options.sandbox,
        limits: options.limits,
      });
    }
    default: {
      const unknown: never = name;
      throw new CheckerConfigError(`unknown checker '${String(unknown)}'`);
    }
  }
}
