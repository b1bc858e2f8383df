/** The judge as the compiler pages see it in tests: a language list and run results in the API's shapes. */
import type { JudgeLanguage, JudgeRunResultBody } from '@katana/shared/api/judge';
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';

export const SCAFFOLDS: Record<string, string> = {
  python: 'import sys\nprint(sys.stdin.read())\n',
  c: '#include <stdio.h>\nint main(void) { return 0; }\n',
};

export function judgeLanguages(
  overrides: Partial<Record<string, Partial<JudgeLanguage>>> = {},
): JudgeLanguage[] {
  return COMPILER_LANGUAGES.map((key) => ({
    key,
    name: key === 'python' ? 'Python 3' : compilerDisplayName(key),
    kind: key === 'psql' || key === 'mysql' ? 'sql' : 'program',
    compiled: ['c', 'cpp', 'java', 'kotlin', 'pascal'].includes(key),
    source_file_name: `main.${key}`,
    scaffold: SCAFFOLDS[key] ?? `// ${key}\n`,
    available: true,
    ...overrides[key],
  }));
}

export function runResult(
  overrides: Partial<JudgeRunResultBody> & { stdout?: string; stderr?: string } = {},
): JudgeRunResultBody {
  const { stdout = '', stderr = '', ...rest } = overrides;
  return {
    language: 'python',
    verdict: 'CORRECT_ANSWER',
    status: 'MATCH',
    message: 'ran within the limits',
    compile: { ok: true, message: '' },
    run: {
      outcome: 'OK',
      exit_code: 0,
      signal: null,
      cpu_time_ms: 18,
      wall_time_ms: 25,
      peak_memory_kb: 9216,
      stdout,
      stderr,
      truncated: false,
    },
    limits: { time_limit_s: 2, memory_limit_mb: 256 },
    ...rest,
  };
}
