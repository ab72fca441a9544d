import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { localUtcOffsetMin, type TaskSummary, type TaskUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { handleApiError, notify } from '../../ui/feedback';
import { useSendHurry } from './mutations';
import { useTaskUsers } from './queries';
import { reminderTargets } from './reminderSelection';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A task's non-submitters (taskUser.LIST searchType 2) with checkboxes and "send a reminder" (task.SEND_HURRY). */
export function NonSubmittersDialog({ task, onClose }: { task: Pick<TaskSummary, 'taskIdx' | 'taskName'>; onClose(): void }) {
  const { t } = useTranslation('homework');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const users = useTaskUsers(task.taskIdx, 2);
  const rows = users.data ?? [];
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const send = useSendHurry();

  const remind = async () => {
    const targets = reminderTargets(rows, selected);
    if (!targets) {
      notify.warning(t('nonSubmitters.chooseFirst'));
      return;
    }
    try {
      const result = await send.mutateAsync({ taskIdx: task.taskIdx, userIdxList: targets, utcOffsetMin: localUtcOffsetMin() });
      notify.success(t('nonSubmitters.sent', { count: result.sentCount }));
      setSelected(new Set());
    } catch (error) {
      handleApiError(error);
    }
  };

  const columns: Array<DataColumn<TaskUser>> = [
    { id: 'name', header: t('column.student'), cell: (u) => u.userName },
    { id: 'status', header: t('column.status'), cell: (u) => t(`status.${u.taskStatus}`) },
    {
      id: 'reminded',
      header: t('column.lastReminded'),
      testId: 'non-submitter-reminded',
      cell: (u) =>
        u.lastHurryDatetime ? (
          <span>
            <DateTime value={u.lastHurryDatetime} kind="dateTime" /> {t('nonSubmitters.times', { count: u.hurryCount })}
          </span>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open || send.isPending ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="non-submitters-dialog">
        <DialogBody>
          <DialogTitle>{t('nonSubmitters.title', { name: task.taskName })}</DialogTitle>
          <DialogContent className={styles.content}>
            <span data-testid="non-submitters-selected">{t('nonSubmitters.selected', { count: selected.size, total: rows.length })}</span>
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(u) => u.userIdx}
              ariaLabel={t('nonSubmitters.title', { name: task.taskName })}
              testId="non-submitters-table"
              rowTestId="non-submitter-row"
              loading={users.isPending}
              selection={{
                selected,
                onChange: setSelected,
                allLabel: t('nonSubmitters.selectAll'),
                rowLabel: (index) => t('nonSubmitters.select', { name: rows[index]?.userName ?? '' }),
              }}
              empty={{ searching: false, nothingYet: t('nonSubmitters.empty') }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={send.isPending} data-testid="non-submitters-close">
              {tc('actions.close')}
            </Button>
            <Button
              appearance="primary"
              icon={<AlertRegular />}
              disabled={send.isPending || rows.length === 0}
              onClick={() => void remind()}
              data-testid="non-submitters-remind"
            >
              {t('nonSubmitters.remind')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
