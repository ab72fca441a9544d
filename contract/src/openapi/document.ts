import type { CommandSpec } from '../api/define';
import type { DownloadSpec } from '../api/download';
import { commands, downloads } from '../api/index';
import { SERVICE_TYPE_HEADER } from '../enums';
import { BEARER_SCHEME, SERVICE_TYPE_SCHEME } from './access';
import { envelopeSchemas, ERROR_RESPONSE, errorCatalogue } from './errors';
import { CLASS_CLIENT_GUIDE, HOW_TO_CALL } from './guide';
import { commandOperation, downloadOperation, type OperationEntry } from './paths';
import { type JsonSchema, SchemaCatalog } from './schemas';

/** The document's version: the contract's, raised when a command changes incompatibly. */
export const API_VERSION = '1.0.0';
export const OPENAPI_VERSION = '3.1.0';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
};

/** The OpenAPI 3.1 document of every command and download of the contract (contract/src/api). */
export function buildOpenApiDocument(): OpenApiDocument {
  const catalog = new SchemaCatalog();
  const entries: OperationEntry[] = [
    ...Object.entries(commands as Record<string, CommandSpec>).map(([name, spec]) => commandOperation(name, spec, catalog)),
    ...Object.entries(downloads as Record<string, DownloadSpec>).map(([name, spec]) => downloadOperation(name, spec, catalog)),
  ];
  const paths: OpenApiDocument['paths'] = {};
  for (const { pathKey, method, operation } of [...entries].sort((a, b) => a.pathKey.localeCompare(b.pathKey))) {
    const item = (paths[pathKey] ??= {});
    if (item[method]) throw new Error(`two operations at ${method.toUpperCase()} ${pathKey}`);
    item[method] = operation;
  }
  const tags = [...new Set(entries.map((e) => (e.operation.tags as string[])[0]!))].sort();
  const schemas = sortKeys({ ...envelopeSchemas(), ...catalog.components });
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Boda Classroom API',
      version: API_VERSION,
      summary: 'Every command of the Boda Classroom server, generated from its contract.',
      description: `${HOW_TO_CALL}\n\n## Class-client API\n\n${CLASS_CLIENT_GUIDE}`,
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: pruneUnused(schemas, paths),
      responses: { Error: ERROR_RESPONSE, ...sortKeys(catalog.responses) },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access_token of POST /open/login/loginBoda (renewed with POST /open/login/token).',
        },
        [SERVICE_TYPE_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: SERVICE_TYPE_HEADER,
          description: 'SERVICE or MANAGE: the area the call belongs to (x-boda-access.area). MANAGE needs the manage-access bit.',
        },
      },
    },
    'x-boda-error-codes': errorCatalogue(),
  };
}

/** The document as committed (docs/api/openapi.json) and served: stable key order, two-space indent. */
export function serializeOpenApiDocument(document: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Input twins (`UserInput`) exist for every entity; keep only the components something refers to. */
function pruneUnused(schemas: Record<string, JsonSchema>, paths: unknown): Record<string, JsonSchema> {
  const used = new Set<string>(['ErrorEnvelope']);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
          const name = inner.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(paths);
  visit(schemas.ErrorEnvelope);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
