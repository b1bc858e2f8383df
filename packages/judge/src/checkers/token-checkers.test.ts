import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChecker } from './checker-registry.ts';

let dir: string;
let answerPath: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'katana-checker-'));
  answerPath = path.join(dir, 'a.ans');
  await writeFile(answerPath, 'Yes 3.14159\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const check = (
  name: Parameters<typeof createChecker>[0],
  output: string,
  flags: string[] = [],
  options = {},
) => createChecker(name, options).check({ inputPath: '/dev/null', answerPath, output, flags });

describe('token checkers read the answer file', () => {
  it('format-default follows the test flags', async () => {
    expect((await check('format-default', 'YES 3.14159')).verdict).toBe('AC');
    expect((await check('format-default', 'YES 3.14159', ['case_sensitive'])).verdict).toBe('WA');
    expect((await check('format-default', 'Yes 3.1416', ['float_absolute_tolerance', '1e-4'])).verdict).toBe(
      'AC',
    );
  });
  it('turns bad validator flags into a judge error, not a wrong answer', async () => {
    expect(await check('format-default', 'Yes 3.14159', ['no_such_flag'])).toMatchObject({ verdict: 'JE' });
  });
  it('exact is case-sensitive, case-insensitive is not, float applies its tolerance', async () => {
    expect((await check('exact', 'yes 3.14159')).verdict).toBe('WA');
    expect((await check('case-insensitive', 'yes 3.14159')).verdict).toBe('AC');
    expect((await check('float', 'Yes 3.1416', [], { absoluteTolerance: 1e-3 })).verdict).toBe('AC');
    expect((await check('float', 'Yes 3.2')).verdict).toBe('WA');
  });
});
