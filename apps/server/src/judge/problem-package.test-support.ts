/**
 * Test support: small problem packages as zips (what problem_packages stores), so judge and submission tests need
 * neither the catalogue nor its importer. "Sum of two": 2 samples and 3 secret tests; "Even numbers" (psql):
 * 1 sample and 2 secret setups with a reference query.
 */
import { createHash } from 'node:crypto';
import { buildZip, type ZipEntryInput } from '@katana/judge/test-support';

export interface TestPackage {
  zip: Buffer;
  sha256: string;
  samples: Array<{ input: string; output: string }>;
  testCount: number;
}

const PROBLEM_YAML = (name: string) =>
  [
    'problem_format_version: 2023-07-draft',
    `name: ${name}`,
    'uuid: 0b7e3d52-5a8e-4c7e-9d55-0f3c1b2a9e11',
    'type: pass-fail',
    'limits:',
    '  time_limit: 2',
    '  memory: 256',
    '',
  ].join('\n');

function packageOf(
  entries: ZipEntryInput[],
  samples: TestPackage['samples'],
  testCount: number,
): TestPackage {
  const zip = buildZip(entries);
  return { zip, sha256: createHash('sha256').update(zip).digest('hex'), samples, testCount };
}

const SUM_CASES = {
  sample: [
    ['1', '1 2\n', '3\n'],
    ['2', '10 -4\n', '6\n'],
  ],
  secret: [
    ['1-zero', '0 0\n', '0\n'],
    ['2-big', '2000000000 2000000000\n', '4000000000\n'],
    ['3-negative', '-7 -8\n', '-15\n'],
  ],
} as const;

/** A + B, with 64-bit sums on the secret tests (a 32-bit solution fails test 4). */
export function sumPackage(): TestPackage {
  const entries: ZipEntryInput[] = [
    { name: 'problem.yaml', data: PROBLEM_YAML('Sum of two') },
    { name: 'statement/problem.en.md', data: '# Sum of two\n\nPrint a + b.\n' },
  ];
  for (const group of ['sample', 'secret'] as const) {
    for (const [name, input, answer] of SUM_CASES[group]) {
      entries.push({ name: `data/${group}/${name}.in`, data: input });
      entries.push({ name: `data/${group}/${name}.ans`, data: answer });
    }
  }
  return packageOf(
    entries,
    SUM_CASES.sample.map(([, input, output]) => ({ input, output })),
    SUM_CASES.sample.length + SUM_CASES.secret.length,
  );
}

/** A right answer's run on sumPackage's samples: each sample passes and shows its input, expected and actual output. */
export const SUM_SAMPLES_PASSED = [
  { test: 1, sample: true, status: 'MATCH', input: '1 2\n', expected_output: '3\n', actual_output: '3\n' },
  { test: 2, sample: true, status: 'MATCH', input: '10 -4\n', expected_output: '6\n', actual_output: '6\n' },
];

export const CPP_SUM_CORRECT =
  '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
/** Overflows on the second secret test (test 4). */
export const CPP_SUM_INT = '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
export const CPP_COMPILE_ERROR = 'int main() { return missing_name; }\n';
export const PYTHON_SUM_CORRECT = 'a, b = map(int, input().split())\nprint(a + b)\n';

const EVEN_SETUP = (values: number[]) =>
  `CREATE TABLE nums (n INTEGER NOT NULL);\n${values.map((v) => `INSERT INTO nums VALUES (${v});`).join('\n')}\n`;

/** psql: the even numbers in ascending order. */
export function evenNumbersSqlPackage(): TestPackage {
  return packageOf(
    [
      { name: 'problem.yaml', data: PROBLEM_YAML('Even numbers') },
      {
        name: 'katana.yaml',
        data: 'type: SQL\nordered: true\ncolumn_names: case-insensitive\ndialects: [psql]\n',
      },
      { name: 'statement/problem.en.md', data: '# Even numbers\n\nSelect the even n, ascending.\n' },
      { name: 'data/sample/01.sql', data: EVEN_SETUP([1, 2, 3, 4]) },
      { name: 'data/secret/01-none.sql', data: EVEN_SETUP([1, 3]) },
      { name: 'data/secret/02-negative.sql', data: EVEN_SETUP([-2, 5, 8, 0]) },
      { name: 'submissions/accepted/solution.sql', data: 'SELECT n FROM nums WHERE n % 2 = 0 ORDER BY n;\n' },
    ],
    [],
    3,
  );
}

export const SQL_EVEN_CORRECT = 'SELECT n FROM nums WHERE n % 2 = 0 ORDER BY n;';
export const SQL_EVEN_WRONG = 'SELECT n FROM nums WHERE n > 0 ORDER BY n;';

/**
 * A data-science problem: labels are the parity of x (`even` / `odd`); accuracy, full marks at 0.9, zero at 0.5.
 * One sample (x = 3..6) and one secret data set (x = 10..13).
 */
export function parityDataSciencePackage(): TestPackage {
  return packageOf(
    [
      { name: 'problem.yaml', data: PROBLEM_YAML('Parity') },
      {
        name: 'katana.yaml',
        data: 'type: MACHINE_LEARNING\nmetric: accuracy\nfull_marks_at: 0.9\nzero_at: 0.5\n',
      },
      { name: 'statement/problem.en.md', data: '# Parity\n\nPredict the parity of x.\n' },
      { name: 'data/sample/01/train.csv', data: 'x,parity\n1,odd\n2,even\n' },
      { name: 'data/sample/01/test.csv', data: 'x\n3\n4\n5\n6\n' },
      { name: 'data/sample/01/labels.csv', data: 'parity\nodd\neven\nodd\neven\n' },
      { name: 'data/secret/01-more/train.csv', data: 'x,parity\n7,odd\n' },
      { name: 'data/secret/01-more/test.csv', data: 'x\n10\n11\n12\n13\n' },
      { name: 'data/secret/01-more/labels.csv', data: 'parity\neven\nodd\neven\nodd\n' },
    ],
    [{ input: 'x\n3\n4\n5\n6\n', output: '' }],
    2,
  );
}

/** Right on every row except x = 6: accuracy 0.75 on the sample (62.5 %), 1 on the secret set (100 %). */
export const PARITY_MISSES_SIX = `import pandas as pd
test = pd.read_csv("test.csv")
for x in test["x"]:
    print("odd" if x % 2 or x == 6 else "even")
`;
