/**
 * The baseline's server (classroom.ts): serves bare.html and relays each WebSocket text frame from one
 * page (?role=a) to the other (?role=b) and back, as bare as signaling gets. 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';

export interface BareRelay {
  origin: string;
  close(): Promise<void>;
}

export async function startBareRelay(): Promise<BareRelay> {
  const page = readFileSync(join(import.meta.dirname, 'bare.html'));
  const server = createServer((request, response) => {
    if ((request.url ?? '/').split('?')[0] === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else response.writeHead(404).end();
  });
  const sockets = new Map<string, WebSocket>();
  const relay = new WebSocketServer({ server, path: '/relay' });
  relay.on('connection', (socket, request) => {
    const role = new URL(request.url ?? '', 'http://127.0.0.1').searchParams.get('role') ?? '';
    sockets.set(role, socket);
    socket.on('message', (data, binary) => sockets.get(role === 'a' ? 'b' : 'a')?.send(data, { binary }));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets.values()) socket.terminate();
      await new Promise<void>((done) => relay.close(() => done()));
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
