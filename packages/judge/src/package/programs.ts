/**
 * Programs inside a package: the output validator (legacy `output_validators/<name>`, draft `output_validator/`) and
 * the example submissions under `submissions/<expected result>/`. A program is a single file or a directory; its
 * language comes from file extensions (the format's languages table), and directories may bring `build`/`run` scripts.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { languageOfFile, type LanguageId } from './file-language.ts';
import { pathExists } from './path-exists.ts';
import { PackageError } from './package-error.ts';
import {
  EXPECTED_RESULT_FOLDERS,
  type ExpectedResultFolder,
  type PackageSubmission,
  type ProgramSource,
} from './types.ts';

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

async function firstLine(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n', 1)[0] ?? '';
}

/** Language of a set of source files; null when none or several languages are found. */
async function languageOfFiles(
  dir: string,
  files: string[],
): Promise<{ language: LanguageId | null; formatLanguage: string | null }> {
  const platform = new Set<LanguageId>();
  const other = new Set<string>();
  for (const file of files) {
    const lang = languageOfFile(file, await firstLine(path.join(dir, file)));
    if (lang.kind === 'platform') platform.add(lang.language);
    else if (lang.kind === 'unsupported') other.add(lang.formatLanguage);
  }
  // C++ programs commonly ship .h files next to .cpp; a C header does not make the program mixed.
  if (platform.has('cpp') && platform.has('c') && files.every((f) => !f.endsWith('.c'))) platform.delete('c');
  if (platform.size === 1 && other.size === 0) return { language: [...platform][0]!, formatLanguage: null };
  if (platform.size === 0 && other.size === 1) return { language: null, formatLanguage: [...other][0]! };
  return { language: null, formatLanguage: null };
}

export async function readProgram(absPath: string): Promise<ProgramSource> {
  const name = path.basename(absPath);
  const info = await stat(absPath);
  if (info.isFile()) {
    const lang = languageOfFile(name, await firstLine(absPath));
    return {
      name: name.replace(/\.[^.]+$/, ''),
      path: absPath,
      kind: 'file',
      files: [name],
      language: lang.kind === 'platform' ? lang.language : null,
      unsupportedLanguage: lang.kind === 'unsupported' ? lang.formatLanguage : null,
      buildScript: null,
      runScript: null,
    };
  }
  const files = await listFiles(absPath);
  const sources = files.filter((f) => f !== 'build' && f !== 'run' && !/(^|\/)README/i.test(f));
  const { language, formatLanguage } = await languageOfFiles(absPath, sources);
  return {
    name,
    path: absPath,
    kind: 'directory',
    files,
    language,
    unsupportedLanguage: formatLanguage,
    buildScript: files.includes('build') ? path.join(absPath, 'build') : null,
    runScript: files.includes('run') ? path.join(absPath, 'run') : null,
  };
}

/**
 * The custom output validator, if any. Legacy allows several programs under output_validators/ (all must accept);
 * we run exactly one and reject packages that ship more.
 */
export async function readOutputValidator(root: string): Promise<ProgramSource | null> {
  const legacyDir = path.join(root, 'output_validators');
  const draftDir = path.join(root, 'output_validator');
  const hasLegacy = await pathExists(legacyDir);
  const hasDraft = await pathExists(draftDir);
  if (hasLegacy && hasDraft)
    throw new PackageError('output_validator/', 'package has both output_validator/ and output_validators/');
  if (hasDraft) {
    const program = await readProgram(draftDir);
    if (program.files.length === 0) throw new PackageError('output_validator/', 'is empty');
    return program;
  }
  if (!hasLegacy) return null;
  const entries = (await readdir(legacyDir)).filter((e) => !/^README/i.test(e)).sort();
  if (entries.length === 0) return null;
  if (entries.length > 1) {
    throw new PackageError(
      'output_validators/',
      `holds ${entries.length} programs (${entries.join(', ')}); only one validator is supported`,
    );
  }
  return readProgram(path.join(legacyDir, entries[0]!));
}

/**
 * Input validators: every program under input_validators/ (legacy also the deprecated input_format_validators/).
 * Checktestdata (.ctd) and VIVA (.viva) scripts are listed too; the verify tool reports that it cannot run them.
 */
export async function readInputValidators(root: string): Promise<ProgramSource[]> {
  const programs: ProgramSource[] = [];
  for (const folder of ['input_validators', 'input_format_validators']) {
    const dir = path.join(root, folder);
    if (!(await pathExists(dir))) continue;
    for (const entry of (await readdir(dir)).sort()) {
      if (/^README/i.test(entry)) continue;
      programs.push(await readProgram(path.join(dir, entry)));
    }
  }
  return programs;
}

export interface SubmissionsRead {
  submissions: PackageSubmission[];
  warnings: string[];
}

export async function readSubmissions(root: string): Promise<SubmissionsRead> {
  const dir = path.join(root, 'submissions');
  const warnings: string[] = [];
  if (!(await pathExists(dir)))
    return { submissions: [], warnings: ['submissions/: missing (nothing to verify)'] };
  const submissions: PackageSubmission[] = [];
  for (const folder of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (folder.isFile() && folder.name === 'submissions.yaml') {
      warnings.push(
        'submissions/submissions.yaml: not supported; the default expectations of each folder are used',
      );
      continue;
    }
    if (!folder.isDirectory()) continue;
    if (!(EXPECTED_RESULT_FOLDERS as readonly string[]).includes(folder.name)) {
      warnings.push(
        `submissions/${folder.name}/: unknown expected-result folder, its programs are not verified`,
      );
      continue;
    }
    const expected = folder.name as ExpectedResultFolder;
    for (const entry of (await readdir(path.join(dir, folder.name))).sort()) {
      if (/^README/i.test(entry)) continue;
      const program = await readProgram(path.join(dir, folder.name, entry));
      submissions.push({ name: `${folder.name}/${entry}`, expected, program });
    }
  }
  return { submissions, warnings };
}
