import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { envVarsMarkdownTable } from './plugins/app/config.ts';

/** Cells of a Markdown table, whitespace-insensitive (Prettier pads the columns). */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => line.split('|').map((c) => c.trim()));

describe('README.md', () => {
  it('lists the environment variables exactly as ENV_VARS does', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = /<!-- env-table:start -->([\s\S]*?)<!-- env-table:end -->/.exec(readme)?.[1] ?? '';
    expect(cells(table)).toEqual(cells(envVarsMarkdownTable()));
  });
});
