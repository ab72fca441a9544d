import { describe, expect, it } from 'vitest';
import { Languages } from '@boda/contract';
import { loadAllResources } from './resources';

const resources = await loadAllResources();

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('i18n resources', () => {
  it('has the same namespaces in every language', () => {
    const [first, ...rest] = Languages.map((language) => Object.keys(resources[language] ?? {}).sort());
    expect(first.length).toBeGreaterThan(0);
    for (const other of rest) expect(other).toEqual(first);
  });

  it('has identical key sets in en and ko for every namespace, with no empty texts', () => {
    for (const namespace of Object.keys(resources.en)) {
      const en = keys(resources.en[namespace]).sort();
      const ko = keys(resources.ko[namespace]).sort();
      expect(ko, `namespace ${namespace}`).toEqual(en);
      for (const language of Languages) {
        const leaves = keys(resources[language][namespace]).map((key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language][namespace]),
        );
        expect(
          leaves.every((text) => typeof text === 'string' && text.length > 0),
          `${language}/${namespace}`,
        ).toBe(true);
      }
    }
  });

  it('translates every error code of the contract catalogue in both languages', async () => {
    const { ErrorCode } = await import('@boda/contract');
    for (const language of Languages) {
      const errors = resources[language].errors as Record<string, unknown>;
      for (const code of Object.values(ErrorCode)) expect(errors[code], `${language} ${code}`).toBeTypeOf('string');
    }
  });
});
