import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function logMeetRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'logMeet.LIST': service.list,
    'logMeet.VIEW': service.view,
    'logMeetUser.LIST': service.listUsers,
    'userJoin.LIST': service.listJoins,
  });
}
