import { createHash } from 'node:crypto';
import type { JsonSchema, OpenApiDocument } from '@boda/contract/openapi';
import { escapeHtml, fieldRows, fieldTable, schemaAnchor } from './fields';
import { markdownToHtml } from './markdown';

/*
 * The API document as one self-contained page for class-client vendors and integrators: no script,
 * no external file, one inline style allowed by its hash in the page's own CSP.
 */

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1b1b1b}
code{font:13px ui-monospace,monospace;background:#f3f3f3;padding:0 .2em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-bottom:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#fafafa}details{border:1px solid #ddd;border-radius:4px;margin:.4rem 0;padding:.3rem .7rem}
summary{cursor:pointer}.m{display:inline-block;width:3.2rem;font-weight:600}.get{color:#0a6}.post{color:#06c}
nav a{margin-right:.8rem;white-space:nowrap}.none{color:#777}h2{border-bottom:2px solid #eee;margin-top:2rem}`;

export const API_DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

type Operation = Record<string, unknown>;
interface Entry {
  method: string;
  operation: Operation;
}

const operationAnchor = (id: string) => `op-${id}`;

function jsonContentSchema(content: unknown): JsonSchema {
  return (content as Record<string, { schema: JsonSchema }>)['application/json']?.schema ?? {};
}

function inputSection(operation: Operation): string {
  const parameters = (operation.parameters as Array<Record<string, unknown>> | undefined) ?? [];
  if (parameters.length > 0) {
    const object = {
      // A parameter is described by a schema, or (JSON text) by its content's schema.
      properties: Object.fromEntries(parameters.map((p) => [p.name, (p.schema ?? jsonContentSchema(p.content)) as JsonSchema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    return `<h4>Input (query parameters)</h4>${fieldTable(fieldRows(object))}`;
  }
  type Body = { schema: JsonSchema; encoding?: Record<string, unknown> };
  const content = (operation.requestBody as { content?: Record<string, Body> } | undefined)?.content;
  const [mediaType, body] = Object.entries(content ?? {})[0] ?? [];
  if (!mediaType || !body) return '<h4>Input</h4><p class="none">None.</p>';
  // Objects that travel as JSON text in form and multipart bodies (the body's encoding says which).
  const jsonText = Object.keys(body.encoding ?? {});
  const rows = fieldRows(body.schema).map((row) =>
    jsonText.includes(row.name) ? { ...row, notes: `JSON text${row.notes ? `; ${row.notes}` : ''}` } : row,
  );
  return `<h4>Input (<code>${escapeHtml(mediaType)}</code> body)</h4>${fieldTable(rows)}`;
}

function resultSection(operation: Operation): string {
  const ok = (operation.responses as Record<string, { content?: Record<string, { schema: JsonSchema }> }>)['200'];
  const [mediaType, answer] = Object.entries(ok?.content ?? {})[0] ?? [];
  if (mediaType !== 'application/json' || !answer) return '<h4>Result</h4><p>The file bytes, with the file&#39;s own content type.</p>';
  const data = ((answer.schema.allOf as JsonSchema[] | undefined)?.[1]?.properties as Record<string, JsonSchema> | undefined)?.data ?? {};
  return `<h4>Result (<code>data</code> of the envelope)</h4>${fieldTable(fieldRows(data))}`;
}

function errorsLine(operation: Operation): string {
  const responses = operation.responses as Record<string, { $ref?: string }>;
  const codes = Object.entries(responses)
    .filter(([status]) => status !== '200' && status !== 'default')
    .flatMap(([, response]) => (response.$ref ?? '').replace('#/components/responses/', '').split('_'))
    .filter((code) => code.startsWith('WB-'));
  const links = codes.map((code) => `<a href="#error-${code}"><code>${code}</code></a>`).join(', ');
  return `<p>Refusals before the command runs: ${links}; the command&#39;s own: any code of the <a href="#errors">catalogue</a>.</p>`;
}

function operationHtml({ method, operation }: Entry): string {
  const id = String(operation.operationId);
  const command = operation['x-boda-command'] as string | null;
  const path = String(operation['x-boda-path']);
  return `<details id="${escapeHtml(operationAnchor(id))}"><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    command ? ` <code>command=${escapeHtml(command)}</code>` : ''
  } <strong>${escapeHtml(id)}</strong></summary>
${markdownToHtml(String(operation.description))}${inputSection(operation)}${resultSection(operation)}${errorsLine(operation)}</details>`;
}

function schemasSection(document: OpenApiDocument): string {
  const items = Object.entries(document.components.schemas)
    .filter(([name]) => name !== 'ErrorCode')
    .map(([name, schema]) => `<h3 id="${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</h3>${fieldTable(fieldRows(schema))}`);
  return `<section id="schemas"><h2>Shared schemas</h2>${items.join('\n')}</section>`;
}

function errorsSection(document: OpenApiDocument): string {
  const codes = document['x-boda-error-codes'] as Array<{ code: string; name: string; status: number; message: string }>;
  const rows = codes.map(
    (c) =>
      `<tr id="error-${escapeHtml(c.code)}"><td><code>${escapeHtml(c.code)}</code></td><td>${c.status}</td><td>${escapeHtml(c.name)}</td><td>${escapeHtml(c.message)}</td></tr>`,
  );
  return `<section id="errors"><h2>Error codes</h2><table><thead><tr><th>code</th><th>HTTP</th><th>name</th><th>message</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** The page for `GET /open/api-docs`; `baseUrl` is the server's public origin. */
export function renderApiDocsPage(document: OpenApiDocument, baseUrl: string): string {
  const info = document.info as { title: string; version: string; summary: string; description: string };
  const byTag = new Map<string, Entry[]>();
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = (operation.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, operation }]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' ');
  const resources = tags.map(
    (tag) => `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.map(operationHtml).join('\n')}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.summary)} Machine-readable: <a href="/open/api-docs.json">OpenAPI 3.1 JSON</a>.</p>
<nav><a href="#how">How to call</a> ${nav} <a href="#schemas">schemas</a> <a href="#errors">error codes</a></nav></header>
<main><section id="how"><h2>How to call</h2><p>Base URL: <code>${escapeHtml(baseUrl)}</code></p>${markdownToHtml(info.description)}</section>
${resources.join('\n')}
${schemasSection(document)}
${errorsSection(document)}</main></body></html>
`;
}
