import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint/feature-boundaries.js';

// Layering of ARCHITECTURE.md: domain and documents never reach up into apps; web never imports server code.
const noAppImports = {
  patterns: [
    {
      group: ['@postbridge/server', '@postbridge/server/*', '**/apps/server/**'],
      message: 'domain/documents must not import server code.',
    },
    {
      group: ['@postbridge/web', '@postbridge/web/*', '**/apps/web/**'],
      message: 'domain/documents must not import web code.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noAppImports,
          patterns: [
            ...noAppImports.patterns,
            {
              group: ['@postbridge/documents', '**/packages/documents/**'],
              message: 'domain is the bottom layer.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'],
              message: 'domain has no I/O.',
            },
          ],
        },
      ],
    },
  },
  { files: ['packages/documents/**/*.ts'], rules: { 'no-restricted-imports': ['error', noAppImports] } },
  {
    // A feature imports another only through its index.ts (eslint/feature-boundaries.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': [
        'error',
        { features: path.join(import.meta.dirname, 'apps/server/src/features') },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@postbridge/server', '@postbridge/server/*', '**/apps/server/**'],
              message: 'web must not import server code.',
            },
          ],
        },
      ],
    },
  },
);
