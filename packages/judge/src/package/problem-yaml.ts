/**
 * problem.yaml in both layouts. Legacy: `validation: custom interactive score`, `validator_flags`, `limits.time_multiplier`
 * and the time limit in a `.timelimit` file. 2023-07 draft: `type` (string or list), `name` per language,
 * `limits.time_limit` and `limits.time_multipliers`. Limits the package leaves out take the platform defaults below.
 */
import { parse as parseYaml } from 'yaml';
import {
  PackageError,
  isMap,
  optionalMap,
  optionalNumber,
  optionalString,
  wordList,
  type YamlMap,
} from './package-error.ts';
import type { PackageFormat, ProblemLimits, ProblemMetadata, ProblemType } from './types.ts';

/** Platform defaults for limits a package does not set (the format leaves them to the system). */
export const DEFAULT_LIMITS = {
  timeLimitS: 2,
  memoryMb: 1024,
  outputMb: 8,
  codeKb: 128,
  compilationTimeS: 60,
  compilationMemoryMb: 2048,
  validationTimeS: 60,
  validationMemoryMb: 2048,
  validationOutputMb: 8,
} as const;

const FILE = 'problem.yaml';

const LEGACY_KEYS = new Set([
  'problem_format_version',
  'type',
  'name',
  'uuid',
  'author',
  'source',
  'source_url',
  'license',
  'rights_owner',
  'limits',
  'validation',
  'validator_flags',
  'grading',
  'keywords',
]);
const DRAFT_KEYS = new Set([
  ...LEGACY_KEYS,
  'version',
  'credits',
  'embargo_until',
  'languages',
  'allow_file_writing',
  'constants',
]);

/** Format language codes of `languages:` that name a platform language under another code. */
export const FORMAT_LANGUAGE_ALIASES: Record<string, string> = {
  python3: 'python',
  'c++': 'cpp',
  kt: 'kotlin',
};

export interface ParsedProblemYaml {
  metadata: ProblemMetadata;
  limits: ProblemLimits;
  warnings: string[];
}

export function detectFormat(version: string | undefined): PackageFormat {
  if (version === undefined || version === 'legacy' || version === 'legacy-icpc') return 'legacy';
  if (/^(\d{4}-\d{2}(-draft)?|draft)$/.test(version)) return '2023-07-draft';
  throw new PackageError(FILE, `unknown problem_format_version '${version}'`);
}

/**
 * @param timelimitFile contents of a legacy `.timelimit` file, when the package has one.
 */
