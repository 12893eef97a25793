// One lint setup for the repository: typescript-eslint, react-hooks and jsx-a11y, plus prettier's
// formatting check (run by `npm test` through turbo's `lint` task in every workspace).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import siteAreas from './apps/site/eslint/areas.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/generated/**',
      '**/.sanity/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    // The site by area: lib → features/<area> → routes, areas apart (apps/site/eslint/areas.js).
    files: ['apps/site/app/**/*.{ts,tsx}'],
    plugins: { 'site-areas': siteAreas },
    rules: { 'site-areas/boundaries': 'error' },
  },
);
