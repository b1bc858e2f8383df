/**
 * The server's import rules (eslint.config.js) hold: every probe in ../lint-probes, linted at the path it names,
 * yields exactly the boundaries errors it expects — a forbidden cross-slice import fails lint, an allowed one passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';

const PROBES = join(REPO_ROOT, 'apps/server/lint-probes');
const probes = readdirSync(PROBES)
  .filter((name) => name.endsWith('.probe.ts'))
  .map((name) => {
    const source = readFileSync(join(PROBES, name), 'utf8');
    const as = /^\/\/ lint as: (\S+)/m.exec(source)?.[1];
    const expected = /^\/\/ expect: (.+)$/m.exec(source)?.[1]?.trim();
    if (!as || !expected) throw new Error(`${name}: needs '// lint as:' and '// expect:' lines`);
    return { name, source, as, expected: expected === 'none' ? [] : expected.split(/,\s*/) };
  });

describe('server import boundaries (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT });

  it('has probes for both a forbidden and an allowed import', () => {
    expect(probes.some((p) => p.expected.length === 0)).toBe(true);
    expect(probes.some((p) => p.expected.includes('boundaries/entry-point'))).toBe(true);
    expect(probes.some((p) => p.expected.includes('boundaries/element-types'))).toBe(true);
  });

  it.each(probes)(
    '$name linted as $as reports $expected',
    async ({ source, as, expected }) => {
      const [result] = await eslint.lintText(source, { filePath: join(REPO_ROOT, as) });
      const rules = (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
      expect(rules.sort()).toEqual([...expected].sort());
    },
    60_000,
  );
});
