import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

export function priceRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'price.VIEW': service.viewPrice,
    'price.LIST': service.listPrices,
    'price.ADD': service.addPrice,
    'price.MOD': service.modifyPrice,
    'price.REMOVE': service.removePrice,
  });
}
