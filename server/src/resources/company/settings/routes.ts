import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../../http/dispatch';
import type { Runtime } from '../../../runtime';
import * as service from './service';

export function companySettingsRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'companySettings.VIEW': service.viewSettings,
    'companySettings.MOD': service.modifySettings,
    'companySettings.AUDIT_LIST': service.listAudits,
  });
}
