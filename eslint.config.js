import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

/** Folder boundaries from ARCHITECTURE.md: who may import whom. */
const forbid = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/*
 * ESLint replaces a rule's options when a later block names the same rule, so a later block must repeat
 * what the earlier one banned: the renderer's bans are built once here and each block adds to them.
 */
const rendererBans = {
  patterns: [
    {
      group: ['**/server/**', '**/main/**', '**/agent/**', '**/preload/**', 'electron', 'node:*', 'fs', 'path'],
      message: 'renderer/ imports only the contract',
    },
  ],
};
const kyBan = { paths: [{ name: 'ky', message: 'use the API client (renderer/src/api)' }] };

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'release/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    // The type-aware promise rules (no-floating-promises, no-misused-promises) run in oxlint's type-aware
    // pass (.oxlintrc.json, scripts/lint.sh): ESLint builds no TypeScript program.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Inner walls (eslint/boundaries.js), no import cycles (eslint/cycles.js), small files.
    files: ['**/*.{ts,tsx}'],
    plugins: { boda: boundaries },
    rules: {
      'boda/walls': 'error',
      'boda/no-cycle': 'error',
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // window.boda lives behind the platform layer.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/src/platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='window'][property.name='boda']", message: 'window.boda only in renderer/src/platform/' },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|fast-check$|vitest$|\\.{1,2}/)', message: 'contract/ imports nothing but zod' }] },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererBans],
    },
  },
  {
    // ky lives behind the one API client: outside it, the renderer's bans plus ky.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/src/api/**'],
    rules: { 'no-restricted-imports': ['error', { ...rendererBans, ...kyBan }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(['**/renderer/**', '**/main/**', '**/agent/**', '**/preload/**', 'electron'], 'server/ imports only the contract'),
  },
  {
    files: ['agent/**/*.ts'],
    rules: forbid(
      ['**/renderer/**', '**/main/**', '**/server/**', '**/preload/**', 'electron'],
      'agent/ is plain Node: contract only, no electron',
    ),
  },
  {
    files: ['main/**/*.ts'],
    rules: forbid(['**/renderer/**', '**/server/**', '**/preload/**'], 'main/ imports contract and agent only'),
  },
  {
    files: ['preload/**/*.ts'],
    rules: forbid(['**/renderer/**', '**/server/**', '**/agent/**', '**/main/**'], 'preload/ imports contract types only'),
  },
);
