import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, SERVICE_TYPE_HEADER } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';

/*
 * Uploads cut short, over a real socket: the client goes away in the middle of a file, or the body
 * ends without its closing boundary. Either way the request is answered (or its socket closed)
 * promptly, and no temporary `.part` file nor open descriptor stays behind.
 */

let h: Harness;
let filesDir: string;
let port: number;
let teacher: LoginResult;
const BOUNDARY = 'cutboundary';

async function partFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((name) => name.endsWith('.part'));
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;

/** Waits for an eventual state; the bound only keeps a broken build from hanging (not a speed target). */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function head(contentLength: number): string {
  return [
    'POST /boda/room/file HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    `Authorization: Bearer ${teacher.token.access_token}`,
    `${SERVICE_TYPE_HEADER}: SERVICE`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

function fieldsAndFileHead(): string {
  return [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="command"',
    '',
    'ADD',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="roomFile"',
    '',
    JSON.stringify({ roomCode: 'ROOM1' }),
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="uploadFile"; filename="notes.pdf"',
    'Content-Type: application/pdf',
    '',
    '',
  ].join('\r\n');
}

function open(): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const answer = new Promise<string>((done) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => done(text));
        socket.on('error', () => undefined);
      });
      resolve({ socket, answer });
    });
    socket.once('error', reject);
  });
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-cut-'));
  h = await startHarness({ filesDir });
  teacher = await h.login(DEMO.users.teacher);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('uploads cut short', () => {
  it('a client that disconnects mid-file leaves no .part file and no open descriptor', async () => {
    const before = openDescriptors();
    const { socket } = await open();
    const start = fieldsAndFileHead();
    socket.write(head(start.length + 5_000_000) + start);
    socket.write(Buffer.alloc(256 * 1024, 97));
    // The file is being written when the client goes away.
    await until(async () => (await partFiles()).length > 0);
    socket.destroy();
    await until(async () => (await partFiles()).length === 0);
    await until(() => openDescriptors() <= before);
    expect(await readdir(filesDir, { recursive: true }).then((all) => all.filter((n) => n.includes('.')))).toEqual([]);
  });

  it('a body without its closing boundary is answered with WB-400-212 and leaves nothing behind', async () => {
    const before = openDescriptors();
    const { socket, answer } = await open();
    const body = `${fieldsAndFileHead()}${'x'.repeat(100_000)}\r\n`;
    const started = Date.now();
    socket.write(head(Buffer.byteLength(body)) + body);
    const reply = await answer;
    // Answered when the body ends, not left waiting for more; the bound is generous for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply).toContain(ErrorCode.BAD_PARAMETER);
    expect(await partFiles()).toEqual([]);
    await until(() => openDescriptors() <= before);
  });

  it('a multipart body without or with a wrong boundary is a bad parameter, not a 500', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/form-data; boundary=']) {
      const reply = await h.app.inject({
        method: 'POST',
        url: '/boda/room/file',
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="command"\r\n\r\nADD\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': contentType },
      });
      expect([contentType, reply.statusCode, reply.json<{ errorCode: string }>().errorCode]).toEqual([
        contentType,
        400,
        ErrorCode.BAD_PARAMETER,
      ]);
    }
  });
});
