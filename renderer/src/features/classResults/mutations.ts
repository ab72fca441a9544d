import { useCommandMutation } from '../../api/commandQuery';

/** Starts a class-results export job (the file is fetched once EXPORT_STATUS says done); it changes no list. */
export function useStartExport() {
  return useCommandMutation('logMeetExcel.EXPORT', { select: (d) => d.result });
}
