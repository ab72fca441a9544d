import type { ESLint } from 'eslint';

/** eslint/boundaries.js: the inner walls as an ESLint plugin (rule `walls`). */
declare const boundaries: ESLint.Plugin;
export default boundaries;
