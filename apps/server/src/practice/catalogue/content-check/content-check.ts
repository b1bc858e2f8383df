/**
 * `katana content check [CONTENT_DIR]`: the catalogue lint CI runs before `katana problem verify` (issue 19). Every
 * problem package and item folder has the parts content/README.md asks for, its limits are sane, its Markdown renders
 * through the server's pipeline (Markdown + KaTeX) without an error, and slugs (problems and items share
 * /problems/<slug>) and uuids are unique. It reads files only, judges nothing, so it takes seconds.
 *
 * Each finding is one line `<slug>/<file>: <reason>`; the exit code is 1 when there is any.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  PackageError,
  readItemFolder,
  readKatanaYaml,
  readPackageDir,
  type ProblemPackage,
} from '@katana/judge';
import { ItemError } from '@katana/shared/items/item-error';
import {
  CODE_TOPICS,
  DATA_SCIENCE_TOPICS,
  FRONTEND_TOPICS,
  ITEM_TOPICS,
} from '@katana/shared/items/item-schema';
import type { Item } from '@katana/shared/items/item-types';
import { markdownProblems } from '../../markdown/render-markdown.ts';
import { CODE_MAX_SCORE, parseKatanaYaml, type KatanaYaml } from '../importer/katana-yaml.ts';
import { subfolders } from '../importer/catalogue-importer.ts';
import { readListsFile } from '../importer/lists-file.ts';
import { readFolderFiles, type FolderFile } from '../importer/package-files.ts';
import { uuidFromName } from '../importer/read-problem-package.ts';
import { ladderIssues, listNameProblem, listRules, type ListRules } from './list-rules.ts';

export interface ContentIssue {
  /** `<slug>/<file>` (the folder name stands in for the slug), or a file of the content folder itself. */
  where: string;
  reason: string;
}

/** Accepted solutions every CODE problem ships, by judge language key. */
const ACCEPTED_LANGUAGES = ['cpp', 'python', 'java'] as const;
const CODE_SCAFFOLDS = ['cpp', 'java', 'python', 'javascript'] as const;
const MIN_SAMPLES = 2;
const MIN_SECRET_CODE = 10;
const MIN_SECRET_SQL = 3;
const HINTS = { min: 2, max: 3 };
const META_DESCRIPTION_MAX = 150;
/** Sane limits: a catalogue problem is judged on shared workers, and a learner waits for the verdict. */
const TIME_LIMIT_S = { min: 0.5, max: 10 };
const MEMORY_MB = { min: 32, max: 1024 };
/** The whole data/ folder of a package (the README asks for ~512 KB; the largest shipped package holds 3.3 MB). */
const DATA_MAX_BYTES = 4 * 1024 * 1024;

