import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { AGENT_KEY_PATH } from '@boda/contract/launch';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import { openInstaller, openManual } from '../company';
import { downloadClient, siteOperator } from './service';

/** The company's uploaded manual and installer (company settings upload them). */
const fileDownloads = [
  rawCommand({
    ...downloads['app.MANUAL'],
    async handle(input, ctx, reply) {
      await sendAttachment(reply, (range) => openManual(ctx.db, ctx.runtime.storage ?? null, input.companyId, range));
    },
  }),
  rawCommand({
    ...downloads['app.INSTALLER'],
    async handle(input, ctx, reply) {
      await sendAttachment(reply, (range) => openInstaller(ctx.db, ctx.runtime.storage ?? null, input.companyId, input.os, range));
    },
  }),
];

export function appRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, { 'app.DOWNLOAD_CLIENT': downloadClient, 'app.SITE_OPERATOR': siteOperator }, { raw: fileDownloads });

  // The join-ticket JWKS: public keys only, plain JSON (no envelope) so standard JWKS clients work.
  // Agents cache it and refetch on an unknown kid, so five minutes of caching is safe.
  app.get(AGENT_KEY_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json').send(runtime.joinTickets.jwks()),
  );
}
