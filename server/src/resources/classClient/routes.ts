import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

/** The native class client's API; it authenticates with its join and attendee tokens, never a session. */
export function classClientRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'classClient.JOIN': service.join,
    'classClient.HEARTBEAT': service.heartbeat,
    'classClient.LEAVE': service.leave,
    'classClient.START': service.start,
    'classClient.END': service.end,
    'classClient.NOTE_UPLOAD': service.noteUpload,
  });
}
