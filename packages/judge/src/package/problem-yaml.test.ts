import { describe, expect, it } from 'vitest';
import { PackageError } from './package-error.ts';
import { DEFAULT_LIMITS, parseProblemYaml } from './problem-yaml.ts';

describe('parseProblemYaml: legacy', () => {
  it('defaults: pass-fail, default validation, our limits, time_multiplier 5', () => {
    const { metadata, limits } = parseProblemYaml('');
    expect(metadata).toMatchObject({
      formatVersion: 'legacy',
      validation: 'default',
      license: 'unknown',
      languages: 'all',
    });
    expect(metadata.type).toEqual({
      scoring: false,
      interactive: false,
      multiPass: false,
      submitAnswer: false,
    });
    expect(limits).toMatchObject({
      timeLimitS: DEFAULT_LIMITS.timeLimitS,
      timeLimitSource: 'default',
      memoryMb: DEFAULT_LIMITS.memoryMb,
    });
    expect(limits.timeMultipliers.acToTimeLimit).toBe(5);
  });

  it('reads legacy multi-pass from `validation: custom multi-pass` and validation_passes from limits', () => {
    const { metadata, limits } = parseProblemYaml(
      'validation: custom multi-pass\nlimits:\n  validation_passes: 3\n',
    );
    expect(metadata.type).toMatchObject({ multiPass: true, interactive: false });
    expect(limits.validationPasses).toBe(3);
  });

  it('reads interactive and scoring from `validation: custom interactive score` and splits validator_flags', () => {
    const { metadata } = parseProblemYaml(
      'type: scoring\nvalidation: custom interactive score\nvalidator_flags: float_tolerance 1e-6\n',
    );
    expect(metadata.type).toMatchObject({ scoring: true, interactive: true });
    expect(metadata.validation).toBe('custom');
    expect(metadata.validatorFlags).toEqual(['float_tolerance', '1e-6']);
  });

  it('takes the time limit from .timelimit and keeps limits.time_multiplier', () => {
    const { limits } = parseProblemYaml(
      'limits:\n  time_multiplier: 3\n  memory: 512\n  output: 16\n',
      '2.5\n',
    );
    expect(limits).toMatchObject({
      timeLimitS: 2.5,
      timeLimitSource: '.timelimit',
      memoryMb: 512,
      outputMb: 16,
    });
    expect(limits.timeMultipliers.acToTimeLimit).toBe(3);
  });

  it('splits authors written with commas and "and"', () => {
    expect(parseProblemYaml('author: Ada Lovelace, Alan Turing and Grace Hopper\n').metadata.authors).toEqual(
      ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'],
    );
  });

  it('warns about unknown keys instead of failing', () => {
    expect(parseProblemYaml('colour: blue\n').warnings).toEqual(["problem.yaml: unknown key 'colour'"]);
  });
});

describe('parseProblemYaml: 2023-07 draft', () => {
  const draft = (rest: string) => `problem_format_version: 2023-07-draft\nuuid: 1\nname: X\n${rest}`;

  it('reads type lists, per-language names, time_limit and time_multipliers', () => {
    const { metadata, limits } = parseProblemYaml(
      'problem_format_version: 2023-07-draft\nuuid: abc\ntype: [scoring, interactive]\nname:\n  en: Hello\n  sv: Hej\n' +
        'languages: [python3, cpp]\nlimits:\n  time_limit: 1.5\n  time_multipliers:\n    ac_to_time_limit: 3\n    time_limit_to_tle: 2\n  time_resolution: 0.5\n',
    );
    expect(metadata.type).toMatchObject({ scoring: true, interactive: true });
    expect(metadata.name).toEqual({ en: 'Hello', sv: 'Hej' });
    expect(metadata.languages).toEqual(['python', 'cpp']);
    expect(limits).toMatchObject({
      timeLimitS: 1.5,
      timeLimitSource: 'problem.yaml',
      timeResolutionS: 0.5,
      timeMultipliers: { acToTimeLimit: 3, timeLimitToTle: 2 },
    });
  });

  it('defaults the draft multipliers to 2 and 1.5', () => {
    expect(parseProblemYaml(draft('')).limits.timeMultipliers).toEqual({
      acToTimeLimit: 2,
      timeLimitToTle: 1.5,
    });
  });

  it('reads credits and source in their map forms', () => {
    const { metadata } = parseProblemYaml(
      draft('credits:\n  authors: [A, B]\nsource:\n  - name: NWERC\n    url: https://example.org\n'),
    );
    expect(metadata.authors).toEqual(['A', 'B']);
    expect(metadata.source).toBe('NWERC');
  });

  const bad: Array<[string, string, RegExp]> = [
    ['an unknown type', draft('type: puzzle\n'), /unknown value 'puzzle'/],
    ['pass-fail with scoring', draft('type: [pass-fail, scoring]\n'), /both pass-fail and scoring/],
    ['submit-answer with interactive', draft('type: [submit-answer, interactive]\n'), /submit-answer/],
    ['a negative memory limit', draft('limits:\n  memory: -1\n'), /'memory' must be a valid number/],
    [
      'a multiplier below 1',
      draft('limits:\n  time_multipliers:\n    ac_to_time_limit: 0.5\n'),
      /ac_to_time_limit/,
    ],
    ['a name that is a list', draft('').replace('name: X', 'name: [X]'), /'name' must be a string or a map/],
    [
      'validation that is neither default nor custom',
      'validation: magic\n',
      /must begin with 'default' or 'custom'/,
    ],
    [
      'legacy interactive without custom validation',
      'validation: default interactive\n',
      /interactive problems need/,
    ],
    ['a YAML list at the top', '- a\n- b\n', /must be a YAML map/],
    // Issue #22, gap 3: an unknown word used to be ignored, so the problem was judged by other rules.
    ['an unknown validation word', 'validation: custom multipass\n', /unknown value 'multipass'/],
    [
      'multi-pass without a custom validator',
      'validation: default multi-pass\n',
      /need 'validation: custom multi-pass'/,
    ],
  ];
  it.each(bad)('rejects %s', (_name, text, reason) => {
    let error: unknown;
    try {
      parseProblemYaml(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PackageError);
    expect((error as PackageError).reason).toMatch(reason);
  });

  it('rejects a .timelimit that is not a positive number, naming the file', () => {
    expect(() => parseProblemYaml('', 'fast\n')).toThrow(expect.objectContaining({ file: '.timelimit' }));
  });
});