/** Data-science tests are whole data sets: fewer, larger tests than a CODE problem's. */
const MIN_SAMPLES_DS = 1;
const MIN_SECRET_DS = 2;
/** The topics a package of each kind may name. */
const TOPICS_OF = {
  code: new Set<string>(CODE_TOPICS),
  sql: new Set<string>(ITEM_TOPICS),
  ds: new Set<string>([...CODE_TOPICS, ...DATA_SCIENCE_TOPICS]),
  frontend: new Set<string>(FRONTEND_TOPICS),
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Collects the findings of one folder under its name. */
class Findings {
  readonly issues: ContentIssue[] = [];
  constructor(private readonly folder: string) {}
  add(file: string, reason: string): void {
    this.issues.push({ where: `${this.folder}/${file}`, reason });
  }
  markdown(file: string, source: string, fillUp = false): void {
    for (const problem of markdownProblems(source, { fillUp })) this.add(file, `does not render: ${problem}`);
  }
}

/** One problem package or item: the slug and uuid it claims, for the catalogue-wide uniqueness checks. */
interface Claimed {
  folder: string;
  slug: string | null;
  uuid: string | null;
  /** A problem package's topics (topic ladders need a problem to hold). */
  topics?: readonly string[];
}

function text(files: readonly FolderFile[], name: string): string | null {
  const file = files.find((f) => f.name === name);
  return file ? file.data.toString('utf8') : null;
}

function checkMetadata(
  meta: KatanaYaml,
  kind: keyof typeof TOPICS_OF,
  found: Findings,
  lists: ListRules | null,
): void {
  const file = 'katana.yaml';
  if (meta.slug === undefined) found.add(file, "'slug' is missing");
  if (meta.max_score !== CODE_MAX_SCORE[meta.difficulty]) {
    found.add(
      file,
      `'max_score' ${meta.max_score} is not ${CODE_MAX_SCORE[meta.difficulty]} for ${meta.difficulty}`,
    );
  }
  if (meta.topics.length === 0) found.add(file, "'topics' is empty");
  const known = TOPICS_OF[kind];
  for (const topic of meta.topics) {
    if (!known.has(topic))
      found.add(file, `unknown topic '${topic}' (packages/shared/src/items/item-schema.ts)`);
  }
  if (kind === 'sql' && !meta.topics.includes('sql')) found.add(file, "a SQL problem has the topic 'sql'");
  if (meta.companies.length > 0) {
    found.add(file, "'companies' is for operators' own content; the shipped catalogue makes no such claims");
  }
  for (const list of lists ? meta.lists : []) {
    const reason = lists && listNameProblem(list, lists);
    if (reason) found.add(file, reason);
  }
  if (meta.hints.length < HINTS.min || meta.hints.length > HINTS.max) {
    found.add(file, `has ${meta.hints.length} hint(s); ${HINTS.min}-${HINTS.max} are expected`);
  }
  meta.hints.forEach((hint, i) => found.markdown(`${file} (hint ${i + 1})`, hint));
  if (meta.meta_description.trim() === '') found.add(file, "'meta_description' is missing");
  else if (meta.meta_description.length > META_DESCRIPTION_MAX) {
    found.add(
      file,
      `'meta_description' is ${meta.meta_description.length} characters (at most ${META_DESCRIPTION_MAX})`,
    );
  }
}

function checkLimits(pkg: ProblemPackage, found: Findings): void {
  const { limits } = pkg;
  if (limits.timeLimitSource !== 'problem.yaml')
    found.add('problem.yaml', "'limits.time_limit' is not declared");
  else if (limits.timeLimitS < TIME_LIMIT_S.min || limits.timeLimitS > TIME_LIMIT_S.max) {
    found.add(
      'problem.yaml',
      `time limit ${limits.timeLimitS} s is outside ${TIME_LIMIT_S.min}-${TIME_LIMIT_S.max} s`,
    );
  }
  if (limits.memoryMb < MEMORY_MB.min || limits.memoryMb > MEMORY_MB.max) {
    found.add(
      'problem.yaml',
      `memory limit ${limits.memoryMb} MiB is outside ${MEMORY_MB.min}-${MEMORY_MB.max} MiB`,
    );
  }
}

function checkCodeParts(pkg: ProblemPackage, files: readonly FolderFile[], found: Findings): void {
  const samples = pkg.testCases.filter((t) => t.isSample).length;
  const secret = pkg.testCases.length - samples;
  if (samples < MIN_SAMPLES)
    found.add('data/sample', `has ${samples} sample(s); at least ${MIN_SAMPLES} are expected`);
  if (secret < MIN_SECRET_CODE)
    found.add('data/secret', `has ${secret} test(s); at least ${MIN_SECRET_CODE} are expected`);
  if (!files.some((f) => f.name.startsWith('generators/'))) {
    found.add('generators', 'missing: the script that wrote data/secret (generators/gen.py)');
  }
  const accepted = new Set(
    pkg.submissions.filter((s) => s.expected === 'accepted').map((s) => s.program.language),
  );
  for (const language of ACCEPTED_LANGUAGES) {
    if (!accepted.has(language)) found.add('submissions/accepted', `no accepted solution in ${language}`);
  }
  for (const language of CODE_SCAFFOLDS) {
    if (!files.some((f) => f.name.startsWith(`scaffolds/${language}.`))) {
      found.add('scaffolds', `no scaffold for ${language} (scaffolds/${language}.<ext>)`);
    }
  }
}

function checkFrontendParts(pkg: ProblemPackage, found: Findings): void {
  // The reader already checked starter/ and tests/tests.mjs; a reference is what verify judges first.
  if (!pkg.submissions.some((s) => s.expected === 'accepted' && s.program.kind === 'directory'))
    found.add('submissions/accepted', 'missing: a folder with the reference files');
}

function checkSqlParts(pkg: ProblemPackage, files: readonly FolderFile[], found: Findings): void {
  const sql = pkg.sql!;
  const samples = sql.tests.filter((t) => t.isSample).length;
  const secret = sql.tests.length - samples;
  if (samples < MIN_SAMPLES)
    found.add('data/sample', `has ${samples} setup(s); at least ${MIN_SAMPLES} are expected`);
  if (secret < MIN_SECRET_SQL)
    found.add('data/secret', `has ${secret} setup(s); at least ${MIN_SECRET_SQL} are expected`);
  if (!pkg.submissions.some((s) => s.expected === 'accepted')) {
    found.add('submissions/accepted', 'missing: the reference query (solution.sql)');
  }
  for (const dialect of sql.dialects) {
    if (!files.some((f) => f.name === `scaffolds/${dialect}.sql`)) {
      found.add('scaffolds', `no scaffold for ${dialect} (scaffolds/${dialect}.sql)`);
    }
  }
}

function checkDataScienceParts(pkg: ProblemPackage, files: readonly FolderFile[], found: Findings): void {
  const tests = pkg.dataScience!.tests;
  const samples = tests.filter((t) => t.isSample).length;
  if (samples < MIN_SAMPLES_DS)
    found.add('data/sample', `has ${samples} test folder(s); at least ${MIN_SAMPLES_DS} is expected`);
  if (tests.length - samples < MIN_SECRET_DS)
    found.add(
      'data/secret',
      `has ${tests.length - samples} test folder(s); at least ${MIN_SECRET_DS} are expected`,
    );
  if (!files.some((f) => f.name.startsWith('generators/')))
    found.add('generators', 'missing: the script that wrote the data sets (generators/gen.py)');
  if (!pkg.submissions.some((s) => s.expected === 'accepted' && s.program.language === 'python'))
    found.add('submissions/accepted', 'no accepted solution in python');
  if (!files.some((f) => f.name === 'scaffolds/python.py'))
    found.add('scaffolds', 'no scaffold for python (scaffolds/python.py)');
}

async function checkProblem(dir: string, folder: string, lists: ListRules | null) {
  const found = new Findings(folder);
  const claimed: Claimed = { folder, slug: null, uuid: null };
  let pkg: ProblemPackage;
  let meta: KatanaYaml;
  try {
    pkg = await readPackageDir(dir);
    const doc = await readKatanaYaml(dir);
    if (doc === null) throw new PackageError('katana.yaml', 'missing');
    meta = parseKatanaYaml(doc);
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    found.add(error.file, error.reason);
    return { issues: found.issues, claimed };
  }
  const files = await readFolderFiles(dir);
  const isSql = pkg.sql !== undefined;
  claimed.slug = meta.slug ?? folder;
  claimed.uuid = pkg.metadata.uuid;
  claimed.topics = meta.topics;
  if (meta.slug !== undefined && meta.slug !== folder) {
    found.add('katana.yaml', `slug '${meta.slug}' differs from the folder name '${folder}'`);
  }
  if (pkg.metadata.formatVersion !== '2023-07-draft') {
    found.add('problem.yaml', "'problem_format_version' is not 2023-07-draft");
  }
  if (!pkg.metadata.uuid) found.add('problem.yaml', "'uuid' is missing");
  checkMetadata(
    meta,
    isSql ? 'sql' : pkg.dataScience ? 'ds' : pkg.frontend ? 'frontend' : 'code',
    found,
    lists,
  );
  checkLimits(pkg, found);

  const statement = text(files, 'statement/problem.en.md');
  if (statement === null || statement.trim() === '') found.add('statement/problem.en.md', 'missing or empty');
  else found.markdown('statement/problem.en.md', statement);
  const editorial = text(files, 'editorial/editorial.en.md');
  if (editorial === null || editorial.trim() === '')
    found.add('editorial/editorial.en.md', 'missing or empty');
  else found.markdown('editorial/editorial.en.md', editorial);

  if (!pkg.submissions.some((s) => s.expected === 'wrong_answer')) {
    found.add('submissions/wrong_answer', 'missing: a plausible wrong submission proves the tests catch it');
  }
  if (isSql) checkSqlParts(pkg, files, found);
  else if (pkg.dataScience) checkDataScienceParts(pkg, files, found);
  else if (pkg.frontend) checkFrontendParts(pkg, found);
  else checkCodeParts(pkg, files, found);

  const dataBytes = files.filter((f) => f.name.startsWith('data/')).reduce((n, f) => n + f.data.length, 0);
  if (dataBytes > DATA_MAX_BYTES) {
    found.add(
      'data',
      `holds ${(dataBytes / 1024).toFixed(0)} KiB; keep it under ${DATA_MAX_BYTES / 1024} KiB`,
    );
  }
  return { issues: found.issues, claimed };
}

function itemMarkdown(item: Item, found: Findings): void {
  if (item.type === 'NOTE') {
    found.markdown('note.en.md', item.note);
    return;
  }
  found.markdown('statement.en.md', item.statement, item.type === 'FILL_UP');
  if (item.type === 'SUBJECTIVE') {
    for (const level of item.rubric.levels)
      found.markdown(`item.yaml (rubric level ${level.score})`, level.description);
    return;
  }
  found.markdown('item.yaml (solution_desc)', item.solutionDesc);
  if (item.type === 'SINGLE_CHOICE' || item.type === 'MULTIPLE') {
    for (const option of item.options) found.markdown(`item.yaml (option ${option.id})`, option.text);
  }
}

async function checkItem(dir: string, folder: string, lists: ListRules | null) {
  const found = new Findings(folder);
  const claimed: Claimed = { folder, slug: null, uuid: null };
  let item: Item;
  try {
    item = await readItemFolder(dir);
  } catch (error) {
    if (!(error instanceof ItemError)) throw error;
    found.add(error.file, error.reason);
    return { issues: found.issues, claimed };
  }
  claimed.slug = item.slug;
  claimed.uuid = uuidFromName(`item:${item.slug}`);
  if (item.companies.length > 0) {
    found.add(
      'item.yaml',
      "'companies' is for operators' own content; the shipped catalogue makes no such claims",
    );
  }
  for (const list of lists ? item.lists : []) {
    const reason = lists && listNameProblem(list, lists);
    if (reason) found.add('item.yaml', reason);
  }
  itemMarkdown(item, found);
  return { issues: found.issues, claimed };
}

/** Slugs and uuids claimed by more than one folder. */
function duplicates(claims: readonly Claimed[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const key of ['slug', 'uuid'] as const) {
    const owners = new Map<string, string[]>();
    for (const claim of claims) {
      const value = claim[key];
      if (value) owners.set(value, [...(owners.get(value) ?? []), claim.folder]);
    }
    for (const [value, folders] of owners) {
      if (folders.length < 2) continue;
      for (const folder of folders) {
        const others = folders.filter((f) => f !== folder).join(', ');
        const file =
          key === 'uuid' ? 'problem.yaml' : folder.startsWith('items/') ? 'item.yaml' : 'katana.yaml';
        issues.push({
          where: `${folder.replace(/^items\//, '')}/${file}`,
          reason: `${key} '${value}' is also used by ${others}`,
        });
      }
    }
  }
  return issues;
}

/** Every finding in `contentDir` (problems/, items/, lists.yaml), folder by folder in name order. */
export async function checkContent(contentDir: string): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  let lists: ListRules | null = null;
  try {
    lists = listRules(await readListsFile(path.join(contentDir, 'lists.yaml')));
  } catch (error) {
    issues.push({ where: 'lists.yaml', reason: (error as Error).message.replace(/^lists\.yaml: /, '') });
  }
  const claims: Claimed[] = [];
  const problemsDir = path.join(contentDir, 'problems');
  for (const folder of await subfolders(problemsDir)) {
    const result = await checkProblem(path.join(problemsDir, folder), folder, lists);
    issues.push(...result.issues);
    claims.push(result.claimed);
  }
  const itemsDir = path.join(contentDir, 'items');
  for (const folder of await subfolders(itemsDir)) {
    const result = await checkItem(path.join(itemsDir, folder), folder, lists);
    issues.push(...result.issues);
    claims.push({ ...result.claimed, folder: `items/${folder}` });
  }
  issues.push(...duplicates(claims));
  if (lists) issues.push(...ladderIssues(lists, new Set(claims.flatMap((c) => c.topics ?? []))));
  if (claims.length === 0 && !(await isFile(path.join(contentDir, 'lists.yaml')))) {
    issues.push({ where: contentDir, reason: 'no problems/ or items/ here: is this a content folder?' });
  }
  return issues;
}
