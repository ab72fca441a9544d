import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../../http/dispatch';
import { sendAttachment } from '../../../http/download';
import type { Runtime } from '../../../runtime';
import * as files from './files';
import { openInstaller } from './installer';
import { openManual } from './manual';
import * as service from './service';

const manualDownload = rawCommand({
  ...downloads['app.MANUAL'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => openManual(ctx.db, ctx.runtime.storage ?? null, input.companyId, range));
  },
});

const installerDownload = rawCommand({
  ...downloads['app.INSTALLER'],
  async handle(input, ctx, reply) {
    await sendAttachment(reply, (range) => openInstaller(ctx.db, ctx.runtime.storage ?? null, input.companyId, input.os, range));
  },
});

export function companySettingsRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'companySettings.VIEW': service.viewSettings,
      'companySettings.MOD': service.modifySettings,
      'companySettings.AUDIT_LIST': service.listAudits,
      'companySettings.BRANDING_IMAGE_UPLOAD': files.uploadBrandingImage,
      'companySettings.BRANDING_IMAGE_REMOVE': files.removeBrandingImage,
      'companySettings.MANUAL_UPLOAD': files.uploadManual,
      'companySettings.MANUAL_REMOVE': files.removeManual,
      'companySettings.INSTALLER_UPLOAD': files.uploadInstaller,
      'companySettings.INSTALLER_REMOVE': files.removeInstaller,
    },
    { raw: [manualDownload, installerDownload] },
  );
}
