import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function userRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'user.GET_ME': service.getMe,
    'user.GET': service.getUser,
  });
}
