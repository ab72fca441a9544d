import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Folder boundaries from ARCHITECTURE.md: who may import whom. */
const forbid = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'release/**', 'test-results/**', 'playwright-report/**', 'server/drizzle/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|fast-check$|vitest$|\\.{1,2}/)', message: 'contract/ imports nothing but zod' }] }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['**/server/**', '**/main/**', '**/agent/**', '**/preload/**', 'electron', 'node:*', 'fs', 'path'], 'renderer/ imports only the contract'),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(['**/renderer/**', '**/main/**', '**/agent/**', '**/preload/**', 'electron'], 'server/ imports only the contract'),
  },
  {
    files: ['agent/**/*.ts'],
    rules: forbid(['**/renderer/**', '**/main/**', '**/server/**', '**/preload/**', 'electron'], 'agent/ is plain Node: contract only, no electron'),
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
