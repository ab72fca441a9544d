import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { registerCalendarFeed } from './feed';
import * as service from './service';

export function scheduleRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'calendar.LIST': service.listCalendar,
    'calendar.feed.GET': service.getFeed,
    'calendar.feed.CREATE': service.createFeed,
    'calendar.feed.REVOKE': service.revokeFeed,
  });
  registerCalendarFeed(app, runtime);
}
