import type { ESLint } from 'eslint';

/** eslint/boundaries.js: the inner walls as an ESLint plugin (rules `walls` and `no-cycle`). */
declare const boundaries: ESLint.Plugin;
export default boundaries;
