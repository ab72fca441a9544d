import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const companyKeys = {
  all: ['company'] as const,
  search: (keyword: string) => [...companyKeys.all, 'search', keyword] as const,
};

/** Company finder on the landing page (LIST_NORMAL with a keyword); nothing is listed without one. */
export function useCompanySearch(keyword: string) {
  return useQuery({
    queryKey: companyKeys.search(keyword),
    queryFn: async () => (await api.send('company.LIST_NORMAL', { keyword })).resultList,
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
