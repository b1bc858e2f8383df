import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (docs/architecture.md): shared <- judge <- server; shared <- web.
// Features of the web app do not import each other; the app folder composes them.
// Inside the server: db and plugins (cross-cutting) import no slice; a slice imports another slice only through its
// index.ts (boundaries/entry-point) and only down the one-way graph in SERVER_SLICE_DEPENDENCIES; the files at
// src/*.ts are the composition root. Tests may compose anything.
const SERVER_SLICE_DEPENDENCIES = {
  auth: ['ssr'],
  challenges: ['practice', 'engagement'],
  colleges: [],
  discussions: ['engagement', 'search'],
  contests: ['practice', 'engagement'],
  engagement: ['practice'],
  events: ['engagement', 'practice'],
  'concept-of-the-day': [],
  'flash-cards': [],
  goals: ['practice', 'engagement', 'guided-paths', 'library'],
  'guided-paths': ['practice', 'engagement'],
  'interview-bundles': ['practice'],
  'prep-plan': ['guided-paths', 'flash-cards'],
  health: [],
  'interview-experiences': ['practice', 'search'],
  jobs: ['practice'],
  judge: [],
  library: ['practice', 'engagement', 'guided-paths'],
  practice: ['judge'],
  profile: ['colleges', 'engagement', 'search'],
  realtime: ['auth'],
  search: ['practice'],
  ssr: [],
  subjective: ['practice'],
  'test-series': ['practice'],
  'web-projects': [],
};
const elements = [
  { type: 'shared', pattern: 'packages/shared/**' },
  { type: 'judge', pattern: 'packages/judge/**' },
  { type: 'server-root', pattern: 'apps/server/src/*.ts', mode: 'file' },
  { type: 'server-db', pattern: 'apps/server/src/db/**' },
  { type: 'server-plugins', pattern: 'apps/server/src/plugins/**' },
  { type: 'server-test', pattern: 'apps/server/src/{test,fuzz,lint-probes}/**' },
  { type: 'server-slice', pattern: 'apps/server/src/*', capture: ['slice'] },
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
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/server/lint-probes/**',
      'content/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'apps/**'],
      'import/resolver': {
        typescript: {
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
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
            { from: 'server', allow: ['shared', 'judge', 'server', 'server-root'] },
            {
              from: ['server-root', 'server-test'],
              allow: [
                'shared',
                'judge',
                'server-root',
                'server-db',
                'server-plugins',
                'server-slice',
                'server-test',
              ],
            },
            { from: 'server-db', allow: ['shared', 'server-db'] },
            { from: 'server-plugins', allow: ['shared', 'judge', 'server-db', 'server-plugins'] },
            {
              from: 'server-slice',
              allow: [
                'shared',
                'judge',
                'server-db',
                'server-plugins',
                ['server-slice', { slice: '${from.slice}' }],
              ],
            },
            ...Object.entries(SERVER_SLICE_DEPENDENCIES)
              .filter(([, to]) => to.length > 0)
              .map(([slice, to]) => ({
                from: [['server-slice', { slice }]],
                allow: to.map((target) => ['server-slice', { slice: target }]),
              })),
            { from: 'web-common', allow: ['shared', 'web-common'] },
            {
              from: 'web-feature',
              allow: ['shared', 'web-common', ['web-feature', { feature: '${from.feature}' }]],
            },
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
    // Another slice is reached through its index.ts only (or a Fastify decorator).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'apps/server/src/{test,fuzz}/**'],
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['server-slice'], disallow: ['**'] },
            { target: ['server-slice'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
  {
    // Tests compose slices freely (fixtures, whole apps); the direction rules bind the product code.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-support.ts'],
    rules: { 'boundaries/element-types': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
