/** Where the generated document is committed, for `npm run openapi` and the test that checks it is current. */
export const COMMITTED_DOCUMENT = new URL('../../../docs/api/openapi.json', import.meta.url);
