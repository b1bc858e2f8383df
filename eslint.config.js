import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (docs/architecture.md): shared <- judge <- server; shared <- web.
// Features of the web app do not import each other; the app folder composes them.
const elements = [
  { type: 'shared', pattern: 'packages/shared/**' },
  { type: 'judge', pattern: 'packages/judge/**' },
  { type: 'server', pattern: 'apps/server/**' },
  { type: 'web-app', pattern: 'apps/web/src/app/**' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
  { type: 'web-common', pattern: 'apps/web/src/{lib,components,test}/**' },
  { type: 'web-root', pattern: 'apps/web/src/*', mode: 'file' },
];

// Files that may import '@katana/judge/test-support': tests, their helpers, end-to-end specs, benchmarks.
const JUDGE_TEST_SUPPORT_USERS = [
  '**/*.test.{ts,tsx}',
  '**/*.test-support.ts',
  'apps/server/src/test/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
];

/**
 * Forbids `@katana/judge/<path>` in `files` (but the test-support entry when `testSupport`). The TypeScript variant
 * of no-restricted-imports, so that a core no-restricted-imports rule added for other reasons does not replace it;
 * no-restricted-syntax covers import(), which no-restricted-imports does not check (esquery regexes cannot contain
 * a slash, hence \u002F).
 */
function judgeEntryRule(files, { testSupport }) {
  const message =
    "Import the judge through '@katana/judge' (packages/judge/src/index.ts), its test helpers through " +
    "'@katana/judge/test-support' in test files only.";
  const group = testSupport ? ['@katana/judge/*', '!@katana/judge/test-support'] : ['@katana/judge/*'];
  const dynamic = testSupport
    ? '^@katana\\u002Fjudge\\u002F(?!test-support$)'
    : '^@katana\\u002Fjudge\\u002F';
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message }] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${dynamic}/]`, message }],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**', 'content/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'apps/**'],
      'import/resolver': {
        typescript: { project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'judge', allow: ['shared', 'judge'] },
            { from: 'server', allow: ['shared', 'judge', 'server'] },
            { from: 'web-common', allow: ['shared', 'web-common'] },
            { from: 'web-feature', allow: ['shared', 'web-common', ['web-feature', { feature: '${from.feature}' }]] },
            { from: 'web-app', allow: ['shared', 'web-common', 'web-feature', 'web-app'] },
            { from: 'web-root', allow: ['shared', 'web-common', 'web-feature', 'web-app'] },
          ],
        },
      ],
    },
  },
  // The judge's public API: outside packages/judge, import '@katana/judge' (packages/judge/src/index.ts) only; its
  // test helpers, '@katana/judge/test-support', only in tests and benchmarks. Probe:
  // apps/server/src/lint-probes/judge-entry.test.ts.
  judgeEntryRule(['apps/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts'], { testSupport: false }),
  judgeEntryRule(JUDGE_TEST_SUPPORT_USERS, { testSupport: true }),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
