import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CLASSROOM_FRAME_MAX_BYTES, CLASSROOM_WS_PATH } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Runtime } from '../../runtime';
import { openConnection } from './connection';
import type { ClassroomHub } from './hub';
import * as repo from './repository';

/*
 * The signaling socket (contract/src/classroom.ts) on the app's own HTTP server: an upgrade to any other
 * path, or from a page of an origin the API's CORS does not allow, is refused before a socket exists.
 * Pages on PUBLIC_ORIGIN (the web build), app://boda and CORS_ORIGINS may connect; a client without an
 * Origin header (not a browser) carries no ambient credential and proves itself by the hello anyway.
 *
 * Every socket is pinged (a protocol ping, which browsers answer by themselves); one that did not answer
 * the previous ping is ended, so a participant whose network went without a goodbye leaves the others'
 * roster within two intervals instead of when TCP gives up, minutes later.
 *
 * ws closes a frame beyond its maxPayload with 1009 on its own; frames between our limit and twice it
 * are read and refused with BAD_FRAME (connection.ts), so a slightly large frame gets the contract's code.
 */

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function allowedOrigins(runtime: Runtime): Set<string> {
  return new Set([...runtime.settings.corsOrigins, new URL(runtime.settings.publicOrigin).origin]);
}

export function registerClassroomSocket(app: FastifyInstance, runtime: Runtime, hub: ClassroomHub): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * CLASSROOM_FRAME_MAX_BYTES });
  const origins = allowedOrigins(runtime);
  const log = (message: string, err: unknown) => app.log.error({ err }, message);
  const answered = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const client of wss.clients) {
      if (!answered.delete(client)) client.terminate();
      else client.ping();
    }
  }, runtime.settings.classroomPingMs);
  heartbeat.unref();

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path !== CLASSROOM_WS_PATH) return refuse(socket, 404, 'Not Found');
    if (app.lifecycle.draining) return refuse(socket, 503, 'Service Unavailable');
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => {
      answered.add(ws);
      ws.on('pong', () => answered.add(ws));
      openConnection(ws, runtime, hub, log);
    });
  });

  // Before the listener closes: every socket goes with 1001 and this instance's presence rows with them.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.stop();
    for (const client of wss.clients) client.close(1001);
    const gone = await repo.removeInstancePeers(runtime.database.db, runtime.instanceId).catch(() => []);
    for (const peer of gone) runtime.bus.publish({ meetIdx: peer.meetIdx, to: null, frame: { t: 'left', peerId: peer.peerId } });
    wss.close();
  });
}
