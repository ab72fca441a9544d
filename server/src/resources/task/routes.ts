import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as deploy from './deploy';
import * as service from './service';
import * as solve from './solve';
import { start } from './start';
import { configuredValidator } from './validator';

export function taskRoutes(app: FastifyInstance, runtime: Runtime): void {
  // A validator the environment names but nobody registered stops the start, not the first submission.
  configuredValidator();
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
    // The student's side of /boda/note; the note resource registers the rest of that path.
    'note.SAVE': solve.save,
    'note.SUBMIT': solve.submit,
  });
}
