/**
 * Input validation for verify: every input validator of the package runs on every test input
 * (`validator [args] < input`, exit 42 = valid), and each `data/invalid_input/**.in` (draft) must be rejected by at
 * least one validator. Checktestdata and VIVA scripts are not run; that is reported as a warning.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { disposeArtifact, type CompiledArtifact } from '../compile-run/compile.ts';
import { applyLanguageVerdicts, prepareRun } from '../compile-run/run-compiled.ts';
import { validatorLimits } from '../judging/limits.ts';
import { buildValidatorProgram } from '../judging/validator-program.ts';
import type { InputValidatorArgs, ProblemPackage, ProgramSource } from '../package/types.ts';
import type { RunResult, Sandbox } from '../sandbox/types.ts';

export const INPUT_VALID = 42;

export interface InputValidationReport {
  /** Validators that ran, by name. */
  validators: string[];
  /** Inputs checked (test inputs and invalid_input cases). */
  inputsChecked: number;
  problems: string[];
  warnings: string[];
}

function argsFor(args: InputValidatorArgs, name: string): string[] {
  return args[name] ?? args['*'] ?? [];
}

async function listInputs(dir: string, rel = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listInputs(path.join(dir, entry.name), name)));
    else if (entry.name.endsWith('.in')) out.push(name);
  }
  return out;
}

function why(run: RunResult): string {
  const text = (run.stderr.trim() || run.stdout.trim()).split('\n').slice(0, 3).join(' / ');
  const how =
    run.outcome === 'TIME_LIMIT'
      ? 'timed out'
      : run.signal
        ? `killed by ${run.signal}`
        : `exit ${run.exitCode}`;
  return text ? `${how}: ${text.slice(0, 300)}` : how;
}

export async function validateInputs(pkg: ProblemPackage, sandbox: Sandbox): Promise<InputValidationReport> {
  const report: InputValidationReport = { validators: [], inputsChecked: 0, problems: [], warnings: [] };
  if (pkg.inputValidators.length === 0) {
    report.warnings.push('input_validators/: none; test inputs are not validated');
    return report;
  }
  const limits = validatorLimits(pkg.limits);
  const built: Array<{ program: ProgramSource; artifact: CompiledArtifact }> = [];
  try {
    for (const program of pkg.inputValidators) {
      if (program.files.some((f) => f.endsWith('.ctd') || f.endsWith('.viva'))) {
        report.warnings.push(`input validator ${program.name}: Checktestdata/VIVA scripts are not run`);
        continue;
      }
      try {
        built.push({
          program,
          artifact: await buildValidatorProgram(program, pkg.root, sandbox, 'input validator'),
        });
        report.validators.push(program.name);
      } catch (error) {
        report.problems.push((error as Error).message);
      }
    }
    const run = async (artifact: CompiledArtifact, inputPath: string, args: string[]) => {
      const prepared = await prepareRun(artifact, limits, { sandbox, args });
      try {
        return applyLanguageVerdicts(
          artifact.language,
          await sandbox.run({ ...prepared.spec, stdin: { file: inputPath } }),
        );
      } finally {
        await prepared.cleanup();
      }
    };
    for (const testCase of pkg.testCases) {
      report.inputsChecked++;
      for (const { program, artifact } of built) {
        const result = await run(
          artifact,
          testCase.inputPath,
          argsFor(testCase.inputValidatorArgs, program.name),
        );
        if (result.exitCode !== INPUT_VALID)
          report.problems.push(
            `input validator ${program.name} rejects data/${testCase.name}.in (${why(result)})`,
          );
      }
    }
    if (built.length > 0) {
      const invalidDir = path.join(pkg.root, 'data', 'invalid_input');
      for (const rel of await listInputs(invalidDir)) {
        report.inputsChecked++;
        let rejected = false;
        for (const { artifact } of built) {
          if ((await run(artifact, path.join(invalidDir, rel), [])).exitCode !== INPUT_VALID) rejected = true;
        }
        if (!rejected) report.problems.push(`data/invalid_input/${rel} is accepted by every input validator`);
      }
    }
  } finally {
    await Promise.all(built.map((b) => disposeArtifact(b.artifact)));
  }
  return report;
}
