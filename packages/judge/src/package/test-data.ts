/**
 * data/sample and data/secret: test cases (`.in` + `.ans`, `.interaction` for samples), sub-folders as groups, and the
 * group settings file (`testdata.yaml`; later drafts call it `test_group.yaml`). Cases and groups come in the format's
 * order: lexicographic on base name, interleaved.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  PackageError,
  isMap,
  optionalNumber,
  optionalString,
  wordList,
  type YamlMap,
} from './package-error.ts';
import type {
  DraftScoring,
  GroupItem,
  GroupSettings,
  InputValidatorArgs,
  PackageFormat,
  TestCase,
  TestGroup,
} from './types.ts';

const SETTINGS_FILES = ['testdata.yaml', 'test_group.yaml'] as const;
const GROUP_KEYS = new Set([
  'on_reject',
  'grading',
  'grader_flags',
  'accept_score',
  'reject_score',
  'range',
  'input_validator_flags',
  'output_validator_flags',
  'input_validator_args',
  'output_validator_args',
  'scoring',
  'full_feedback',
  'static_validation',
  'hint',
  'description',
  'args',
]);

export function defaultGroupSettings(isSample: boolean): GroupSettings {
  return {
    onReject: 'break',
    grading: 'default',
    graderFlags: [],
    acceptScore: 1,
    rejectScore: 0,
    range: [-Infinity, Infinity],
    outputValidatorFlags: [],
    inputValidatorFlags: {},
    scoring: null,
    fullFeedback: isSample,
  };
}

/** Validator flags are a string, a sequence, or (legacy) a map `{name, flags}` naming one validator. */
function validatorFlags(file: string, value: unknown, key: string): string[] {
  if (isMap(value)) return wordList(file, value.flags, `${key}.flags`);
  return wordList(file, value, key);
}

/**
 * Input validator arguments: a string or sequence for every validator (`*`), the legacy map `{name, flags}` for one
 * named validator, or the draft map from validator name to its arguments.
 */
export function inputValidatorArgs(file: string, value: unknown, key: string): InputValidatorArgs {
  if (!isMap(value)) return { '*': wordList(file, value, key) };
  if ('name' in value && typeof value.name === 'string')
    return { [value.name]: wordList(file, value.flags, `${key}.flags`) };
  return Object.fromEntries(
    Object.entries(value).map(([name, args]) => [name, wordList(file, args, `${key}.${name}`)]),
  );
}

function parseRange(file: string, value: unknown): [number, number] {
  const words = wordList(file, value, 'range');
  const nums = words.map((w) => (/^[+]?inf$/.test(w) ? Infinity : w === '-inf' ? -Infinity : Number(w)));
  if (nums.length !== 2 || nums.some((n) => Number.isNaN(n))) {
    throw new PackageError(file, "'range' must be two numbers (inf, -inf, +inf allowed)");
  }
  return [nums[0]!, nums[1]!];
}

function parseScoring(file: string, value: unknown): DraftScoring | null {
  if (value === undefined || value === null) return null;
  if (!isMap(value)) throw new PackageError(file, "'scoring' must be a map");
  let score: DraftScoring['score'] = null;
  if (value.score === 'unbounded') score = 'unbounded';
  else if (value.score !== undefined) score = optionalNumber(file, value, 'score', (n) => n >= 0) ?? null;
  const aggregation = optionalString(file, value, 'aggregation') ?? null;
  if (aggregation !== null && aggregation !== 'pass-fail' && aggregation !== 'sum' && aggregation !== 'min') {
    throw new PackageError(file, "'scoring.aggregation' must be pass-fail, sum or min");
  }
  return { score, aggregation, requirePass: wordList(file, value.require_pass, 'scoring.require_pass') };
}

/**
 * Legacy: a group's testdata.yaml replaces its ancestor's wholesale. Draft: validator args and full_feedback are
 * inherited, `scoring` belongs to the group alone.
 */
