import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { NoteStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { useNoteLog } from './queries';

export type NoteLogKind = 'submit' | 'time';

type LogRow = { regDatetime: string; noteStatus: 1 | 2; spentTime: number; questionCount: number; wrongCount: number };

/**
 * The note's log (manage-area "Work notes"): its submissions (the submit count's dialog), or its
 * solving sessions with the time each took and the total (the time-spent button's dialog).
 */
export function NoteLogDialog({ noteIdx, kind, onClose }: { noteIdx: number; kind: NoteLogKind; onClose(): void }) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const log = useNoteLog(noteIdx, true);
  const wanted = kind === 'submit' ? NoteStatus.SUBMIT : NoteStatus.SAVE;
  const rows = (log.data?.resultList ?? []).filter((r) => r.noteStatus === wanted);
  const columns: Array<DataColumn<LogRow>> = [
    { id: 'number', header: t('column.number'), cell: (_r, i) => i + 1 },
    {
      id: 'time',
      header: kind === 'submit' ? t('log.submitTime') : t('log.sessionTime'),
      cell: (r) => <DateTime value={r.regDatetime} kind="dateTime" />,
    },
    ...(kind === 'submit'
      ? [
          {
            id: 'score',
            header: t('column.score'),
            cell: (r: LogRow) => t('column.scoreValue', { wrong: r.wrongCount, questions: r.questionCount }),
          },
        ]
      : [{ id: 'spent', header: t('log.spent'), cell: (r: LogRow) => formatDuration(r.spentTime) }]),
  ];
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface data-testid={`note-log-dialog-${kind}`}>
        <DialogBody>
          <DialogTitle>{kind === 'submit' ? t('log.submitTitle') : t('log.timeTitle')}</DialogTitle>
          <DialogContent>
            {log.isPending ? (
              <Spinner size="tiny" label={tc('loading')} />
            ) : (
              <>
                <Body1 data-testid="note-log-summary">
                  {kind === 'submit'
                    ? t('log.submitCount', { count: log.data?.submitCount ?? 0 })
                    : t('log.totalSpent', { time: formatDuration(log.data?.totalSpentTime ?? 0) })}
                </Body1>
                <DataTable
                  rows={rows}
                  columns={columns}
                  rowKey={(r) => `${r.regDatetime}-${r.noteStatus}`}
                  ariaLabel={kind === 'submit' ? t('log.submitTitle') : t('log.timeTitle')}
                  testId="note-log-table"
                  rowTestId="note-log-row"
                  empty={{ searching: false, nothingYet: t('log.empty') }}
                />
              </>
            )}
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
