import { describe, expect, it } from 'vitest';
import { compareWithDefaultValidator } from './default-validator.ts';
import { FORMAT_DEFAULT_OPTIONS, parseDefaultValidatorFlags } from './default-validator-options.ts';
import { CheckerConfigError } from './types.ts';

const opts = (flags: string[]) => parseDefaultValidatorFlags(flags);

describe('default output validator', () => {
  const table: Array<[string, string, string, string[], boolean]> = [
    ['same tokens', '7\n', '7\n', [], true],
    ['whitespace amount is free', '1 2\n3\n', '  1\t2 3   \n\n', [], true],
    ['missing trailing newline is fine', '7\n', '7', [], true],
    ['different number', '7\n', '8\n', [], false],
    ['fewer tokens', '1 2\n', '1\n', [], false],
    ['extra tokens', '1\n', '1 2\n', [], false],
    ['case ignored by default (format default)', 'YES\n', 'yes\n', [], true],
    ['case_sensitive rejects case change', 'YES\n', 'yes\n', ['case_sensitive'], false],
    ['non-ASCII letters are compared exactly', 'Ä\n', 'ä\n', [], false],
    ['floats exact without tolerance', '0.5\n', '0.50\n', [], false],
    [
      'absolute tolerance accepts close value',
      '0.5\n',
      '0.5000004\n',
      ['float_absolute_tolerance', '1e-6'],
      true,
    ],
    [
      'absolute tolerance rejects far value',
      '0.5\n',
      '0.50001\n',
      ['float_absolute_tolerance', '1e-6'],
      false,
    ],
    [
      'relative tolerance scales with the answer',
      '1000000\n',
      '1000000.5\n',
      ['float_relative_tolerance', '1e-6'],
      true,
    ],
    [
      'relative tolerance rejects beyond the ratio',
      '1000000\n',
      '1000002\n',
      ['float_relative_tolerance', '1e-6'],
      false,
    ],
    ['float_tolerance: either tolerance is enough', '0\n', '0.0000005\n', ['float_tolerance', '1e-6'], true],
    [
      'any float formatting within tolerance',
      '0.0314\n',
      '3.14000000e-2\n',
      ['float_tolerance', '1e-9'],
      true,
    ],
    ['non-number where a float is expected', '1.5\n', 'abc\n', ['float_tolerance', '1e-6'], false],
    [
      'non-float answer tokens compare as strings',
      'x 1.0\n',
      'X 1.0000001\n',
      ['float_tolerance', '1e-6'],
      true,
    ],
    ['nan is not a float token', 'nan\n', 'NaN\n', ['float_tolerance', '1e-6', 'case_sensitive'], false],
    ['space_change_sensitive accepts identical', '1 2\n', '1 2\n', ['space_change_sensitive'], true],
    ['space_change_sensitive rejects two spaces', '1 2\n', '1  2\n', ['space_change_sensitive'], false],
    ['space_change_sensitive rejects missing newline', '1 2\n', '1 2', ['space_change_sensitive'], false],
    ['space_change_sensitive rejects tab for space', '1 2\n', '1\t2\n', ['space_change_sensitive'], false],
    ['empty answer and empty output', '', '\n', [], true],
  ];
  it.each(table)('%s', (_name, answer, output, flags, accepted) => {
    expect(compareWithDefaultValidator(answer, output, opts(flags)).accepted).toBe(accepted);
  });

  it('names the first differing token and its line', () => {
    const result = compareWithDefaultValidator('1\n2\n3\n', '1\n2\n4\n', FORMAT_DEFAULT_OPTIONS);
    expect(result.message).toBe('token 3 (line 3): expected "3", got "4"');
  });

  it('says when the output ends early', () => {
    expect(compareWithDefaultValidator('1 2\n', '1\n', FORMAT_DEFAULT_OPTIONS).message).toMatch(
      /ended after 1 token/,
    );
  });
});

describe('parseDefaultValidatorFlags', () => {
  it('sets both tolerances from float_tolerance', () => {
    expect(opts(['float_tolerance', '1e-4'])).toMatchObject({
      floatAbsoluteTolerance: 1e-4,
      floatRelativeTolerance: 1e-4,
    });
  });
  it('rejects unknown flags, repeated tolerances and a missing value', () => {
    expect(() => opts(['ignore_everything'])).toThrow(CheckerConfigError);
    expect(() => opts(['float_absolute_tolerance', '1', 'float_absolute_tolerance', '2'])).toThrow(/twice/);
    expect(() => opts(['float_tolerance', '1', 'float_relative_tolerance', '2'])).toThrow(
      /cannot be combined/,
    );
    expect(() => opts(['float_tolerance'])).toThrow(/non-negative number/);
  });
});
