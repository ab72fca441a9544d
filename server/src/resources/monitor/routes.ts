import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function monitorRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'monitor.LIST': service.listMonitor,
    'monitor.VIEW': service.viewMonitor,
    'monitor.JOIN': service.joinMonitor,
  });
}
