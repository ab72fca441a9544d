import { buildOpenApiDocument, serializeOpenApiDocument } from '@boda/contract/openapi';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../runtime';
import { API_DOCS_PAGE_CSP, renderApiDocsPage } from './page';

export const API_DOCS_JSON_PATH = '/open/api-docs.json';
export const API_DOCS_PAGE_PATH = '/open/api-docs';

/** Public and the same for everyone: a short shared cache keeps it cheap without hiding a new deploy for long. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The contract's OpenAPI document and its rendered page. Plain routes, not dispatcher commands: they
 * describe the commands rather than being one. Built on first request, then kept (the contract does
 * not change while the process runs).
 */
export function registerApiDocs(app: FastifyInstance, runtime: Runtime): void {
  let built: { json: string; html: string } | null = null;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument();
      built = { json: serializeOpenApiDocument(document), html: renderApiDocsPage(document, runtime.settings.publicOrigin) };
    }
    return built;
  };
  app.get(API_DOCS_JSON_PATH, async (_req, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8').send(docs().json),
  );
  app.get(API_DOCS_PAGE_PATH, async (_req, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('content-security-policy', API_DOCS_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(docs().html),
  );
}
