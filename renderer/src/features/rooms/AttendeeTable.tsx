import type { RoomUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';

export interface AttendeeTableProps {
  users: RoomUser[];
  selectable: boolean;
  selected: number[];
  onSelect: (next: number[]) => void;
}

/** Attendees: select, number, name, type, phone or a dash (service-area 2.9). */
export function AttendeeTable({ users, selectable, selected, onSelect }: AttendeeTableProps) {
  const { t } = useTranslation('rooms');
  const columns: Array<DataColumn<RoomUser>> = [
    { id: 'number', header: t('table.number'), cell: (_u, index) => users.length - index },
    { id: 'name', header: t('table.name'), cell: (u) => u.userName },
    { id: 'type', header: t('table.type'), cell: (u) => t(`common:userType.${u.userTypeCd}`) },
    { id: 'phone', header: t('table.phone'), cell: (u) => u.phone ?? '-' },
  ];
  return (
    <DataTable
      rows={users}
      columns={columns}
      rowKey={(u) => u.userIdx}
      ariaLabel={t('wb.attendeesTitle')}
      testId="attendee-table"
      rowTestId="attendee-row"
      rowAttributes={(u) => ({ 'data-user-id': u.userId })}
      selection={
        selectable
          ? {
              selected: new Set(selected),
              onChange: (next) => onSelect([...next]),
              allLabel: t('table.selectAll'),
              rowLabel: (index) => users[index]?.userName ?? '',
            }
          : undefined
      }
      empty={{ searching: false, nothingYet: t('table.noAttendees') }}
    />
  );
}
