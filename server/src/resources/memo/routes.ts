import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function memoRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'memo.LIST': service.listMemos,
    'memo.SAVE': service.saveMemo,
  });
}
