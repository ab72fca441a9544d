import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { shipLogs } from './service';

export function loggerRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, { 'logger.ship': shipLogs });
}
