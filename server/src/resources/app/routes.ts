import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { downloadClient } from './service';

export function appRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, { 'app.DOWNLOAD_CLIENT': downloadClient });
}
