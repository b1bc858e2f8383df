/**
 * A CODE, SQL or front-end problem package folder -> ImportedProblem: problem.yaml (name, uuid, limits) through @katana/judge's
 * reader, katana.yaml (slug, difficulty, tags, lists, hints, meta), the statement, editorial, samples, scaffolds,
 * the accepted reference solutions, and the deterministic zip of the folder for the judge workers.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DS_LANGUAGE,
  getLanguage,
  type ProblemPackage,
  readKatanaYaml,
  readPackageDir,
  readReferenceQuery,
} from '@katana/judge';
import type { ImportedProblem } from './imported-problem.ts';
import { parseKatanaYaml } from './katana-yaml.ts';
import { slugify, titleCase } from './catalogue-names.ts';
import type { FolderFile } from './package-files.ts';
import { zipFolderFiles } from './package-zip.ts';
import { frontendFields } from './frontend-fields.ts';
import { codeProblemLanguages } from './problem-languages.ts';

async function readOptional(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The first lines of a sample data set, for the statement's sample block (the whole file can be long). */
async function readCsvStart(file: string, maxLines = 12): Promise<string> {
  const lines = ((await readOptional(file)) ?? '').split('\n');
  return lines.length > maxLines ? `${lines.slice(0, maxLines).join('\n')}\n...` : lines.join('\n');
}

/** A stable uuid for sources that do not carry one (sha-1 name-based, RFC 4122 version 5 layout). */
export function uuidFromName(name: string): string {
  const h = createHash('sha1').update(`katana:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function statementText(pkg: ProblemPackage): Promise<string> {
  const markdown = pkg.statements.filter((s) => s.format === 'md');
  const chosen = markdown.find((s) => s.language === 'en') ?? markdown[0];
  return chosen ? ((await readOptional(chosen.path)) ?? '') : '';
}

/** scaffolds/<language key>.<ext> for languages the judge knows. */
function scaffoldsFrom(files: readonly FolderFile[]): Record<string, string> {
  const scaffolds: Record<string, string> = {};
  for (const file of files) {
    const match = /^scaffolds\/([^/.]+)\.[^/]+$/.exec(file.name);
    if (match && getLanguage(match[1]!)) scaffolds[match[1]!] = file.data.toString('utf8');
  }
  return scaffolds;
}

async function codeSolutions(pkg: ProblemPackage, order: readonly string[]) {
  const accepted = pkg.submissions
    .filter((s) => s.expected === 'accepted' && s.program.kind === 'file' && s.program.language)
    .filter((s) => order.includes(s.program.language!))
    .sort((a, b) => order.indexOf(a.program.language!) - order.indexOf(b.program.language!));
  return Promise.all(
    accepted.map(async (s) => ({
      language: s.program.language!,
      code: await readFile(s.program.path, 'utf8'),
    })),
  );
}

export async function readProblemPackage(
  dir: string,
  files: readonly FolderFile[],
  opts: { shortName: string; contentHash: string; source: string },
): Promise<ImportedProblem> {
  const pkg = await readPackageDir(dir);
  const meta = parseKatanaYaml(await readKatanaYaml(dir));
  const slug = meta.slug ?? slugify(opts.shortName);
  if (!slug) throw new Error(`cannot derive a slug from '${opts.shortName}': add katana.yaml with a slug`);
  const name = pkg.metadata.name.en ?? Object.values(pkg.metadata.name)[0] ?? titleCase(slug);
  const scaffolds = scaffoldsFrom(files);
  const editorial = (await readOptional(path.join(dir, 'editorial', 'editorial.en.md'))) ?? '';
  const base = {
    slug,
    uuid: pkg.metadata.uuid ?? uuidFromName(slug),
    name,
    difficulty: meta.difficulty,
    maxScore: meta.max_score,
    statement: await statementText(pkg),
    editorial,
    hints: meta.hints,
    metaDescription: meta.meta_description,
    metaKeywords: meta.meta_keywords,
    timeLimitS: pkg.limits.timeLimitSource === 'default' ? null : pkg.limits.timeLimitS,
    memoryLimitMb: pkg.limits.memoryMb,
    item: null,
    contentHash: opts.contentHash,
    source: opts.source,
  };
  const tags = { topics: meta.topics, companies: meta.companies, lists: meta.lists };
  const archive = await zipFolderFiles(files);

  if (pkg.sql) {
    const sql = pkg.sql;
    const samples = await Promise.all(
      sql.tests
        .filter((t) => t.isSample)
        .map(async (t) => ({
          input: await readFile(t.setupPath, 'utf8'),
          output: t.answerPath ? ((await readOptional(t.answerPath)) ?? '') : '',
        })),
    );
    const solutions = [];
    for (const dialect of sql.dialects) {
      // A dialect without a reference query cannot be judged; verify reports it, the importer just shows none.
      const code = await readReferenceQuery(pkg, dialect).catch(() => null);
      if (code !== null) solutions.push({ language: dialect, code });
    }
    return {
      fields: {
        ...base,
        problemType: 'SQL',
        samples,
        languages: [...sql.dialects],
        defaultLanguage: sql.dialects[0] ?? null,
        scaffolds,
        solutions,
        sqlSettings: { ordered: sql.ordered, column_names: sql.columnNames, dialects: [...sql.dialects] },
        testCount: sql.tests.length,
      },
      ...tags,
      archive,
    };
  }

  if (pkg.frontend) return { fields: await frontendFields(pkg, base), ...tags, archive };
  if (pkg.dataScience) {
    // Data-science problems run Python on whole data sets; a sample shows its test.csv, never the labels.
    const samples = await Promise.all(
      pkg.dataScience.tests
        .filter((t) => t.isSample)
        .map(async (t) => ({ input: await readCsvStart(path.join(t.dir, 'test.csv')), output: '' })),
    );
    return {
      fields: {
        ...base,
        problemType: pkg.dataScience.problemType,
        samples,
        languages: [DS_LANGUAGE],
        defaultLanguage: DS_LANGUAGE,
        scaffolds,
        solutions: await codeSolutions(pkg, [DS_LANGUAGE]),
        sqlSettings: null,
        testCount: pkg.dataScience.tests.length,
      },
      ...tags,
      archive,
    };
  }

  const samples = await Promise.all(
    pkg.testCases
      .filter((t) => t.isSample)
      .map(async (t) => ({
        input: await readFile(t.inputPath, 'utf8'),
        output: (await readOptional(t.answerPath)) ?? '',
      })),
  );
  const { languages, defaultLanguage } = codeProblemLanguages(Object.keys(scaffolds), pkg.metadata.languages);
  return {
    fields: {
      ...base,
      problemType: 'CODE',
      samples,
      languages,
      defaultLanguage,
      scaffolds,
      solutions: await codeSolutions(pkg, languages),
      sqlSettings: null,
      testCount: pkg.testCases.length,
    },
    ...tags,
    archive,
  };
}
