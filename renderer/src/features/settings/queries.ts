import { keepPreviousData } from '@tanstack/react-query';
import { useCommandQuery } from '../../api/commandQuery';

export function useCompanySettings(enabled = true) {
  return useCommandQuery('companySettings.VIEW', {}, { select: (d) => d.result, enabled });
}

export function useSettingAudits(page: number, size: number) {
  return useCommandQuery('companySettings.AUDIT_LIST', { page, size }, { select: (d) => d.resultPage, placeholderData: keepPreviousData });
}
