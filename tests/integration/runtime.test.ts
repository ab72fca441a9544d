import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/* The README's two commands run through npm, which puts the `node` package's Node 24 in front of the PATH. */
describe('runtime', () => {
  it('runs the tests on Node 24, the line package.json declares', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