export function parseGroupSettings(
  file: string,
  text: string,
  inherited: GroupSettings,
  format: PackageFormat,
  isSample: boolean,
  warnings: string[],
): GroupSettings {
  let doc: unknown;
  try {
    doc = parseYaml(text) ?? {};
  } catch (error) {
    throw new PackageError(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isMap(doc)) throw new PackageError(file, 'must be a YAML map');
  for (const key of Object.keys(doc))
    if (!GROUP_KEYS.has(key)) warnings.push(`${file}: unknown key '${key}'`);
  const base = format === 'legacy' ? defaultGroupSettings(isSample) : { ...inherited, scoring: null };
  const map: YamlMap = doc;
  const onReject = optionalString(file, map, 'on_reject') ?? base.onReject;
  if (onReject !== 'break' && onReject !== 'continue')
    throw new PackageError(file, "'on_reject' must be break or continue");
  const grading = optionalString(file, map, 'grading') ?? base.grading;
  if (grading !== 'default' && grading !== 'custom')
    throw new PackageError(file, "'grading' must be default or custom");
  const has = (key: string) => map[key] !== undefined && map[key] !== null;
  return {
    onReject,
    grading,
    graderFlags: has('grader_flags') ? wordList(file, map.grader_flags, 'grader_flags') : base.graderFlags,
    acceptScore: optionalNumber(file, map, 'accept_score') ?? base.acceptScore,
    rejectScore: optionalNumber(file, map, 'reject_score') ?? base.rejectScore,
    range: has('range') ? parseRange(file, map.range) : base.range,
    outputValidatorFlags: has('output_validator_args')
      ? validatorFlags(file, map.output_validator_args, 'output_validator_args')
      : has('output_validator_flags')
        ? validatorFlags(file, map.output_validator_flags, 'output_validator_flags')
        : base.outputValidatorFlags,
    inputValidatorFlags: has('input_validator_args')
      ? inputValidatorArgs(file, map.input_validator_args, 'input_validator_args')
      : has('input_validator_flags')
        ? inputValidatorArgs(file, map.input_validator_flags, 'input_validator_flags')
        : base.inputValidatorFlags,
    scoring: parseScoring(file, map.scoring),
    fullFeedback: typeof map.full_feedback === 'boolean' ? map.full_feedback : base.fullFeedback,
  };
}

interface ReadContext {
  dataDir: string;
  format: PackageFormat;
  problemValidatorFlags: string[];
  warnings: string[];
}

interface DataEntry {
  name: string;
  isFile(): boolean;
  isDirectory(): boolean;
}

/**
 * A data folder's entries with symbolic links followed, as packages publish them (a sample linked from secret, an
 * input shared by two cases). A link must stay inside the package: one that leaves it, or dangles, is refused by
 * name rather than dropped (a dropped case would silently judge on fewer tests).
 */
async function dataEntries(dir: string, rel: string, packageRoot: string): Promise<DataEntry[]> {
  const root = await realpath(packageRoot);
  const out: DataEntry[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isSymbolicLink()) {
      out.push(entry);
      continue;
    }
    const where = `data/${rel}/${entry.name}`;
    let target: string;
    try {
      target = await realpath(path.join(dir, entry.name));
    } catch {
      throw new PackageError(where, 'is a symbolic link to nothing');
    }
    if (target !== root && !target.startsWith(root + path.sep))
      throw new PackageError(where, 'is a symbolic link that leaves the package');
    const info = await stat(target);
    out.push({ name: entry.name, isFile: () => info.isFile(), isDirectory: () => info.isDirectory() });
  }
  return out;
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function readIfExists(p: string): Promise<string | null> {
  try {
    return await readFile(p, 'utf8');
  } catch {
    return null;
  }
}

async function readCaseYaml(ctx: ReadContext, rel: string, abs: string): Promise<YamlMap> {
  const text = await readIfExists(`${abs}.yaml`);
  if (text === null) return {};
  let doc: unknown;
  try {
    doc = parseYaml(text) ?? {};
  } catch (error) {
    throw new PackageError(`data/${rel}.yaml`, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isMap(doc)) throw new PackageError(`data/${rel}.yaml`, 'must be a YAML map');
  return doc;
}

async function readGroup(
  ctx: ReadContext,
  name: string,
  inherited: GroupSettings,
  isSample: boolean,
): Promise<TestGroup> {
  const dir = path.join(ctx.dataDir, name);
  const entries = await dataEntries(dir, name, path.dirname(ctx.dataDir));
  const present = SETTINGS_FILES.filter((f) => entries.some((e) => e.isFile() && e.name === f));
  if (present.length > 1)
    throw new PackageError(`data/${name}`, 'has both testdata.yaml and test_group.yaml');
  let settings = inherited;
  if (present[0]) {
    const file = `data/${name}/${present[0]}`;
    settings = parseGroupSettings(
      file,
      await readFile(path.join(dir, present[0]), 'utf8'),
      inherited,
      ctx.format,
      isSample,
      ctx.warnings,
    );
  } else if (ctx.format !== 'legacy') {
    settings = { ...inherited, scoring: null };
  }

  const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  const items: Array<{ key: string; item: GroupItem }> = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      // `.files` folders belong to a test case (draft file input), not a group.
      if (entry.name.endsWith('.files')) {
        ctx.warnings.push(`data/${name}/${entry.name}: file inputs (.files) are not given to submissions`);
        continue;
      }
      if (isSample && ctx.format !== 'legacy') {
        throw new PackageError(`data/${name}/${entry.name}`, 'data/sample must not contain test groups');
      }
      if (files.has(`${entry.name}.in`)) {
        throw new PackageError(
          `data/${name}/${entry.name}`,
          'a group must not share its name with a test case',
        );
      }
      const group = await readGroup(ctx, `${name}/${entry.name}`, settings, isSample);
      items.push({ key: entry.name, item: { kind: 'group', group } });
      continue;
    }
    if (!entry.isFile()) continue;
    const interactionOnly =
      entry.name.endsWith('.interaction') && !files.has(entry.name.replace(/\.interaction$/, '.in'));
    if (!entry.name.endsWith('.in') && !interactionOnly) continue;
    if (interactionOnly) {
      // A sample interaction without .in/.ans only illustrates the statement; nothing to judge.
      if (!isSample)
        ctx.warnings.push(`data/${name}/${entry.name}: .interaction files belong in data/sample`);
      continue;
    }
    const base = entry.name.slice(0, -'.in'.length);
    const caseName = `${name}/${base}`;
    if (!files.has(`${base}.ans`))
      throw new PackageError(`data/${caseName}.in`, `has no answer file ${base}.ans`);
    const abs = path.join(dir, base);
    const caseYaml = ctx.format === 'legacy' ? {} : await readCaseYaml(ctx, caseName, abs);
    const yamlFile = `data/${caseName}.yaml`;
    const caseFlags =
      caseYaml.output_validator_args !== undefined
        ? validatorFlags(yamlFile, caseYaml.output_validator_args, 'output_validator_args')
        : settings.outputValidatorFlags;
    const testCase: TestCase = {
      name: caseName,
      group: name,
      inputPath: `${abs}.in`,
      answerPath: `${abs}.ans`,
      interactionPath: files.has(`${base}.interaction`) ? `${abs}.interaction` : null,
      isSample,
      validatorFlags: [...ctx.problemValidatorFlags, ...caseFlags],
      inputValidatorArgs:
        caseYaml.input_validator_args !== undefined
          ? inputValidatorArgs(yamlFile, caseYaml.input_validator_args, 'input_validator_args')
          : settings.inputValidatorFlags,
      args: wordList(yamlFile, caseYaml.args, 'args'),
      hint: optionalString(yamlFile, caseYaml, 'hint') ?? (await readIfExists(`${abs}.hint`))?.trim() ?? null,
      description:
        optionalString(yamlFile, caseYaml, 'description') ??
        (await readIfExists(`${abs}.desc`))?.trim() ??
        null,
    };
    items.push({ key: base, item: { kind: 'case', case: testCase } });
  }
  items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { name, path: dir, settings, hasOwnSettings: present.length > 0, items: items.map((i) => i.item) };
}

