import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageError } from './package-error.ts';
import { flattenCases, parseGroupSettings, readTestData, defaultGroupSettings } from './test-data.ts';

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** Writes a package tree from a {relative path: content} map. */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'katana-data-'));
  temps.push(root);
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
  return root;
}

describe('readTestData', () => {
  it('orders cases and groups lexicographically, interleaved, and names them relative to data/', async () => {
    const root = await tree({
      'data/secret/b.in': '',
      'data/secret/b.ans': '',
      'data/secret/a/1.in': '',
      'data/secret/a/1.ans': '',
      'data/secret/c.in': '',
      'data/secret/c.ans': '',
      'data/secret/10.in': '',
      'data/secret/10.ans': '',
      'data/secret/2.in': '',
      'data/secret/2.ans': '',
    });
    const { secret, sample } = await readTestData(root, 'legacy', []);
    expect(sample).toBeNull();
    expect(flattenCases(secret).map((c) => c.name)).toEqual([
      'secret/10',
      'secret/2',
      'secret/a/1',
      'secret/b',
      'secret/c',
    ]);
  });

  it('legacy: a group testdata.yaml replaces the ancestor one; validator flags follow problem validator_flags', async () => {
    const root = await tree({
      'data/secret/testdata.yaml': 'output_validator_flags: float_tolerance 1e-3\naccept_score: 5\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': '',
      'data/secret/g/testdata.yaml': 'on_reject: continue\n',
      'data/secret/g/1.in': '',
      'data/secret/g/1.ans': '',
      'data/secret/h/1.in': '',
      'data/secret/h/1.ans': '',
    });
    const { secret } = await readTestData(root, 'legacy', ['case_sensitive']);
    const byName = new Map(flattenCases(secret).map((c) => [c.name, c.validatorFlags]));
    expect(byName.get('secret/1')).toEqual(['case_sensitive', 'float_tolerance', '1e-3']);
    expect(byName.get('secret/g/1')).toEqual(['case_sensitive']);
    expect(byName.get('secret/h/1')).toEqual(['case_sensitive', 'float_tolerance', '1e-3']);
    const g = secret.items.find((i) => i.kind === 'group' && i.group.name === 'secret/g');
    expect(g?.kind === 'group' && g.group.settings).toMatchObject({ onReject: 'continue', acceptScore: 1 });
  });

  it('draft: validator args are inherited, scoring is not, and a case .yaml overrides args', async () => {
    const root = await tree({
      'data/secret/test_group.yaml':
        'output_validator_args: [float_absolute_tolerance, "0.01"]\nscoring:\n  score: 50\n',
      'data/secret/g/1.in': '',
      'data/secret/g/1.ans': '',
      'data/secret/g/2.in': '',
      'data/secret/g/2.ans': '',
      'data/secret/g/2.yaml': 'output_validator_args: [case_sensitive]\nargs: [--fast]\nhint: think small\n',
    });
    const { secret } = await readTestData(root, '2023-07-draft', []);
    expect(secret.settings.scoring?.score).toBe(50);
    const g = secret.items[0]!;
    expect(g.kind === 'group' && g.group.settings.scoring).toBeNull();
    const [one, two] = flattenCases(secret);
    expect(one!.validatorFlags).toEqual(['float_absolute_tolerance', '0.01']);
    expect(two).toMatchObject({ validatorFlags: ['case_sensitive'], args: ['--fast'], hint: 'think small' });
  });

  it('reads legacy .hint and .desc files and a range', async () => {
    const root = await tree({
      'data/secret/testdata.yaml': 'range: 0 +inf\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': '',
      'data/secret/1.hint': 'edge case\n',
      'data/secret/1.desc': 'n = 0\n',
    });
    const { secret } = await readTestData(root, 'legacy', []);
    expect(secret.settings.range).toEqual([0, Infinity]);
    expect(flattenCases(secret)[0]).toMatchObject({ hint: 'edge case', description: 'n = 0' });
  });

  const malformed: Array<[string, Record<string, string>, string, RegExp]> = [
    [
      'both settings files',
      {
        'data/secret/testdata.yaml': '',
        'data/secret/test_group.yaml': '',
        'data/secret/1.in': '',
        'data/secret/1.ans': '',
      },
      'data/secret',
      /both/,
    ],
    [
      'a group named like a case',
      {
        'data/secret/x.in': '',
        'data/secret/x.ans': '',
        'data/secret/x/1.in': '',
        'data/secret/x/1.ans': '',
      },
      'data/secret/x',
      /share its name/,
    ],
    [
      'sub-groups in data/sample (draft)',
      {
        'data/sample/g/1.in': '',
        'data/sample/g/1.ans': '',
        'data/secret/1.in': '',
        'data/secret/1.ans': '',
      },
      'data/sample/g',
      /must not contain test groups/,
    ],
    [
      'a bad on_reject',
      { 'data/secret/testdata.yaml': 'on_reject: panic\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' },
      'data/secret/testdata.yaml',
      /on_reject/,
    ],
    [
      'a bad range',
      { 'data/secret/testdata.yaml': 'range: 0\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' },
      'data/secret/testdata.yaml',
      /range/,
    ],
    ['no secret case at all', { 'data/secret/readme.txt': '' }, 'data/secret/', /no test case/],
  ];
  it.each(malformed)('rejects %s, naming the file', async (_name, files, file, reason) => {
    const root = await tree(files);
    const error = await readTestData(root, '2023-07-draft', []).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PackageError);
    expect(error).toMatchObject({ file });
    expect((error as PackageError).reason).toMatch(reason);
  });
});

describe('parseGroupSettings', () => {
  it('accepts the legacy map form {name, flags} for validator flags', () => {
    const settings = parseGroupSettings(
      't.yaml',
      'output_validator_flags:\n  name: checker\n  flags: a b\n',
      defaultGroupSettings(false),
      'legacy',
      false,
      [],
    );
    expect(settings.outputValidatorFlags).toEqual(['a', 'b']);
  });
  it('collects unknown keys as warnings', () => {
    const warnings: string[] = [];
    parseGroupSettings('t.yaml', 'points: 3\n', defaultGroupSettings(false), 'legacy', false, warnings);
    expect(warnings).toEqual(["t.yaml: unknown key 'points'"]);
  });
});
