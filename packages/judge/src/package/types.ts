/**
 * The typed form of an ICPC / Kattis problem package (legacy layout and the 2023-07 draft), as the reader returns it.
 * Every path here is absolute on the host; `name`s are relative to `data/` (e.g. `secret/group1/03`).
 */
import type { PackageIncludes } from './includes.ts';
import type { DsPackagePart } from '../data-science/ds-package.ts';
import type { FrontendPackagePart } from '../frontend/frontend-package.ts';
import type { SqlPackagePart } from '../sql-problems/sql-package.ts';
import type { LanguageId } from './file-language.ts';

export type PackageFormat = 'legacy' | '2023-07-draft';

export interface ProblemType {
  scoring: boolean;
  interactive: boolean;
  /** Multi-pass and submit-answer problems are read but cannot be judged here (reported by the judge). */
  multiPass: boolean;
  submitAnswer: boolean;
}

export interface TimeMultipliers {
  /** Slowest accepted submission times this must fit under the time limit (draft: ac_to_time_limit; legacy: time_multiplier). */
  acToTimeLimit: number;
  /** The time limit times this must stay below the fastest time_limit_exceeded submission (draft only; legacy: 1). */
  timeLimitToTle: number;
}

export type TimeLimitSource = 'problem.yaml' | '.timelimit' | 'default';

export interface ProblemLimits {
  timeLimitS: number;
  /** Where the time limit came from: declared in problem.yaml (draft), a `.timelimit` file (legacy exports), or our default. */
  timeLimitSource: TimeLimitSource;
  timeMultipliers: TimeMultipliers;
  timeResolutionS: number;
  /** Legacy only: added to the computed time limit as a safety margin factor. */
  timeSafetyMargin: number;
  memoryMb: number;
  outputMb: number;
  codeKb: number;
  compilationTimeS: number;
  compilationMemoryMb: number;
  validationTimeS: number;
  validationMemoryMb: number;
  validationOutputMb: number;
  validationPasses: number;
}

export interface ProblemMetadata {
  formatVersion: PackageFormat;
  /** Problem name per statement language; `en` when the package gives a plain string. */
  name: Record<string, string>;
  uuid: string | null;
  type: ProblemType;
  /** `custom` when the package ships its own output validator (legacy `validation: custom ...`, or an output_validator/ folder). */
  validation: 'default' | 'custom';
  /** Legacy problem.yaml `validator_flags`, split into arguments. */
  validatorFlags: string[];
  authors: string[];
  source: string | null;
  license: string;
  keywords: string[];
  /** Platform languages allowed by the package (`all` when unrestricted). */
  languages: 'all' | string[];
  /** Legacy `grading.objective` for scoring problems. */
  objective: 'max' | 'min';
}

export type StatementFormat = 'md' | 'tex' | 'pdf';

export interface Statement {
  language: string;
  format: StatementFormat;
  path: string;
}

/** The test-data settings in force for a group: testdata.yaml (legacy, draft) or test_group.yaml (later drafts). */
export interface GroupSettings {
  onReject: 'break' | 'continue';
  grading: 'default' | 'custom';
  /** Legacy default-grader flags: worst_error, first_error, always_accept, sum, avg, min, max, ignore_sample, accept_if_any_accepted. */
  graderFlags: string[];
  acceptScore: number;
  rejectScore: number;
  range: [number, number];
  outputValidatorFlags: string[];
  /** Input validator arguments by validator name; key `*` applies to every validator. */
  inputValidatorFlags: InputValidatorArgs;
  /** Draft `scoring:` map of this group (not inherited). */
  scoring: DraftScoring | null;
  fullFeedback: boolean;
}

export type InputValidatorArgs = Record<string, string[]>;

export interface DraftScoring {
  score: number | 'unbounded' | null;
  aggregation: 'pass-fail' | 'sum' | 'min' | null;
  requirePass: string[];
}

