import { keepPreviousData } from '@tanstack/react-query';
import { CALENDAR_PAGE_SIZE } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** Reserved classes overlapping the range (the server picks led or attended rooms by role). */
export function useCalendar(range: { startDate: string; endDate: string }, page: number) {
  return useCommandQuery(
    'calendar.LIST',
    { ...range, page, size: CALENDAR_PAGE_SIZE },
    { select: (d) => d.resultPage, placeholderData: keepPreviousData },
  );
}

export function useCalendarFeed() {
  return useCommandQuery('calendar.feed.GET', {}, { select: (d) => d.result });
}
