/**
 * Builds a package's validators (output validator once per judging; input validators for verify), compiled in the
 * sandbox like any untrusted program, as the format allows them:
 *   - one source file (C, C++, Python; a POSIX shell script `*.sh`), alone or in a folder;
 *   - a folder of several files: one program with its headers and modules (`validate.cc` + `validate.h`, the
 *     widely used `validation.h`), or several C/C++ translation units linked together; the entry file is the one
 *     defining `main` (C/C++) or named after the folder / `validate.py` / holding `__main__` (Python);
 *   - a folder with its own POSIX `build` script (run in the sandbox with the compiler's limits) and/or `run`
 *     program (the entry point afterwards).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, compileProgram, type CompiledArtifact, type SourceFile } from '../compile-run/compile.ts';
import { getProgramLanguage } from '../languages/registry.ts';
import type { ProgramLanguage } from '../languages/types.ts';
import { PackageError } from '../package/package-error.ts';
import type { ProgramSource } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';

const VALIDATOR_LANGUAGES = new Set(['c', 'cpp', 'python']);
const HEADER = /\.(h|hh|hpp|hxx|h\+\+|inc|ipp|tcc)$/;

export class ValidatorBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidatorBuildError';
  }
}

/** A folder's own build/run scripts: `build` is run as the compile step, `run` is the program afterwards. */
const packageScripts: ProgramLanguage = {
  kind: 'program',
  key: 'package-scripts',
  displayName: 'build/run scripts',
  sourceFileName: '.katana-program',
  extensions: [],
  compile: { argv: ['/bin/sh', 'build'], memoryMb: 2048, maxProcesses: 64 },
  run: { argv: ['/box/run'] },
  scaffold: '',
  memoryOverheadMb: 0,
  processAllowance: 8,
  toolchain: ['/bin/sh'],
  versionProbe: ['/bin/sh', '-c', 'echo sh'],
};

/** A folder with a ready `run` program and no build step. */
const packageRunOnly: ProgramLanguage = {
  kind: 'program',
  key: 'package-run',
  displayName: 'run script',
  sourceFileName: '.katana-program',
  extensions: [],
  run: { argv: ['/box/run'] },
  scaffold: '',
  memoryOverheadMb: 0,
  processAllowance: 8,
  toolchain: ['/bin/sh'],
  versionProbe: ['/bin/sh', '-c', 'echo sh'],
};

/** A POSIX shell validator (`validate.sh`). */
const shellScript: ProgramLanguage = {
  kind: 'program',
  key: 'shell',
  displayName: 'POSIX shell',
  sourceFileName: 'main.sh',
  extensions: ['sh'],
  run: { argv: ['/bin/sh', '/box/main.sh'] },
  scaffold: '',
  memoryOverheadMb: 0,
  processAllowance: 8,
  toolchain: ['/bin/sh'],
  versionProbe: ['/bin/sh', '-c', 'echo sh'],
};

function where(program: ProgramSource, root: string): string {
  return path.relative(root, program.path) + (program.kind === 'directory' ? '/' : '');
}

async function readSources(program: ProgramSource, names: readonly string[]): Promise<SourceFile[]> {
  const dir = program.kind === 'file' ? path.dirname(program.path) : program.path;
  return Promise.all(names.map(async (name) => ({ name, content: await readFile(path.join(dir, name)) })));
}

/** The entry source of a multi-file program, or an error naming why none or several qualify. */
function entryOf(program: ProgramSource, files: readonly SourceFile[], language: string): string {
  if (language === 'python') {
    const py = files.filter((f) => f.name.endsWith('.py'));
    const named = py.find((f) =>
      [`${program.name}.py`, 'validate.py', 'validator.py', '__main__.py'].includes(f.name),
    );
    if (named) return named.name;
    const withMain = py.filter((f) => /__name__\s*==\s*['"]__main__['"]/.test(f.content.toString('utf8')));
    if (withMain.length === 1) return withMain[0]!.name;
    if (py.length === 1) return py[0]!.name;
    throw new PackageError(
      where(program, path.dirname(program.path)),
      `cannot tell which of ${py.map((f) => f.name).join(', ')} is the validator's entry point (name it validate.py or guard it with __main__)`,
    );
  }
  const units = files.filter((f) => !HEADER.test(f.name));
  const withMain = units.filter((f) => /\bmain\s*\(/.test(f.content.toString('utf8')));
  if (withMain.length === 1) return withMain[0]!.name;
  if (units.length === 1) return units[0]!.name;
  throw new PackageError(
    where(program, path.dirname(program.path)),
    `expected exactly one source defining main, found ${withMain.length} (${units.map((f) => f.name).join(', ')})`,
  );
}

async function compiled(
  result: Awaited<ReturnType<typeof compile>>,
  role: string,
  file: string,
): Promise<CompiledArtifact> {
  if (!result.ok || !result.artifact)
    throw new ValidatorBuildError(`${role} ${file} does not compile:\n${result.message}`);
  return result.artifact;
}

export async function buildValidatorProgram(
  program: ProgramSource,
  packageRoot: string,
  sandbox: Sandbox,
  role = 'output validator',
): Promise<CompiledArtifact> {
  const file = where(program, packageRoot);
  const sources = program.files.filter((f) => !/(^|\/)README/i.test(f));

  if (program.kind === 'directory' && (program.buildScript || program.runScript)) {
    const files = await readSources(program, sources);
    const language = program.buildScript ? packageScripts : packageRunOnly;
    const result = await compileProgram(language, '', { sandbox, extraFiles: files });
    const artifact = await compiled(result, role, file);
    if (!artifact.files.includes('run'))
      throw new ValidatorBuildError(`${role} ${file}: the build script did not produce a 'run' program`);
    return artifact;
  }

  if (sources.length === 1 && sources[0]!.endsWith('.sh')) {
    const [script] = await readSources(program, sources);
    return compiled(await compileProgram(shellScript, script!.content, { sandbox }), role, file);
  }
  if (sources.length === 0) throw new PackageError(file, 'holds no source file');
  if (!program.language || !VALIDATOR_LANGUAGES.has(program.language)) {
    throw new PackageError(
      file,
      `validator language ${program.language ?? 'unknown'} is not supported (use C, C++, Python, a shell script, or build/run scripts)`,
    );
  }
  const files = await readSources(program, sources);
  const entry = files.length === 1 ? files[0]!.name : entryOf(program, files, program.language);
  const main = files.find((f) => f.name === entry)!;
  const extraFiles = files.filter((f) => f.name !== entry);
  return compiled(
    await compileProgram(getProgramLanguage(program.language), main.content, { sandbox, extraFiles }),
    role,
    file,
  );
}
