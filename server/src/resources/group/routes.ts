import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function groupRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'group.LIST': service.listGroups,
    'group.SAVE': service.saveGroup,
    'group.DEL': service.deleteGroup,
    'group.DEL_ALL': service.deleteAllGroups,
    'group.DEL_USER': service.deleteGroupUsers,
  });
}
