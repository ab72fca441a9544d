/** The repository root and a file's path in it, as the lint rules name files (forward slashes). */
import { relative, resolve, sep } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export function repoPath(file) {
  return relative(root, file).split(sep).join('/');
}
