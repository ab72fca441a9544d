import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { RoomUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';

export interface AttendeeTableProps {
  users: RoomUser[];
  selectable: boolean;
  selected: number[];
  onSelect: (next: number[]) => void;
}

/** Attendees: select, number, name, type, phone or a dash (service-area 2.9). */
export function AttendeeTable({ users, selectable, selected, onSelect }: AttendeeTableProps) {
  const { t } = useTranslation('rooms');
  const all = users.length > 0 && users.every((u) => selected.includes(u.userIdx));
  const toggle = (userIdx: number) => onSelect(selected.includes(userIdx) ? selected.filter((u) => u !== userIdx) : [...selected, userIdx]);
  return (
    <Table size="small" data-testid="attendee-table">
      <TableHeader>
        <TableRow>
          {selectable ? (
            <TableHeaderCell>
              <Checkbox
                checked={all}
                aria-label={t('table.selectAll')}
                onChange={() => onSelect(all ? [] : users.map((u) => u.userIdx))}
                data-testid="attendee-select-all"
              />
            </TableHeaderCell>
          ) : null}
          <TableHeaderCell>{t('table.number')}</TableHeaderCell>
          <TableHeaderCell>{t('table.name')}</TableHeaderCell>
          <TableHeaderCell>{t('table.type')}</TableHeaderCell>
          <TableHeaderCell>{t('table.phone')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={selectable ? 5 : 4} data-testid="attendee-empty">
              {t('table.noAttendees')}
            </TableCell>
          </TableRow>
        ) : null}
        {users.map((u, index) => (
          <TableRow key={u.userIdx} data-testid="attendee-row" data-user-id={u.userId}>
            {selectable ? (
              <TableCell>
                <Checkbox
                  checked={selected.includes(u.userIdx)}
                  aria-label={u.userName}
                  onChange={() => toggle(u.userIdx)}
                  data-testid="attendee-select"
                />
              </TableCell>
            ) : null}
            <TableCell>{users.length - index}</TableCell>
            <TableCell>{u.userName}</TableCell>
            <TableCell>{t(`common:userType.${u.userTypeCd}`)}</TableCell>
            <TableCell>{u.phone ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
