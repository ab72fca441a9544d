import { keepPreviousData } from '@tanstack/react-query';
import { useCommandQuery } from '../../api/commandQuery';

/** Company finder on the landing page (LIST_NORMAL with a keyword); nothing is listed without one. */
export function useCompanySearch(keyword: string) {
  return useCommandQuery(
    'company.LIST_NORMAL',
    { keyword },
    { select: (d) => d.resultList, enabled: keyword.length > 0, placeholderData: keepPreviousData },
  );
}