export function parseProblemYaml(text: string, timelimitFile?: string): ParsedProblemYaml {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (error) {
    throw new PackageError(FILE, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (doc === null || doc === undefined) doc = {};
  if (!isMap(doc)) throw new PackageError(FILE, 'must be a YAML map');
  const warnings: string[] = [];
  const format = detectFormat(optionalString(FILE, doc, 'problem_format_version'));
  const known = format === 'legacy' ? LEGACY_KEYS : DRAFT_KEYS;
  for (const key of Object.keys(doc)) if (!known.has(key)) warnings.push(`${FILE}: unknown key '${key}'`);

  const type = parseType(doc, format);
  const validationWords = wordList(FILE, doc.validation, 'validation');
  const validation = validationWords[0] ?? 'default';
  if (validation !== 'default' && validation !== 'custom') {
    throw new PackageError(FILE, `'validation' must begin with 'default' or 'custom', got '${validation}'`);
  }
  // Legacy spells interactive, scoring-by-validator and multi-pass in `validation`; the draft moved them into `type`.
  // A word we do not know is refused: ignoring it would judge the problem by other rules than its author meant.
  for (const word of validationWords.slice(1)) {
    if (!['interactive', 'score', 'multi-pass'].includes(word))
      throw new PackageError(
        FILE,
        `'validation' has unknown value '${word}' (known: interactive, score, multi-pass)`,
      );
  }
  if (validationWords.includes('multi-pass') && validation !== 'custom')
    throw new PackageError(FILE, "multi-pass problems need 'validation: custom multi-pass'");
  if (validationWords.includes('interactive')) type.interactive = true;
  if (validationWords.includes('score')) type.scoring = true;
  if (validationWords.includes('multi-pass')) type.multiPass = true;
  if (type.interactive && validation === 'default' && format === 'legacy') {
    throw new PackageError(FILE, "interactive problems need 'validation: custom interactive'");
  }

  const metadata: ProblemMetadata = {
    formatVersion: format,
    name: parseName(doc),
    uuid: optionalString(FILE, doc, 'uuid') ?? null,
    type,
    validation,
    validatorFlags: wordList(FILE, doc.validator_flags, 'validator_flags'),
    authors: parseAuthors(doc),
    source: parseSource(doc),
    license: optionalString(FILE, doc, 'license') ?? 'unknown',
    keywords: wordList(FILE, doc.keywords, 'keywords'),
    languages: parseLanguages(doc),
    objective: parseObjective(doc),
  };
  if (format === '2023-07-draft' && metadata.uuid === null)
    warnings.push(`${FILE}: 'uuid' is required by the 2023-07 draft`);
  return { metadata, limits: parseLimits(doc, format, timelimitFile), warnings };
}

function parseType(doc: YamlMap, format: PackageFormat): ProblemType {
  const words = wordList(FILE, doc.type, 'type');
  const type: ProblemType = { scoring: false, interactive: false, multiPass: false, submitAnswer: false };
  const allowed =
    format === 'legacy'
      ? ['pass-fail', 'scoring']
      : ['pass-fail', 'scoring', 'interactive', 'multi-pass', 'submit-answer'];
  for (const word of words) {
    if (!allowed.includes(word)) throw new PackageError(FILE, `'type' has unknown value '${word}'`);
  }
  type.scoring = words.includes('scoring');
  type.interactive = words.includes('interactive');
  type.multiPass = words.includes('multi-pass');
  type.submitAnswer = words.includes('submit-answer');
  if (type.scoring && words.includes('pass-fail'))
    throw new PackageError(FILE, "'type' cannot be both pass-fail and scoring");
  if (type.submitAnswer && (type.interactive || type.multiPass)) {
    throw new PackageError(FILE, "'type' submit-answer cannot be combined with interactive or multi-pass");
  }
  return type;
}

function parseName(doc: YamlMap): Record<string, string> {
  const name = doc.name;
  if (name === undefined || name === null) return {};
  if (typeof name === 'string') return { en: name };
  if (isMap(name) && Object.values(name).every((v) => typeof v === 'string'))
    return name as Record<string, string>;
  throw new PackageError(FILE, "'name' must be a string or a map from language code to string");
}

function persons(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function parseAuthors(doc: YamlMap): string[] {
  if (typeof doc.author === 'string') return persons(doc.author);
  const credits = doc.credits;
  if (typeof credits === 'string') return [credits];
  if (isMap(credits)) return persons(credits.authors);
  return [];
}

function parseSource(doc: YamlMap): string | null {
  const source = doc.source;
  if (typeof source === 'string') return source;
  const first = Array.isArray(source) ? source[0] : source;
  if (typeof first === 'string') return first;
  if (isMap(first) && typeof first.name === 'string') return first.name;
  return null;
}

function parseLanguages(doc: YamlMap): 'all' | string[] {
  const words = wordList(FILE, doc.languages, 'languages');
  if (words.length === 0 || words.includes('all')) return 'all';
  return words.map((w) => FORMAT_LANGUAGE_ALIASES[w] ?? w);
}

function parseObjective(doc: YamlMap): 'max' | 'min' {
  const grading = optionalMap(FILE, doc, 'grading');
  const objective = grading ? optionalString(FILE, grading, 'objective') : undefined;
  if (objective === undefined || objective === 'max') return 'max';
  if (objective === 'min') return 'min';
  throw new PackageError(FILE, "'grading.objective' must be 'min' or 'max'");
}

const positive = (n: number) => n > 0;

function parseLimits(doc: YamlMap, format: PackageFormat, timelimitFile?: string): ProblemLimits {
  const limits = optionalMap(FILE, doc, 'limits') ?? {};
  const num = (key: string) => optionalNumber(`${FILE} limits`, limits, key, positive);
  const multipliers = optionalMap(`${FILE} limits`, limits, 'time_multipliers') ?? {};
  const atLeastOne = (n: number) => n >= 1;
  const acToTimeLimit =
    optionalNumber(`${FILE} limits.time_multipliers`, multipliers, 'ac_to_time_limit', atLeastOne) ??
    num('time_multiplier') ??
    (format === 'legacy' ? 5 : 2);
  const timeLimitToTle =
    optionalNumber(`${FILE} limits.time_multipliers`, multipliers, 'time_limit_to_tle', atLeastOne) ??
    (format === 'legacy' ? 1 : 1.5);

  let timeLimitS = num('time_limit');
  let timeLimitSource: ProblemLimits['timeLimitSource'] = 'problem.yaml';
  if (timeLimitS === undefined && timelimitFile !== undefined) {
    const parsed = Number(timelimitFile.trim());
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new PackageError('.timelimit', 'must hold a positive number of seconds');
    timeLimitS = parsed;
    timeLimitSource = '.timelimit';
  }
  if (timeLimitS === undefined) {
    timeLimitS = DEFAULT_LIMITS.timeLimitS;
    timeLimitSource = 'default';
  }
  return {
    timeLimitS,
    timeLimitSource,
    timeMultipliers: { acToTimeLimit, timeLimitToTle },
    timeResolutionS: num('time_resolution') ?? 1,
    timeSafetyMargin: num('time_safety_margin') ?? 2,
    memoryMb: num('memory') ?? DEFAULT_LIMITS.memoryMb,
    outputMb: num('output') ?? DEFAULT_LIMITS.outputMb,
    codeKb: num('code') ?? DEFAULT_LIMITS.codeKb,
    compilationTimeS: num('compilation_time') ?? DEFAULT_LIMITS.compilationTimeS,
    compilationMemoryMb: num('compilation_memory') ?? DEFAULT_LIMITS.compilationMemoryMb,
    validationTimeS: num('validation_time') ?? DEFAULT_LIMITS.validationTimeS,
    validationMemoryMb: num('validation_memory') ?? DEFAULT_LIMITS.validationMemoryMb,
    validationOutputMb: num('validation_output') ?? DEFAULT_LIMITS.validationOutputMb,
    validationPasses: num('validation_passes') ?? 2,
  };
}