export interface TestCase {
  /** Path relative to data/ without extension, e.g. `sample/1` or `secret/group1/03`. */
  name: string;
  /** Name of the group the case belongs to, e.g. `secret/group1`. */
  group: string;
  inputPath: string;
  answerPath: string;
  /** Sample interaction log of interactive problems (`.interaction`), shown in statements only. */
  interactionPath: string | null;
  isSample: boolean;
  /** Output validator arguments for this case: problem-level validator_flags followed by the group's. */
  validatorFlags: string[];
  /** Input validator arguments of this case (see GroupSettings.inputValidatorFlags). */
  inputValidatorArgs: InputValidatorArgs;
  /** Draft: extra command-line arguments for the submission (`args` in the case's .yaml). */
  args: string[];
  hint: string | null;
  description: string | null;
}

export type GroupItem = { kind: 'case'; case: TestCase } | { kind: 'group'; group: TestGroup };

export interface TestGroup {
  /** `sample`, `secret`, `secret/group1`, ... */
  name: string;
  path: string;
  settings: GroupSettings;
  /** Whether the group directory holds its own testdata.yaml / test_group.yaml. */
  hasOwnSettings: boolean;
  /** Test cases and subgroups in the format's order: lexicographic on base name. */
  items: GroupItem[];
}

export interface ProgramSource {
  /** The program's name within the package (file base name or directory name). */
  name: string;
  path: string;
  kind: 'file' | 'directory';
  /** Source files relative to the program's path (a file program lists just its own name). */
  files: string[];
  /** Platform language when it can be told from file extensions; null when unknown or mixed. */
  language: LanguageId | null;
  /** A language of the format's table that the platform does not run (e.g. `go`), so the program can be skipped. */
  unsupportedLanguage: string | null;
  /** Directory programs may bring their own POSIX `build` / `run` scripts. */
  buildScript: string | null;
  runScript: string | null;
}

/** Folder names under submissions/ that the verify tool understands. */
export const EXPECTED_RESULT_FOLDERS = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'partially_accepted',
  'rejected',
  'brute_force',
] as const;
export type ExpectedResultFolder = (typeof EXPECTED_RESULT_FOLDERS)[number];

export interface PackageSubmission {
  /** Path relative to submissions/, e.g. `accepted/sum.py`. */
  name: string;
  expected: ExpectedResultFolder;
  program: ProgramSource;
}

export interface ProblemPackage {
  root: string;
  /** The package directory's base name (or the zip's base name without extension). */
  shortName: string;
  metadata: ProblemMetadata;
  limits: ProblemLimits;
  statements: Statement[];
  sample: TestGroup | null;
  secret: TestGroup;
  /** All test cases, samples first, then secret in the format's order. */
  testCases: TestCase[];
  outputValidator: ProgramSource | null;
  inputValidators: ProgramSource[];
  submissions: PackageSubmission[];
  /** Files the package adds to submissions, by language (include/<language>/, include/default/). */
  includes?: PackageIncludes;
  /**
   * SQL problems (katana.yaml `type: SQL`): setup scripts, comparison settings and dialects. Their tests live here,
   * not in testCases (which is empty), and they are judged by sql-problems/judge-sql-submission.ts.
   */
  sql?: SqlPackagePart;
  /**
   * Data-science and ML problems (katana.yaml `type: DATASCIENCE | MACHINE_LEARNING`): the metric and a folder per
   * test; testCases is empty and data-science/judge-ds-submission.ts judges them.
   */
  dataScience?: DsPackagePart;
  /**
   * Front-end problems (katana.yaml `type: FRONTEND | REACT`): starter files and hidden browser tests, judged by
   * frontend/judge-frontend-submission.ts; testCases is empty.
   */
  frontend?: FrontendPackagePart;
  /** Things that are off but do not stop judging (unknown keys, files the format does not know). */
  warnings: string[];
}
