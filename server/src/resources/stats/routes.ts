import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { registerConcurrencySampler } from './job';
import * as service from './service';

export function statsRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'license.GET': service.getLicense,
    'licenseStatsConcurrent.LIST_CHART': service.concurrentChart,
    'licenseStatsJoin.LIST_CHART': service.accountChart,
    'concurrentStats.LIST_CHART': service.hourlyChart,
    'statsMeet.LIST_OPEN_CHART': service.openChart,
    'statsMeet.LIST_JOIN_CHART': service.joinChart,
    'licenseLogJoin.LIST': service.dayAccounts,
    'licenseLogJoin.LIST_TOTAL': service.monthAccounts,
  });
  registerConcurrencySampler(runtime);
}
