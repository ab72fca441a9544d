import type { FastifyInstance } from 'fastify';
import { AGENT_KEY_PATH } from '@boda/contract/launch';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { downloadClient, siteOperator } from './service';

export function appRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, { 'app.DOWNLOAD_CLIENT': downloadClient, 'app.SITE_OPERATOR': siteOperator });

  // The join-ticket JWKS: public keys only, plain JSON (no envelope) so standard JWKS clients work.
  // Agents cache it and refetch on an unknown kid, so five minutes of caching is safe.
  app.get(AGENT_KEY_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json').send(runtime.joinTickets.jwks()),
  );
}
