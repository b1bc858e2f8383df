/**
 * One interface for every way of checking a team's output (strategies, as in hydrojudge's checker registry): the
 * format's default validator in its variants, and a package's own output validator run in the sandbox.
 */

/** AC / WA as the format's exit codes 42 / 43; JE when the checker itself failed (never the submission's fault). */
export type CheckVerdict = 'AC' | 'WA' | 'JE';

export interface CheckRequest {
  /** Host paths of the test's input and answer files. */
  inputPath: string;
  answerPath: string;
  /** The submission's standard output. */
  output: string;
  /** Validator arguments of this test (problem validator_flags + the group's output validator flags). */
  flags: string[];
}

export interface CheckResult {
  verdict: CheckVerdict;
  /** Why: the first difference, the validator's judgemessage.txt, or what went wrong with the checker. */
  message: string;
  /** Message meant for the submitter (teammessage.txt), when a custom validator writes one. */
  teamMessage?: string;
  /** score.txt of a custom validator on a scoring problem, when written. */
  score?: number;
  /** score_multiplier.txt (draft), a factor in [0, 1] applied to the test's maximum score. */
  scoreMultiplier?: number;
}

export interface Checker {
  readonly name: string;
  check(request: CheckRequest): Promise<CheckResult>;
}

/** A checker that cannot be configured as asked (bad validator flags, a validator that does not build). */
export class CheckerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckerConfigError';
  }
}
