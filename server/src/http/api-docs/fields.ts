import type { JsonSchema } from '@boda/contract/openapi';

/** One row of a field table: a (dotted) name, its type as HTML, whether it is required and notes. */
export interface FieldRow {
  name: string;
  typeHtml: string;
  required: boolean;
  notes: string;
}

const NESTING_MAX = 3;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const schemaAnchor = (name: string) => `schema-${name}`;

function refName(schema: JsonSchema): string | null {
  return typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
}

/** A schema's type in a few words: `integer`, `string[]`, `"LIST"`, a link to a shared schema. */
export function typeHtml(schema: JsonSchema | boolean): string {
  if (typeof schema === 'boolean') return schema ? 'any' : 'nothing';
  const ref = refName(schema);
  if (ref) return `<a href="#${schemaAnchor(ref)}">${escapeHtml(ref)}</a>`;
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeHtml).join(' | ');
  if (schema.contentMediaType === 'application/octet-stream') return 'file';
  if (Array.isArray(schema.prefixItems)) return `[${(schema.prefixItems as JsonSchema[]).map(typeHtml).join(', ')}]`;
  if (schema.type === 'array') return `${typeHtml((schema.items as JsonSchema | undefined) ?? {})}[]`;
  if (Array.isArray(schema.type)) return schema.type.map((t) => escapeHtml(String(t))).join(' | ');
  if (typeof schema.type === 'string') return escapeHtml(schema.type);
  return 'any';
}

/** Constraints and hints a caller needs: defaults, ranges, lengths, patterns, file rules. */
function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  if (typeof schema.description === 'string') notes.push(schema.description);
  if ('default' in schema) notes.push(`default ${JSON.stringify(schema.default)}`);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${unit} ${String(min)}..${String(max)}`);
    else if (min !== undefined) notes.push(`${unit} ≥ ${String(min)}`);
    else if (max !== undefined) notes.push(`${unit} ≤ ${String(max)}`);
  };
  if (typeof schema.exclusiveMinimum === 'number') notes.push(`value > ${schema.exclusiveMinimum}`);
  range(schema.minimum, schema.maximum, 'value');
  range(schema.minLength, schema.maxLength, 'length');
  range(schema.minItems, schema.maxItems, 'items');
  if (typeof schema.pattern === 'string') notes.push(`pattern ${schema.pattern}`);
  if (typeof schema.format === 'string' && schema.format !== 'int32') notes.push(schema.format);
  return escapeHtml(notes.join('; '));
}

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } | null {
  if (typeof schema.properties !== 'object' || schema.properties === null) return null;
  return { properties: schema.properties as Record<string, JsonSchema>, required: (schema.required as string[] | undefined) ?? [] };
}

/**
 * The rows of an object schema, nested objects and arrays of objects spelled out with dotted names
 * (`resultPage.content[]`); shared schemas stay links to their own table.
 */
export function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const object = propertiesOf(schema);
  if (!object) return [];
  return Object.entries(object.properties).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = { name, typeHtml: typeHtml(field), required: object.required.includes(key), notes: notesOf(field) };
    if (depth >= NESTING_MAX) return [row];
    const items = field.type === 'array' ? (field.items as JsonSchema | undefined) : undefined;
    if (propertiesOf(field)) return [row, ...fieldRows(field, `${name}.`, depth + 1)];
    if (items && propertiesOf(items)) return [row, ...fieldRows(items, `${name}[].`, depth + 1)];
    return [row];
  });
}

export function fieldTable(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="none">No fields.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${escapeHtml(r.name)}</code></td><td>${r.typeHtml}</td><td>${r.required ? 'yes' : ''}</td><td>${r.notes}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>notes</th></tr></thead><tbody>${body}</tbody></table>`;
}
