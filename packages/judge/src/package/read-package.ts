/**
 * Reads a problem package from a directory or a `.zip`/`.kpp` archive into a typed ProblemPackage, in the legacy layout
 * or the 2023-07 draft. Malformed packages raise a PackageError naming the file and the reason.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PackageError } from './package-error.ts';
import { readIncludes } from './includes.ts';
import { parseProblemYaml } from './problem-yaml.ts';
import { readInputValidators, readOutputValidator, readSubmissions } from './programs.ts';
import { nameFromLatex, nameFromMarkdown, readStatements } from './statements.ts';
import { readDsPackagePart } from '../data-science/ds-package.ts';
import { readFrontendPackagePart } from '../frontend/frontend-package.ts';
import { readKatanaYaml, readSqlPackagePart } from '../sql-problems/sql-package.ts';
import { defaultGroupSettings, flattenCases, readTestData, type TestData } from './test-data.ts';
import type { ProblemPackage } from './types.ts';
import { extractZip } from './zip-archive.ts';

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Parts of the format this judge reads past; packages that rely on them are judged without them, with a warning. */
const UNSUPPORTED_PARTS: Array<[string, string]> = [
  ['graders', 'custom graders are not run; the default grader is used'],
  ['static_validator', 'static validation is not supported'],
];

async function readOptionalDir(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

export async function readPackageDir(root: string): Promise<ProblemPackage> {
  const absRoot = path.resolve(root);
  const yamlText = await readOptional(path.join(absRoot, 'problem.yaml'));
  if (yamlText === undefined) throw new PackageError('problem.yaml', 'missing: not a problem package');
  const timelimit = await readOptional(path.join(absRoot, '.timelimit'));
  const { metadata, limits, warnings } = parseProblemYaml(yamlText, timelimit);
  const format = metadata.formatVersion;

  const { statements, folder } = await readStatements(absRoot);
  const expectedFolder = format === 'legacy' ? 'problem_statement' : 'statement';
  if (statements.length === 0)
    warnings.push(`${expectedFolder}/: no problem statement (problem.<lang>.md|tex|pdf)`);
  else if (folder !== expectedFolder)
    warnings.push(`${folder}/: the ${format} layout names this folder ${expectedFolder}/`);
  // Legacy packages may leave the name to the statement's \problemname.
  for (const statement of statements) {
    if (metadata.name[statement.language] !== undefined) continue;
    const name =
      statement.format === 'tex'
        ? await nameFromLatex(statement.path)
        : statement.format === 'md'
          ? await nameFromMarkdown(statement.path)
          : null;
    if (name) metadata.name[statement.language] = name;
  }

  // SQL problems keep setup scripts (NN.sql) instead of .in/.ans pairs; their tests are read by sql-problems/.
  const sqlWarnings: string[] = [];
  const sql = await readSqlPackagePart(absRoot, sqlWarnings);
  // Data-science problems keep a folder per test (train.csv, test.csv, labels.csv); read by data-science/.
  const dataScience = sql
    ? null
    : await readDsPackagePart(absRoot, await readKatanaYaml(absRoot), sqlWarnings);
  // Front-end problems keep starter files and hidden browser tests instead (frontend/).
  const frontend =
    sql || dataScience ? null : await readFrontendPackagePart(absRoot, await readKatanaYaml(absRoot));
  const data: TestData =
    sql || dataScience || frontend
      ? { sample: null, secret: emptySecret(absRoot), warnings: sqlWarnings }
      : await readTestData(absRoot, format, metadata.validatorFlags);
  const outputValidator = await readOutputValidator(absRoot);
  if (outputValidator && metadata.validation === 'default') {
    if (format === 'legacy')
      warnings.push(
        "output_validators/: present but problem.yaml says 'validation: default'; it is not used",
      );
    else metadata.validation = 'custom';
  }
  if (metadata.validation === 'custom' && !outputValidator) {
    throw new PackageError(
      'problem.yaml',
      `custom validation needs a program in ${format === 'legacy' ? 'output_validators/' : 'output_validator/'}`,
    );
  }
  if (metadata.type.interactive && !outputValidator) {
    throw new PackageError('problem.yaml', 'interactive problems need a custom output validator');
  }
  const { submissions, warnings: submissionWarnings } = await readSubmissions(absRoot);
  for (const [folder, note] of UNSUPPORTED_PARTS) {
    if (await readOptionalDir(path.join(absRoot, folder))) warnings.push(`${folder}/: ${note}`);
  }

  return {
    root: absRoot,
    shortName: path.basename(absRoot),
    metadata,
    limits,
    statements,
    sample: data.sample,
    secret: data.secret,
    testCases: [...(data.sample ? flattenCases(data.sample) : []), ...flattenCases(data.secret)],
    outputValidator: metadata.validation === 'custom' ? outputValidator : null,
    inputValidators: await readInputValidators(absRoot),
    submissions,
    includes: await readIncludes(absRoot, warnings),
    ...(sql ? { sql } : {}),
    ...(dataScience ? { dataScience } : {}),
    ...(frontend ? { frontend } : {}),
    warnings: [...warnings, ...data.warnings, ...submissionWarnings],
  };
}

function emptySecret(root: string): TestData['secret'] {
  const dir = path.join(root, 'data', 'secret');
  return {
    name: 'secret',
    path: dir,
    settings: defaultGroupSettings(false),
    hasOwnSettings: false,
    items: [],
  };
}

export interface LoadedPackage {
  pkg: ProblemPackage;
  /** Removes the temporary extraction of an archive; a no-op for directories. */
  dispose: () => Promise<void>;
}

/** A directory, or a `.zip` / `.kpp` archive of one (extracted to a temporary directory until `dispose`). */
export async function loadPackage(source: string): Promise<LoadedPackage> {
  let info;
  try {
    info = await stat(source);
  } catch {
    throw new PackageError(source, 'no such file or directory');
  }
  if (info.isDirectory()) return { pkg: await readPackageDir(source), dispose: async () => {} };
  if (!/\.(zip|kpp)$/i.test(source))
    throw new PackageError(source, 'expected a package directory or a .zip/.kpp archive');
  const { dir, cleanup } = await extractZip(source);
  try {
    const pkg = await readPackageDir(dir);
    pkg.shortName = path.basename(source).replace(/\.(zip|kpp)$/i, '');
    return { pkg, dispose: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
