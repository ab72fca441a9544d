/**
 * `npm run openapi`: writes the contract's OpenAPI document to docs/api/openapi.json. The file is
 * generated, never edited by hand; contract/src/openapi/committed.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { serializeOpenApiDocument } from '../contract/src/openapi/index';
import { COMMITTED_DOCUMENT } from '../contract/src/openapi/committed';

writeFileSync(COMMITTED_DOCUMENT, serializeOpenApiDocument());
console.log(`wrote ${COMMITTED_DOCUMENT.pathname}`);
