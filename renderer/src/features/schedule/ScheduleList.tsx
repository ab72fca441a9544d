import type { CalendarEvent } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useTemplateName } from '../rooms';
import { EventPeriod } from './EventPeriod';

export interface ScheduleListProps {
  events: CalendarEvent[];
  loading: boolean;
  empty: string;
  onOpen(event: CalendarEvent): void;
}

/** The list view: the month's classes, earliest first, 30 a page; a row opens the class. */
export function ScheduleList({ events, loading, empty, onOpen }: ScheduleListProps) {
  const { t } = useTranslation('schedule');
  const templateName = useTemplateName();
  const columns: Array<DataColumn<CalendarEvent>> = [
    { id: 'title', header: t('column.title'), cell: (e) => e.roomTitle, testId: 'schedule-row-title' },
    { id: 'period', header: t('column.period'), cell: (e) => <EventPeriod event={e} /> },
    { id: 'leader', header: t('column.leader'), cell: (e) => e.leaderName },
    { id: 'classType', header: t('column.classType'), cell: (e) => templateName(e.templateName) ?? '-' },
  ];
  return (
    <DataTable
      rows={events}
      columns={columns}
      rowKey={(e) => e.roomCode}
      ariaLabel={t('title')}
      testId="schedule-list"
      rowTestId="schedule-row"
      onRowClick={onOpen}
      loading={loading}
      empty={{ searching: false, nothingYet: empty }}
    />
  );
}
