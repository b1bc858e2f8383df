/**
 * Writes a tiny data-science package into a temporary directory for the data-science tests. Test-only.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PROBLEM_YAML = `problem_format_version: 2023-07-draft
name: Tiny Parity
uuid: 00000000-0000-4000-8000-00000000d5d5
type: pass-fail
limits:
  time_limit: 2
  memory: 256
`;

/** Labels are the parity of x: `even` / `odd`. One sample, one secret test. */
export async function writeParityPackage(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'katana-ds-'));
  const files: Record<string, string> = {
    'problem.yaml': PROBLEM_YAML,
    'katana.yaml': 'type: DATASCIENCE\nmetric: accuracy\nfull_marks_at: 0.9\nzero_at: 0.5\n',
    'data/sample/01/train.csv': 'x,parity\n1,odd\n2,even\n',
    'data/sample/01/test.csv': 'x\n3\n4\n5\n6\n',
    'data/sample/01/labels.csv': 'parity\nodd\neven\nodd\neven\n',
    'data/secret/01-more/train.csv': 'x,parity\n7,odd\n',
    'data/secret/01-more/test.csv': 'x\n10\n11\n12\n13\n',
    'data/secret/01-more/labels.csv': 'parity\neven\nodd\neven\nodd\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

/** Reads test.csv from the working directory and prints each x's parity: the right answer. */
export const PARITY_SOLUTION = `import csv
with open("test.csv") as f:
    for row in csv.DictReader(f):
        print("even" if int(row["x"]) % 2 == 0 else "odd")
`;
