import { useCommandMutation } from '../../api/commandQuery';

/** The settings and their history; the caller's own session reloads its configuration through the 402 reset on the refetch. */
export function useModifySettings() {
  return useCommandMutation('companySettings.MOD', { invalidates: ['companySettings'] });
}

/* Branding images and the manual: the settings view, its history and every page showing branding ('company') refresh. */
const FILE_VIEWS = ['companySettings', 'company'] as const;

export function useUploadBrandingImage() {
  return useCommandMutation('companySettings.BRANDING_IMAGE_UPLOAD', { invalidates: FILE_VIEWS });
}

export function useRemoveBrandingImage() {
  return useCommandMutation('companySettings.BRANDING_IMAGE_REMOVE', { invalidates: FILE_VIEWS });
}

export function useUploadManual() {
  return useCommandMutation('companySettings.MANUAL_UPLOAD', { invalidates: FILE_VIEWS });
}

export function useRemoveManual() {
  return useCommandMutation('companySettings.MANUAL_REMOVE', { invalidates: FILE_VIEWS });
}

/* Class client installers: only the settings view shows them (DOWNLOAD_CLIENT is asked at each join). */
export function useUploadInstaller() {
  return useCommandMutation('companySettings.INSTALLER_UPLOAD', { invalidates: ['companySettings'] });
}

export function useRemoveInstaller() {
  return useCommandMutation('companySettings.INSTALLER_REMOVE', { invalidates: ['companySettings'] });
}
