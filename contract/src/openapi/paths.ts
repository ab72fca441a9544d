import { z } from 'zod';
import type { Access } from '../api/access';
import type { CommandSpec, Encoding, UploadSpec } from '../api/define';
import type { DownloadSpec } from '../api/download';
import { accessExtension, accessSummary, dispatcherErrors, securityOf } from './access';
import { errorResponses, successEnvelope } from './errors';
import { isJsonTextField, type JsonSchema, type SchemaCatalog } from './schemas';

/** One operation of the document, keyed by its path key (path, then `#command`) and method. */
export interface OperationEntry {
  pathKey: string;
  method: 'get' | 'post';
  operation: Record<string, unknown>;
}

const MEDIA_TYPE: Record<Exclude<Encoding, 'query'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/**
 * Commands share a path and are told apart by `command`; the document gives each its own path key
 * `<path>#<command>`. The fragment never leaves the client (HTTP does not send it), so the request
 * goes to `<path>` and carries `command` as the required constant parameter declared below.
 */
export function pathKeyOf(path: string, command: string | undefined): string {
  return command === undefined ? path : `${path}#${command}`;
}

/** The object schema behind a converted input, following a top-level `$ref` to its component. */
function objectOf(schema: JsonSchema, catalog: SchemaCatalog): { properties: Record<string, JsonSchema>; required: string[] } {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
  const resolved = ref ? catalog.components[ref] : schema;
  if (!resolved || resolved.type !== 'object') throw new Error('a command input must be an object schema');
  return {
    properties: (resolved.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (resolved.required as string[] | undefined) ?? [],
  };
}

function jsonTextFields(input: z.ZodType): string[] {
  if (!(input instanceof z.ZodObject)) return [];
  return Object.entries(input.shape as Record<string, z.ZodType>)
    .filter(([, field]) => isJsonTextField(field))
    .map(([name]) => name);
}

function fileField(files: UploadSpec): JsonSchema {
  const { maxFiles, maxBytes, extensions } = files.rules;
  const one = { type: 'string', contentMediaType: 'application/octet-stream' };
  const rules = `${maxFiles} file(s) at most, ${maxBytes} bytes each, extensions ${extensions.join(', ')} (jfif never), sent after the command field.`;
  const schema = maxFiles === 1 ? { ...one } : { type: 'array', items: one, maxItems: maxFiles };
  return { ...schema, description: rules, 'x-boda-file-rules': { ...files.rules } };
}

interface Described {
  method: 'GET' | 'POST';
  path: string;
  command?: string;
  encoding: Encoding;
  access: Access;
  input: z.ZodType;
  files?: UploadSpec;
}

/** The request half of an operation: query parameters for GET, a body of the command's encoding for POST. */
function requestOf(spec: Described, catalog: SchemaCatalog): Record<string, unknown> {
  const { properties, required } = objectOf(catalog.convert(spec.input, 'input'), catalog);
  const jsonText = jsonTextFields(spec.input);
  const command: Record<string, JsonSchema> = spec.command === undefined ? {} : { command: { type: 'string', const: spec.command } };
  if (spec.method === 'GET') {
    const all = { ...command, ...properties };
    const parameters = Object.entries(all).map(([name, schema]) => ({
      name,
      in: 'query',
      required: name === 'command' || required.includes(name),
      ...(jsonText.includes(name) ? { content: { 'application/json': { schema } } } : { schema }),
    }));
    return parameters.length > 0 ? { parameters } : {};
  }
  const body: Record<string, JsonSchema> = { ...command, ...properties };
  if (spec.files) body[spec.files.field] = fileField(spec.files);
  const mediaType = MEDIA_TYPE[spec.encoding === 'query' ? 'form' : spec.encoding];
  const bodyRequired = [...(spec.command === undefined ? [] : ['command']), ...required.filter((name) => name !== spec.files?.field)];
  // Form and multipart bodies carry objects as JSON text (the contract's jsonField).
  const encoding = spec.encoding === 'json' ? [] : jsonText.map((name) => [name, { contentType: 'application/json' }]);
  return {
    requestBody: {
      required: true,
      content: {
        [mediaType]: {
          schema: { type: 'object', properties: body, ...(bodyRequired.length > 0 && { required: bodyRequired }) },
          ...(encoding.length > 0 && { encoding: Object.fromEntries(encoding) }),
        },
      },
    },
  };
}

function operationOf(name: string, spec: Described, catalog: SchemaCatalog, success: Record<string, unknown>): OperationEntry {
  const files = spec.files ? ` Multipart: files in \`${spec.files.field}\`.` : '';
  return {
    pathKey: pathKeyOf(spec.path, spec.command),
    method: spec.method === 'GET' ? 'get' : 'post',
    operation: {
      operationId: name,
      tags: [name.split('.')[0]],
      summary: name,
      description: `${accessSummary(spec.access)}${files}`,
      security: securityOf(spec.access),
      'x-boda-command': spec.command ?? null,
      'x-boda-path': spec.path,
      'x-boda-access': accessExtension(spec.access),
      ...requestOf(spec, catalog),
      responses: { '200': success, ...errorResponses(dispatcherErrors(spec.access, spec.files !== undefined), catalog.responses) },
    },
  };
}

export function commandOperation(name: string, spec: CommandSpec, catalog: SchemaCatalog): OperationEntry {
  const data = catalog.convert(spec.output, 'output');
  const success = {
    description: 'The envelope with the command result in `data`.',
    content: { 'application/json': { schema: successEnvelope(data) } },
  };
  return operationOf(name, spec, catalog, success);
}

/** Downloads answer bytes with the file's own content type; refusals are still envelopes. */
export function downloadOperation(name: string, spec: DownloadSpec, catalog: SchemaCatalog): OperationEntry {
  const success = {
    description: 'The file: its own Content-Type (image/png, application/pdf, ...) and, for attachments, Content-Disposition.',
    content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
  };
  const entry = operationOf(name, { ...spec, encoding: 'query' }, catalog, success);
  return { ...entry, operation: { ...entry.operation, 'x-boda-download': true } };
}
