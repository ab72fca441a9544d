import { connect } from 'node:net';
import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

/*
 * Requests Node's parser refuses before Fastify sees them (issue 32, G8): our envelope, not Fastify's
 * `{"error": ..., "statusCode": ...}`. Only a real socket reaches the parser (inject does not).
 */

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  port = Number(new URL(await h.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await h.close();
});

/** Writes `request` as it is and answers the status line, the headers and the body the server sent. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('an over-long address answers 431 with our envelope', async () => {
    const reply = await raw(`GET /open/company?command=VIEW&companyId=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(reply.status).toBe(431);
    expect(reply.headers).toContain('content-type: application/json');
    expect(reply.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, errorCode: ErrorCode.REQUEST_TOO_LARGE, data: null });
  });

  it('a malformed request answers 400 WB-400-212', async () => {
    const reply = await raw('NOT A REQUEST\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, errorCode: ErrorCode.BAD_PARAMETER });
  });

  it('the server goes on answering afterwards', async () => {
    const reply = await raw('GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(reply.status).toBe(200);
  });
});
