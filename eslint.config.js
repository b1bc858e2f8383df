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
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
