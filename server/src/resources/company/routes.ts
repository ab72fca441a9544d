import { BrandingImage, commands } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rawCommand, registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

const brandingSpec = commands['company.BRANDING_INFO'];

/** Branding images share the BRANDING_INFO path but answer bytes (contract: brandingImagePath). */
const imageCommands = BrandingImage.map((kind) =>
  rawCommand({
    method: 'GET',
    path: brandingSpec.path,
    command: kind,
    access: 'public',
    input: z.object({ companyId: z.string().min(1) }),
    async handle(input, ctx, reply) {
      const image = await service.brandingImage(ctx.db, input.companyId, kind);
      return (
        reply
          .header('cache-control', 'public, max-age=300')
          .header('last-modified', image.modDatetime.toUTCString())
          .header('x-content-type-options', 'nosniff')
          // Branding may be SVG: opened directly it must not run script in our origin.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .type(image.mime)
          .send(image.bytes)
      );
    },
  }),
);

export function companyRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'company.GET_ID_NORMAL': service.getCompany,
      'company.LIST_NORMAL': service.listCompanies,
      'company.loginInfo': service.loginInfo,
      'company.BRANDING_INFO': service.brandingInfo,
    },
    { raw: imageCommands },
  );
}
