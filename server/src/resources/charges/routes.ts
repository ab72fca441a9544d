import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function chargesRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'meetFee.LIST': service.list,
    'meetFee.SAVE': service.save,
  });
}
