import { paths } from '../../app/router/paths';

/** The join log of one day (and optionally of one account, exact user ID): the statistics' click target. */
export function joinLogOf(companyId: string, day: string, userId?: string): string {
  const query = new URLSearchParams({ searchStartDate: day, searchEndDate: day });
  if (userId !== undefined) {
    query.set('searchKeyword', userId);
    query.set('searchFilter', 'userId');
    query.set('searchMatch', 'false');
  }
  return `${paths.manage(companyId, 'log/joinLog/list')}?${query.toString()}`;
}

/** The class log of one day (open statistics). */
export function classLogOf(companyId: string, day: string): string {
  return `${paths.manage(companyId, 'log/logMeet/list')}?${new URLSearchParams({ searchStartDate: day, searchEndDate: day }).toString()}`;
}
