import { useCommandMutation } from '../../api/commandQuery';

/** The settings and their history; the caller's own session reloads its configuration through the 402 reset on the refetch. */
export function useModifySettings() {
  return useCommandMutation('companySettings.MOD', { invalidates: ['companySettings'] });
}
