import { describe, expect, it } from 'vitest';
import { commands, downloads } from '../api/index';
import { buildOpenApiDocument, pathKeyOf } from './index';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>>; components: Json };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SCHEMA_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];

const operations = Object.entries(doc.paths).flatMap(([key, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key, method, operation })),
);

/** Every value in the document with the JSON pointer that reaches it. */
function walk(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer);
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) walk(inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
}

function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (typeof at === 'object' && at !== null ? (at as Json)[part] : undefined), doc);
}

describe('the OpenAPI document', () => {
  it('has the 3.1 shape: version, info, paths starting with /, known methods, responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const { key, method, operation } of operations) {
      expect(key.startsWith('/'), key).toBe(true);
      expect(METHODS, `${key} ${method}`).toContain(method);
      const responses = Object.keys(operation.responses as Json);
      expect(responses.length, key).toBeGreaterThan(0);
      for (const status of responses) expect(status, key).toMatch(/^(default|[1-5](\d\d|XX))$/);
    }
    for (const [section, entries] of Object.entries(doc.components)) {
      for (const name of Object.keys(entries as Json)) expect(name, section).toMatch(/^[a-zA-Z0-9.\-_]+$/);
    }
  });

  it('has one operation for every command and download of the registry, at its path and method', () => {
    const expected = [...Object.entries(commands), ...Object.entries(downloads)];
    for (const [name, spec] of expected) {
      const item = doc.paths[pathKeyOf(spec.path, spec.command)];
      expect(item?.[spec.method.toLowerCase()]?.operationId, name).toBe(name);
    }
    expect(operations).toHaveLength(expected.length);
  });

  it('gives every operation a unique operationId, declared tags and security schemes', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = (doc.tags as Array<{ name: string }>).map((t) => t.name);
    const schemes = Object.keys(doc.components.securitySchemes as Json);
    for (const { key, operation } of operations) {
      for (const tag of operation.tags as string[]) expect(tags, key).toContain(tag);
      for (const requirement of operation.security as Json[])
        for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
    }
  });

  it('declares parameters with a location and exactly one of schema or content, once each', () => {
    for (const { key, operation } of operations) {
      const parameters = (operation.parameters as Json[] | undefined) ?? [];
      const seen = new Set<string>();
      for (const p of parameters) {
        expect(['query', 'header', 'path', 'cookie'], key).toContain(p.in);
        expect('schema' in p !== 'content' in p, `${key} ${String(p.name)}`).toBe(true);
        expect(seen.has(`${String(p.in)}:${String(p.name)}`), key).toBe(false);
        seen.add(`${String(p.in)}:${String(p.name)}`);
      }
      if (operation.requestBody) expect(Object.keys((operation.requestBody as Json).content as Json).length, key).toBeGreaterThan(0);
    }
  });

  it('resolves every $ref and uses only JSON Schema types, with required fields that exist', () => {
    walk(doc, '#', (value, pointer) => {
      if (typeof value !== 'object' || value === null) return;
      const node = value as Json;
      if (typeof node.$ref === 'string') expect(resolvePointer(node.$ref), `${pointer} -> ${node.$ref}`).toBeDefined();
      if (pointer.includes('/schema') || pointer.startsWith('#/components/schemas')) {
        const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
        for (const type of types)
          if (typeof type === 'string' && typeof node.properties !== 'object') expect(SCHEMA_TYPES, pointer).toContain(type);
        if (Array.isArray(node.required) && node.properties && typeof node.properties === 'object' && !pointer.endsWith('/properties')) {
          for (const field of node.required) expect(Object.keys(node.properties), pointer).toContain(field);
        }
      }
    });
  });

  it('documents multipart commands as multipart/form-data with their file rules, downloads as bytes', () => {
    for (const [name, spec] of Object.entries(commands)) {
      if (spec.encoding !== 'multipart') continue;
      const op = doc.paths[pathKeyOf(spec.path, spec.command)]!.post!;
      const body = ((op.requestBody as Json).content as Json)['multipart/form-data'] as { schema: { properties: Json } };
      expect(body.schema.properties[spec.files!.field], name).toMatchObject({
        'x-boda-file-rules': { maxFiles: spec.files!.rules.maxFiles },
      });
    }
    for (const [name, spec] of Object.entries(downloads)) {
      const op = doc.paths[pathKeyOf(spec.path, spec.command)]![spec.method.toLowerCase()]!;
      expect(Object.keys(((op.responses as Json)['200'] as Json).content as Json), name).toEqual(['application/octet-stream']);
    }
  });

  it('lists every catalogue code with its message and carries the declared access', () => {
    const codes = (doc.components.schemas as Json).ErrorCode as { oneOf: Array<{ const: string; description: string }> };
    expect(codes.oneOf.find((c) => c.const === 'WB-400-212')?.description).toBe('Bad request parameter.');
    const memoList = doc.paths['/boda/memo#LIST']!.get!;
    expect(memoList['x-boda-access']).toEqual({
      area: 'any',
      permissions: [{ bit: 4096, name: 'MANAGE_ACCESS' }],
      denied: 'WB-403-102',
    });
  });
});
