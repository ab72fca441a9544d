// Tests may read files: the renderer's locale files are data this contract owns the keys of.
// eslint-disable-next-line no-restricted-imports -- test-only file access, not shipped code
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';

type Tree = { [key: string]: string | Tree };

function load(language: 'en' | 'ko'): Tree {
  const url = new URL(`../../../renderer/src/i18n/locales/${language}/validation.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Tree;
}

/** Nested JSON -> dotted keys, the way i18next resolves 'password.high'. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

describe('validation locale files', () => {
  it('en equals VALIDATION_MESSAGES exactly', () => {
    expect(flatten(load('en'))).toEqual(VALIDATION_MESSAGES);
  });

  it('ko has every key, translated and non-empty, and nothing else', () => {
    const ko = flatten(load('ko'));
    expect(Object.keys(ko).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    for (const [key, text] of Object.entries(ko)) {
      expect(text.trim(), key).not.toBe('');
      expect(/[가-힣]/.test(text), key).toBe(true);
    }
  });
});
