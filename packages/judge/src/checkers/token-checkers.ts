/**
 * The default-validator strategies behind the Checker interface. `format-default` reads its behaviour from each test's
 * validator flags (as packages configure it); the named presets fix one behaviour for problems that are not packages.
 */
import { readFile } from 'node:fs/promises';
import { compareWithDefaultValidator } from './default-validator.ts';
import { parseDefaultValidatorFlags, type DefaultValidatorOptions } from './default-validator-options.ts';
import { CheckerConfigError, type CheckRequest, type CheckResult, type Checker } from './types.ts';

async function compare(request: CheckRequest, options: DefaultValidatorOptions): Promise<CheckResult> {
  const answer = await readFile(request.answerPath, 'utf8');
  const result = compareWithDefaultValidator(answer, request.output, options);
  return { verdict: result.accepted ? 'AC' : 'WA', message: result.message };
}

/** The format's default validator, configured per test by its flags (bad flags are a judge error, not a WA). */
export class FormatDefaultChecker implements Checker {
  readonly name = 'format-default';

  async check(request: CheckRequest): Promise<CheckResult> {
    let options: DefaultValidatorOptions;
    try {
      options = parseDefaultValidatorFlags(request.flags);
    } catch (error) {
      if (error instanceof CheckerConfigError) return { verdict: 'JE', message: error.message };
      throw error;
    }
    return compare(request, options);
  }
}

/** A fixed configuration of the default validator; the test's flags are ignored. */
export class PresetTokenChecker implements Checker {
  constructor(
    readonly name: string,
    private readonly options: DefaultValidatorOptions,
  ) {}

  check(request: CheckRequest): Promise<CheckResult> {
    return compare(request, this.options);
  }
}
