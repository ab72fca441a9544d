import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/dateTime';
import { daysOf, type ScheduleView } from './calendarDates';

/** The toolbar's title: the month (month and list views) or the week's first and last day. */
export function useHeading(view: ScheduleView, anchor: Date): string {
  const { t, i18n } = useTranslation('schedule');
  if (view !== 'week') {
    const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(anchor);
    return t('heading.month', { year: anchor.getFullYear(), month: anchor.getMonth() + 1, monthName });
  }
  const days = daysOf('week', anchor);
  return t('heading.week', {
    start: formatDateTime(days[0], 'date', i18n.language),
    end: formatDateTime(days[6], 'date', i18n.language),
  });
}
