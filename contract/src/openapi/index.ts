/** The OpenAPI document of the contract; not part of `@boda/contract`'s main entry, so browsers never load it. */
export { API_VERSION, buildOpenApiDocument, OPENAPI_VERSION, type OpenApiDocument, serializeOpenApiDocument } from './document';
export { pathKeyOf } from './paths';
export type { JsonSchema } from './schemas';
