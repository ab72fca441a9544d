import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
} from '@fluentui/react-components';
import type { ClassAttendance } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { NoteDownloadButton } from '../notes';

const useStyles = makeStyles({ number: { width: '56px' }, note: { display: 'flex', alignItems: 'center', gap: '4px' } });

export interface AttendanceTableProps {
  attendees: ClassAttendance[];
  loading: boolean;
  /** The manage class view's note column (view and download of each attendee's class note). */
  onViewNote?: (noteIdx: number) => void;
}

/**
 * The attendees of one class: first join, last exit, and the total, which opens each join and leave;
 * with `onViewNote`, each attendee's class note to view or download.
 */
export function AttendanceTable({ attendees, loading, onViewNote }: AttendanceTableProps) {
  const { t } = useTranslation('classResults');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [detail, setDetail] = useState<ClassAttendance | null>(null);
  const columns: Array<DataColumn<ClassAttendance>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_a, i) => i + 1 },
    { id: 'name', header: t('attendance.name'), testId: 'attendee-name', cell: (a) => a.userName },
    { id: 'type', header: t('attendance.type'), cell: (a) => tc(`userType.${a.userTypeCd}`, { defaultValue: String(a.userTypeCd) }) },
    { id: 'join', header: t('attendance.join'), cell: (a) => <DateTime value={a.joinDatetime} kind="time" /> },
    {
      id: 'exit',
      header: t('attendance.exit'),
      cell: (a) => (a.quitDatetime ? <DateTime value={a.quitDatetime} kind="time" /> : t('present')),
    },
    {
      id: 'total',
      header: t('attendance.total'),
      testId: 'attendee-total',
      cell: (a) => (
        // A link, not a button: its text lines up with the row's other times and the column's header.
        <Link onClick={() => setDetail(a)} data-testid="attendee-total-button">
          {formatDuration(a.totalJoinTimeSec)}
        </Link>
      ),
    },
  ];
  if (onViewNote)
    columns.push({
      id: 'note',
      header: t('attendance.note'),
      testId: 'attendee-note',
      cell: ({ noteIdx, userName }) =>
        noteIdx === null ? (
          '-'
        ) : (
          <span className={styles.note}>
            <Button size="small" onClick={() => onViewNote(noteIdx)} data-testid="attendee-note-view">
              {t('attendance.viewNote')}
            </Button>
            <NoteDownloadButton noteIdx={noteIdx} label={t('attendance.downloadNote', { name: userName })} />
          </span>
        ),
    });
  return (
    <>
      <DataTable
        rows={attendees}
        columns={columns}
        rowKey={(a) => a.meetUserIdx}
        ariaLabel={t('detail.attendees')}
        testId="attendance-table"
        rowTestId="attendee-row"
        rowAttributes={(a) => ({ 'data-user-id': a.userId })}
        loading={loading}
        empty={{ searching: false, nothingYet: t('detail.noAttendees') }}
      />
      {detail && <AttendanceTimeDialog attendee={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

/** Each join and leave of one attendee, with the time of each session. */
export function AttendanceTimeDialog({ attendee, onClose }: { attendee: ClassAttendance; onClose(): void }) {
  const { t } = useTranslation('classResults');
  const { t: tc } = useTranslation('common');
  type Span = ClassAttendance['logMeetUserJoinList'][number];
  const seconds = (s: Span) =>
    s.quitDatetime ? Math.max(0, (new Date(s.quitDatetime).getTime() - new Date(s.joinDatetime).getTime()) / 1000) : null;
  const columns: Array<DataColumn<Span>> = [
    { id: 'join', header: t('attendance.join'), cell: (s) => <DateTime value={s.joinDatetime} kind="dateTime" /> },
    {
      id: 'exit',
      header: t('attendance.exit'),
      cell: (s) => (s.quitDatetime ? <DateTime value={s.quitDatetime} kind="dateTime" /> : t('present')),
    },
    { id: 'time', header: t('attendance.session'), cell: (s) => formatDuration(seconds(s) ?? 0) },
  ];
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface data-testid="attendance-time-dialog">
        <DialogBody>
          <DialogTitle>
            {t('attendance.detailTitle', { name: attendee.userName, total: formatDuration(attendee.totalJoinTimeSec) })}
          </DialogTitle>
          <DialogContent>
            <DataTable
              rows={attendee.logMeetUserJoinList}
              columns={columns}
              rowKey={(s) => s.joinDatetime}
              ariaLabel={t('attendance.detailTitle', { name: attendee.userName, total: formatDuration(attendee.totalJoinTimeSec) })}
              testId="attendance-spans"
              rowTestId="attendance-span"
              loading={false}
              empty={{ searching: false, nothingYet: t('detail.noAttendees') }}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
