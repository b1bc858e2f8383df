/**
 * Builds a package's validators (output validator once per judging; input validators for verify): a single C, C++ or Python source file (alone or as the only
 * source in its folder), compiled in the sandbox through the language registry. Folders with their own build/run
 * scripts and multi-file validators are reported as unsupported rather than half-run.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, type CompiledArtifact } from '../compile-run/compile.ts';
import { PackageError } from '../package/package-error.ts';
import type { ProgramSource } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';

const VALIDATOR_LANGUAGES = new Set(['c', 'cpp', 'python']);

export class ValidatorBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidatorBuildError';
  }
}

function where(program: ProgramSource, root: string): string {
  return path.relative(root, program.path) + (program.kind === 'directory' ? '/' : '');
}

export async function buildValidatorProgram(
  program: ProgramSource,
  packageRoot: string,
  sandbox: Sandbox,
  role = 'output validator',
): Promise<CompiledArtifact> {
  const file = where(program, packageRoot);
  if (program.buildScript || program.runScript) {
    throw new PackageError(
      file,
      'validators with their own build/run scripts are not supported; ship a single C, C++ or Python file',
    );
  }
  const sources = program.files.filter((f) => !/(^|\/)README/i.test(f));
  if (sources.length !== 1) {
    throw new PackageError(
      file,
      `expected one validator source file, found ${sources.length} (${sources.join(', ')})`,
    );
  }
  if (!program.language || !VALIDATOR_LANGUAGES.has(program.language)) {
    throw new PackageError(
      file,
      `validator language ${program.language ?? 'unknown'} is not supported (use C, C++ or Python)`,
    );
  }
  const sourcePath = program.kind === 'file' ? program.path : path.join(program.path, sources[0]!);
  const compiled = await compile(program.language, await readFile(sourcePath, 'utf8'), { sandbox });
  if (!compiled.ok || !compiled.artifact)
    throw new ValidatorBuildError(`${role} ${file} does not compile:\n${compiled.message}`);
  return compiled.artifact;
}
