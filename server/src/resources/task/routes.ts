import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as deploy from './deploy';
import * as service from './service';
import { start } from './start';

export function taskRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'task.LIST': service.list,
    'task.LIST_TODO': service.listTodo,
    'task.VIEW': service.view,
    'task.ADD': deploy.add,
    'task.ADD_DEPLOY': deploy.addDeploy,
    'task.DELETE': service.remove,
    'task.SEND_HURRY': service.sendHurry,
    'task.START': start,
    'taskUser.LIST': service.listUsers,
  });
}
