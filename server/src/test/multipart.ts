import { type CommandData, type CommandName, commands, type Envelope, SERVICE_TYPE_HEADER } from '@boda/contract';
import type { IssueDetail } from '../errors';
import type { Harness } from './harness';

export interface TestFile {
  name: string;
  data: Buffer | string;
  type?: string;
}

/**
 * A multipart command as the renderer's client sends it: `command` first, then the fields (lists
 * repeat their name, objects travel as JSON), then the files under the command's file field.
 */
export async function sendMultipart<N extends CommandName>(
  h: Harness,
  name: N,
  fields: Record<string, unknown>,
  files: TestFile[],
  options: { token: string; serviceType?: string; field?: string },
): Promise<{ status: number; body: Envelope<CommandData<N>> & { details?: IssueDetail[] } }> {
  const spec = commands[name];
  const form = new FormData();
  if (spec.command) form.append('command', spec.command);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const field = options.field ?? ('files' in spec && spec.files ? spec.files.field : 'uploadFile');
  for (const file of files) {
    const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    form.append(field, new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const reply = await h.app.inject({
    method: 'POST',
    url: spec.path,
    payload: form,
    headers: { authorization: `Bearer ${options.token}`, [SERVICE_TYPE_HEADER]: options.serviceType ?? 'SERVICE' },
  });
  return { status: reply.statusCode, body: reply.json() };
}
