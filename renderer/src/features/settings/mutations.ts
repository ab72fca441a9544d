import { useCommandMutation } from '../../api/commandQuery';

/** The settings and their history; the caller's own session reloads its configuration through the 402 reset on the refetch. */
export function useModifySettings() {
  return useCommandMutation('companySettings.MOD');
}

/* Branding images and the manual: the settings view, its history and every page showing branding ('company') refresh. */
export function useUploadBrandingImage() {
  return useCommandMutation('companySettings.BRANDING_IMAGE_UPLOAD');
}

export function useRemoveBrandingImage() {
  return useCommandMutation('companySettings.BRANDING_IMAGE_REMOVE');
}

export function useUploadManual() {
  return useCommandMutation('companySettings.MANUAL_UPLOAD');
}

export function useRemoveManual() {
  return useCommandMutation('companySettings.MANUAL_REMOVE');
}

/* Class client installers: only the settings view shows them (DOWNLOAD_CLIENT is asked at each join). */
export function useUploadInstaller() {
  return useCommandMutation('companySettings.INSTALLER_UPLOAD');
}

export function useRemoveInstaller() {
  return useCommandMutation('companySettings.INSTALLER_REMOVE');
}
