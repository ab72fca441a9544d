import { useTranslation } from 'react-i18next';
import { localDayStart } from '@boda/contract';
import { formatDateTime } from '../../ui/dateTime';
import { type Day, daysOf, type ScheduleView } from './calendarDates';

/** The toolbar's title: the month (month and list views) or the week's first and last day. */
export function useHeading(view: ScheduleView, anchor: Day): string {
  const { t, i18n } = useTranslation('schedule');
  if (view !== 'week') {
    // The day's own month, named without a zone (the anchor is already a calendar day).
    const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(`${anchor}T12:00:00Z`));
    return t('heading.month', { year: Number(anchor.slice(0, 4)), month: Number(anchor.slice(5, 7)), monthName });
  }
  const days = daysOf('week', anchor);
  return t('heading.week', {
    start: formatDateTime(localDayStart(days[0] ?? anchor), 'date', i18n.language),
    end: formatDateTime(localDayStart(days[6] ?? anchor), 'date', i18n.language),
  });
}
