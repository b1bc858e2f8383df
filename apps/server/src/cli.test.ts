import { describe, expect, it } from 'vitest';
import { commands, resolveCommand, usage } from './cli.ts';

describe('katana CLI', () => {
  it('has start, migrate and seed, listed in the usage', () => {
    expect(Object.keys(commands)).toEqual(expect.arrayContaining(['start', 'migrate', 'seed']));
    expect(usage()).toMatch(/^ {2}migrate +Apply the database migrations$/m);
  });

  it('matches two-word commands before one-word ones', () => {
    const verify = { summary: 'verify', run: async () => 0 };
    const problem = { summary: 'problem', run: async () => 0 };
    commands['problem verify'] = verify;
    commands.problem = problem;
    try {
      expect(resolveCommand(['problem', 'verify', 'content/two-sum'])).toEqual({
        command: verify,
        args: ['content/two-sum'],
      });
      expect(resolveCommand(['problem', 'list'])).toEqual({ command: problem, args: ['list'] });
      expect(resolveCommand(['nope'])).toBeUndefined();
    } finally {
      delete commands['problem verify'];
      delete commands.problem;
    }
  });
});
