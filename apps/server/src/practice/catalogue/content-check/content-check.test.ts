import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check.ts';
import { runContentCheckCommand } from './content-check-command.ts';

const PROBLEM_YAML = `problem_format_version: 2023-07-draft
name: Tiny Sum
uuid: 0b5c1f0e-1111-4a4a-8a8a-000000000001
type: pass-fail
limits:
  time_limit: 1
  memory: 256
`;

const KATANA_YAML = `slug: tiny-sum
difficulty: EASY
max_score: 40
topics: [math]
lists: [starter-pack]
hints:
  - Read both numbers.
  - Add them; the sum fits in $2^{31}$.
meta_description: Add two numbers.
meta_keywords: sum
`;

const ITEM_YAML = `slug: tiny-quiz
type: SINGLE_CHOICE
title: Tiny quiz
difficulty: EASY
max_score: 10
topics: [math]
meta_description: One plus one.
meta_keywords: sum
options:
  - id: a
    text: '$2$'
  - id: b
    text: '$3$'
right_answers: [a]
solution_desc: One plus one is two; three is one too many.
`;

/** A content folder with one complete CODE problem (tiny-sum), one quiz item (tiny-quiz) and lists.yaml. */
async function writeGoodContent(root: string): Promise<void> {
  const files: Record<string, string> = {
    'lists.yaml': 'lists:\n  - slug: starter-pack\n    name: Starter pack\n',
    'problems/tiny-sum/problem.yaml': PROBLEM_YAML,
    'problems/tiny-sum/katana.yaml': KATANA_YAML,
    'problems/tiny-sum/statement/problem.en.md': '# Tiny Sum\n\nPrint $a + b$.\n\n$$\na + b \\le 10^9\n$$\n',
    'problems/tiny-sum/editorial/editorial.en.md': 'Add them: $O(1)$.\n',
    'problems/tiny-sum/generators/gen.py': 'print("1 2")\n',
    'problems/tiny-sum/submissions/accepted/solution.cpp': 'int main(){}\n',
    'problems/tiny-sum/submissions/accepted/solution.py': 'print(sum(map(int, input().split())))\n',
    'problems/tiny-sum/submissions/accepted/Main.java':
      'class Main { public static void main(String[] a) {} }\n',
    'problems/tiny-sum/submissions/wrong_answer/difference.py':
      'a, b = map(int, input().split())\nprint(a - b)\n',
    'problems/tiny-sum/scaffolds/cpp.cpp': '// cpp\n',
    'problems/tiny-sum/scaffolds/java.java': '// java\n',
    'problems/tiny-sum/scaffolds/python.py': '# python\n',
    'problems/tiny-sum/scaffolds/javascript.js': '// js\n',
    'items/tiny-quiz/item.yaml': ITEM_YAML,
    'items/tiny-quiz/statement.en.md': 'What is $1 + 1$?\n',
  };
  for (let i = 1; i <= 2; i++) {
    files[`problems/tiny-sum/data/sample/0${i}.in`] = `${i} ${i}\n`;
    files[`problems/tiny-sum/data/sample/0${i}.ans`] = `${2 * i}\n`;
  }
  for (let i = 1; i <= 10; i++) {
    const n = String(i).padStart(2, '0');
    files[`problems/tiny-sum/data/secret/${n}-case.in`] = `${i} 1\n`;
    files[`problems/tiny-sum/data/secret/${n}-case.ans`] = `${i + 1}\n`;
  }
  for (const [name, content] of Object.entries(files)) await put(root, name, content);
}

async function put(root: string, name: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), content);
}