/** Every test case of a group and its subgroups, in judging order. */
export function flattenCases(group: TestGroup): TestCase[] {
  return group.items.flatMap((item) => (item.kind === 'case' ? [item.case] : flattenCases(item.group)));
}

export interface TestData {
  sample: TestGroup | null;
  secret: TestGroup;
  warnings: string[];
}

export async function readTestData(
  root: string,
  format: PackageFormat,
  problemValidatorFlags: string[],
): Promise<TestData> {
  const dataDir = path.join(root, 'data');
  if (!(await isDirectory(dataDir))) throw new PackageError('data/', 'missing test data folder');
  if (!(await isDirectory(path.join(dataDir, 'secret'))))
    throw new PackageError('data/secret/', 'missing secret test data folder');
  const ctx: ReadContext = { dataDir, format, problemValidatorFlags, warnings: [] };
  // The root data/ folder may hold settings that both top-level groups inherit.
  const rootEntries = await readdir(dataDir);
  let rootSettings = defaultGroupSettings(false);
  for (const file of SETTINGS_FILES) {
    if (rootEntries.includes(file)) {
      rootSettings = parseGroupSettings(
        `data/${file}`,
        await readFile(path.join(dataDir, file), 'utf8'),
        rootSettings,
        format,
        false,
        ctx.warnings,
      );
    }
  }
  const sample = (await isDirectory(path.join(dataDir, 'sample')))
    ? await readGroup(ctx, 'sample', { ...rootSettings, fullFeedback: true }, true)
    : null;
  const secret = await readGroup(ctx, 'secret', rootSettings, false);
  if (flattenCases(secret).length === 0)
    throw new PackageError('data/secret/', 'holds no test case (.in + .ans)');
  return { sample, secret, warnings: ctx.warnings };
}
