import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { graphqlLint } from './eslint.graphql.js';
import { layers } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'web/src/gql/**',
      'web/src/staff/gql/**',
      'gateway/src/generated/**',
      'tests/e2e/screenshots/**',
      // The peers bench:peers measures, with packages of their own that only that bench installs (npm ci there):
      // without them every import is unresolved. Prettier still formats them.
      'gateway/bench/peers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      '**/bench/**',
      'scripts/**',
      '**/scripts/**',
      'store-api/src/admin.ts',
      'tests/e2e/lighthouse.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...layers(import.meta.dirname),
  ...graphqlLint(import.meta.dirname),
  // store-api's layers: routes read input and call a service; services and the database layer hold SQL and rules
  // and never reach back into HTTP (the error classes both use live in store-api/src/errors.ts).
  {
    files: ['store-api/src/services/**', 'store-api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(http|routes)(/|$)',
              message:
                'store-api services and db never import HTTP code: move what both need out of http/ or routes/.',
            },
          ],
        },
      ],
    },
  },
);
