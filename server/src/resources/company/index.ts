/*
 * The company resource's public surface: other resources (and seed/, cli/) import only from here.
 */
export { companyRoutes } from './routes';
export { companySettingsRoutes } from './settings/routes';
export { bodaSettingOf, bodaSettingWith, isLicenseExpired, resolveCompany, toCompanyDto, updateCompanyConfiguration } from './service';
export { createCompanyWithOperator, ProvisionError } from './provision';
export { findCompanyByCode, findCompanyById, findCompanyByIdx, listProviders, upsertBrandingImage } from './repository';
export { openInstaller, uploadedInstallerLink } from './settings/installer';
export { openManual } from './settings/manual';
