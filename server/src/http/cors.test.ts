import { CLASS_CLIENT_UPLOAD_PATH, DEVICE_TICKET_HEADER } from '@boda/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

let h: Harness;
let filesDir: string;

beforeAll(async () => {
  // With file storage, so the resumable upload route answers.
  filesDir = mkdtempSync(join(tmpdir(), 'boda-cors-files-'));
  h = await startHarness({ seed: false, filesDir });
});
afterAll(async () => {
  await h.close();
  rmSync(filesDir, { recursive: true, force: true });
});

function preflight(url: string, method: string, headers: string, origin = 'app://boda') {
  return h.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

const listOf = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());

describe('CORS', () => {
  it('answers preflights and tags responses for the desktop origin only', async () => {
    const answer = await preflight('/boda/user', 'GET', 'authorization, x-service-type');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('app://boda');
    expect(answer.headers['access-control-allow-headers']).toContain('x-service-type');
    const call = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL', headers: { origin: 'app://boda' } });
    expect(call.headers['access-control-allow-origin']).toBe('app://boda');
    const foreign = await h.app.inject({
      method: 'GET',
      url: '/open/company?command=LIST_NORMAL',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the desktop app send its device ticket on sign-in and read the renewed one (issue 32 G2)', async () => {
    const answer = await preflight('/open/login/loginBoda', 'POST', `content-type, ${DEVICE_TICKET_HEADER}`);
    expect(answer.statusCode).toBe(204);
    expect(listOf(answer.headers['access-control-allow-headers'])).toContain(DEVICE_TICKET_HEADER);
    const call = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL', headers: { origin: 'app://boda' } });
    expect(listOf(call.headers['access-control-expose-headers'])).toContain(DEVICE_TICKET_HEADER);
  });

  it('allows the resumable upload methods and headers on the upload route only', async () => {
    const tusHeaders = 'authorization, tus-resumable, upload-offset, upload-length, upload-metadata, content-type';
    for (const url of [CLASS_CLIENT_UPLOAD_PATH, `${CLASS_CLIENT_UPLOAD_PATH}/resumable-${'a'.repeat(32)}`]) {
      const answer = await preflight(url, 'PATCH', tusHeaders);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe('app://boda');
      expect(listOf(answer.headers['access-control-allow-methods'])).toEqual(expect.arrayContaining(['post', 'head', 'patch', 'delete']));
      expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(listOf(tusHeaders)));
    }
    const api = await preflight('/boda/user', 'PATCH', 'upload-offset');
    expect(listOf(api.headers['access-control-allow-methods'])).not.toContain('patch');
    expect(listOf(api.headers['access-control-allow-headers'])).not.toContain('upload-offset');
  });

  it('still refuses an upload request without the credential, and names no foreign origin (never *)', async () => {
    const url = `${CLASS_CLIENT_UPLOAD_PATH}/resumable-${'b'.repeat(32)}`;
    const own = await h.app.inject({ method: 'HEAD', url, headers: { origin: 'app://boda', 'tus-resumable': '1.0.0' } });
    expect(own.statusCode).toBe(401);
    expect(own.headers['access-control-allow-origin']).toBe('app://boda');
    const foreign = await h.app.inject({ method: 'HEAD', url, headers: { origin: 'https://evil.example', 'tus-resumable': '1.0.0' } });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const foreignPreflight = await preflight(url, 'PATCH', 'upload-offset', 'https://evil.example');
    expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
