import type { CalendarEvent } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/dateTime';

/** 'start ~ end' of a class in days, or 'start ~ no end date'. */
export function EventPeriod({ event }: { event: CalendarEvent }) {
  const { t, i18n } = useTranslation('schedule');
  const start = formatDateTime(event.startDatetime, 'date', i18n.language);
  if (event.noLimit) return <>{t('period.noLimit', { start })}</>;
  return <>{`${start} ~ ${formatDateTime(event.endDatetime, 'date', i18n.language)}`}</>;
}