let root: string;
const lines = async () => (await checkContent(root)).map((i) => `${i.where}: ${i.reason}`);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'katana-content-check-'));
  await writeGoodContent(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('katana content check', () => {
  it('passes a complete package and item, and exits 0', async () => {
    expect(await lines()).toEqual([]);
    const out: string[] = [];
    const code = await runContentCheckCommand([root], { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(out).toEqual([`${root}: content check passed`]);
  });

  it('names each missing part of a CODE package as <slug>/<file>, and exits 1', async () => {
    const pkg = path.join(root, 'problems/tiny-sum');
    await unlink(path.join(pkg, 'submissions/accepted/Main.java'));
    await unlink(path.join(pkg, 'submissions/wrong_answer/difference.py'));
    await unlink(path.join(pkg, 'scaffolds/javascript.js'));
    await unlink(path.join(pkg, 'generators/gen.py'));
    await unlink(path.join(pkg, 'editorial/editorial.en.md'));
    for (const ext of ['in', 'ans']) {
      await unlink(path.join(pkg, `data/sample/02.${ext}`));
      await unlink(path.join(pkg, `data/secret/10-case.${ext}`));
    }
    expect(await lines()).toEqual([
      'tiny-sum/editorial/editorial.en.md: missing or empty',
      'tiny-sum/submissions/wrong_answer: missing: a plausible wrong submission proves the tests catch it',
      'tiny-sum/data/sample: has 1 sample(s); at least 2 are expected',
      'tiny-sum/data/secret: has 9 test(s); at least 10 are expected',
      'tiny-sum/generators: missing: the script that wrote data/secret (generators/gen.py)',
      'tiny-sum/submissions/accepted: no accepted solution in java',
      'tiny-sum/scaffolds: no scaffold for javascript (scaffolds/javascript.<ext>)',
    ]);
    const out: string[] = [];
    expect(await runContentCheckCommand([root], { out: (l) => out.push(l), err: (l) => out.push(l) })).toBe(
      1,
    );
    expect(out.at(-1)).toBe(`${root}: 7 problem(s) found`);
  });

  it('refuses a formula KaTeX cannot parse, in the statement or a hint', async () => {
    await put(root, 'problems/tiny-sum/statement/problem.en.md', 'Print $\\frac{a}{b$.\n');
    await put(root, 'problems/tiny-sum/katana.yaml', KATANA_YAML.replace('$2^{31}$', '$2^{31$'));
    const found = await lines();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^tiny-sum\/katana.yaml \(hint 2\): does not render: .*KaTeX parse error/);
    expect(found[1]).toMatch(
      /^tiny-sum\/statement\/problem.en.md: does not render: line 1: .*KaTeX parse error/,
    );
  });

  it('refuses a formula KaTeX cannot parse in an item', async () => {
    await put(root, 'items/tiny-quiz/statement.en.md', 'What is $1 + \\unknowncommand 1$?\n');
    expect(await lines()).toEqual([
      expect.stringMatching(/^tiny-quiz\/statement.en.md: does not render: .*Undefined control sequence/),
    ]);
  });

  it('refuses insane limits, unknown topics, company tags, unknown lists and too many hints', async () => {
    await put(
      root,
      'problems/tiny-sum/problem.yaml',
      PROBLEM_YAML.replace('time_limit: 1', 'time_limit: 60'),
    );
    await put(
      root,
      'problems/tiny-sum/katana.yaml',
      KATANA_YAML.replace('[math]', '[math, hash-ing]')
        .replace('[starter-pack]', '[starter-pack, nowhere]')
        .replace('max_score: 40', 'max_score: 80\ncompanies: [Acme]')
        .replace('hints:\n', 'hints:\n  - One.\n  - Two.\n'),
    );
    expect(await lines()).toEqual([
      "tiny-sum/katana.yaml: 'max_score' 80 is not 40 for EASY",
      "tiny-sum/katana.yaml: unknown topic 'hash-ing' (packages/shared/src/items/item-schema.ts)",
      "tiny-sum/katana.yaml: 'companies' is for operators' own content; the shipped catalogue makes no such claims",
      "tiny-sum/katana.yaml: list 'nowhere' is not in lists.yaml",
      'tiny-sum/katana.yaml: has 4 hint(s); 2-3 are expected',
      'tiny-sum/problem.yaml: time limit 60 s is outside 0.5-10 s',
    ]);
  });

  it('accepts topic ladders that some problem joins, and refuses naming one in lists or an empty or unknown topic', async () => {
    const ladders = [
      ['ladder-math', 'math'],
      ['ladder-graphs', 'graphs'],
      ['ladder-knitting', 'knitting'],
    ]
      .map(([slug, topic]) => `  - slug: ${slug}\n    name: ${slug}\n    topic: ${topic}\n`)
      .join('');
    await put(root, 'lists.yaml', `lists:\n  - slug: starter-pack\n    name: Starter pack\n${ladders}`);
    await put(
      root,
      'problems/tiny-sum/katana.yaml',
      KATANA_YAML.replace('[starter-pack]', '[starter-pack, ladder-math]'),
    );
    expect(await lines()).toEqual([
      "tiny-sum/katana.yaml: list 'ladder-math' is a topic ladder: its problems come from their topics, not from 'lists'",
      "lists.yaml: ladder 'ladder-graphs': no problem has the topic 'graphs'",
      "lists.yaml: ladder 'ladder-knitting': unknown topic 'knitting'",
    ]);
  });

  it('reports a malformed package by its file instead of stopping', async () => {
    await put(root, 'problems/tiny-sum/katana.yaml', KATANA_YAML.replace('slug: tiny-sum', 'slug: Tiny Sum'));
    expect(await lines()).toEqual(["tiny-sum/katana.yaml: 'slug': must be kebab-case (a-z, 0-9, -)"]);
  });

  it('refuses a slug shared by a problem and an item, and a uuid shared by two problems', async () => {
    // A second package, a copy of tiny-sum under the item's slug (so the uuid is the same too).
    await writeGoodContent(path.join(root, 'copy'));
    const { rename } = await import('node:fs/promises');
    await rename(path.join(root, 'copy/problems/tiny-sum'), path.join(root, 'problems/tiny-quiz'));
    await put(
      root,
      'problems/tiny-quiz/katana.yaml',
      KATANA_YAML.replace('slug: tiny-sum', 'slug: tiny-quiz'),
    );
    await rm(path.join(root, 'copy'), { recursive: true });
    expect(await lines()).toEqual([
      "tiny-quiz/katana.yaml: slug 'tiny-quiz' is also used by items/tiny-quiz",
      "tiny-quiz/item.yaml: slug 'tiny-quiz' is also used by tiny-quiz",
      "tiny-quiz/problem.yaml: uuid '0b5c1f0e-1111-4a4a-8a8a-000000000001' is also used by tiny-sum",
      "tiny-sum/problem.yaml: uuid '0b5c1f0e-1111-4a4a-8a8a-000000000001' is also used by tiny-quiz",
    ]);
  });

  it('checks a SQL package against the SQL format', async () => {
    const sql = 'problems/tiny-sql';
    await put(root, `${sql}/problem.yaml`, PROBLEM_YAML.replace('000000000001', '000000000002'));
    await put(
      root,
      `${sql}/katana.yaml`,
      KATANA_YAML.replace(
        'slug: tiny-sum',
        'slug: tiny-sql\ntype: SQL\nordered: false\ndialects: [psql, mysql]',
      ).replace('[math]', '[sql]'),
    );
    await put(root, `${sql}/statement/problem.en.md`, 'Select.\n');
    await put(root, `${sql}/editorial/editorial.en.md`, 'Select.\n');
    for (const name of ['sample/01', 'sample/02', 'secret/01-a', 'secret/02-b']) {
      await put(root, `${sql}/data/${name}.sql`, 'CREATE TABLE t (x INTEGER);\n');
    }
    await put(root, `${sql}/submissions/accepted/solution.sql`, 'SELECT x FROM t;\n');
    await put(root, `${sql}/submissions/wrong_answer/none.sql`, 'SELECT 1 AS x;\n');
    await put(root, `${sql}/scaffolds/psql.sql`, 'SELECT;\n');
    expect(await lines()).toEqual([
      'tiny-sql/data/secret: has 2 setup(s); at least 3 are expected',
      'tiny-sql/scaffolds: no scaffold for mysql (scaffolds/mysql.sql)',
    ]);
  });

  it('checks a data-science package against its format: topics, test folders, generator, Python parts', async () => {
    const ds = 'problems/tiny-ml';
    await put(root, `${ds}/problem.yaml`, PROBLEM_YAML.replace('000000000001', '000000000003'));
    await put(
      root,
      `${ds}/katana.yaml`,
      KATANA_YAML.replace(
        'slug: tiny-sum',
        'slug: tiny-ml\ntype: MACHINE_LEARNING\nmetric: accuracy\nfull_marks_at: 0.9\nzero_at: 0.5',
      ).replace('[math]', '[classification, pastry]'),
    );
    await put(root, `${ds}/statement/problem.en.md`, 'Predict.\n');
    await put(root, `${ds}/editorial/editorial.en.md`, 'Predict.\n');
    for (const name of ['sample/01', 'secret/01-a']) {
      for (const file of ['train.csv', 'test.csv', 'labels.csv'])
        await put(root, `${ds}/data/${name}/${file}`, 'x\n1\n');
    }
    await put(root, `${ds}/submissions/accepted/solution.py`, 'print(1)\n');
    await put(root, `${ds}/submissions/wrong_answer/zero.py`, 'print(0)\n');
    expect(await lines()).toEqual([
      "tiny-ml/katana.yaml: unknown topic 'pastry' (packages/shared/src/items/item-schema.ts)",
      'tiny-ml/data/secret: has 1 test folder(s); at least 2 are expected',
      'tiny-ml/generators: missing: the script that wrote the data sets (generators/gen.py)',
      'tiny-ml/scaffolds: no scaffold for python (scaffolds/python.py)',
    ]);
  });
});
