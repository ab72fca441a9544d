// The committed document is data this contract generates: the test reads it to prove it is current.
// eslint-disable-next-line no-restricted-imports -- test-only file access, not shipped code
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMITTED_DOCUMENT } from './committed';
import { serializeOpenApiDocument } from './index';

describe('docs/api/openapi.json', () => {
  it('is the document generated from the contract (run `npm run openapi` to regenerate)', () => {
    const committed = readFileSync(COMMITTED_DOCUMENT, 'utf8');
    const generated = serializeOpenApiDocument();
    if (committed !== generated) {
      expect.fail('docs/api/openapi.json differs from the contract: run `npm run openapi` to regenerate it (never edit it by hand)');
    }
  });
});
