import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commands } from './index';

/** Schema kinds that change what they parse (or fill in what is missing): a client would need zod to read such an answer. */
const RESHAPING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success']);

/** Paths of every reshaping part of a schema ('result.items[]'). */
function reshapingParts(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (RESHAPING.has(def.type)) return [`${path || '(answer)'}: ${def.type}`];
  const walk = (child: unknown, at: string) => reshapingParts(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => walk(child, path ? `${path}.${key}` : key));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, index) => walk(item, `${path}[${index}]`));
    case 'lazy':
      return walk((def.getter as () => unknown)(), path);
    default:
      return [];
  }
}

describe('command answers', () => {
  // The renderer uses answers as the server sends them (renderer/src/api/client.ts) and keeps zod off the
  // login page: parsing an answer must never be needed to read it.
  it('are plain data: no output schema transforms a value or fills in a default', () => {
    const problems = Object.entries(commands).flatMap(([name, spec]) =>
      reshapingParts(spec.output as z.ZodType, '').map((part) => `${name} ${part}`),
    );
    expect(problems).toEqual([]);
  });

  it('the check sees a reshaping schema', async () => {
    const { z } = await import('zod');
    expect(reshapingParts(z.object({ a: z.array(z.object({ b: z.string().default('') })) }), '')).toEqual(['a[].b: default']);
    expect(reshapingParts(z.object({ n: z.string().transform(Number).nullable() }), '')).toEqual(['n: pipe']);
  });
});
