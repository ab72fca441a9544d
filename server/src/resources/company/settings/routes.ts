import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../../http/dispatch';
import type { Runtime } from '../../../runtime';
import * as files from './files';
import * as service from './service';

/** The uploaded manual and installer are downloaded through the app resource (app.MANUAL, app.INSTALLER). */

export function companySettingsRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'companySettings.VIEW': service.viewSettings,
    'companySettings.MOD': service.modifySettings,
    'companySettings.AUDIT_LIST': service.listAudits,
    'companySettings.BRANDING_IMAGE_UPLOAD': files.uploadBrandingImage,
    'companySettings.BRANDING_IMAGE_REMOVE': files.removeBrandingImage,
    'companySettings.MANUAL_UPLOAD': files.uploadManual,
    'companySettings.MANUAL_REMOVE': files.removeManual,
    'companySettings.INSTALLER_UPLOAD': files.uploadInstaller,
    'companySettings.INSTALLER_REMOVE': files.removeInstaller,
  });
}
